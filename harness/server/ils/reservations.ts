/**
 * Reservations: readers waiting for a title at a pickup library. A queued reservation waits for
 * a copy (first come, first served per title and library); when one comes back it is held for
 * the first in the queue, whose reservation becomes ready until its pickup deadline. States are
 * read as of today (rules/ reservationState): nothing has to run at midnight for one to expire.
 */
import { randomInt } from 'node:crypto';
import type { CurReserve, ReserveState } from '../../../src/api/contract/index.js';
import { harnessConfig } from '../infra/config.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDate } from '../infra/util.js';
import { addDays } from './dates.js';
import { requireCard } from './cardExists.js';
import {
  cancelReserveRefusal,
  expiryDate,
  pickupDeadline,
  queuePosition,
  type QueuedReservation,
  reservationState,
} from './rules/index.js';

const STATE_NAMES: Record<ReserveState, string> = {
  queued: '排队中',
  ready: '可取书',
  expired: '已过期',
  fulfilled: '已借阅',
  cancelled: '已取消',
};

/** Ended reservations stay in the reader's list this long. */
const ENDED_SHOWN_DAYS = 90;

/** SQL: the reservation is active (queued, or ready and not collected) on @today. */
const ACTIVE = `((state = 'queued' AND enddate >= @today) OR (state = 'ready' AND pickupdeadline >= @today))`;

export function activeReservationCount(db: Db, rdrno: string, today: string): number {
  return (
    scalar<number>(db, `SELECT COUNT(*) FROM reservations WHERE rdrno = @rdrno AND ${ACTIVE}`, { rdrno, today }) ?? 0
  );
}

/** Reservations ready to be collected on @today (held for the reader, deadline not passed). */
export function readyReservationCount(db: Db, rdrno: string, today: string): number {
  const sql = "SELECT COUNT(*) FROM reservations WHERE rdrno = ? AND state = 'ready' AND pickupdeadline >= ?";
  return scalar<number>(db, sql, rdrno, today) ?? 0;
}

/** Another reader is queued for the title (at any library) on `today`. */
export function queuedByOthers(db: Db, bookrecno: number, rdrno: string, today: string): boolean {
  return !!prepare(
    db,
    "SELECT 1 FROM reservations WHERE bookrecno = ? AND rdrno <> ? AND state = 'queued' AND enddate >= ? LIMIT 1",
  ).get(bookrecno, rdrno, today);
}

function queueOf(db: Db, bookrecno: number, libcode: string, today: string): QueuedReservation[] {
  return select<QueuedReservation>(
    db,
    `SELECT id AS reserveid, reservedate FROM reservations
     WHERE bookrecno = ? AND libcode = ? AND state = 'queued' AND enddate >= ?`,
  ).all(bookrecno, libcode, today);
}

interface ReservationRow {
  reserveid: number;
  rdrno: string;
  bookrecno: number;
  title: string;
  author: string;
  libcode: string;
  libname: string;
  reservedate: string;
  enddate: string;
  state: ReserveState;
  pickupdeadline: string | null;
  closedate: string | null;
  barcode: string;
  pickupcode: string | null;
  pickupshelf: string;
}

const SELECT = `
  SELECT r.id AS reserveid, r.rdrno, r.bookrecno, b.title, b.author, r.libcode, l.name AS libname,
         r.reservedate, r.enddate, r.state, r.pickupdeadline, r.closedate, r.barcode,
         r.pickupcode, l.pickupshelf
  FROM reservations r JOIN books b ON b.bookrecno = r.bookrecno JOIN libraries l ON l.code = r.libcode`;

/** Ready ones first (the reader should come for them), then queued ones, then those that ended. */
const STATE_ORDER: Record<ReserveState, number> = { ready: 0, queued: 1, expired: 2, fulfilled: 2, cancelled: 2 };

/**
 * The card's reservations: active ones and those ended in the last 90 days; ready first, then
 * queued, then ended, newest reservation first within each.
 */
export function listReservations(db: Db, rdrno: string, now: number): CurReserve[] {
  requireCard(db, rdrno);
  const today = cstDate(now);
  const since = addDays(today, -ENDED_SHOWN_DAYS);
  const rows = select<ReservationRow>(db, `${SELECT} WHERE r.rdrno = ? ORDER BY r.reservedate DESC, r.id DESC`).all(
    rdrno,
  );
  const out: CurReserve[] = [];
  for (const row of rows) {
    const state = reservationState(row, today);
    const ended = state === 'queued' || state === 'ready' ? null : (row.closedate ?? expiryDate(row));
    if (ended && ended < since) continue;
    const ready = state === 'ready';
    out.push({
      reserveid: row.reserveid,
      bookrecno: row.bookrecno,
      title: row.title,
      author: row.author,
      libcode: row.libcode,
      libname: row.libname,
      reservedate: row.reservedate,
      state,
      statename: STATE_NAMES[state],
      queue: state === 'queued' ? queuePosition(queueOf(db, row.bookrecno, row.libcode, today), row.reserveid) : null,
      pickupdeadline: ready ? row.pickupdeadline : null,
      pickupshelf: ready ? row.pickupshelf || null : null,
      pickupcode: ready ? row.pickupcode : null,
    });
  }
  // Array sort is stable: within a group, the SQL's newest-first order stays.
  return out.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
}

/**
 * The copy `barcode` of `bookrecno`, back on the shelf at `libcode`, is held for the first reader
 * queued there: that reservation becomes ready. Runs inside the caller's transaction.
 */
export function holdForNext(db: Db, barcode: string, bookrecno: number, libcode: string, today: string): boolean {
  const queue = queueOf(db, bookrecno, libcode, today);
  const next = queue.find((r) => queuePosition(queue, r.reserveid) === 1);
  if (!next) return false;
  prepare(
    db,
    "UPDATE reservations SET state = 'ready', barcode = ?, pickupdeadline = ?, pickupcode = ? WHERE id = ?",
  ).run(barcode, pickupDeadline(today, harnessConfig.libraryPolicy), newPickupCode(), next.reserveid);
  return true;
}

/** A ready reservation's pickup code: 6 random digits (not guessable from the reservation). */
export function newPickupCode(): string {
  return String(randomInt(100000, 1000000));
}

/** A reservation id as given: a positive integer, or a refusal. */
export function parseReserveId(text: string): number {
  if (!/^\d{1,12}$/.test(text) || Number(text) < 1) throw new InputError('预约记录编号 reserveid 格式错误');
  return Number(text);
}

/**
 * Cancels a queued or ready reservation of the card's. A ready one's held copy goes to the next
 * reader queued for the title at that library, else back to the open shelf.
 */
export function cancelReservation(db: Db, rdrno: string, reserveid: number, now: number): void {
  const today = cstDate(now);
  db.transaction(() => {
    const row = select<ReservationRow>(db, `${SELECT} WHERE r.id = ?`).get(reserveid);
    // Another card's reservation is not told apart from one that does not exist.
    if (!row || row.rdrno !== rdrno) throw new InputError('预约记录不存在');
    const state = reservationState(row, today);
    const refusal = cancelReserveRefusal(state);
    if (refusal) throw new InputError(refusal);
    prepare(db, "UPDATE reservations SET state = 'cancelled', closedate = ? WHERE id = ?").run(today, reserveid);
    if (state === 'ready' && row.barcode) holdForNext(db, row.barcode, row.bookrecno, row.libcode, today);
  })();
}
