/** The home grid's services (GET /api/v1/service/list), grouped as the /apps page shows them. */
import type { Db } from '../infra/db.js';
import { serviceIcon } from './icons.js';
import { SERVICES } from './data/services.js';

export function seedServices(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO services (id, name, icon, url, sortnum, status, grp) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  SERVICES.forEach((service, index) => {
    // First in the table shows first: sortnum descends in steps of 10.
    const sortnum = (SERVICES.length - index) * 10;
    const icon = serviceIcon(service.glyph, service.colors[0], service.colors[1]);
    insert.run(index + 1, service.name, icon, service.url, sortnum, service.status ?? 1, service.group);
  });
}
