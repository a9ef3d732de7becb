/**
 * /v1/elib getHoldingInfo (one copy by its barcode) and listNewBib / getNewBookTop (the new books,
 * by period and library), against the in-process harness: what a caller gets, and bad input.
 */
import * as assert from 'uvu/assert';
import { cstDateOffset } from '../../harness/server/infra/util.js';
import { harnessSuite } from './helpers.js';

const Calls = harnessSuite('catalogue: one copy, new books');

Calls('getHoldingInfo: each copy as the library has it now, typed in any case', async (ctx) => {
  const { db } = ctx.server;
  const names = ['在编', '在馆', '借出', '锁定', '丢失'];
  for (const state of [1, 2, 4]) {
    const barcode = db.prepare('SELECT barcode FROM holdings WHERE state = ? LIMIT 1').pluck().get(state) as string;
    const typed = ` ${barcode.slice(0, 3).toLowerCase()} ${barcode.slice(3).toLowerCase()}`;
    const body = await ctx.client.elib('getHoldingInfo', { barcode: typed });
    assert.is(body.status, '0', barcode);
    const [copy] = body.rows;
    assert.equal([copy.barcode, copy.state, copy.statename], [barcode, state, names[state]]);
    assert.ok(copy.title && copy.libname && copy.curlocalname, 'title and place');
    if (state === 2) assert.match(copy.returndate, /^\d{4}-\d{2}-\d{2}$/);
    else assert.is(copy.returndate, null);
  }
});

Calls('getHoldingInfo: a missing, malformed or unknown barcode is refused in Chinese, never a 5xx', async (ctx) => {
  const cases: [Record<string, string>, string, string][] = [
    [{}, '1', '缺少参数：图书条码'],
    [{ barcode: 'A1?B' }, '1', '图书条码格式错误'],
    [{ barcode: 'X'.repeat(33) }, '1', '图书条码格式错误'],
    [{ barcode: 'NOPE0001' }, '1', '没有找到该条码的馆藏'],
  ];
  for (const [params, status, message] of cases) {
    const body = await ctx.client.elib('getHoldingInfo', params);
    assert.equal([body.status, body.message], [status, message], JSON.stringify(params));
  }
  const post = await ctx.client.raw('/api/v1/elib/getHoldingInfo', { method: 'POST' });
  assert.is(post.status, 405, 'GET only, as SPEC lists it');
});

Calls('listNewBib: by period (7, 30 or 90 days) and library, page by page; getNewBookTop is its head', async (ctx) => {
  const { db } = ctx.server;
  const since = (days: number) => cstDateOffset(Date.now(), -days);
  const counted = (days: number) =>
    db.prepare('SELECT count(*) FROM books WHERE catalogdate > ?').pluck().get(since(days)) as number;
  const all = await ctx.client.elib('listNewBib', {});
  assert.is(all.total, counted(90), 'the default: 90 days');
  const week = await ctx.client.elib('listNewBib', { days: '7', rows: '50' });
  assert.is(week.total, counted(7));
  assert.ok(week.total > 0 && week.total < all.total, `${week.total} of ${all.total}`);
  assert.ok(week.rows.every((r: { catalogdate: string }) => r.catalogdate > since(7)));
  const month = await ctx.client.elib('listNewBib', { days: '30' });
  assert.is(month.total, counted(30));

  const first = await ctx.client.elib('listNewBib', { days: '30', page: '1', rows: '10' });
  const second = await ctx.client.elib('listNewBib', { days: '30', page: '2', rows: '10' });
  const ids = (body: Record<string, unknown>) => (body.rows as { bookrecno: number }[]).map((r) => r.bookrecno);
  assert.is(first.rows.length, 10);
  assert.ok(!ids(second).some((id) => ids(first).includes(id)), 'page 2 goes on where page 1 ends');
  const dates = [...first.rows, ...second.rows].map((r: { catalogdate: string }) => r.catalogdate);
  assert.equal(dates, [...dates].sort().reverse(), 'newest first');

  const kids = await ctx.client.elib('listNewBib', { days: '30', libcode: 'SXLIB-ET', rows: '50' });
  const atKids = db.prepare('SELECT 1 FROM holdings WHERE bookrecno = ? AND curlib = ? LIMIT 1');
  assert.ok(kids.total <= month.total);
  assert.ok(kids.rows.every((r: { bookrecno: number }) => atKids.get(r.bookrecno, 'SXLIB-ET')));

  const top = await ctx.client.elib('getNewBookTop', { days: '30', rows: '5' });
  assert.equal(ids(top), ids(first).slice(0, 5));
});

Calls('listNewBib and getNewBookTop: a bad period, library or page is refused in Chinese', async (ctx) => {
  const cases: [Record<string, string>, string][] = [
    [{ days: '14' }, '新书范围 days 须为 7、30 或 90'],
    [{ days: '7天' }, '新书范围 days 须为 7、30 或 90'],
    [{ days: '0' }, '新书范围 days 须为 7、30 或 90'],
    [{ libcode: 'NOPE' }, '图书馆代码不存在'],
    [{ page: '0' }, '页码 page 须为正整数'],
  ];
  for (const [params, message] of cases) {
    const body = await ctx.client.elib('listNewBib', params);
    assert.equal([body.status, body.message], ['1', message], JSON.stringify(params));
  }
  const top = await ctx.client.elib('getNewBookTop', { days: '365' });
  assert.equal([top.status, top.message], ['1', '新书范围 days 须为 7、30 或 90']);
});

Calls.run();
