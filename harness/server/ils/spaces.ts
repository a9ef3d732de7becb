/**
 * 空间预约: the libraries' rooms and seats, a day of a space's half hours, booking a range of them
 * and the card's bookings. Every operation first settles the bookings (spaceRecords.ts) in its
 * transaction. Booking runs in one transaction: the rules (rules/spaces.ts bookRefusal) on the
 * slots as they are, then the row, so of two cards racing for a slot one wins. Cancelling,
 * checking in by the door's code and leaving early: spaceDoor.ts.
 */
import type { Space, SpaceBooking, SpaceDay, SpaceSlot } from '../../../src/api/contract/index.js';
import { SPACE_RULES } from '../../../src/api/contract/spaces.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError, NotFound } from '../infra/envelope.js';
import {
  bookableDates,
  bookRefusal,
  clockMinutes,
  clockText,
  dailyRefusal,
  spaceCardRefusal,
  spaceDate,
  spaceMoment,
} from './rules/index.js';
import {
  type BookingRecord,
  bookedMinutes,
  bookingShown,
  findSpace,
  HOLDING,
  hoursOn,
  OPEN,
  type SpaceRecord,
  settleBookings,
  shownBooking,
  shownSpace,
  spaceCardFacts,
  spacesWhere,
} from './spaceRecords.js';

/** A booking's range on its date, in minutes. */
interface Range {
  rdrno: string;
  startmin: number;
  endmin: number;
}

/** The bookings holding the space's slots on `date`. */
const holdingsOf = (db: Db, spaceid: number, date: string) =>
  select<Range>(
    db,
    `SELECT rdrno, startmin, endmin FROM space_bookings WHERE spaceid = ? AND date = ? AND state IN ${HOLDING}`,
  ).all(spaceid, date);

/** The space's half hours on `date`, within the library's hours; `rdrno` marks the card's own. */
function slotsOf(db: Db, space: SpaceRecord, date: string, rdrno: string, now: number): SpaceSlot[] {
  const hours = hoursOn(db, space.libcode, date);
  if (!hours) return [];
  const held = holdingsOf(db, space.spaceid, date);
  const step = SPACE_RULES.slotMinutes;
  const open = Math.ceil((clockMinutes(hours.open) ?? 0) / step) * step;
  const close = clockMinutes(hours.close) ?? 0;
  const slots: SpaceSlot[] = [];
  for (let start = open; start + step <= close; start += step) {
    const holder = held.find((b) => b.startmin < start + step && b.endmin > start);
    const mine = !!holder && !!rdrno && holder.rdrno === rdrno;
    const begun = now >= spaceMoment(date, start);
    const state = mine ? 'mine' : begun ? 'past' : holder ? 'taken' : 'free';
    slots.push({ start: clockText(start), end: clockText(start + step), state });
  }
  return slots;
}

const freeCount = (slots: SpaceSlot[]) => slots.filter((s) => s.state === 'free').length;

/** The dates that may be asked for, or a refusal. */
function checkDate(date: string, now: number): void {
  if (!bookableDates(now, SPACE_RULES).includes(date)) {
    throw new InputError(`只能预约今天起${SPACE_RULES.daysAhead}天内的时段`);
  }
}

/** listSpace: the spaces (of a library, of a kind) with `date`'s hours and free slots ahead (a bookable day). */
export function listSpaces(db: Db, filter: { libcode: string; kind: string; date: string }, now: number): Space[] {
  return db.transaction(() => {
    settleBookings(db, now);
    const date = filter.date || spaceDate(now);
    checkDate(date, now);
    return spacesWhere(db, filter).map((s) => shownSpace(db, s, date, freeCount(slotsOf(db, s, date, '', now))));
  })();
}

/** getSpaceDay: one space on one day; with `rdrno`, the card's own slots and standing. */
export function spaceDay(db: Db, query: { spaceid: number; date: string; rdrno: string }, now: number): SpaceDay {
  return db.transaction(() => {
    settleBookings(db, now);
    const space = findSpace(db, query.spaceid);
    if (!space) throw new NotFound('空间不存在');
    checkDate(query.date, now);
    const slots = slotsOf(db, space, query.date, query.rdrno, now);
    let standing = { minutesleft: 0, bookingsleft: 0, reason: '' };
    if (query.rdrno) {
      const card = spaceCardFacts(db, query.rdrno, now);
      const booked = bookedMinutes(db, query.rdrno, query.date);
      standing = {
        minutesleft: Math.max(0, SPACE_RULES.dailyMinutes - booked),
        bookingsleft: Math.max(0, SPACE_RULES.openBookings - card.openBookings),
        reason: spaceCardRefusal(card, SPACE_RULES) || dailyRefusal(booked, SPACE_RULES.slotMinutes, SPACE_RULES),
      };
    }
    return {
      ...shownSpace(db, space, query.date, freeCount(slots)),
      dates: bookableDates(now, SPACE_RULES),
      slots,
      ...standing,
    };
  })();
}

/** bookSpace: the card books `start` to `end` (minutes) of the space on `date`. */
export function bookSpace(
  db: Db,
  ask: { rdrno: string; spaceid: number; date: string; start: number; end: number },
  now: number,
): SpaceBooking {
  return db.transaction(() => {
    settleBookings(db, now);
    const space = findSpace(db, ask.spaceid);
    if (!space) throw new InputError('空间不存在');
    const card = spaceCardFacts(db, ask.rdrno, now);
    const overlaps = (b: { startmin: number; endmin: number }) => b.startmin < ask.end && b.endmin > ask.start;
    const own = select<Range>(
      db,
      `SELECT rdrno, startmin, endmin FROM space_bookings WHERE rdrno = ? AND date = ? AND state IN ${HOLDING}`,
    ).all(ask.rdrno, ask.date);
    const refusal = bookRefusal(
      { ...card, bookedMinutes: bookedMinutes(db, ask.rdrno, ask.date) },
      {
        date: ask.date,
        start: ask.start,
        end: ask.end,
        hours: hoursOn(db, space.libcode, ask.date),
        taken: holdingsOf(db, space.spaceid, ask.date).some(overlaps),
        ownOverlap: own.some(overlaps),
      },
      SPACE_RULES,
    );
    if (refusal) throw new InputError(refusal);
    const id = Number(
      prepare(
        db,
        `INSERT INTO space_bookings (spaceid, rdrno, date, startmin, endmin, state, created_at)
           VALUES (?, ?, ?, ?, ?, 'booked', ?)`,
      ).run(ask.spaceid, ask.rdrno, ask.date, ask.start, ask.end, now).lastInsertRowid,
    );
    return bookingShown(db, id, now);
  })();
}

/** listMySpaceBooking: upcoming (not ended) by start, or past newest first. */
export function myBookings(
  db: Db,
  query: { rdrno: string; scope: 'upcoming' | 'past'; page: number; rows: number },
  now: number,
): { rows: SpaceBooking[]; total: number } {
  return db.transaction(() => {
    settleBookings(db, now);
    const upcoming = query.scope === 'upcoming';
    const where = `rdrno = ? AND state ${upcoming ? '' : 'NOT '}IN ${OPEN}`;
    const order = upcoming ? 'date, startmin, id' : 'date DESC, startmin DESC, id DESC';
    const total = scalar<number>(db, `SELECT COUNT(*) FROM space_bookings WHERE ${where}`, query.rdrno) ?? 0;
    const rows = select<BookingRecord>(
      db,
      `SELECT * FROM space_bookings WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    ).all(query.rdrno, query.rows, (query.page - 1) * query.rows);
    return { rows: rows.map((b) => shownBooking(db, b, now)), total };
  })();
}
