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
  /** sha1 over every table's name and digest (see `checksum`). */
  digest: string;
  /** Each table's digest, and the count of its writes when it was taken (see `trackWrites`). */
  tables: Map<string, { writes: number; digest: string }>;
}

/**
 * Bookkeeping a refusal is meant to write, left out of "the data": wrong card passwords are
 * counted (platform/attempts.ts) precisely when the call is refused.
 */
const BOOKKEEPING = new Set(['password_failures']);

interface Table {
  name: string;
  sql: string | null;
}

/** The tables that hold the data: every table in sqlite_master but virtual tables and bookkeeping. */
function dataTables(db: Db): Table[] {
  return (db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Table[]).filter(
    ({ name, sql }) => !/^CREATE VIRTUAL/i.test(sql ?? '') && !BOOKKEEPING.has(name),
  );
}

/**
 * Hash of `SELECT * FROM t ORDER BY rowid` (a WITHOUT ROWID table, such as an FTS5 index's config,
 * in its primary key's order). A virtual table is read through its shadow tables (an FTS5 index's
 * data), which are tables of their own. BLOBs (recordings, pictures, the search index) go into the
 * hash as bytes, in row order, and into the rows' text as their length: base64 in JSON would cost
 * more than all else together.
 */
function tableDigest(db: Db, { name, sql }: Table): string {
  const order = /WITHOUT\s+ROWID/i.test(sql ?? '') ? '' : ' ORDER BY rowid';
  const rows = db.prepare(`SELECT * FROM "${name}"${order}`).raw().all() as unknown[][];
  const blobs: Buffer[] = [];
  const hasBlobs = rows.some((row) => row.some((value) => Buffer.isBuffer(value)));
  const bare = !hasBlobs
    ? rows
    : rows.map((row) =>
        row.map((value) => {
          if (!Buffer.isBuffer(value)) return value;
          blobs.push(value);
          return `\u0000blob:${value.length}`;
        }),
      );
  const hash = createHash('sha1').update(JSON.stringify(bare));
  for (const blob of blobs) hash.update(blob);
  return hash.digest('hex');
}

const combine = (tables: Map<string, { digest: string }>) => {
  const hash = createHash('sha1');
  for (const [name, { digest }] of tables) hash.update(`${name} ${digest}\n`);
  return hash.digest('hex');
};

/** A digest over every row of every data table: equal digests, equal data. */
export function checksum(db: Db): string {
  return combine(new Map(dataTables(db).map((t) => [t.name, { digest: tableDigest(db, t) }])));
}

/**
 * Counts writes per table, so a snapshot re-reads only the tables written since the last one:
 * TEMP triggers (this connection only, outside the database's schema) add one to
 * temp.snapshot_writes for every row inserted, updated or deleted. Tables SQLite will not take a
 * trigger on (an FTS5 index's shadow tables) are read every time. Made again when the schema
 * version moved (a reset drops the tables, and their triggers with them).
 */
const tracked = new WeakMap<Db, { schema: number; tables: Set<string> }>();

function trackWrites(db: Db, schema: number, tables: Table[]): Set<string> {
  const known = tracked.get(db);
  if (known?.schema === schema) return known.tables;
  db.exec('CREATE TEMP TABLE IF NOT EXISTS snapshot_writes (name TEXT PRIMARY KEY, n INTEGER NOT NULL)');
  const names = new Set<string>();
  for (const { name } of tables) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const literal = `'${name.replaceAll("'", "''")}'`;
    try {
      for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
        const trigger = `"snapshot_${op.toLowerCase()}_${name.replaceAll('"', '""')}"`;
        db.exec(
          `CREATE TEMP TRIGGER IF NOT EXISTS ${trigger} AFTER ${op} ON main.${quoted} BEGIN ` +
            `INSERT INTO snapshot_writes (name, n) VALUES (${literal}, 1) ON CONFLICT (name) DO UPDATE SET n = n + 1; END`,
        );
      }
      names.add(name);
    } catch {
      // A shadow table: read on every snapshot.
    }
  }
  // Reading the schema version after the triggers: making them does not move main's.
  tracked.set(db, { schema, tables: names });
  return names;
}

/**
 * The database now. Most fuzz calls write nothing: when neither SQLite's write counter
 * (total_changes(): every row an INSERT, UPDATE or DELETE touched) nor its schema version moved
 * since `previous`, no row can differ, and `previous` is reused. When they moved, only the tables
 * written since `previous` (and those without a write count) are read again; a rolled-back or
 * same-value write leaves the digest as it was.
 */
export function snapshotDb(db: Db, previous?: DbSnapshot): DbSnapshot {
  const changes = db.prepare('SELECT total_changes()').pluck().get() as number;
  const schema = db.pragma('schema_version', { simple: true }) as number;
  if (previous && previous.changes === changes && previous.schema === schema) return previous;
  const list = dataTables(db);
  const counted = trackWrites(db, schema, list);
  const writes = new Map(db.prepare('SELECT name, n FROM temp.snapshot_writes').raw().all() as [string, number][]);
  const reuse = previous?.schema === schema ? previous.tables : undefined;
  const tables = new Map<string, { writes: number; digest: string }>();
  for (const table of list) {
    const n = writes.get(table.name) ?? 0;
    const before = reuse?.get(table.name);
    const same = counted.has(table.name) && before?.writes === n;
    tables.set(table.name, { writes: n, digest: same && before ? before.digest : tableDigest(db, table) });
  }
  return { changes, schema, digest: combine(tables), tables };
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
    clockOffsetMs: state.clockOffsetMs,
  });
}
