/** Reservations: readers waiting for a title. */
import type { Db } from '../infra/db.js';

export function activeReservationCount(db: Db, rdrno: string): number {
  return (
    db.prepare("SELECT COUNT(*) AS n FROM reservations WHERE rdrno = ? AND state = 'active'").get(rdrno) as {
      n: number;
    }
  ).n;
}
