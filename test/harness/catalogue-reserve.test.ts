/** /v1/elib addReserve, hot search keys, new books and the loan ranking, against the in-process harness. */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { cstDateOffset } from '../../harness/server/infra/util.js';
import { checksum } from './fuzz/snapshot.js';
import { type Client, harnessSuite } from './helpers.js';

const Catalogue = harnessSuite('catalogue: reserving and lists');

const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);

type Db = import('better-sqlite3').Database;

/** Titles with copies at `libcode`, none of them on the shelf there, that `rdrno` neither has nor reserved. */
function reservable(db: Db, rdrno: string, libcode: string, limit: number): number[] {
  return db
    .prepare(
      `SELECT b.bookrecno FROM books b
       WHERE EXISTS (SELECT 1 FROM holdings h WHERE h.bookrecno = b.bookrecno AND h.curlib = @libcode AND h.state = 2)
         AND NOT EXISTS (SELECT 1 FROM holdings h WHERE h.bookrecno = b.bookrecno AND h.curlib = @libcode AND h.state = 1)
         AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.bookrecno = b.bookrecno AND l.rdrno = @rdrno AND l.returned_at IS NULL)
         AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.bookrecno = b.bookrecno)
       ORDER BY b.bookrecno LIMIT @limit`,
    )
    .pluck()
    .all({ rdrno, libcode, limit }) as number[];
}

Catalogue('addReserve: every refusal says why and changes nothing', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const one = (sql: string) => String(db.prepare(sql).pluck().get());
  const onShelf = one(
    `SELECT bookrecno FROM holdings WHERE curlib = 'SXLIB' AND state = 1
     AND bookrecno NOT IN (SELECT bookrecno FROM reservations)
     AND bookrecno NOT IN (SELECT bookrecno FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL) LIMIT 1`,
  );
  const noCopyHere = one(
    `SELECT b.bookrecno FROM books b WHERE EXISTS (SELECT 1 FROM holdings h WHERE h.bookrecno = b.bookrecno AND h.state = 2)
     AND NOT EXISTS (SELECT 1 FROM holdings h WHERE h.bookrecno = b.bookrecno AND h.curlib = 'SXLIB-ET' AND h.state IN (1, 2)) LIMIT 1`,
  );
  const noneCirculate = one(
    'SELECT bookrecno FROM books b WHERE NOT EXISTS (SELECT 1 FROM holdings h WHERE h.bookrecno = b.bookrecno AND h.state IN (1, 2)) LIMIT 1',
  );
  const borrowed = one("SELECT bookrecno FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL LIMIT 1");
  const reserved = one("SELECT bookrecno FROM reservations WHERE rdrno = 'SX100001' AND state = 'queued' LIMIT 1");
  const [free] = reservable(db, 'SX100001', 'SXLIB', 1);
  const cases: [Client, Record<string, string>, string][] = [
    [reader, { bookrecno: onShelf, libcode: 'SXLIB' }, '该书在书香市图书馆有在架图书，请直接到馆借阅'],
    [
      reader,
      { bookrecno: noCopyHere, libcode: 'SXLIB-ET' },
      '书香市少年儿童图书馆没有该书的可借馆藏，请选择其他取书馆',
    ],
    [reader, { bookrecno: noneCirculate, libcode: 'SXLIB' }, '该书暂无可借馆藏，不能预约'],
    [reader, { bookrecno: borrowed, libcode: 'SXLIB' }, '您已借阅该书，不能预约'],
    [reader, { bookrecno: reserved, libcode: 'SXLIB' }, '已预约该书，请勿重复预约'],
    [reader, { bookrecno: '99999999', libcode: 'SXLIB' }, '书目不存在'],
    [reader, { bookrecno: 'abc', libcode: 'SXLIB' }, '书目记录号 bookrecno 格式错误'],
    [reader, { bookrecno: String(free), libcode: 'NOPE' }, '图书馆代码不存在'],
    [reader, { bookrecno: String(free) }, '缺少参数：取书馆'],
    [
      await ctx.as('lostcard'),
      { rdrno: 'SX300001', bookrecno: String(free), libcode: 'SXLIB' },
      '读者证已挂失，请先到馆办理',
    ],
    [
      await ctx.as('fined'),
      { rdrno: 'SX500001', bookrecno: String(free), libcode: 'SXLIB' },
      '未缴罚款超过限额，请先缴纳',
    ],
  ];
  for (const [client, params, message] of cases) {
    const before = checksum(db);
    const body = await elib(client, 'addReserve', { rdrno: 'SX100001', ...params });
    assert.equal([body.status, body.message], ['1', message], JSON.stringify(params));
    assert.is(checksum(db), before, message);
  }
  const before = checksum(db);
  const foreign = await elib(reader, 'addReserve', { rdrno: 'SX200002', bookrecno: String(free), libcode: 'SXLIB' });
  assert.is(foreign.status, '403');
  assert.is(checksum(db), before);
});

