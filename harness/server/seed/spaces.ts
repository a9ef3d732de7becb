/**
 * Study spaces as seeded (data/spaces.ts): rooms and seats per library, each with its own door
 * key (from a seeded generator: the same seed, the same door codes), and the personas' bookings,
 * on days the library is open, counted from the seed moment (China time).
 */
import type { Db } from '../infra/db.js';
import { hoursOn } from '../ils/spaceRecords.js';
import { checkinWindow, clockMinutes, spaceDate, spaceMoment } from '../ils/rules/index.js';
import { SPACE_RULES } from '../../../src/api/contract/spaces.js';
import { Rng } from './catalogue-random.js';
import { SPACE_BOOKINGS, SPACES } from './data/spaces.js';

const DOORKEY_SEED = 20261126;

/** A day the library is open: the first after the seed's, or the last at least two days before it. */
function openDay(db: Db, libcode: string, now: number, which: 'next' | 'last'): string {
  for (let i = 1; i <= 7; i += 1) {
    const date = spaceDate(now, which === 'next' ? i : -1 - i);
    if (hoursOn(db, libcode, date)) return date;
  }
  throw new Error(`${libcode} is never open`);
}

export function seedSpaces(db: Db, now: number): void {
  const rng = new Rng(DOORKEY_SEED);
  const space = db.prepare(
    `INSERT INTO spaces (spaceid, libcode, kind, name, area, capacity, facilities, doorkey, sortnum)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ids = new Map<string, number>();
  for (const [i, s] of SPACES.entries()) {
    const doorkey = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
    space.run(i + 1, s.libcode, s.kind, s.name, s.area, s.capacity, s.facilities, doorkey, i + 1);
    ids.set(`${s.libcode}/${s.name}`, i + 1);
  }
  const booking = db.prepare(
    `INSERT INTO space_bookings (spaceid, rdrno, date, startmin, endmin, state, created_at, checked_at, closed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const b of SPACE_BOOKINGS) {
    const date = openDay(db, b.libcode, now, b.day);
    const [start, end] = [clockMinutes(b.start) ?? 0, clockMinutes(b.end) ?? 0];
    const made = Math.min(now, spaceMoment(date, start)) - 2 * 86_400_000;
    const done = b.state === 'done';
    const checked = checkinWindow({ date, start }, SPACE_RULES)[0] + 5 * 60_000;
    booking.run(
      ids.get(`${b.libcode}/${b.space}`),
      b.rdrno,
      date,
      start,
      end,
      b.state,
      made,
      done ? checked : null,
      done ? spaceMoment(date, end) : null,
    );
  }
}
