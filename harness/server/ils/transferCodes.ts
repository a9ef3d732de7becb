/**
 * The transfers table as the other modules need it: a code's record and its state now, a new
 * code, the copy's transfers this year, withdrawing a loan's open code when the loan ends at the
 * desk, and the codes open now (the harness page's 扫一扫 panel).
 */
import { randomInt } from 'node:crypto';
import type { TransferState } from '../../../src/api/contract/index.js';
import { TRANSFER_CODE_PATTERN, TRANSFER_QR_PREFIX } from '../../../src/api/contract/transfer.js';
import { harnessConfig } from '../infra/config.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { maskName } from './readers.js';
import { transferState } from './rules/index.js';

export interface TransferRecord {
  code: string;
  loanid: number;
  barcode: string;
  lender: string;
  state: 'open' | 'taken' | 'withdrawn';
  created_at: number;
  closed_at: number | null;
  borrower: string | null;
  newloanid: number | null;
  takendate: string | null;
}

/** The code's state now: a code open past its time has expired. */
export function codeState(record: TransferRecord, now: number): TransferState {
  return transferState({ state: record.state, createdAt: record.created_at, now }, harnessConfig.transfer);
}

/** Seconds an open code has left, rounded up. */
export function secondsLeft(record: TransferRecord, now: number): number {
  return Math.max(0, Math.ceil((record.created_at + harnessConfig.transfer.codeTtlMs - now) / 1000));
}

/** The code's characters: no 0/O, 1/I/L to misread (TRANSFER_CODE_PATTERN). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newTransferCode(): string {
  return Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A code as given: 12 of the code's characters, or a refusal. */
export function checkTransferCode(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!TRANSFER_CODE_PATTERN.test(upper)) throw new InputError('转借码格式错误');
  return upper;
}

/** The code's record, or a refusal. */
export function transferRecord(db: Db, code: string): TransferRecord {
  const row = select<TransferRecord>(db, 'SELECT * FROM transfers WHERE code = ?').get(code);
  if (!row) throw new InputError('没有找到该转借码');
  return row;
}

/**
 * The loan's newest open code (expired or not: transferState), if any. A code that expired stays
 * stored open (it reads as expired), so a loan published again has several; the newest counts.
 */
export function openTransferOf(db: Db, loanid: number): TransferRecord | undefined {
  return select<TransferRecord>(
    db,
    "SELECT * FROM transfers WHERE loanid = ? AND state = 'open' ORDER BY created_at DESC, rowid DESC LIMIT 1",
  ).get(loanid);
}

/** Times the copy was handed on in the calendar year of `today` (YYYY-MM-DD). */
export function transfersThisYear(db: Db, barcode: string, today: string): number {
  return scalar<number>(
    db,
    'SELECT COUNT(*) FROM transfers WHERE barcode = ? AND takendate >= ? AND takendate <= ?',
    barcode,
    `${today.slice(0, 4)}-01-01`,
    `${today.slice(0, 4)}-12-31`,
  )!;
}

/**
 * The loan ended another way (returned at the desk): its open code can no longer be taken. A code
 * that had already expired is left to read as expired (transferState).
 */
export function withdrawOpenTransfers(db: Db, loanid: number, now: number): void {
  const open = select<TransferRecord>(db, "SELECT * FROM transfers WHERE loanid = ? AND state = 'open'").all(loanid);
  const withdraw = prepare(
    db,
    "UPDATE transfers SET state = 'withdrawn', closed_at = ? WHERE code = ? AND state = 'open'",
  );
  for (const record of open) if (codeState(record, now) === 'open') withdraw.run(now, record.code);
}

/** A code waiting to be scanned, as the harness page offers it (扫一扫 panel). */
export interface OpenTransfer {
  code: string;
  /** What its QR code holds: TRANSFER_QR_PREFIX + code. */
  qrtext: string;
  title: string;
  /** The lender, masked (林**). */
  lendername: string;
  /** Seconds it stays open. */
  expiresin: number;
}

/** The codes open now (published, not taken, withdrawn or expired), newest first. */
export function openTransfers(db: Db, now: number, limit = 10): OpenTransfer[] {
  const rows = select<TransferRecord & { title: string; lendername: string }>(
    db,
    `SELECT t.*, b.title, r.name AS lendername FROM transfers t
       JOIN holdings h ON h.barcode = t.barcode JOIN books b ON b.bookrecno = h.bookrecno
       JOIN readers r ON r.rdrno = t.lender
       WHERE t.state = 'open' ORDER BY t.created_at DESC, t.rowid DESC`,
  ).all();
  return rows
    .filter((row) => codeState(row, now) === 'open')
    .slice(0, limit)
    .map((row) => ({
      code: row.code,
      qrtext: TRANSFER_QR_PREFIX + row.code,
      title: row.title,
      lendername: maskName(row.lendername),
      expiresin: secondsLeft(row, now),
    }));
}
