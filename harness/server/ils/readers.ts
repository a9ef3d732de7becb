/**
 * The library system's readers: cards as Interlib-style rows, the password check, the card's
 * own openid binding (one card per openid, one openid per card) and the reader's standing.
 */
import type { CardState, ReaderBase, ReaderExtend } from '../../../src/api/contract/index.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import type { LoanRow, ReaderRow as ReaderTableRow } from '../infra/rows.js';
import { InputError } from '../infra/envelope.js';
import { cstDate } from '../infra/util.js';
import { currentLoanCount } from './circulation.js';
import { unpaidFineTotal } from './fines.js';
import { pointsBalance } from './points.js';
import { activeReservationCount, readyReservationCount } from './reservations.js';
import { bindRefusal, cardStateRefusal, openidRefusal } from './rules/index.js';

const STATE_NAMES: Record<CardState, string> = { valid: '有效', lost: '挂失', expired: '过期', cancelled: '注销' };

interface ReaderRow extends Omit<ReaderBase, 'statename'> {
  /** The full ID number (responses carry it masked). */
  openid: string | null;
  deposit: number;
  loanlimit: number;
}

const SELECT_READER = `
  SELECT r.rdrno, r.name, r.sex, r.rdrtype, t.name AS rdrtypename, r.libcode,
         l.name AS libname, r.idcard, r.phone, r.email, r.address, r.startdate, r.enddate, r.state, r.deposit, r.openid,
         t.loanlimit
  FROM readers r JOIN rdrtypes t ON t.code = r.rdrtype JOIN libraries l ON l.code = r.libcode`;

/** A valid card past its end date counts as expired. */
export function effectiveState(row: { state: CardState; enddate: string }, now: number): CardState {
  return row.state === 'valid' && row.enddate < cstDate(now) ? 'expired' : row.state;
}

function toBase(row: ReaderRow, now: number): ReaderBase {
  const state = effectiveState(row, now);
  return {
    rdrno: row.rdrno,
    name: row.name,
    sex: row.sex,
    rdrtype: row.rdrtype,
    rdrtypename: row.rdrtypename,
    libcode: row.libcode,
    libname: row.libname,
    idcard: maskIdcard(row.idcard),
    phone: row.phone,
    email: row.email,
    address: row.address,
    startdate: row.startdate,
    enddate: row.enddate,
    state,
    statename: STATE_NAMES[state],
  };
}

/** The first 6 and last 4 characters, stars between (as the app's mask helper, SPEC §5). */
export function maskIdcard(idcard: string): string {
  return idcard.length > 10 ? `${idcard.slice(0, 6)}${'*'.repeat(idcard.length - 10)}${idcard.slice(-4)}` : idcard;
}

/** A reader's name as other readers see it: the first character, a star for each of the rest. */
export function maskName(name: string): string {
  const chars = [...name];
  if (!chars.length) return '读者';
  return chars[0] + '*'.repeat(Math.max(1, chars.length - 1));
}

function findRow(db: Db, rdrno: string): ReaderRow | undefined {
  return select<ReaderRow>(db, `${SELECT_READER} WHERE r.rdrno = ?`).get(rdrno);
}

function requireRow(db: Db, rdrno: string): ReaderRow {
  const row = findRow(db, rdrno);
  if (!row) throw new InputError('读者证号不存在');
  return row;
}

export function findReader(db: Db, rdrno: string, now: number): ReaderBase | undefined {
  const row = findRow(db, rdrno);
  return row && toBase(row, now);
}

/** The reader, or a refusal (读者证号不存在). */
export function requireReader(db: Db, rdrno: string, now: number): ReaderBase {
  return toBase(requireRow(db, rdrno), now);
}

export function findReaderByOpenid(db: Db, openid: string, now: number): ReaderBase | undefined {
  const row = select<ReaderRow>(db, `${SELECT_READER} WHERE r.openid = ?`).get(openid);
  return row && toBase(row, now);
}

/** The card's password, for the platform's guarded check (platform/cardPassword.ts) only. */
export function cardPasswordOf(db: Db, rdrno: string): string | undefined {
  return scalar<ReaderTableRow['password']>(db, 'SELECT password FROM readers WHERE rdrno = ?', rdrno);
}

