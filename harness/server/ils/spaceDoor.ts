/**
 * A booking after it is made: cancelled before its start, checked in by the code on the space's
 * door, ended early. The door's QR code is `LIBSPACE:<spaceid>.<sig>`, sig the first 22
 * characters of base64url(HMAC-SHA256(the space's doorkey, "LIBSPACE:<spaceid>")): printed once,
 * it never changes, and no one can make a space's code without its key. Each change settles the
 * bookings first and runs in one transaction (of two at once on one booking, one changes it).
 */
import { createHmac } from 'node:crypto';
import type { SpaceBooking } from '../../../src/api/contract/index.js';
import { SPACE_DOOR_PREFIX, SPACE_RULES } from '../../../src/api/contract/spaces.js';
import { type Db, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import type { SpaceRow } from '../infra/rows.js';
import { safeEqual } from '../infra/util.js';
import { requireReader } from './readers.js';
import {
  cancelRefusal,
  cardStateRefusal,
  checkinRefusal,
  checkinWindow,
  leaveRefusal,
  leftEnd,
} from './rules/index.js';
import { type BookingRecord, bookingShown, cardBooking, findSpace, settleBookings } from './spaceRecords.js';

const DOOR_CODE = /^LIBSPACE:(\d{1,9})\.([A-Za-z0-9_-]{22})$/;

function doorSignature(space: Pick<SpaceRow, 'spaceid' | 'doorkey'>): string {
  return createHmac('sha256', space.doorkey)
    .update(`${SPACE_DOOR_PREFIX}${space.spaceid}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The text of the space's door QR code. */
export function doorCode(space: Pick<SpaceRow, 'spaceid' | 'doorkey'>): string {
  return `${SPACE_DOOR_PREFIX}${space.spaceid}.${doorSignature(space)}`;
}

/** The space a scanned text is the door code of, or a refusal (forged, unknown, not one). */
export function spaceOfDoorCode(db: Db, text: string): number {
  const match = DOOR_CODE.exec(text.trim());
  const space = match ? findSpace(db, Number(match[1])) : undefined;
  if (!match || !space || !safeEqual(match[2], doorSignature(space))) throw new InputError('这不是本馆的空间二维码');
  return space.spaceid;
}

const factsOf = (b: BookingRecord) => ({ state: b.state, date: b.date, start: b.startmin, end: b.endmin });

/** cancelSpaceBooking: a 待签到 booking, before its start; its slots are free again. */
export function cancelBooking(db: Db, rdrno: string, id: number, now: number): SpaceBooking {
  return db.transaction(() => {
    settleBookings(db, now);
    const booking = cardBooking(db, rdrno, id);
    const refusal = cancelRefusal(factsOf(booking), now);
    if (refusal) throw new InputError(refusal);
    prepare(db, "UPDATE space_bookings SET state = 'cancelled', closed_at = ? WHERE id = ?").run(now, id);
    return bookingShown(db, id, now);
  })();
}

/** spaceCheckin: the card's booking of the door's space whose check-in window is open now. */
export function checkinByDoor(db: Db, rdrno: string, code: string, now: number): SpaceBooking {
  return db.transaction(() => {
    settleBookings(db, now);
    const spaceid = spaceOfDoorCode(db, code);
    const cardRefusal = cardStateRefusal(requireReader(db, rdrno, now).state);
    if (cardRefusal) throw new InputError(cardRefusal);
    const bookings = select<BookingRecord>(
      db,
      "SELECT * FROM space_bookings WHERE rdrno = ? AND spaceid = ? AND state IN ('booked', 'checkedin') ORDER BY date, startmin",
    ).all(rdrno, spaceid);
    const inWindow = bookings.find((b) => {
      const [from, until] = checkinWindow(factsOf(b), SPACE_RULES);
      return now >= from && now < until;
    });
    if (!inWindow) throw new InputError('您在此空间当前没有可签到的预约');
    const refusal = checkinRefusal(factsOf(inWindow), now, SPACE_RULES);
    if (refusal) throw new InputError(refusal);
    prepare(db, "UPDATE space_bookings SET state = 'checkedin', checked_at = ? WHERE id = ?").run(now, inWindow.id);
    return bookingShown(db, inWindow.id, now);
  })();
}

/** leaveSpace: a 使用中 booking ends at the next half hour; the rest of its slots are free again. */
export function leaveSpace(db: Db, rdrno: string, id: number, now: number): SpaceBooking {
  return db.transaction(() => {
    settleBookings(db, now);
    const booking = cardBooking(db, rdrno, id);
    const refusal = leaveRefusal(factsOf(booking));
    if (refusal) throw new InputError(refusal);
    const end = leftEnd(factsOf(booking), now, SPACE_RULES);
    prepare(db, "UPDATE space_bookings SET state = 'left', endmin = ?, closed_at = ? WHERE id = ?").run(end, now, id);
    return bookingShown(db, id, now);
  })();
}