Catalogue('addReserve: a queued reservation as listed, then the reader type limit', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const [first, second] = reservable(db, 'SX100001', 'SXLIB', 2);
  const body = await elib(reader, 'addReserve', { rdrno: 'SX100001', bookrecno: String(first), libcode: 'SXLIB' });
  assert.equal([body.status, body.message], ['0', '预约成功']);
  const row = body.rows[0];
  assert.equal(
    [row.bookrecno, row.libcode, row.libname, row.state, row.statename, row.queue, row.reservedate],
    [first, 'SXLIB', '书香市图书馆', 'queued', '排队中', 1, cstDateOffset(Date.now(), 0)],
  );
  const listed = await elib(reader, 'listRdrCurReserves', { rdrno: 'SX100001' });
  assert.equal(
    listed.rows.find((r: { reserveid: number }) => r.reserveid === row.reserveid),
    row,
  );
  // 普通读者 may hold 3: the seeded queued and ready ones, and this one.
  const before = checksum(db);
  const full = await elib(reader, 'addReserve', { rdrno: 'SX100001', bookrecno: String(second), libcode: 'SXLIB' });
  assert.equal([full.status, full.message], ['1', '最多同时预约3本']);
  assert.is(checksum(db), before);
});

Catalogue('addReserve: two at once by one reader for one title make one reservation', async (ctx) => {
  const { db } = ctx.server;
  const family = await ctx.as('multicard');
  const [title] = reservable(db, 'SX200002', 'SXLIB', 3).slice(-1);
  const params = { rdrno: 'SX200002', bookrecno: String(title), libcode: 'SXLIB' };
  const answers = await Promise.all([elib(family, 'addReserve', params), elib(family, 'addReserve', params)]);
  assert.equal(answers.map((a) => a.status).sort(), ['0', '1']);
  assert.ok(answers.some((a) => a.message === '已预约该书，请勿重复预约'));
  const count = db.prepare("SELECT count(*) FROM reservations WHERE rdrno = 'SX200002' AND bookrecno = ?").pluck();
  assert.is(count.get(title), 1);
});

Catalogue('getHotSearckKey: the seeded history, and searches made count (first pages only)', async (ctx) => {
  const seeded = await elib(ctx.client, 'getHotSearckKey', {});
  assert.is(seeded.status, '0');
  assert.is(seeded.rows.length, 10);
  assert.equal(seeded.rows[0].keyword, '三体');
  const counts = seeded.rows.map((r: { count: number }) => r.count);
  assert.equal(
    counts,
    [...counts].sort((a: number, b: number) => b - a),
  );
  for (const page of ['1', '1', '2', '1']) {
    await elib(ctx.client, 'listBib', { searchtype: 'author', q: ' 曹雪芹 ', page, rows: '1' });
  }
  const hot = await elib(ctx.client, 'getHotSearckKey', { rows: '50' });
  const mine = hot.rows.find((r: { keyword: string }) => r.keyword === '曹雪芹');
  assert.equal(mine, { keyword: '曹雪芹', searchtype: 'author', count: 3 });
  assert.is((await elib(ctx.client, 'getHotSearckKey', { rows: '51' })).message, '条数 rows 须为 1 到 50 的整数');
});

