/**
 * Brings a database's schema up to date: the migrations it has not had run in order, in one
 * transaction (all of them or none), and the version reached is stored in meta.schema_version.
 * Rows are kept; only a reseed (npm run reset, POST /__harness/api/reset) starts from nothing.
 */
import { type Db, dropTables, openSqlite } from '../infra/db.js';
import { getMeta, setMeta } from '../infra/meta.js';
import { MIGRATIONS } from './index.js';
import type { Migration } from './migration.js';

export type { Migration };

/** The version stored in the database; 0 when it has none (new, or never migrated). */
export function schemaVersion(db: Db): number {
  const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  if (!hasMeta) return 0;
  return Number(getMeta(db, 'schema_version') ?? 0);
}

/** Runs the pending migrations; the versions before and after. */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): { from: number; to: number } {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) throw new Error(`migration ${index + 1} is numbered ${migration.version}`);
  });
  const from = schemaVersion(db);
  const to = migrations.length;
  if (from > to) {
    throw new Error(`数据库结构版本 ${from} 比本程序支持的 ${to} 新：请换用较新的代码，或运行 npm run reset 重建数据`);
  }
  if (from === to) return { from, to };
  db.transaction(() => {
    for (const migration of migrations.slice(from)) migration.up(db);
    setMeta(db, 'schema_version', String(to));
  })();
  return { from, to };
}

/** Opens (creating if needed) the harness database and brings its schema up to date. */
export function openDb(path: string): Db {
  const db = openSqlite(path);
  try {
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
    dropTables(db);
    migrate(db);
  })();
}
