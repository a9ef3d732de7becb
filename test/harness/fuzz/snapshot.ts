/**
 * What "the data did not change" means for the fuzz: a checksum over every row of every table of
 * the harness database, and the in-memory harness state the control API edits.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../../harness/server/infra/db.js';
import type { HarnessState } from '../../../harness/server/infra/state.js';

export interface DbSnapshot {
  /** SQLite's count of rows written by this connection, and its schema version. */
  changes: number;
  schema: number;
  /** sha1 over every table's name and rows, in rowid order. */
  digest: string;
}

/**
 * Hash of `SELECT * FROM t ORDER BY rowid` for every table in sqlite_master (a WITHOUT ROWID
 * table, such as an FTS5 index's config, in its primary key's order). A virtual table is read
 * through its shadow tables (an FTS5 index's data), which are tables of their own; BLOBs are
 * hashed as bytes.
 */
/**
 * Bookkeeping a refusal is meant to write, left out of "the data": wrong card passwords are
 * counted (platform/attempts.ts) precisely when the call is refused.
 */
const BOOKKEEPING = new Set(['password_failures']);

export function checksum(db: Db): string {
  const hash = createHash('sha1');
  const tables = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
    name: string;
    sql: string | null;
  }[];
  for (const { name, sql } of tables) {
    if (/^CREATE VIRTUAL/i.test(sql ?? '') || BOOKKEEPING.has(name)) continue;
    const order = /WITHOUT\s+ROWID/i.test(sql ?? '') ? '' : ' ORDER BY rowid';
    const rows = db.prepare(`SELECT * FROM "${name}"${order}`).raw().all() as unknown[][];
    const blobs = rows.map((row) => row.map((value) => (Buffer.isBuffer(value) ? value.toString('base64') : value)));
    hash.update(`${name}\n${JSON.stringify(blobs)}\n`);
  }
  return hash.digest('hex');
}

/**
 * The database now. Hashing every table costs milliseconds, and most fuzz calls write nothing: when
 * neither SQLite's write counter (total_changes(): every row an INSERT, UPDATE or DELETE touched)
 * nor its schema version moved since `previous`, no row can differ, and `previous` is reused.
 * When they moved, the checksum decides (a rolled-back or same-value write changes nothing).
 */
export function snapshotDb(db: Db, previous?: DbSnapshot): DbSnapshot {
  const changes = db.prepare('SELECT total_changes()').pluck().get() as number;
  const schema = db.pragma('schema_version', { simple: true }) as number;
  if (previous && previous.changes === changes && previous.schema === schema) return previous;
  return { changes, schema, digest: checksum(db) };
}

/** The harness's in-memory state as comparable text (queues, policies, location, faults, log ...). */
export function snapshotState(state: HarnessState): string {
  return JSON.stringify({
    queues: [...state.queues],
    policies: [...state.policies],
    location: state.location,
    faults: state.faults,
    log: state.log,
    nonces: [...state.nonces],
    signatures: [...state.signatures],
  });
}
