import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getMeta, setMeta } from '../../harness/server/infra/meta.js';
import { verifyPassword } from '../../harness/server/platform/passwords.js';
import { MIGRATIONS, SCHEMA_VERSION } from '../../harness/server/schema/index.js';
import { type Migration, migrate, openDb, schemaVersion } from '../../harness/server/schema/migrate.js';
import { SEED_VERSION, seedDatabase, seedIfLagging, seedLags } from '../../harness/server/seed/index.js';
import { startTestServer } from './helpers.js';

const Schema = suite('schema migrations');

type Db = Database.Database;
const count = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const columns = (db: Db, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);

/** A next migration, as a later change would add one: a column with a default, filled in. */
const addNote: Migration = {
  version: SCHEMA_VERSION + 1,
  description: 'readers get a desk note',
  up: (db) => {
    db.exec("ALTER TABLE readers ADD COLUMN note TEXT NOT NULL DEFAULT ''");
    db.exec("UPDATE readers SET note = lower(rdrno) || ' note'");
  },
};

Schema('a new database gets every migration and records the version', () => {
  const db = openDb(':memory:');
  assert.is(schemaVersion(db), SCHEMA_VERSION);
  assert.is(getMeta(db, 'schema_version'), String(SCHEMA_VERSION));
  assert.ok(columns(db, 'readers').includes('rdrno'));
  assert.equal(migrate(db), { from: SCHEMA_VERSION, to: SCHEMA_VERSION }, 'nothing left to run');
  db.close();
});

Schema('a seeded database at version N gets migration N+1 with its rows kept', () => {
  const db = openDb(':memory:');
  seedDatabase(db, { scale: 'small' });
  const before = { readers: count(db, 'readers'), loans: count(db, 'loans'), books: count(db, 'books') };
  db.prepare("UPDATE readers SET phone = '13900000000' WHERE rdrno = 'DEMO0001'").run();

  assert.equal(migrate(db, [...MIGRATIONS, addNote]), { from: SCHEMA_VERSION, to: SCHEMA_VERSION + 1 });
  assert.is(schemaVersion(db), SCHEMA_VERSION + 1);
  assert.equal({ readers: count(db, 'readers'), loans: count(db, 'loans'), books: count(db, 'books') }, before);
  const demo = db.prepare("SELECT phone, note FROM readers WHERE rdrno = 'DEMO0001'").get();
  assert.equal(demo, { phone: '13900000000', note: 'demo0001 note' });
  assert.ok(getMeta(db, 'seeded_at'), 'still the seeded database');
  db.close();
});

Schema('migration 3 keeps reservations and fines: active is queued, reasons become codes', () => {
  const db = new Database(':memory:');
  migrate(db, MIGRATIONS.slice(0, 2));
  db.prepare(
    "INSERT INTO reservations (rdrno, bookrecno, libcode, reservedate, enddate) VALUES ('R1', 1, 'SXLIB', '2024-01-01', '2024-03-01')",
  ).run();
  const fine = db.prepare("INSERT INTO fines (rdrno, amount, reason, createdate, paid) VALUES ('R1', ?, ?, ?, ?)");
  fine.run(150, '过期罚款', '2024-01-02', 0);
  fine.run(2280, '图书污损赔偿', '2024-01-03', 1);
  fine.run(3000, '丢失赔偿', '2024-01-04', 0);
  migrate(db, MIGRATIONS.slice(0, 3));
  assert.is(db.prepare('SELECT state FROM reservations').pluck().get(), 'queued');
  assert.equal(db.prepare('SELECT reason, days, paid, paiddate FROM fines ORDER BY id').all(), [
    { reason: 'overdue', days: 15, paid: 0, paiddate: null },
    { reason: 'damaged', days: 0, paid: 1, paiddate: '2024-01-03' },
    { reason: 'lost', days: 0, paid: 0, paiddate: null },
  ]);
  assert.ok(columns(db, 'fine_orders').includes('prepayid'));
  db.close();
});

/** A database at version `version` (migrations 1..version, no seed). */
function atVersion(version: number): Db {
  const db = new Database(':memory:');
  migrate(db, MIGRATIONS.slice(0, version));
  return db;
}

