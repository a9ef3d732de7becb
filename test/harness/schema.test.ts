import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openDb } from '../../harness/server/infra/db.js';
import { verifyPassword } from '../../harness/server/platform/passwords.js';
import { MIGRATIONS, SCHEMA_VERSION } from '../../harness/server/schema/index.js';
import { getMeta } from '../../harness/server/schema/meta.js';
import { type Migration, migrate, schemaVersion } from '../../harness/server/schema/migrate.js';
import { seedDatabase } from '../../harness/server/seed/index.js';
import { startTestServer } from './helpers.js';

/** What migrations 8–17 added, taken out again (to rewind a seeded database). */
const UNDO_17 = 'ALTER TABLE libraries DROP COLUMN pickupshelf; ALTER TABLE reservations DROP COLUMN pickupcode;';
const UNDO_16 = 'DROP TABLE password_failures; DROP TABLE qrcode_uses;';
const UNDO_15 = `DELETE FROM media_files WHERE kind IN ('banner', 'article');
  DROP TABLE eresources; DROP TABLE eresource_categories; DROP TABLE guide_categories; DROP TABLE banners;
  DROP TABLE articles; ALTER TABLE libraries DROP COLUMN hours; ALTER TABLE libraries DROP COLUMN hoursnote;
  ALTER TABLE libraries DROP COLUMN intro; ALTER TABLE libraries DROP COLUMN services;
  ALTER TABLE libraries DROP COLUMN floors;`;
const UNDO_14 = 'DROP TABLE work_votes; DROP TABLE works; DROP TABLE contests;';
const UNDO_13 = 'DROP TABLE photo_likes; DROP TABLE photos;';
const UNDO_12 = 'DROP TABLE media_files; DROP TABLE messages;';
const UNDO_8 =
  'DROP TABLE transfers; ALTER TABLE loans DROP COLUMN lentvia; ALTER TABLE loans DROP COLUMN returnedvia;';
const UNDO_11 = `DELETE FROM points_log WHERE kind IN ('redeem', 'refund') AND ref IS NOT NULL;
  DROP TABLE redemptions; DROP TABLE gifts; DROP TABLE gift_cata;`;
const UNDO_10 = 'DROP TABLE addresses;';
const UNDO_9 = `DROP INDEX points_once; DROP INDEX points_log_order;
  ALTER TABLE points_log DROP COLUMN kind; ALTER TABLE points_log DROP COLUMN ref;`;

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

Schema('migration 7 gives a database seeded before it categories, suggestions and a loan history', () => {
  const db = openDb(':memory:');
  seedDatabase(db, { scale: 'small' });
  const personaLoans = () =>
    db
      .prepare("SELECT id, rdrno, barcode, loandate, returned_at FROM loans WHERE rdrno NOT LIKE 'SX7%' ORDER BY id")
      .all();
  const before = JSON.stringify(personaLoans());
  // Back to version 6: what migrations 7–9 and their part of the seed added, taken out again.
  db.exec(`${UNDO_17} ${UNDO_16} ${UNDO_15} ${UNDO_14} ${UNDO_13} ${UNDO_12} ${UNDO_11} ${UNDO_10} ${UNDO_9} ${UNDO_8}
    DROP TABLE recommend_bib; DROP TABLE recommend_cata; DROP TABLE suggestions;
    DROP INDEX loans_open_copy; DROP INDEX loans_ranking;
    DELETE FROM loans WHERE rdrno LIKE 'SX7%'; DELETE FROM readers WHERE rdrno LIKE 'SX7%';
    UPDATE meta SET value = '6' WHERE key = 'schema_version';`);
  assert.equal(migrate(db), { from: 6, to: SCHEMA_VERSION });
  assert.is(count(db, 'recommend_cata'), 6);
  assert.ok(count(db, 'recommend_bib') >= 60);
  assert.equal(
    db.prepare("SELECT state FROM suggestions WHERE rdrno = 'SX100001' ORDER BY state").pluck().all(),
    [0, 1, 2, 3],
  );
  const history = db.prepare("SELECT count(*) FROM loans WHERE rdrno LIKE 'SX7%' AND returned_at IS NOT NULL").pluck();
  assert.ok((history.get() as number) > 3000);
  assert.is(JSON.stringify(personaLoans()), before, "the personas' loans are as they were");
  db.close();
});

