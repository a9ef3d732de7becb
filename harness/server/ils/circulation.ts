/** Loans: copies out with readers. */
import { type Db, select } from '../infra/db.js';

/** Loans the reader has not returned yet. */
export function currentLoanCount(db: Db, rdrno: string): number {
  return select<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM loans WHERE rdrno = ? AND returned_at IS NULL').get(
    rdrno,
  )!.n;
}