export interface CheckReaderInput {
  /** A card whose password has been verified (platform/cardPassword.ts). */
  rdrno: string;
  /** Who is about to use the card; refused when the card is bound to another openid. */
  openid?: string;
}

/**
 * The card when it is not bound to another WeChat user and it can be used; otherwise a refusal.
 * Writes nothing.
 */
export function checkReader(db: Db, input: CheckReaderInput, now: number): ReaderBase {
  const row = requireRow(db, input.rdrno);
  const reader = toBase(row, now);
  const refusal = (input.openid ? openidRefusal(row.openid, input.openid) : '') || cardStateRefusal(reader.state);
  if (refusal) throw new InputError(refusal);
  return reader;
}

/**
 * Binds the card to `openid` in the library system; the openid's previous card is unbound.
 * Lost and expired cards can be bound (the app shows their state), cancelled ones cannot.
 */
export function bindOpenid(db: Db, rdrno: string, openid: string, now: number): void {
  const row = requireRow(db, rdrno);
  const refusal = bindRefusal({ state: effectiveState(row, now), openid: row.openid }, openid);
  if (refusal) throw new InputError(refusal);
  db.transaction(() => {
    prepare(db, 'UPDATE readers SET openid = NULL WHERE openid = ? AND rdrno <> ?').run(openid, rdrno);
    prepare(db, 'UPDATE readers SET openid = ? WHERE rdrno = ?').run(openid, rdrno);
  })();
}

/** Whether the library system has the card bound to `openid`. */
export function isBoundTo(db: Db, rdrno: string, openid: string): boolean {
  return !!prepare(db, 'SELECT 1 FROM readers WHERE rdrno = ? AND openid = ?').get(rdrno, openid);
}

/** Unbinding a card from someone else is a no-op: the card stays bound to its owner. */
export function unbindOpenid(db: Db, rdrno: string, openid: string): void {
  requireRow(db, rdrno);
  prepare(db, 'UPDATE readers SET openid = NULL WHERE rdrno = ? AND openid = ?').run(rdrno, openid);
}

export interface DeskCardChange {
  /** The card's stored state. */
  state?: CardState;
  /** The library system forgets the WeChat user bound to the card. */
  unbindWechat?: boolean;
}

/** What the library's desk changes on a card (control API): its state, its WeChat binding. */
export function changeCardAtDesk(
  db: Db,
  rdrno: string,
  change: DeskCardChange,
  now: number,
): ReaderBase & { openid: string | null } {
  requireRow(db, rdrno);
  db.transaction(() => {
    if (change.state) prepare(db, 'UPDATE readers SET state = ? WHERE rdrno = ?').run(change.state, rdrno);
    if (change.unbindWechat) prepare(db, 'UPDATE readers SET openid = NULL WHERE rdrno = ?').run(rdrno);
  })();
  const row = requireRow(db, rdrno);
  return { ...toBase(row, now), openid: row.openid };
}

/** The reader's standing: loans (and what is due), reservations, unpaid fines, points, deposit. */
export function readerExtend(db: Db, rdrno: string, now: number): ReaderExtend {
  const row = requireRow(db, rdrno);
  const due = select<{ next: LoanRow['returndate'] | null; overdue: number | null }>(
    db,
    `SELECT MIN(returndate) AS next, SUM(returndate < ?) AS overdue
     FROM loans WHERE rdrno = ? AND returned_at IS NULL`,
  ).get(cstDate(now), rdrno) ?? { next: null, overdue: null };
  return {
    rdrno,
    loancount: currentLoanCount(db, rdrno),
    loanlimit: row.loanlimit,
    reservecount: activeReservationCount(db, rdrno, cstDate(now)),
    fine: unpaidFineTotal(db, rdrno),
    points: pointsBalance(db, rdrno),
    deposit: row.deposit,
    overduecount: due.overdue ?? 0,
    nextreturndate: due.next,
    readycount: readyReservationCount(db, rdrno, cstDate(now)),
  };
}

export type CardSample = Pick<ReaderTableRow, 'rdrno' | 'name'> & { state: CardState };

/** Every card, by number (the stored state, for the harness page). */
export function listCards(db: Db): CardSample[] {
  return select<CardSample>(db, 'SELECT rdrno, name, state FROM readers ORDER BY rdrno').all();
}
