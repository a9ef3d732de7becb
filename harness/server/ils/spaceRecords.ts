/**
 * Study spaces as stored (tables spaces, space_bookings) and as the calls show them: the space
 * with its library's hours on a day, a booking with what the card may do with it now, the card's
 * standing, and the settling every operation starts with (a 待签到 booking whose check-in window
 * closed is released, a 使用中 one past its end is done), so the bookings follow the harness clock.
 */
import type { BookingState, OpeningHours, Space, SpaceBooking, SpaceKind } from '../../../src/api/contract/index.js';
import { SPACE_KIND_NAMES, SPACE_RULES } from '../../../src/api/contract/spaces.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import type { SpaceBookingRow, SpaceRow } from '../infra/rows.js';
import { cstDateTime } from '../infra/util.js';
import { requireReader } from './readers.js';
import {
  cancelRefusal,
  checkinRefusal,
  checkinWindow,
  clockText,
  lapsedState,
  leaveRefusal,
  type SpaceCardFacts,
  spaceDate,
  spaceMoment,
} from './rules/index.js';

export const BOOKING_STATE_NAMES: Record<BookingState, string> = {
  booked: '待签到',
  checkedin: '使用中',
  done: '已完成',
  left: '已离开',
  cancelled: '已取消',
  released: '未签到',
};

/** States that hold the slots (and count against the card's day): not cancelled, not released. */
export const HOLDING = "('booked', 'checkedin', 'done', 'left')";
/** States not yet ended. */
export const OPEN = "('booked', 'checkedin')";

export type SpaceRecord = SpaceRow & { libname: string };
export type BookingRecord = Omit<SpaceBookingRow, 'state'> & { state: BookingState };

const SPACE_SELECT = 'SELECT s.*, l.name AS libname FROM spaces s JOIN libraries l ON l.code = s.libcode';

export function findSpace(db: Db, spaceid: number): SpaceRecord | undefined {
  return select<SpaceRecord>(db, `${SPACE_SELECT} WHERE s.spaceid = ?`).get(spaceid);
}

/** Spaces in the library's order: library, then the space's sortnum. */
export function spacesWhere(db: Db, filter: { libcode: string; kind: string }): SpaceRecord[] {
  return select<SpaceRecord>(
    db,
    `${SPACE_SELECT} WHERE (@libcode = '' OR s.libcode = @libcode) AND (@kind = '' OR s.kind = @kind)
     ORDER BY l.rowid, s.sortnum, s.spaceid`,
  ).all(filter);
}

/** The library's opening hours on `date` (null: closed), from its week (index 0 Sunday). */
export function hoursOn(db: Db, libcode: string, date: string): OpeningHours | null {
  const week = scalar<string>(db, 'SELECT hours FROM libraries WHERE code = ?', libcode);
  const hours = week ? (JSON.parse(week) as (OpeningHours | null)[]) : [];
  return hours[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? null;
}

/** The space as listed, on `date`, with `freeslots` counted by the caller. */
export function shownSpace(db: Db, s: SpaceRecord, date: string, freeslots: number): Space {
  const kind = s.kind as SpaceKind;
  return {
    spaceid: s.spaceid,
    libcode: s.libcode,
    libname: s.libname,
    kind,
    kindname: SPACE_KIND_NAMES[kind] ?? s.kind,
    name: s.name,
    area: s.area,
    capacity: s.capacity,
    facilities: s.facilities,
    date,
    hours: hoursOn(db, s.libcode, date),
    freeslots,
  };
}

/** Releases the lapsed 待签到 bookings and closes the 使用中 ones past their end, as of `now`. */
export function settleBookings(db: Db, now: number): void {
  const open = select<BookingRecord>(db, `SELECT * FROM space_bookings WHERE state IN ${OPEN} AND date <= ?`).all(
    spaceDate(now),
  );
  const close = prepare(db, 'UPDATE space_bookings SET state = ?, closed_at = ? WHERE id = ? AND state = ?');
  for (const b of open) {
    const facts = { state: b.state, date: b.date, start: b.startmin, end: b.endmin };
    const state = lapsedState(facts, now, SPACE_RULES);
    if (state === b.state) continue;
    const at = state === 'released' ? checkinWindow(facts, SPACE_RULES)[1] : spaceMoment(b.date, b.endmin);
    close.run(state, at, b.id, b.state);
  }
}

/** The card's standing for spaces at `now` (after settling). */
export function spaceCardFacts(db: Db, rdrno: string, now: number): SpaceCardFacts {
  const reader = requireReader(db, rdrno, now);
  const released = select<Pick<SpaceBookingRow, 'date' | 'startmin'>>(
    db,
    "SELECT date, startmin FROM space_bookings WHERE rdrno = ? AND state = 'released'",
  ).all(rdrno);
  return {
    cardState: reader.state,
    noShows: released.map((b) => checkinWindow({ date: b.date, start: b.startmin }, SPACE_RULES)[1]),
    openBookings:
      scalar<number>(db, `SELECT COUNT(*) FROM space_bookings WHERE rdrno = ? AND state IN ${OPEN}`, rdrno) ?? 0,
    now,
  };
}

/** Minutes the card holds on `date` (any space). */
export function bookedMinutes(db: Db, rdrno: string, date: string): number {
  return (
    scalar<number>(
      db,
      `SELECT COALESCE(SUM(endmin - startmin), 0) FROM space_bookings WHERE rdrno = ? AND date = ? AND state IN ${HOLDING}`,
      rdrno,
      date,
    ) ?? 0
  );
}

const at = (ms: number) => cstDateTime(ms).slice(0, 16);

/** A booking as the card sees it, with what it may do with it at `now`. */
export function shownBooking(db: Db, b: BookingRecord, now: number): SpaceBooking {
  const space = findSpace(db, b.spaceid);
  const facts = { state: b.state, date: b.date, start: b.startmin, end: b.endmin };
  const [from, until] = checkinWindow(facts, SPACE_RULES);
  const kind = (space?.kind ?? 'room') as SpaceKind;
  return {
    id: b.id,
    spaceid: b.spaceid,
    name: space?.name ?? '',
    kindname: SPACE_KIND_NAMES[kind] ?? '',
    libcode: space?.libcode ?? '',
    libname: space?.libname ?? '',
    area: space?.area ?? '',
    date: b.date,
    start: clockText(b.startmin),
    end: clockText(b.endmin),
    state: b.state,
    statename: BOOKING_STATE_NAMES[b.state],
    checkinfrom: at(from),
    checkinuntil: at(until),
    createtime: cstDateTime(b.created_at),
    checkedtime: b.checked_at == null ? null : cstDateTime(b.checked_at),
    closetime: b.closed_at == null ? null : cstDateTime(b.closed_at),
    cancancel: cancelRefusal(facts, now) === '',
    cancheckin: checkinRefusal(facts, now, SPACE_RULES) === '',
    canleave: leaveRefusal(facts) === '',
  };
}

/** A booking by its id, as shown (the caller knows it is the card's). */
export function bookingShown(db: Db, id: number, now: number): SpaceBooking {
  const row = select<BookingRecord>(db, 'SELECT * FROM space_bookings WHERE id = ?').get(id);
  if (!row) throw new InputError('预约记录不存在');
  return shownBooking(db, row, now);
}

/** One of the card's bookings (another card's reads as not there). */
export function cardBooking(db: Db, rdrno: string, id: number): BookingRecord {
  const row = select<BookingRecord>(db, 'SELECT * FROM space_bookings WHERE id = ? AND rdrno = ?').get(id, rdrno);
  if (!row) throw new InputError('预约记录不存在');
  return row;
}
