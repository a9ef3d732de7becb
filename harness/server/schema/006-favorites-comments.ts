/**
 * Migration 6, what readers keep and say about books (docs/API.md, "Favourites and comments"):
 * - favorites: the titles a WeChat user keeps (by openid: guests may keep favourites too);
 * - comments: readers' comments on titles, each written with a card; only comments that passed
 *   the checks are stored (platform/comments.ts).
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE favorites (
  openid TEXT NOT NULL, bookrecno INTEGER NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (openid, bookrecno));
CREATE INDEX favorites_recent ON favorites (openid, created_at);

CREATE TABLE comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT, bookrecno INTEGER NOT NULL, rdrno TEXT NOT NULL,
  content TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX comments_book ON comments (bookrecno, created_at);
CREATE INDEX comments_reader ON comments (rdrno, created_at);
`;

export const favoritesCommentsSchema: Migration = {
  version: 6,
  description: 'favourites and comments',
  up: (db) => db.exec(SQL),
};
