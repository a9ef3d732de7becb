/**
 * Migration 13, readers' photo posts (读者晒图; docs/API.md, "Photos"): a post by a card (and its
 * WeChat user), its topic and text, its review (pending, approved, rejected with a reason), and
 * likes, one per WeChat user and post. Its pictures are kept media (`media_files`, kind photo).
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE photos (
  id INTEGER PRIMARY KEY AUTOINCREMENT, openid TEXT NOT NULL, rdrno TEXT NOT NULL, name TEXT NOT NULL,
  topic TEXT NOT NULL, text TEXT NOT NULL, nonce TEXT NOT NULL, created_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending', reason TEXT NOT NULL DEFAULT '', reviewed_at INTEGER,
  likes INTEGER NOT NULL DEFAULT 0, UNIQUE (openid, nonce));
CREATE INDEX photos_wall ON photos (state, created_at);
CREATE INDEX photos_card ON photos (rdrno, created_at);
CREATE TABLE photo_likes (
  photo_id INTEGER NOT NULL, openid TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (photo_id, openid));
`;

export const photosSchema: Migration = {
  version: 13,
  description: "readers' photo posts, their review and likes",
  up: (db) => db.exec(SQL),
};
