/** The meta table: key–value bookkeeping (schema version, seed scale and moment). */
import { type Db, select, prepare } from './db.js';

export function getMeta(db: Db, key: string): string | undefined {
  const row = select<{ value: string }>(db, 'SELECT value FROM meta WHERE key = ?').get(key);
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  prepare(db, 'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}