const LOAN =
  "INSERT INTO loans (rdrno, barcode, bookrecno, loandate, returndate, libcode) VALUES ('R1', 'B1', 1, '2024-01-01', '2024-02-01', 'SXLIB')";

Schema('migration 8 keeps the loans, each made and returned at the desk', () => {
  const db = atVersion(7);
  db.exec(LOAN);
  assert.equal(migrate(db), { from: 7, to: SCHEMA_VERSION });
  assert.equal(db.prepare('SELECT rdrno, lentvia, returnedvia FROM loans').all(), [
    { rdrno: 'R1', lentvia: 'desk', returnedvia: null },
  ]);
  assert.is(count(db, 'transfers'), 0);
  db.close();
});

Schema('migration 9 keeps the points log: dated entries timed, a binding entry marked as one', () => {
  const db = atVersion(8);
  const entry = db.prepare('INSERT INTO points_log (rdrno, points, reason, createdate) VALUES (?, ?, ?, ?)');
  entry.run('R1', 200, '绑定读者证', '2024-01-02');
  entry.run('R1', -50, '兑换礼品', '2024-01-03');
  assert.equal(migrate(db), { from: 8, to: SCHEMA_VERSION });
  assert.equal(db.prepare('SELECT points, kind, ref, createdate FROM points_log ORDER BY id').all(), [
    { points: 200, kind: 'bind', ref: 'R1', createdate: '2024-01-02 10:00:00' },
    { points: -50, kind: 'other', ref: null, createdate: '2024-01-03 10:00:00' },
  ]);
  db.close();
});

Schema('migrations change the schema only: the later ones add no rows to a seeded database', () => {
  // Migrations 5 on; 1–4 make the tables every seed needs.
  const db = atVersion(4);
  db.exec(LOAN);
  db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', '1700000000000')").run();
  const rows = () =>
    (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'bib_fts%'")
        .pluck()
        .all() as string[]
    )
      .filter((name) => !['meta', 'loans', 'sqlite_sequence'].includes(name))
      .map((name) => [name, count(db, name)])
      .filter(([, n]) => n !== 0);
  assert.equal(migrate(db), { from: 4, to: SCHEMA_VERSION });
  assert.equal(rows(), [], 'no seeded rows');
  assert.is(count(db, 'loans'), 1, 'the rows there are kept');
  db.close();
});

Schema('a database whose seed lags is seeded afresh, at its scale; a current one is kept', () => {
  const db = openDb(':memory:');
  assert.ok(seedLags(db), 'a fresh database lags');
  assert.ok(seedIfLagging(db, { scale: 'small', now: Date.UTC(2024, 5, 1) }));
  assert.is(getMeta(db, 'seed_version'), String(SEED_VERSION));
  assert.not.ok(seedLags(db));
  db.prepare("UPDATE readers SET phone = '13900000000' WHERE rdrno = 'DEMO0001'").run();
  assert.not.ok(seedIfLagging(db, { scale: 'full' }), 'current: kept');
  const phone = db.prepare("SELECT phone FROM readers WHERE rdrno = 'DEMO0001'").pluck();
  assert.is(phone.get(), '13900000000');

  setMeta(db, 'seed_version', String(SEED_VERSION - 1));
  assert.ok(seedLags(db));
  assert.ok(seedIfLagging(db, { scale: 'full' }));
  assert.is.not(phone.get(), '13900000000', 'reseeded');
  assert.is(getMeta(db, 'seed_scale'), 'small', 'at the scale it had');
  assert.is(count(db, 'books'), 800);
  db.prepare("DELETE FROM meta WHERE key = 'seed_version'").run();
  assert.ok(seedLags(db), 'a seed from before seed versions lags');
  db.close();
});

