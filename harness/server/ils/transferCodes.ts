/**
 * The transfers table as the other modules need it: a code's record, a new code, the copy's
 * transfers this year, and withdrawing a loan's open code when the loan ends at the desk.
 */
import { randomInt } from 'node:crypto';
import { TRANSFER_CODE_PATTERN } from '../../../src/api/contract/transfer.js';
import { harnessConfig } from '../infra/config.js';
import type { Db } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
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
  const row = db.prepare('SELECT * FROM transfers WHERE code = ?').get(code) as TransferRecord | undefined;
  if (!row) throw new InputError('没有找到该转借码');
  return row;
}

/**
 * The loan's newest open code (expired or not: transferState), if any. A code that expired stays
 * stored open (it reads as expired), so a loan published again has several; the newest counts.
 */
export function openTransferOf(db: Db, loanid: number): TransferRecord | undefined {
  return db
    .prepare("SELECT * FROM transfers WHERE loanid = ? AND state = 'open' ORDER BY created_at DESC, rowid DESC LIMIT 1")
    .get(loanid) as TransferRecord | undefined;
}

/** Times the copy was handed on in the calendar year of `today` (YYYY-MM-DD). */
export function transfersThisYear(db: Db, barcode: string, today: string): number {
  return db
    .prepare('SELECT COUNT(*) FROM transfers WHERE barcode = ? AND takendate >= ? AND takendate <= ?')
    .pluck()
    .get(barcode, `${today.slice(0, 4)}-01-01`, `${today.slice(0, 4)}-12-31`) as number;
}

/**
 * The loan ended another way (returned at the desk): its open code can no longer be taken. A code
 * that had already expired is left to read as expired (transferState).
 */
export function withdrawOpenTransfers(db: Db, loanid: number, now: number): void {
  const open = db
    .prepare("SELECT * FROM transfers WHERE loanid = ? AND state = 'open'")
    .all(loanid) as TransferRecord[];
  const withdraw = db.prepare(
    "UPDATE transfers SET state = 'withdrawn', closed_at = ? WHERE code = ? AND state = 'open'",
  );
  for (const record of open) {
    const state = transferState({ state: record.state, createdAt: record.created_at, now }, harnessConfig.transfer);
    if (state === 'open') withdraw.run(now, record.code);
  }
}
