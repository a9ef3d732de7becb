/**
 * What "the data did not change" means for the fuzz and the suites: every row of every data table
 * of the harness database (every table in sqlite_master but virtual tables, read through their
 * shadow tables, and bookkeeping), and the in-memory harness state the control API edits.
 *
 * TEMP triggers (this connection only, outside the database's schema) count each data table's
 * changes in temp.snapshot_writes: a row inserted or deleted, or updated to other values (an
 * UPDATE that leaves the row as it was counts nothing, nor does a write rolled back). So
 * - `checksum(db)`, a digest over every row, reads again only the tables changed since it last
 *   read them;
 * - `snapshotDb(db)`, what the fuzz compares around each call, is the counts themselves: a refused
 *   call must have written nothing, and nothing is read but the counts.
 * A table that takes no trigger (sqlite_sequence) is read every time.
 */
import { createHash } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../../harness/server/infra/db.js';
import type { HarnessState } from '../../../harness/server/infra/state.js';

/**
 * Bookkeeping a refusal is meant to write, left out of "the data": wrong card passwords are
 * counted (platform/attempts.ts) precisely when the call is refused.
 */
const BOOKKEEPING = new Set(['password_failures']);

interface Table {
  name: string;
  sql: string | null;
}

/** A data table as the snapshots read it. */
interface Tracked extends Table {
  columns: string[];
  /** Whether its changes are counted (it took the triggers). */
  counted: boolean;
  /** Its digest, and its count of changes when it was taken. */
  last?: { writes: number; digest: string };
  read?: { text: Statement; blobs: Statement };
}

interface Tracker {
  /** The schema version the triggers were made for (a reset drops the tables, and their triggers with them). */
  schema: number;
  tables: Tracked[];
}

interface Statements {
  changes: Statement;
  schema: Statement;
  writes: Statement;
}

const trackers = new WeakMap<Db, Tracker>();
const statements = new WeakMap<Db, Statements>();

function statementsOf(db: Db): Statements {
  let found = statements.get(db);
  if (!found) {
    db.exec('CREATE TEMP TABLE IF NOT EXISTS snapshot_writes (name TEXT PRIMARY KEY, n INTEGER NOT NULL)');
    found = {
      changes: db.prepare('SELECT total_changes()').pluck(),
      schema: db.prepare('PRAGMA schema_version').pluck(),
      writes: db.prepare('SELECT name, n FROM temp.snapshot_writes ORDER BY name').raw(),
    };
    statements.set(db, found);
  }
  return found;
}

/** The tables that hold the data: every table in sqlite_master but virtual tables and bookkeeping. */
function dataTables(db: Db): Table[] {
  return (db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Table[]).filter(
    ({ name, sql }) => !/^CREATE VIRTUAL/i.test(sql ?? '') && !BOOKKEEPING.has(name),
  );
}

