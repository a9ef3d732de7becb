/**
 * Migration 9, points earned once per thing (docs/API.md, "Points"): each log entry says what
 * kind it is (bind, ontime, comment, aloud, photo, redeem, refund; other for entries from before)
 * and the thing it is for (`ref`: the card, the loan, the comment ...); an entry earned for a
 * thing is unique. Entries are timed (YYYY-MM-DD HH:mm:ss): a dated entry from before is read as
 * given at 10:00 that day. A seeded card's binding entry becomes its `bind` entry.
 */
import type { Migration } from './migration.js';

const SQL = `
ALTER TABLE points_log ADD COLUMN kind TEXT NOT NULL DEFAULT 'other';
ALTER TABLE points_log ADD COLUMN ref TEXT;
UPDATE points_log SET createdate = createdate || ' 10:00:00' WHERE length(createdate) = 10;
UPDATE points_log SET kind = 'bind', ref = rdrno WHERE reason LIKE '%绑定%' AND points > 0;
CREATE UNIQUE INDEX points_once ON points_log (rdrno, kind, ref) WHERE ref IS NOT NULL;
CREATE INDEX points_log_order ON points_log (rdrno, createdate, id);
`;

export const pointsSchema: Migration = {
  version: 9,
  description: 'points log entries by kind, once per thing, timed',
  up: (db) => db.exec(SQL),
};
