/** /v1/elib catalogue search against the in-process harness: each type, short queries, ISBN forms, filters, paging. */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { isbn10Check } from '../../harness/server/ils/search/query.js';
import { checksum } from './fuzz/snapshot.js';
import { type Client, harnessSuite } from './helpers.js';

const Search = harnessSuite('catalogue search');

const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);

type Row = { bookrecno: number; title: string; pubdate: string; onshelf: number; total: number };
type Book = {
  bookrecno: number;
  title: string;
  author: string;
  subject: string;
  publisher: string;
  classno: string;
  isbn: string;
};

const book1 = (ctx: { server: { db: import('better-sqlite3').Database } }) =>
  ctx.server.db.prepare('SELECT * FROM books WHERE bookrecno = 1').get() as Book;

Search('a known title is found by every search type', async (ctx) => {
  const b = book1(ctx);
  assert.is(b.title, '红楼梦');
  const isbn10 = b.isbn.slice(3, 12) + isbn10Check(b.isbn.slice(3, 12));
  const hyphens = `${b.isbn.slice(0, 3)}-${b.isbn.slice(3, 4)}-${b.isbn.slice(4, 8)}-${b.isbn.slice(8, 12)}-${b.isbn[12]}`;
  const cases: [string, string][] = [
    ['keyword', '红楼梦'],
    ['title', '红楼'],
    ['author', '曹雪芹'],
    ['subject', b.subject.slice(0, 2)],
    ['publish', b.publisher],
    ['classno', b.classno.slice(0, 3)],
    ['isbn', b.isbn],
    ['isbn', hyphens],
    ['isbn', isbn10],
    ['keyword', hyphens],
  ];
  for (const [searchtype, q] of cases) {
    const body = await elib(ctx.client, 'listBib', { searchtype, q, rows: '100' });
    assert.is(body.status, '0', `${searchtype} ${q}: ${body.message}`);
    assert.ok(
      body.rows.some((r: Row) => r.bookrecno === 1),
      `${searchtype} ${q} finds 红楼梦 (${body.total} matches)`,
    );
  }
  const exact = await elib(ctx.client, 'listBib', { searchtype: 'keyword', q: '红楼梦' });
  assert.is(exact.rows[0].bookrecno, 1, 'the exact title first');
  assert.equal(Object.keys(exact.rows[0]).sort(), [
    'author',
    'bookrecno',
    'callno',
    'classno',
    'isbn',
    'onshelf',
    'pubdate',
    'publisher',
    'title',
    'total',
  ]);
});

Search('one- and two-character queries find exactly the titles that contain them', async (ctx) => {
  const { db } = ctx.server;
  for (const q of ['海', '三体', '中国', '史', '小说']) {
    const expected = db.prepare('SELECT count(*) FROM books WHERE instr(title, ?) > 0').pluck().get(q) as number;
    const body = await elib(ctx.client, 'listBib', { searchtype: 'title', q, rows: '100' });
    assert.is(body.total, expected, `title ${q}`);
    for (const row of body.rows as Row[]) assert.ok(row.title.includes(q), `${row.title} contains ${q}`);
    const any = db
      .prepare(
        `SELECT count(*) FROM books WHERE instr(title, @q) > 0 OR instr(author, @q) > 0
         OR instr(subject, @q) > 0 OR instr(publisher, @q) > 0`,
      )
      .pluck()
      .get({ q }) as number;
    const keyword = await elib(ctx.client, 'listBib', { searchtype: 'keyword', q });
    assert.is(keyword.total, any, `keyword ${q}`);
  }
});

