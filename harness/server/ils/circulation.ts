/** Loans: copies out with readers. */
import type { Db } from '../infra/db.js';

/** Loans the reader has not returned yet. */
export function currentLoanCount(db: Db, rdrno: string): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM loans WHERE rdrno = ? AND returned_at IS NULL').get(rdrno) as { n: number }
  ).n;
}
