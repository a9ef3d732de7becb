import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Opens (creating if needed) an SQLite file or ':memory:', write-ahead logged, foreign keys on.
 * The schema is schema/'s business: schema/migrate.ts's openDb opens and migrates.
 */
export function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    if (path !== ':memory:') db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Drops every table (before the schema is built afresh), in a transaction: the foreign keys are
 * checked at its end, when no table is left (a table dropped before the one referring to it would
 * otherwise fail while that one still has rows).
 */
export function dropTables(db: Db): void {
  db.pragma('defer_foreign_keys = ON');
  const tables = select<string>(
    db,
    // Virtual tables first: dropping one drops its shadow tables, which may not be dropped alone.
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY sql LIKE 'CREATE VIRTUAL%' DESC, rowid",
  )
    .pluck()
    .all();
  for (const name of tables) db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
}

/**
 * Statements prepared once per connection and SQL text: preparing costs more than running most of
 * the harness's queries. A statement handed out again has its row shape reset (a caller may have
 * asked for `.pluck()` or `.raw()`). Bounded: SQL built with values inlined would otherwise pile up.
 */
const statements = new WeakMap<Db, Map<string, Database.Statement>>();
const MAX_CACHED = 500;

/** `db.prepare(sql)`, from the connection's cache. */
export function prepare<P extends unknown[] = unknown[], R = unknown>(db: Db, sql: string): Database.Statement<P, R> {
  let bySql = statements.get(db);
  if (!bySql) {
    bySql = new Map();
    statements.set(db, bySql);
  }
  let statement = bySql.get(sql);
  if (!statement) {
    if (bySql.size >= MAX_CACHED) bySql.clear();
    statement = db.prepare(sql);
    bySql.set(sql, statement);
  } else if (statement.reader) {
    statement.raw(false);
    statement.pluck(false);
  }
  return statement as Database.Statement<P, R>;
}

/**
 * A statement whose rows are `R`: a row type of rows.ts, or a Pick of one for fewer columns, so
 * the code that runs it casts nothing.
 */
export const select = <R>(db: Db, sql: string): Database.Statement<unknown[], R> => prepare<unknown[], R>(db, sql);

/** The first column of the first row (undefined when there is none): a count, a sum, one value. */
export const scalar = <V>(db: Db, sql: string, ...params: unknown[]): V | undefined =>
  prepare<unknown[], V>(db, sql)
    .pluck()
    .get(...params);