const withoutRowid = (table: Table) => /WITHOUT\s+ROWID/i.test(table.sql ?? '');
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Counts `table`'s changes in temp.snapshot_writes; false when SQLite will not take a trigger on
 * it (sqlite_sequence, an FTS5 index's shadow tables).
 */
function track(db: Db, table: Table, columns: string[]): boolean {
  const differs = [...(withoutRowid(table) ? [] : ['rowid']), ...columns.map(quoted)]
    .map((column) => `OLD.${column} IS NOT NEW.${column}`)
    .join(' OR ');
  const count = `BEGIN INSERT INTO snapshot_writes (name, n) VALUES ('${table.name.replaceAll("'", "''")}', 1)
    ON CONFLICT (name) DO UPDATE SET n = n + 1; END`;
  const on = `ON main.${quoted(table.name)}`;
  const trigger = (op: string) => quoted(`snapshot_${op}_${table.name}`);
  try {
    for (const op of ['insert', 'delete', 'update']) db.exec(`DROP TRIGGER IF EXISTS temp.${trigger(op)}`);
    db.exec(`CREATE TEMP TRIGGER ${trigger('insert')} AFTER INSERT ${on} ${count}`);
    db.exec(`CREATE TEMP TRIGGER ${trigger('delete')} AFTER DELETE ${on} ${count}`);
    db.exec(`CREATE TEMP TRIGGER ${trigger('update')} AFTER UPDATE ${on} WHEN ${differs} ${count}`);
    return true;
  } catch {
    for (const op of ['insert', 'delete', 'update']) db.exec(`DROP TRIGGER IF EXISTS temp.${trigger(op)}`);
    return false;
  }
}

/** The triggers for the schema as it is now, made when it moved. */
function trackerOf(db: Db): Tracker {
  const schema = statementsOf(db).schema.get() as number;
  const known = trackers.get(db);
  if (known?.schema === schema) return known;
  const columnsOf = db.prepare('SELECT name FROM pragma_table_info(?)').pluck();
  const tables = dataTables(db).map((table): Tracked => {
    const columns = columnsOf.all(table.name) as string[];
    return { ...table, columns, counted: track(db, table, columns) };
  });
  // Making TEMP triggers does not move main's schema version.
  const made: Tracker = { schema, tables };
  trackers.set(db, made);
  return made;
}

/** BLOBs longer than this are hashed as bytes, apart from the rows' text. */
const LONG_BLOB = 256;

/**
 * A digest of the table's rows in rowid order (a WITHOUT ROWID table, such as an FTS5 index's
 * config, in its primary key's order). SQLite writes the rows out as SQL literals (quote(): text
 * quoted, BLOBs in hex, numbers exactly) in one string; a long BLOB (a recording, a picture) is
 * written as its length there, and its bytes are read apart and hashed in row order.
 */
function tableDigest(db: Db, table: Tracked): string {
  if (!table.read) {
    const from = `FROM ${quoted(table.name)}`;
    const order = withoutRowid(table) ? '' : ' ORDER BY rowid';
    const long = (c: string) => `(typeof(${c}) = 'blob' AND length(${c}) > ${LONG_BLOB})`;
    const columns = table.columns.map(quoted);
    const values = columns
      .map((c) => `CASE WHEN ${long(c)} THEN 'blob:' || length(${c}) ELSE quote(${c}) END`)
      .join(" || ',' || ");
    table.read = {
      text: db.prepare(`SELECT group_concat(${values}, char(10)${order}) ${from}`).pluck(),
      blobs: db
        .prepare(
          `SELECT ${columns.map((c) => `CASE WHEN ${long(c)} THEN ${c} END`).join(', ')} ${from}
           WHERE ${columns.map(long).join(' OR ')}${order}`,
        )
        .raw(),
    };
  }
  const hash = createHash('sha1').update((table.read.text.get() as string | null) ?? '');
  for (const row of table.read.blobs.all() as (Buffer | null)[][]) for (const blob of row) if (blob) hash.update(blob);
  return hash.digest('hex');
}

function writeCounts(db: Db): Map<string, number> {
  return new Map(statementsOf(db).writes.all() as [string, number][]);
}

/** The table's digest, read again only when it may have changed since the last one. */
function digestOf(db: Db, table: Tracked, writes: Map<string, number>): string {
  const n = writes.get(table.name) ?? 0;
  if (!table.counted || table.last?.writes !== n) table.last = { writes: n, digest: tableDigest(db, table) };
  return table.last.digest;
}

/** A digest over every row of every data table: equal digests, equal data. */
export function checksum(db: Db): string {
  const { tables } = trackerOf(db);
  const writes = writeCounts(db);
  const hash = createHash('sha1');
  for (const table of tables) hash.update(`${table.name} ${digestOf(db, table, writes)}\n`);
  return hash.digest('hex');
}

export interface DbSnapshot {
  /** SQLite's count of rows written by this connection, and its schema version. */
  changes: number;
  schema: number;
  /** Each data table's count of changes; a table that takes no trigger by its digest instead. */
  tables: Map<string, string>;
}

/**
 * The database now. Most fuzz calls write nothing: when neither SQLite's write counter
 * (total_changes(): every row an INSERT, UPDATE or DELETE touched) nor its schema version moved
 * since `previous`, `previous` is reused.
 */
export function snapshotDb(db: Db, previous?: DbSnapshot): DbSnapshot {
  const { changes: totalChanges, schema: schemaVersion } = statementsOf(db);
  const changes = totalChanges.get() as number;
  const schema = schemaVersion.get() as number;
  if (previous && previous.changes === changes && previous.schema === schema) return previous;
  const { tables: all } = trackerOf(db);
  const writes = writeCounts(db);
  const tables = new Map<string, string>();
  for (const table of all)
    tables.set(table.name, table.counted ? String(writes.get(table.name) ?? 0) : digestOf(db, table, writes));
  return { changes, schema, tables };
}

/** The tables changed between two snapshots (every one when the schema moved: a reset). */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  if (before === after) return [];
  if (before.schema !== after.schema) return ['(the schema)'];
  const names = new Set([...before.tables.keys(), ...after.tables.keys()]);
  return [...names].filter((name) => before.tables.get(name) !== after.tables.get(name)).sort();
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
