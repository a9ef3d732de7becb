/** Reader points: a log of earned (positive) and spent (negative) points. */
import type { Db } from '../infra/db.js';

export function pointsBalance(db: Db, rdrno: string): number {
  return (
    (db.prepare('SELECT SUM(points) AS n FROM points_log WHERE rdrno = ?').get(rdrno) as { n: number | null }).n ?? 0
  );
}
