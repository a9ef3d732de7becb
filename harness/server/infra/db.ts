import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ALL_TABLES, SCHEMA_SQL } from '../schema/001-initial.js';

export type Db = Database.Database;

/** Opens (creating if needed) the harness database and makes sure every table exists. */
export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA_SQL);
  return db;
}

/** Drops every table and recreates the empty schema (before a reseed). */
export function clearDb(db: Db): void {
  db.transaction(() => {
    for (const table of ALL_TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec(SCHEMA_SQL);
  })();
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
    | { value: string }
    | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
    .run(key, value);
}
