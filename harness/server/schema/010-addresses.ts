/**
 * Migration 10, the WeChat user's postal addresses (我的地址; docs/API.md, "Addresses"), kept by
 * openid, one of them the default.
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT, openid TEXT NOT NULL, name TEXT NOT NULL, phone TEXT NOT NULL,
  province TEXT NOT NULL, city TEXT NOT NULL, district TEXT NOT NULL, detail TEXT NOT NULL,
  postalcode TEXT NOT NULL DEFAULT '', isdefault INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
CREATE INDEX addresses_user ON addresses (openid, created_at);
`;

export const addressesSchema: Migration = {
  version: 10,
  description: 'postal addresses by openid',
  up: (db) => db.exec(SQL),
};
