/** The home grid's services (GET /api/v1/service/list). */
import type { ServiceItem } from '../../../src/api/contract/index.js';
import { type Db, select } from '../infra/db.js';

/** Services by sortnum, descending; only those with `status` (1 shown, 0 hidden) when given. */
export function listServices(db: Db, status?: number): ServiceItem[] {
  const where = status === undefined ? '' : 'WHERE status = ?';
  return select<ServiceItem>(
    db,
    `SELECT id, name, icon, url, sortnum, status, grp AS "group" FROM services ${where} ORDER BY sortnum DESC, id`,
  ).all(...(status === undefined ? [] : [status]));
}
