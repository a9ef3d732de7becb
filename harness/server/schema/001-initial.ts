/**
 * Migration 1, the first schema. Three areas share one SQLite file:
 * - platform: clients' tokens, WeChat users, OAuth codes and tokens, jsapi tickets, services,
 *   visit records, reader cards bound on the platform;
 * - library system (ILS): libraries, reader types, locations, readers, catalogue, holdings,
 *   loans, reservations, fines, points;
 * - WeChat media: pictures the emulated client uploaded (uploadImage), fetched by media_id;
 * - meta: the schema version (schema/migrate.ts) and seed bookkeeping.
 * Money is in cents, moments in epoch milliseconds, calendar dates as YYYY-MM-DD (CST).
 *
 * `IF NOT EXISTS` throughout: a database made before migrations existed has these tables already.
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY, client TEXT NOT NULL, expires_at INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS wx_users (
  openid TEXT PRIMARY KEY, persona TEXT NOT NULL UNIQUE, nickname TEXT NOT NULL,
  headimgurl TEXT NOT NULL, sex INTEGER NOT NULL, province TEXT NOT NULL, city TEXT NOT NULL,
  country TEXT NOT NULL, description TEXT NOT NULL DEFAULT '', sortnum INTEGER NOT NULL DEFAULT 0);

CREATE TABLE IF NOT EXISTS oauth_states (
  state TEXT PRIMARY KEY, appid TEXT NOT NULL, created_at INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS oauth_codes (
  code TEXT PRIMARY KEY, appid TEXT NOT NULL, openid TEXT NOT NULL, scope TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT '', expires_at INTEGER NOT NULL, used_at INTEGER);

CREATE TABLE IF NOT EXISTS access_tokens (
  token TEXT PRIMARY KEY, appid TEXT NOT NULL, openid TEXT NOT NULL, scope TEXT NOT NULL,
  expires_at INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS jsapi_tickets (appid TEXT PRIMARY KEY, ticket TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS services (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, icon TEXT NOT NULL, url TEXT NOT NULL,
  sortnum INTEGER NOT NULL, status INTEGER NOT NULL, grp TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS hunter (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, type TEXT NOT NULL, url TEXT NOT NULL,
  authorizer_appid TEXT NOT NULL, libcode TEXT NOT NULL, created_at INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS rdrno_bindings (
  id INTEGER PRIMARY KEY AUTOINCREMENT, openid TEXT NOT NULL, rdrno TEXT NOT NULL,
  password TEXT NOT NULL, libcode TEXT NOT NULL, remark TEXT NOT NULL DEFAULT '',
  selected INTEGER NOT NULL DEFAULT 0, authorizer_appid TEXT NOT NULL, created_at INTEGER NOT NULL,
  UNIQUE (openid, rdrno));

CREATE TABLE IF NOT EXISTS libraries (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, address TEXT NOT NULL, phone TEXT NOT NULL,
  latitude REAL NOT NULL, longitude REAL NOT NULL, sortnum INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS rdrtypes (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, loanlimit INTEGER NOT NULL, loandays INTEGER NOT NULL,
  renewlimit INTEGER NOT NULL, reservelimit INTEGER NOT NULL, deposit INTEGER NOT NULL,
  sortnum INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS locations (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, libcode TEXT NOT NULL, sortnum INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS readers (
  rdrno TEXT PRIMARY KEY, password TEXT NOT NULL, name TEXT NOT NULL, sex INTEGER NOT NULL,
  rdrtype TEXT NOT NULL, libcode TEXT NOT NULL, idcard TEXT NOT NULL, phone TEXT NOT NULL,
  startdate TEXT NOT NULL, enddate TEXT NOT NULL, state TEXT NOT NULL, deposit INTEGER NOT NULL,
  openid TEXT UNIQUE);

CREATE TABLE IF NOT EXISTS books (
  bookrecno INTEGER PRIMARY KEY, title TEXT NOT NULL, author TEXT NOT NULL,
  publisher TEXT NOT NULL, pubdate TEXT NOT NULL, isbn TEXT NOT NULL, classno TEXT NOT NULL,
  callno TEXT NOT NULL, price INTEGER NOT NULL, pages INTEGER NOT NULL, subject TEXT NOT NULL,
  summary TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS holdings (
  barcode TEXT PRIMARY KEY, bookrecno INTEGER NOT NULL, libcode TEXT NOT NULL,
  curlib TEXT NOT NULL, curlocal TEXT NOT NULL, state INTEGER NOT NULL, callno TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS holdings_bookrecno ON holdings (bookrecno);

CREATE TABLE IF NOT EXISTS loans (
  id INTEGER PRIMARY KEY AUTOINCREMENT, rdrno TEXT NOT NULL, barcode TEXT NOT NULL,
  bookrecno INTEGER NOT NULL, loandate TEXT NOT NULL, returndate TEXT NOT NULL,
  renewcount INTEGER NOT NULL DEFAULT 0, libcode TEXT NOT NULL, returned_at TEXT);
CREATE INDEX IF NOT EXISTS loans_rdrno ON loans (rdrno);

CREATE TABLE IF NOT EXISTS reservations (
  id INTEGER PRIMARY KEY AUTOINCREMENT, rdrno TEXT NOT NULL, bookrecno INTEGER NOT NULL,
  libcode TEXT NOT NULL, reservedate TEXT NOT NULL, enddate TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'active');
CREATE INDEX IF NOT EXISTS reservations_rdrno ON reservations (rdrno);

CREATE TABLE IF NOT EXISTS fines (
  id INTEGER PRIMARY KEY AUTOINCREMENT, rdrno TEXT NOT NULL, barcode TEXT NOT NULL DEFAULT '',
  amount INTEGER NOT NULL, reason TEXT NOT NULL, createdate TEXT NOT NULL,
  paid INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS fines_rdrno ON fines (rdrno);

CREATE TABLE IF NOT EXISTS points_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT, rdrno TEXT NOT NULL, points INTEGER NOT NULL,
  reason TEXT NOT NULL, createdate TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS points_rdrno ON points_log (rdrno);

CREATE TABLE IF NOT EXISTS media (
  id TEXT PRIMARY KEY, data BLOB NOT NULL, mime TEXT NOT NULL, created_at INTEGER NOT NULL);
`;

export const initialSchema: Migration = {
  version: 1,
  description: 'the first schema: platform, library system, WeChat media, meta',
  up: (db) => db.exec(SQL),
};
