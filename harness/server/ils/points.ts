/** Reader points: a log of earned (positive) and spent (negative) points. */
import { type Db, select } from '../infra/db.js';

export function pointsBalance(db: Db, rdrno: string): number {
  return select<{ n: number | null }>(db, 'SELECT SUM(points) AS n FROM points_log WHERE rdrno = ?').get(rdrno)!.n ?? 0;
}
