/**
 * The library's side of study spaces (the control API): every space with the text of its door's
 * QR code (the harness page's scan panel offers them), and a space's bookings on a day as the
 * desk sees them.
 */
import type { BookingState } from '../../../src/api/contract/index.js';
import { SPACE_KIND_NAMES } from '../../../src/api/contract/spaces.js';
import { type Db, select } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { clockText } from './rules/index.js';
import { doorCode } from './spaceDoor.js';
import { BOOKING_STATE_NAMES, findSpace, settleBookings, spacesWhere } from './spaceRecords.js';

export interface DoorCodeRow {
  spaceid: number;
  name: string;
  libcode: string;
  libname: string;
  kind: string;
  kindname: string;
  area: string;
  /** The door's QR code text (LIBSPACE:…). */
  code: string;
}

export function spaceDoorCodes(db: Db): DoorCodeRow[] {
  return spacesWhere(db, { libcode: '', kind: '' }).map((s) => ({
    spaceid: s.spaceid,
    name: s.name,
    libcode: s.libcode,
    libname: s.libname,
    kind: s.kind,
    kindname: SPACE_KIND_NAMES[s.kind as keyof typeof SPACE_KIND_NAMES] ?? s.kind,
    area: s.area,
    code: doorCode(s),
  }));
}

export interface DeskBookingRow {
  id: number;
  rdrno: string;
  /** The card holder's name. */
  name: string;
  start: string;
  end: string;
  state: BookingState;
  statename: string;
}

/** The space's bookings on `date`, by start (after settling, as of `now`). */
export function spaceBookingsOn(db: Db, spaceid: number, date: string, now: number): DeskBookingRow[] {
  return db.transaction(() => {
    settleBookings(db, now);
    if (!findSpace(db, spaceid)) throw new InputError('空间不存在');
    const rows = select<Omit<DeskBookingRow, 'start' | 'end' | 'statename'> & { startmin: number; endmin: number }>(
      db,
      `SELECT b.id, b.rdrno, COALESCE(r.name, '') AS name, b.startmin, b.endmin, b.state
       FROM space_bookings b LEFT JOIN readers r ON r.rdrno = b.rdrno
       WHERE b.spaceid = ? AND b.date = ? ORDER BY b.startmin, b.id`,
    ).all(spaceid, date);
    return rows.map(({ startmin, endmin, ...b }) => ({
      ...b,
      start: clockText(startmin),
      end: clockText(endmin),
      statename: BOOKING_STATE_NAMES[b.state],
    }));
  })();
}
