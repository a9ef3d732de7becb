/**
 * Migration 2, sessions that know who is calling (docs/API.md, "Who may call what"):
 * - tokens.openid: the WeChat user a client token has proven (code exchange or user info);
 * - session_cards: cards whose password was verified in a session (checkReader);
 * - rdrno_bindings.password becomes password_hash: the platform keeps a card's password only as
 *   a salted scrypt hash (platform/passwords.ts); rows already there are hashed in place.
 */
import { hashPassword } from '../platform/passwords.js';
import type { Migration } from './migration.js';
import { select } from '../infra/db.js';

const SQL = `
ALTER TABLE tokens ADD COLUMN openid TEXT;

CREATE TABLE session_cards (
  token TEXT NOT NULL, rdrno TEXT NOT NULL, verified_at INTEGER NOT NULL,
  PRIMARY KEY (token, rdrno));

ALTER TABLE rdrno_bindings RENAME COLUMN password TO password_hash;
`;

export const sessionsSchema: Migration = {
  version: 2,
  description: 'sessions bound to a proven openid, cards verified per session, card passwords hashed',
  up: (db) => {
    db.exec(SQL);
    const rows = select<{
      id: number;
      password_hash: string;
    }>(db, 'SELECT id, password_hash FROM rdrno_bindings').all();
    const update = db.prepare('UPDATE rdrno_bindings SET password_hash = ? WHERE id = ?');
    for (const row of rows) update.run(row.password_hash ? hashPassword(row.password_hash) : '', row.id);
  },
};