Schema('migration 8 keeps a seeded database’s loans, each made and returned at the desk', () => {
  const db = openDb(':memory:');
  seedDatabase(db, { scale: 'small' });
  db.exec(
    `${UNDO_17} ${UNDO_16} ${UNDO_15} ${UNDO_14} ${UNDO_13} ${UNDO_12} ${UNDO_11} ${UNDO_10} ${UNDO_9} ${UNDO_8} UPDATE meta SET value = '7' WHERE key = 'schema_version';`,
  );
  const loans = count(db, 'loans');
  assert.equal(migrate(db), { from: 7, to: SCHEMA_VERSION });
  assert.is(count(db, 'loans'), loans);
  assert.equal(db.prepare('SELECT DISTINCT lentvia FROM loans').pluck().all(), ['desk']);
  assert.equal(db.prepare('SELECT DISTINCT returnedvia FROM loans').pluck().all(), [null]);
  assert.is(count(db, 'transfers'), 0);
  db.close();
});

Schema('migration 9 keeps the points log: dated entries timed, a binding entry marked as one', () => {
  const db = openDb(':memory:');
  seedDatabase(db, { scale: 'small' });
  db.exec(`${UNDO_17} ${UNDO_16} ${UNDO_15} ${UNDO_14} ${UNDO_13} ${UNDO_12} ${UNDO_11} ${UNDO_10} ${UNDO_9} UPDATE points_log SET createdate = substr(createdate, 1, 10);
    UPDATE meta SET value = '8' WHERE key = 'schema_version';`);
  const balance = () => db.prepare("SELECT SUM(points) FROM points_log WHERE rdrno = 'SX100001'").pluck().get();
  const before = balance();
  assert.equal(migrate(db), { from: 8, to: SCHEMA_VERSION });
  assert.is(balance(), before);
  const bind = db
    .prepare("SELECT kind, ref, createdate FROM points_log WHERE rdrno = 'SX100001' AND points = 200")
    .get() as { kind: string; ref: string; createdate: string };
  assert.equal([bind.kind, bind.ref], ['bind', 'SX100001']);
  assert.match(bind.createdate, /^\d{4}-\d{2}-\d{2} 10:00:00$/);
  db.close();
});

Schema("migration 15 gives a database seeded before it the published content and the libraries' details", () => {
  const db = openDb(':memory:');
  seedDatabase(db, { scale: 'small' });
  const fresh = {
    notices: db.prepare("SELECT title FROM articles WHERE kind = 'notice' ORDER BY id").pluck().all(),
    hours: db.prepare('SELECT code, hours FROM libraries ORDER BY sortnum').all(),
  };
  db.exec(`${UNDO_17} ${UNDO_16} ${UNDO_15} UPDATE meta SET value = '14' WHERE key = 'schema_version';`);
  const loans = count(db, 'loans');
  assert.equal(migrate(db), { from: 14, to: SCHEMA_VERSION });
  assert.is(count(db, 'loans'), loans);
  assert.equal(db.prepare("SELECT title FROM articles WHERE kind = 'notice' ORDER BY id").pluck().all(), fresh.notices);
  assert.equal(db.prepare('SELECT code, hours FROM libraries ORDER BY sortnum').all(), fresh.hours);
  assert.is(count(db, 'banners'), 3);
  assert.is(count(db, 'guide_categories'), 5);
  assert.is(db.prepare("SELECT COUNT(*) FROM media_files WHERE kind = 'banner'").pluck().get(), 3);
  db.close();
});

Schema('migration 16 adds the password attempts and the used QR codes, keeping the rows', () => {
  const db = openDb(':memory:');
  seedDatabase(db, { scale: 'small' });
  db.exec(`${UNDO_17} ${UNDO_16} UPDATE meta SET value = '15' WHERE key = 'schema_version';`);
  const readers = count(db, 'readers');
  assert.equal(migrate(db), { from: 15, to: SCHEMA_VERSION });
  assert.is(count(db, 'readers'), readers);
  assert.equal(columns(db, 'password_failures'), ['id', 'subject', 'at']);
  assert.equal(columns(db, 'qrcode_uses'), ['payload', 'rdrno', 'used_at']);
  db.close();
});

Schema('migration 17 gives a database seeded before it the pickup shelves and a code for each ready one', () => {
  const db = openDb(':memory:');
  seedDatabase(db, { scale: 'small' });
  const ready = "SELECT id, pickupcode FROM reservations WHERE state = 'ready' ORDER BY id";
  const fresh = {
    shelves: db.prepare('SELECT code, pickupshelf FROM libraries').all(),
    codes: db.prepare(ready).all(),
  };
  assert.ok(fresh.codes.length > 0);
  db.exec(`${UNDO_17} UPDATE meta SET value = '16' WHERE key = 'schema_version';`);
  assert.equal(migrate(db), { from: 16, to: SCHEMA_VERSION });
  assert.equal(db.prepare('SELECT code, pickupshelf FROM libraries').all(), fresh.shelves);
  assert.equal(db.prepare(ready).all(), fresh.codes, 'the same codes as a fresh seed');
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
