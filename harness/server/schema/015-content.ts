/**
 * Migration 15, what the library publishes and where its libraries are (docs/API.md, "Content"
 * and "Libraries"):
 * - articles: notices, banner articles, agreements and service-guide entries (kind), their HTML as
 *   the editor wrote it, pinned notices, a guide entry's category, reads, withdrawn ones kept;
 * - banners: home's carousel, each opening an article or an in-app path;
 * - guide_categories, eresource_categories, eresources: the service guide and the e-resources;
 * - libraries: each library's week of hours, a note, what it is, its services and floors.
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE articles (
  id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, title TEXT NOT NULL, html TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '', source TEXT NOT NULL DEFAULT '', published_at INTEGER NOT NULL,
  pinned INTEGER NOT NULL DEFAULT 0, category TEXT NOT NULL DEFAULT '', sortnum INTEGER NOT NULL DEFAULT 0,
  readcount INTEGER NOT NULL DEFAULT 0, withdrawn INTEGER NOT NULL DEFAULT 0);
CREATE INDEX articles_listing ON articles (kind, withdrawn, pinned, published_at);
CREATE TABLE banners (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, image TEXT NOT NULL, articleid INTEGER,
  path TEXT NOT NULL DEFAULT '', sortnum INTEGER NOT NULL);
CREATE TABLE guide_categories (code TEXT PRIMARY KEY, name TEXT NOT NULL, sortnum INTEGER NOT NULL);
CREATE TABLE eresource_categories (code TEXT PRIMARY KEY, name TEXT NOT NULL, sortnum INTEGER NOT NULL);
CREATE TABLE eresources (
  id INTEGER PRIMARY KEY AUTOINCREMENT, category TEXT NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL,
  access TEXT NOT NULL, howto TEXT NOT NULL, url TEXT NOT NULL, sortnum INTEGER NOT NULL);
ALTER TABLE libraries ADD COLUMN hours TEXT NOT NULL DEFAULT '[null,null,null,null,null,null,null]';
ALTER TABLE libraries ADD COLUMN hoursnote TEXT NOT NULL DEFAULT '';
ALTER TABLE libraries ADD COLUMN intro TEXT NOT NULL DEFAULT '';
ALTER TABLE libraries ADD COLUMN services TEXT NOT NULL DEFAULT '[]';
ALTER TABLE libraries ADD COLUMN floors TEXT NOT NULL DEFAULT '[]';
`;

export const contentSchema: Migration = {
  version: 15,
  description:
    "published content (notices, banners, articles, the service guide, e-resources) and the libraries' details",
  up: (db) => db.exec(SQL),
};