Catalogue('listNewBib and getNewBookTop: catalogued in the last 90 days, newest first', async (ctx) => {
  const { db } = ctx.server;
  const since = cstDateOffset(Date.now(), -90);
  const expected = db.prepare('SELECT count(*) FROM books WHERE catalogdate > ?').pluck().get(since) as number;
  const body = await elib(ctx.client, 'listNewBib', { rows: '100' });
  assert.is(body.status, '0');
  assert.ok(expected > 0);
  assert.is(body.total, expected);
  const dates = body.rows.map((r: { catalogdate: string }) => r.catalogdate);
  assert.equal(dates, [...dates].sort().reverse());
  assert.ok(dates.every((d: string) => d > since));
  const top = await elib(ctx.client, 'getNewBookTop', { rows: '5' });
  assert.equal(
    top.rows.map((r: { bookrecno: number }) => r.bookrecno),
    body.rows.slice(0, 5).map((r: { bookrecno: number }) => r.bookrecno),
  );
  const lib = await elib(ctx.client, 'listNewBib', { libcode: 'SXLIB-ET' });
  assert.ok(lib.total < body.total);
});

Catalogue('listRdrBibloanTop: most borrowed first, ranked, by period and library', async (ctx) => {
  const { db } = ctx.server;
  const today = cstDateOffset(Date.now(), 0);
  const copy = db.prepare("SELECT barcode, bookrecno FROM holdings WHERE curlib = 'SXLIB-HX' LIMIT 1").get() as {
    barcode: string;
    bookrecno: number;
  };
  const insert = db.prepare(
    `INSERT INTO loans (rdrno, barcode, bookrecno, loandate, returndate, renewcount, libcode, returned_at)
     VALUES ('DEMO0001', ?, ?, ?, ?, 0, 'SXLIB-HX', ?)`,
  );
  // The seeded history is busy: lend this copy more than the month's most borrowed title.
  const lead = (await elib(ctx.client, 'listRdrBibloanTop', {})).rows[0]?.loancount ?? 0;
  for (let i = 0; i < lead + 3; i++) insert.run(copy.barcode, copy.bookrecno, today, today, today);
  // And more than that library's most borrowed title of the year, 200 days ago.
  const yearLead =
    (await elib(ctx.client, 'listRdrBibloanTop', { period: '365', libcode: 'SXLIB-HX', rows: '1' })).rows[0]
      ?.loancount ?? 0;
  const longAgo = cstDateOffset(Date.now(), -200);
  for (let i = 0; i <= yearLead; i++) insert.run(copy.barcode, copy.bookrecno, longAgo, today, today);
  const month = await elib(ctx.client, 'listRdrBibloanTop', {});
  assert.is(month.status, '0');
  assert.equal([month.rows[0].bookrecno, month.rows[0].rank], [copy.bookrecno, 1]);
  assert.ok(month.rows[0].loancount >= lead + 3);
  const counts = month.rows.map((r: { loancount: number }) => r.loancount);
  assert.equal(
    counts,
    [...counts].sort((a: number, b: number) => b - a),
  );
  month.rows.forEach((r: { rank: number; loancount: number }, i: number) => {
    assert.is(r.rank, i === 0 || r.loancount !== counts[i - 1] ? i + 1 : month.rows[i - 1].rank);
  });
  const counted = (days: number) =>
    db
      .prepare("SELECT count(*) FROM loans WHERE bookrecno = ? AND libcode = 'SXLIB-HX' AND loandate >= ?")
      .pluck()
      .get(copy.bookrecno, cstDateOffset(Date.now(), -(days - 1)));
  const year = await elib(ctx.client, 'listRdrBibloanTop', { period: '365', libcode: 'SXLIB-HX', rows: '5' });
  assert.equal([year.rows[0].bookrecno, year.rows[0].loancount], [copy.bookrecno, counted(365)]);
  assert.ok((counted(365) as number) > (counted(30) as number), 'the loans 200 days ago count in the year');
  assert.ok(year.rows.length <= 5);
  assert.is(
    (await elib(ctx.client, 'listRdrBibloanTop', { period: '7' })).message,
    '统计周期 period 须为 30、90 或 365',
  );
});

Catalogue.run();
