/**
 * Migration 12, readers' messages to the library (读者留言; docs/API.md, "Messages"), kept by
 * openid with the card active when written and the library's reply; and the platform's kept
 * media (`media_files`): pictures fetched from WeChat's media store (its ids expire) and uploaded
 * audio, each owned by one record of a kind (a message, a photo post, a read-aloud work).
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT, openid TEXT NOT NULL, rdrno TEXT NOT NULL, name TEXT NOT NULL,
  category TEXT NOT NULL, content TEXT NOT NULL, nonce TEXT NOT NULL, created_at INTEGER NOT NULL,
  reply TEXT NOT NULL DEFAULT '', replied_at INTEGER, public INTEGER NOT NULL DEFAULT 0,
  UNIQUE (openid, nonce));
CREATE INDEX messages_user ON messages (openid, created_at);
CREATE INDEX messages_public ON messages (public, replied_at);
CREATE TABLE media_files (
  id TEXT PRIMARY KEY, kind TEXT NOT NULL, owner INTEGER NOT NULL, seq INTEGER NOT NULL,
  data BLOB NOT NULL, mime TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX media_files_owner ON media_files (kind, owner, seq);
`;

export const messagesSchema: Migration = {
  version: 12,
  description: "readers' messages and replies; kept media",
  up: (db) => db.exec(SQL),
};
