/**
 * Migration 12, readers' messages to the library (读者留言; docs/API.md, "Messages"), kept by
 * openid with the card active when written, the library's reply, and the pictures the platform
 * fetched from WeChat's media store (its own copies: media ids expire).
 */
import type { Migration } from './migrate.js';

const SQL = `
CREATE TABLE messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT, openid TEXT NOT NULL, rdrno TEXT NOT NULL, name TEXT NOT NULL,
  category TEXT NOT NULL, content TEXT NOT NULL, nonce TEXT NOT NULL, created_at INTEGER NOT NULL,
  reply TEXT NOT NULL DEFAULT '', replied_at INTEGER, public INTEGER NOT NULL DEFAULT 0,
  UNIQUE (openid, nonce));
CREATE INDEX messages_user ON messages (openid, created_at);
CREATE INDEX messages_public ON messages (public, replied_at);
CREATE TABLE message_pictures (
  id TEXT PRIMARY KEY, message_id INTEGER NOT NULL, seq INTEGER NOT NULL,
  data BLOB NOT NULL, mime TEXT NOT NULL);
CREATE INDEX message_pictures_message ON message_pictures (message_id, seq);
`;

export const messagesSchema: Migration = {
  version: 12,
  description: "readers' messages, replies and pictures",
  up: (db) => db.exec(SQL),
};
