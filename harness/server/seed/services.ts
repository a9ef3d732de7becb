/**
 * The home grid's services (GET /api/v1/service/list), grouped as the /apps page shows them. Each
 * icon is a kept PNG (iconPicture.ts; media kind `service`, owner the service's id), as a
 * vendor's CDN serves it: `icon` is its /api/media/<id> URL.
 */
import type { Db } from '../infra/db.js';
import { keepFiles, mediaUrls } from '../platform/media.js';
import { SERVICES } from './data/services.js';
import { serviceIconPng } from './iconPicture.js';

export function seedServices(db: Db, now: number): void {
  const insert = db.prepare(
    'INSERT INTO services (id, name, icon, url, sortnum, status, grp) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  SERVICES.forEach((service, index) => {
    const id = index + 1;
    // First in the table shows first: sortnum descends in steps of 10.
    const sortnum = (SERVICES.length - index) * 10;
    const icon = serviceIconPng(service.glyph, service.colors[0], service.colors[1]);
    keepFiles(db, 'service', id, [{ data: icon, mime: 'image/png' }], now);
    insert.run(
      id,
      service.name,
      mediaUrls(db, 'service', id)[0],
      service.url,
      sortnum,
      service.status ?? 1,
      service.group,
    );
  });
}