Search('filters: a library, copies on the shelf; counts per the filter', async (ctx) => {
  const { db } = ctx.server;
  const q = '中国';
  const onshelf = await elib(ctx.client, 'listBib', { searchtype: 'keyword', q, onshelf: '1', rows: '100' });
  const all = await elib(ctx.client, 'listBib', { searchtype: 'keyword', q });
  assert.ok(onshelf.total > 0 && onshelf.total < all.total, `${onshelf.total} of ${all.total}`);
  for (const row of onshelf.rows as Row[]) assert.ok(row.onshelf > 0, `${row.title} on the shelf`);
  const lib = await elib(ctx.client, 'listBib', { searchtype: 'keyword', q, libcode: 'SXLIB-CN', rows: '100' });
  assert.ok(lib.total > 0 && lib.total < all.total);
  const atLib = db.prepare(
    "SELECT count(*) FROM holdings WHERE bookrecno = ? AND curlib = 'SXLIB-CN' AND state IN (1, 2)",
  );
  const shelfAtLib = db.prepare(
    "SELECT count(*) FROM holdings WHERE bookrecno = ? AND curlib = 'SXLIB-CN' AND state = 1",
  );
  for (const row of lib.rows as Row[]) {
    assert.ok((atLib.pluck().get(row.bookrecno) as number) > 0, `${row.title} at 城南`);
    assert.is(row.onshelf, shelfAtLib.pluck().get(row.bookrecno), 'onshelf counts the filtered library');
  }
  const bad = await elib(ctx.client, 'listBib', { searchtype: 'keyword', q, libcode: 'NOPE' });
  assert.equal([bad.status, bad.message], ['1', '图书馆代码不存在']);
});

Search('the filters follow the copies: a copy back on the shelf is found at once', async (ctx) => {
  const { db } = ctx.server;
  const copy = db
    .prepare(
      `SELECT h.barcode, b.isbn FROM holdings h JOIN books b ON b.bookrecno = h.bookrecno WHERE h.state = 2
       AND NOT EXISTS (SELECT 1 FROM holdings o WHERE o.bookrecno = h.bookrecno AND o.state = 1) LIMIT 1`,
    )
    .get() as { barcode: string; isbn: string };
  const find = () => elib(ctx.client, 'listBib', { searchtype: 'isbn', q: copy.isbn, onshelf: '1' });
  assert.is((await find()).total, 0);
  db.prepare('UPDATE holdings SET state = 1 WHERE barcode = ?').run(copy.barcode);
  const found = await find();
  assert.equal([found.total, found.rows[0]?.onshelf], [1, 1]);
  db.prepare('UPDATE holdings SET state = 2 WHERE barcode = ?').run(copy.barcode);
  assert.is((await find()).total, 0);
});

Search('paging: pages do not overlap and the total counts every match; newest sorts by date', async (ctx) => {
  const get = (params: Record<string, string>) =>
    elib(ctx.client, 'listBib', { searchtype: 'keyword', q: '史', ...params });
  const [p1, p2, ten] = await Promise.all([get({ rows: '5' }), get({ rows: '5', page: '2' }), get({ rows: '10' })]);
  assert.is(p1.total, ten.total);
  assert.is(p2.total, ten.total);
  assert.equal(
    [...p1.rows, ...p2.rows].map((r: Row) => r.bookrecno),
    ten.rows.map((r: Row) => r.bookrecno),
  );
  const past = await get({ page: String(Math.ceil(ten.total / 20) + 1) });
  assert.equal([past.status, past.rows.length, past.total], ['0', 0, ten.total]);
  const newest = await get({ sort: 'newest', rows: '50' });
  const dates = newest.rows.map((r: Row) => r.pubdate);
  assert.equal(dates, [...dates].sort().reverse());
});

