/** infra/db's statement cache: one statement per connection and SQL, handed out with rows as asked. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSqlite, prepare, scalar, select } from '../../harness/server/infra/db.js';

const Statements = suite('statement cache');

function db() {
  const made = openSqlite(':memory:');
  made.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('甲'), ('乙')");
  return made;
}

Statements('the same SQL on one connection is prepared once; another connection gets its own', () => {
  const one = db();
  const two = db();
  const sql = 'SELECT name FROM t ORDER BY id';
  assert.is(prepare(one, sql), prepare(one, sql));
  assert.is.not(prepare(one, sql), prepare(two, sql));
  assert.is.not(prepare(one, sql), prepare(one, `${sql} DESC`));
});

Statements('a statement plucked or raw before comes back giving whole rows', () => {
  const conn = db();
  const sql = 'SELECT id, name FROM t ORDER BY id';
  assert.equal(select<{ id: number; name: string }>(conn, sql).pluck().all(), [1, 2]);
  assert.equal(select(conn, sql).raw().all(), [
    [1, '甲'],
    [2, '乙'],
  ]);
  assert.equal(select(conn, sql).all(), [
    { id: 1, name: '甲' },
    { id: 2, name: '乙' },
  ]);
  assert.is(scalar<string>(conn, 'SELECT name FROM t WHERE id = ?', 2), '乙');
  assert.equal(select(conn, 'SELECT name FROM t WHERE id = ?').get(2), { name: '乙' });
});

Statements('writes through a cached statement, and a table made again after the statement was', () => {
  const conn = db();
  const insert = 'INSERT INTO t (name) VALUES (?)';
  prepare(conn, insert).run('丙');
  prepare(conn, insert).run('丁');
  assert.is(scalar<number>(conn, 'SELECT COUNT(*) FROM t'), 4);
  // A reset drops and makes the tables again: the cached statement runs against the new table.
  conn.exec('DROP TABLE t; CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, note TEXT)');
  prepare(conn, insert).run('戊');
  assert.equal(select(conn, 'SELECT id, name FROM t ORDER BY id').all(), [{ id: 1, name: '戊' }]);
});

Statements.run();
