/**
 * Migration 16, card security (docs/API.md, "Card password attempts" and the reader QR code):
 * - password_failures: each wrong card password, once for the card (`card:<rdrno>`) and once
 *   for the WeChat user who typed it (`openid:<openid>`, or `session:<token>` before OAuth),
 *   kept an hour (platform/attempts.ts);
 * - qrcode_uses: reader QR codes a gate has admitted, each once (ils/readerQrcode.ts).
 */
import type { Migration } from './migration.js';

export const cardSecuritySchema: Migration = {
  version: 16,
  description: 'wrong card passwords per card and per WeChat user; reader QR codes a gate has used',
  up: (db) => {
    db.exec(`
CREATE TABLE password_failures (
  id INTEGER PRIMARY KEY, subject TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX password_failures_subject ON password_failures (subject, at);
CREATE TABLE qrcode_uses (
  payload TEXT PRIMARY KEY, rdrno TEXT NOT NULL, used_at INTEGER NOT NULL);
`);
  },
};