Search('bad input: Chinese messages, nothing recorded', async (ctx) => {
  const cases: [Record<string, string>, string][] = [
    [{}, '缺少参数：检索词'],
    [{ q: '书'.repeat(101) }, '检索词不能超过100个字'],
    [
      { q: 'x', searchtype: 'all' },
      '检索类型 searchtype 须为 keyword、title、isbn、author、subject、publish 或 classno',
    ],
    [{ q: 'x', rows: '500' }, '每页条数 rows 须为 1 到 100 的整数'],
    [{ q: 'x', page: 'two' }, '页码 page 须为正整数'],
    [{ q: '978-7-02-000220-8', searchtype: 'isbn' }, 'ISBN 校验位不正确，请核对后重试'],
    [{ q: '"*()-' }, '检索词须包含文字或数字'],
  ];
  for (const [params, message] of cases) {
    const before = checksum(ctx.server.db);
    const body = await elib(ctx.client, 'listBib', params);
    assert.equal([body.status, body.message], ['1', message]);
    assert.is(checksum(ctx.server.db), before, message);
  }
  const hostile = await elib(ctx.client, 'listBib', { q: '红楼" OR NEAR(梦 * -x) {title}:' });
  assert.is(hostile.status, '0', hostile.message);
});

Search('bibPage: the whole record; unknown and malformed numbers refused', async (ctx) => {
  const body = await elib(ctx.client, 'bibPage', { bookrecno: '1' });
  assert.is(body.status, '0');
  const row = body.rows[0];
  assert.equal([row.bookrecno, row.title], [1, '红楼梦']);
  for (const key of ['pages', 'price', 'subject', 'summary', 'onshelf', 'total', 'callno']) assert.ok(key in row, key);
  // A stale link: the record does not exist (404 envelope, HTTP 200), not a failure to retry.
  const gone = await elib(ctx.client, 'bibPage', { bookrecno: '99999999' });
  assert.equal([gone.status, gone.message, gone.rows], ['404', '书目不存在', []]);
  assert.is((await elib(ctx.client, 'bibPage', { bookrecno: 'x1' })).status, '1', 'a malformed number is bad input');
  assert.equal((await elib(ctx.client, 'bibPage', { bookrecno: 'x1' })).message, '书目记录号 bookrecno 格式错误');
  assert.equal((await elib(ctx.client, 'bibPage', {})).message, '缺少参数：书目记录号');
});

Search('listHoldings: grouped by library then location, SPEC state names, due date while on loan', async (ctx) => {
  const { db } = ctx.server;
  const loan = db
    .prepare(
      "SELECT barcode, bookrecno, returndate FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL LIMIT 1",
    )
    .get() as { barcode: string; bookrecno: number; returndate: string };
  const body = await elib(ctx.client, 'listHoldings', { bookrecno: String(loan.bookrecno) });
  assert.is(body.status, '0');
  const names = ['在编', '在馆', '借出', '锁定', '丢失'];
  const order = ['SXLIB', 'SXLIB-CN', 'SXLIB-HX', 'SXLIB-ET'];
  let last = -1;
  for (const h of body.rows) {
    assert.is(h.statename, names[h.state]);
    assert.ok(order.indexOf(h.libcode) >= last, 'libraries in order');
    last = order.indexOf(h.libcode);
    if (h.state !== 2) assert.is(h.returndate, null);
  }
  const mine = body.rows.find((h: { barcode: string }) => h.barcode === loan.barcode);
  assert.equal([mine.state, mine.statename, mine.returndate], [2, '借出', loan.returndate]);
  const info = await elib(ctx.client, 'getHoldingInfo', { barcode: loan.barcode });
  assert.is(info.status, '0');
  const book = db.prepare('SELECT title, author, isbn FROM books WHERE bookrecno = ?').get(loan.bookrecno) as Book;
  assert.equal(
    [info.rows[0].title, info.rows[0].author, info.rows[0].isbn, info.rows[0].returndate],
    [book.title, book.author, book.isbn, loan.returndate],
  );
  assert.is((await elib(ctx.client, 'getHoldingInfo', { barcode: 'NOPE0001' })).message, '没有找到该条码的馆藏');
  const gone = await elib(ctx.client, 'listHoldings', { bookrecno: '99999999' });
  assert.equal([gone.status, gone.message], ['404', '书目不存在']);
});

Search.run();
