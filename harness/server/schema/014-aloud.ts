/**
 * Migration 14, read-aloud contests and readers' works (朗读比赛; docs/API.md, "Read-aloud"): the
 * contests with their dates, rules and limits; works by a card (and its WeChat user), reviewed
 * once, with their votes and plays; votes, one per WeChat user, work and China-time day. A work's
 * audio is kept media (`media_files`, kind aloud).
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE contests (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, rules TEXT NOT NULL, prizes TEXT NOT NULL,
  startdate TEXT NOT NULL, enddate TEXT NOT NULL, minseconds INTEGER NOT NULL, maxseconds INTEGER NOT NULL,
  maxentries INTEGER NOT NULL, sortnum INTEGER NOT NULL);
CREATE TABLE works (
  id INTEGER PRIMARY KEY AUTOINCREMENT, contestid INTEGER NOT NULL, openid TEXT NOT NULL, rdrno TEXT NOT NULL,
  name TEXT NOT NULL, title TEXT NOT NULL, text TEXT NOT NULL, duration REAL NOT NULL, nonce TEXT NOT NULL,
  created_at INTEGER NOT NULL, state TEXT NOT NULL DEFAULT 'pending', reason TEXT NOT NULL DEFAULT '',
  reviewed_at INTEGER, votes INTEGER NOT NULL DEFAULT 0, plays INTEGER NOT NULL DEFAULT 0, UNIQUE (openid, nonce));
CREATE INDEX works_contest ON works (contestid, state, votes);
CREATE INDEX works_card ON works (rdrno, created_at);
CREATE TABLE work_votes (
  work_id INTEGER NOT NULL, openid TEXT NOT NULL, day TEXT NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (work_id, openid, day));
CREATE INDEX work_votes_day ON work_votes (openid, day);
`;

export const aloudSchema: Migration = {
  version: 14,
  description: 'read-aloud contests, works, votes',
  up: (db) => db.exec(SQL),
};
