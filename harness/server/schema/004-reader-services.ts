/**
 * Migration 4, the card services (docs/API.md, "Card services"):
 * - readers.email and readers.address: contact details the reader edits (modifyReaderInfo);
 * - one card per ID number per library, as a unique index (addReader checks it first and says so
 *   in Chinese; the index is the backstop against two applications at once);
 * - meta.qrcode_secret: the key the library system signs reader QR codes with (getReaderQrcode),
 *   random per database, so a reseed invalidates every code issued before it.
 */
import { randomBytes } from 'node:crypto';
import type { Migration } from './migration.js';

const SQL = `
ALTER TABLE readers ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE readers ADD COLUMN address TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX readers_idcard_libcode ON readers (idcard, libcode);
`;

export const readerServicesSchema: Migration = {
  version: 4,
  description: 'reader contact details, one card per ID number per library, the QR code signing key',
  up: (db) => {
    db.exec(SQL);
    db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('qrcode_secret', ?)").run(
      randomBytes(32).toString('base64'),
    );
  },
};