Schema('migration 2 hashes the card passwords a version-1 database kept as given', () => {
  const db = new Database(':memory:');
  migrate(db, MIGRATIONS.slice(0, 1));
  db.prepare(
    "INSERT INTO rdrno_bindings (openid, rdrno, password, libcode, remark, selected, authorizer_appid, created_at) VALUES ('o1', 'R1', '654321', 'L', '', 1, 'wx', 0)",
  ).run();
  assert.equal(migrate(db), { from: 1, to: SCHEMA_VERSION });
  assert.not.ok(columns(db, 'rdrno_bindings').includes('password'));
  assert.ok(columns(db, 'tokens').includes('openid'));
  const stored = db.prepare("SELECT password_hash FROM rdrno_bindings WHERE rdrno = 'R1'").pluck().get() as string;
  assert.match(stored, /^scrypt\$/);
  assert.ok(verifyPassword('654321', stored));
  assert.not.ok(verifyPassword('123456', stored));
  db.close();
});

Schema('only the pending migrations run, in order', () => {
  const ran: number[] = [];
  const step = (version: number, sql: string): Migration => ({
    version,
    description: `step ${version}`,
    up: (db) => {
      ran.push(version);
      db.exec(sql);
    },
  });
  const steps = [
    step(
      1,
      'CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)',
    ),
    step(2, "ALTER TABLE notes ADD COLUMN author TEXT NOT NULL DEFAULT '佚名'"),
    step(3, 'CREATE INDEX notes_author ON notes (author)'),
  ];
  const db = new Database(':memory:');
  migrate(db, steps.slice(0, 1));
  db.prepare('INSERT INTO notes (text) VALUES (?)').run('第一条');
  migrate(db, steps);
  assert.equal(ran, [1, 2, 3]);
  assert.equal(db.prepare('SELECT text, author FROM notes').all(), [{ text: '第一条', author: '佚名' }]);
  assert.is(schemaVersion(db), 3);
  db.close();
});

Schema('a failing migration leaves the database as it was', () => {
  const db = openDb(':memory:');
  seedDatabase(db, { scale: 'small' });
  const broken: Migration = {
    version: SCHEMA_VERSION + 2,
    description: 'broken',
    up: (d) => d.exec('ALTER TABLE nowhere ADD COLUMN x TEXT'),
  };
  assert.throws(() => migrate(db, [...MIGRATIONS, addNote, broken]));
  assert.is(schemaVersion(db), SCHEMA_VERSION);
  assert.not.ok(columns(db, 'readers').includes('note'), 'the migration before the broken one was rolled back too');
  db.close();
});

Schema('a database from newer code is refused, not touched', () => {
  const db = openDb(':memory:');
  migrate(db, [...MIGRATIONS, addNote]);
  assert.throws(
    () => migrate(db),
    new RegExp(`数据库结构版本 ${SCHEMA_VERSION + 1} 比本程序支持的 ${SCHEMA_VERSION} 新`),
  );
  assert.is(schemaVersion(db), SCHEMA_VERSION + 1);
  db.close();
});

Schema('misnumbered migrations are a programming error', () => {
  const db = new Database(':memory:');
  assert.throws(() => migrate(db, [{ ...addNote, version: 5 }]), /numbered 5/);
  assert.is(schemaVersion(db), 0);
  db.close();
});

Schema('a restarted server keeps its data; a reset reseeds at the latest version', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'harness-db-'));
  const dbPath = join(dir, 'harness.db');
  try {
    const first = await startTestServer({ dbPath });
    const seededAt = getMeta(first.db, 'seeded_at');
    first.db.prepare("UPDATE readers SET phone = '13900000000' WHERE rdrno = 'DEMO0001'").run();
    await first.close();

    const second = await startTestServer({ dbPath });
    assert.is(getMeta(second.db, 'seeded_at'), seededAt, 'not reseeded');
    const phone = second.db.prepare("SELECT phone FROM readers WHERE rdrno = 'DEMO0001'").get() as { phone: string };
    assert.is(phone.phone, '13900000000');

    seedDatabase(second.db, { scale: 'small' });
    assert.is(schemaVersion(second.db), SCHEMA_VERSION);
    const reset = second.db.prepare("SELECT phone FROM readers WHERE rdrno = 'DEMO0001'").get() as { phone: string };
    assert.is.not(reset.phone, '13900000000');
    await second.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

Schema.run();
