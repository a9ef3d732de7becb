/**
 * Migration 11, the points mall (docs/API.md, "Points mall"): gift categories, gifts (points,
 * stock, the days on offer, a limit per card, how they are received) and redemptions (the points
 * paid, the state, the pickup library and code, or a copy of the postal address).
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE gift_cata (cataid INTEGER PRIMARY KEY, name TEXT NOT NULL, sortnum INTEGER NOT NULL);
CREATE TABLE gifts (
  giftid INTEGER PRIMARY KEY, cataid INTEGER NOT NULL, name TEXT NOT NULL, summary TEXT NOT NULL,
  points INTEGER NOT NULL, stock INTEGER NOT NULL, startdate TEXT NOT NULL, enddate TEXT NOT NULL,
  perreader INTEGER NOT NULL, delivery TEXT NOT NULL, withdrawn INTEGER NOT NULL DEFAULT 0,
  color TEXT NOT NULL, sortnum INTEGER NOT NULL);
CREATE INDEX gifts_cata ON gifts (cataid, sortnum);
CREATE TABLE redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, rdrno TEXT NOT NULL, giftid INTEGER NOT NULL, points INTEGER NOT NULL,
  state TEXT NOT NULL, delivery TEXT NOT NULL, libcode TEXT NOT NULL DEFAULT '', pickupcode TEXT NOT NULL DEFAULT '',
  consignee TEXT NOT NULL DEFAULT '', phone TEXT NOT NULL DEFAULT '', address TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL, closed_at INTEGER);
CREATE INDEX redemptions_reader ON redemptions (rdrno, created_at);
CREATE INDEX redemptions_gift ON redemptions (giftid, rdrno, state);
`;

export const giftsSchema: Migration = {
  version: 11,
  description: 'the points mall: gift categories, gifts, redemptions',
  up: (db) => db.exec(SQL),
};
