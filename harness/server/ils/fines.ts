/** Fines and compensation a reader owes (cents). */
import type { Db } from '../infra/db.js';

export function unpaidFineTotal(db: Db, rdrno: string): number {
  return (
    (db.prepare('SELECT SUM(amount) AS n FROM fines WHERE rdrno = ? AND paid = 0').get(rdrno) as { n: number | null })
      .n ?? 0
  );
}
