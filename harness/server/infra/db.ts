import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../schema/migrate.js';

export type Db = Database.Database;

/** Opens (creating if needed) the harness database and brings its schema up to date. */
export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    if (path !== ':memory:') db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Drops every table and builds the schema afresh at the latest version (before a reseed). */
export function clearDb(db: Db): void {
  db.transaction(() => {
    const tables = db
      .prepare(
        // Virtual tables first: dropping one drops its shadow tables, which may not be dropped alone.
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY sql LIKE 'CREATE VIRTUAL%' DESC, rowid",
      )
      .all() as { name: string }[];
    for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
    migrate(db);
  })();
}
