/**
 * Migration 20, which cards may be applied for online and a child's card's guardian (docs/API.md,
 * "Card services"):
 * - rdrtypes.online: 1 where the library lets a reader type be applied for online; 0 for a type
 *   issued at the desk only (VIP读者);
 * - rdrtypes.guardian: 1 where the card names a guardian (少儿读者);
 * - readers.guardian, readers.guardianphone: the guardian a child's card names ('' otherwise).
 */
import type { Migration } from './migration.js';

const SQL = `
ALTER TABLE rdrtypes ADD COLUMN online INTEGER NOT NULL DEFAULT 1;
ALTER TABLE rdrtypes ADD COLUMN guardian INTEGER NOT NULL DEFAULT 0;
ALTER TABLE readers ADD COLUMN guardian TEXT NOT NULL DEFAULT '';
ALTER TABLE readers ADD COLUMN guardianphone TEXT NOT NULL DEFAULT '';
UPDATE rdrtypes SET online = 0 WHERE code = 'VIP';
UPDATE rdrtypes SET guardian = 1 WHERE code = 'SE';
`;

export const onlineApplicationsSchema: Migration = {
  version: 20,
  description: 'reader types applied for online or at the desk only, and the guardian a child’s card names',
  up: (db) => db.exec(SQL),
};
