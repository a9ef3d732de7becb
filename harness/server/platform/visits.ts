/** Page-visit records the app sends (POST /api/v1/hunter/save). */
import type { HunterRecord } from '../../../src/api/contract/index.js';
import type { Db } from '../infra/db.js';
import { prepare } from '../infra/db.js';

/** Stores one visit; its id. */
export function recordVisit(db: Db, visit: HunterRecord, now: number): number {
  const result = prepare(
    db,
    'INSERT INTO hunter (name, type, url, authorizer_appid, libcode, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(visit.name, visit.type, visit.url, visit.authorizer_appid, visit.libcode, now);
  return Number(result.lastInsertRowid);
}
