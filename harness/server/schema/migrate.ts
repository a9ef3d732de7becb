/**
 * Brings a database's schema up to date: the migrations it has not had run in order, in one
 * transaction (all of them or none), and the version reached is stored in meta.schema_version.
 * Rows are kept; only a reseed (npm run reset, POST /__harness/api/reset) starts from nothing.
 */
import type { Db } from '../infra/db.js';
import { MIGRATIONS } from './index.js';
import { getMeta, setMeta } from './meta.js';

export interface Migration {
  /** 1, 2, 3 ...: its place in the list. */
  version: number;
  description: string;
  up(db: Db): void;
}

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
