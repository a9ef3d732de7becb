/**
 * What the library system knows that reminders are about (rules/reminders.ts decides which are
 * due): the cards' loans not returned, their ready reservations, their unpaid fines, with titles.
 */
import type { FineReason } from '../../../src/api/contract/index.js';
import { type Db, select } from '../infra/db.js';
import { reasonName } from './fines.js';
import type { ReminderFine, ReminderLoan, ReminderReservation } from './rules/reminders.js';

export interface ReminderSubjects {
  loans: ReminderLoan[];
  reservations: ReminderReservation[];
  fines: ReminderFine[];
}

const LOANS = `SELECT l.id, l.rdrno, l.barcode, b.title, l.returndate FROM loans l JOIN books b ON b.bookrecno = l.bookrecno
  WHERE l.rdrno = ? AND l.returned_at IS NULL`;
const RESERVATIONS = `SELECT r.id, r.rdrno, b.title, r.state, r.enddate, r.pickupdeadline, r.pickupcode,
    TRIM(lib.name || ' ' || lib.pickupshelf) AS place
  FROM reservations r JOIN books b ON b.bookrecno = r.bookrecno JOIN libraries lib ON lib.code = r.libcode
  WHERE r.rdrno = ? AND r.state = 'ready'`;
const FINES = `SELECT f.id, f.rdrno, f.amount, f.reason, f.days, f.createdate, COALESCE(b.title, '') AS title
  FROM fines f LEFT JOIN holdings h ON h.barcode = f.barcode LEFT JOIN books b ON b.bookrecno = h.bookrecno
  WHERE f.rdrno = ? AND f.paid = 0`;

type FineFacts = Omit<ReminderFine, 'reason' | 'paid'> & { reason: FineReason; days: number };

/** The cards' loans, ready reservations and unpaid fines. */
export function reminderSubjects(db: Db, rdrnos: string[]): ReminderSubjects {
  const of = <R>(sql: string) => rdrnos.flatMap((rdrno) => select<R>(db, sql).all(rdrno));
  return {
    loans: of<ReminderLoan>(LOANS),
    reservations: of<ReminderReservation>(RESERVATIONS),
    fines: of<FineFacts>(FINES).map(({ days, reason, ...fine }) => ({
      ...fine,
      reason: reasonName(reason, days),
      paid: false,
    })),
  };
}
