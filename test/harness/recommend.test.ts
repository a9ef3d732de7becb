/**
 * /v1/elib recommendations against the in-process harness: the librarians' categories and titles,
 * readers' purchase suggestions (success, every refusal leaving the data as it was, two at once,
 * the 30-day limit), the reader's list, the control API's answer, and the busy loan ranking.
 */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { cstDateOffset } from '../../harness/server/infra/util.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite } from './helpers.js';

const Recommend = harnessSuite('recommendations and suggestions');

const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);
const insert = (client: Client, params: Record<string, string>) =>
  client.post('/api/v1/elib/recommendBookInsert', { authorizer_appid: APPID, ...params });

Recommend('listRecommendcata: the seeded categories, each with 10–40 titles', async (ctx) => {
  const body = await elib(ctx.client, 'listRecommendcata', {});
  assert.is(body.status, '0');
  assert.equal(
    body.rows.map((r: { cataname: string }) => r.cataname),
    ['馆员精选', '经典名著', '少儿读物', '科普新知', '历史人文', '经管励志'],
  );
  for (const row of body.rows) assert.ok(row.count >= 10 && row.count <= 40, `${row.cataname}: ${row.count}`);
});

Recommend('listRecommendbib: pages of a category with the reason; bad categories refused', async (ctx) => {
  const cata = (await elib(ctx.client, 'listRecommendcata', {})).rows[1];
  const first = await elib(ctx.client, 'listRecommendbib', { cataid: String(cata.cataid), rows: '10' });
  const second = await elib(ctx.client, 'listRecommendbib', { cataid: String(cata.cataid), rows: '10', page: '2' });
  assert.is(first.total, cata.count);
  assert.is(first.rows.length, 10);
  const ids = [...first.rows, ...second.rows].map((r: { bookrecno: number }) => r.bookrecno);
  assert.is(new Set(ids).size, ids.length, 'pages do not overlap');
  for (const row of first.rows) {
    assert.ok(row.title && row.isbn && row.reason, JSON.stringify(row));
    assert.ok(row.reason.length <= 40);
  }
  const past = await elib(ctx.client, 'listRecommendbib', { cataid: String(cata.cataid), page: '99' });
  assert.equal([past.status, past.rows, past.total], ['0', [], cata.count]);
  const message = async (params: Record<string, string>) =>
    (await elib(ctx.client, 'listRecommendbib', params)).message;
  assert.is(await message({}), '缺少参数：推荐类别');
  assert.is(await message({ cataid: 'x' }), '推荐类别 cataid 格式错误');
  assert.is(await message({ cataid: '999' }), '推荐类别不存在');
  assert.is(await message({ cataid: '1', rows: '0' }), '每页条数 rows 须为 1 到 100 的整数');
});

Recommend('listReaderRecommend: the seeded suggestions, one in each state, newest first', async (ctx) => {
  const reader = await ctx.as('reader');
  const body = await elib(reader, 'listReaderRecommend', { rdrno: 'SX100001' });
  assert.is(body.status, '0');
  assert.equal(
    body.rows.map((r: { statename: string }) => r.statename),
    ['待处理', '采购中', '已入藏', '未采纳'],
  );
  const [open, buying, held, refused] = body.rows;
  assert.is(open.reply, '');
  assert.is(buying.bookrecno, null);
  assert.ok(Number.isInteger(held.bookrecno) && held.bookrecno > 0);
  assert.ok(refused.reply.length > 0);
  assert.is(open.createdate, cstDateOffset(Date.now(), -3));
  const paged = await elib(reader, 'listReaderRecommend', { rdrno: 'SX100001', rows: '2', page: '2' });
  assert.equal([paged.rows.length, paged.total, paged.rows[0].id], [2, 4, held.id]);
  const other = await reader.get('/api/v1/elib/listReaderRecommend', { rdrno: 'SX500001' });
  assert.is(other.status, '403');
});

Recommend('recommendBookInsert: a new suggestion is 待处理 and listed first', async (ctx) => {
  const reader = await ctx.as('reader');
  const body = await insert(reader, {
    rdrno: 'SX100001',
    title: ' 额尔古纳河右岸（新版） ',
    author: '迟子建',
    isbn: '978-7-115-42802-8',
    reason: '第一行\n第二行',
  });
  assert.equal([body.status, body.message], ['0', '荐购成功，请等待图书馆处理']);
  const row = body.rows[0];
  assert.equal(
    [row.title, row.isbn, row.state, row.statename, row.reply, row.bookrecno, row.reason],
    ['额尔古纳河右岸（新版）', '9787115428028', 0, '待处理', '', null, '第一行\n第二行'],
  );
  const list = await elib(reader, 'listReaderRecommend', { rdrno: 'SX100001' });
  assert.is(list.rows[0].id, row.id);
});

Recommend('recommendBookInsert: every refusal says why and changes nothing', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const held = db
    .prepare(
      `SELECT isbn, callno FROM books b WHERE EXISTS (SELECT 1 FROM holdings h WHERE h.bookrecno = b.bookrecno
       AND h.state IN (1, 2)) ORDER BY bookrecno LIMIT 1`,
    )
    .get() as { isbn: string; callno: string };
  const cases: [Record<string, string>, string][] = [
    [{ title: '' }, '请填写书名'],
    [{ title: '书'.repeat(101) }, '书名不能超过100个字，且不能换行'],
    [{ title: '好书', author: '作'.repeat(51) }, '作者不能超过50个字，且不能换行'],
    [{ title: '好书', publisher: '社'.repeat(51) }, '出版社不能超过50个字，且不能换行'],
    [{ title: '好书', reason: '因'.repeat(201) }, '推荐理由不能超过200个字'],
    [{ title: '好书', isbn: '97871154280' }, 'ISBN 格式错误，应为10位或13位数字'],
    [{ title: '好书', isbn: '9787115428029' }, 'ISBN 校验位不正确，请核对后重试'],
    [{ title: '好书', isbn: held.isbn }, `馆内已有此书（索书号 ${held.callno}）`],
    [{ title: '😀📚' }, '请填写真实的书名：至少2个字，表情和标点不计'],
    [{ title: '《》！' }, '请填写真实的书名：至少2个字，表情和标点不计'],
    [{ title: '置身事内：中国政府与经济发展' }, '您已荐购过这本书，请等待处理'],
    [{ title: '另一本', isbn: '9787115428028' }, '您已荐购过这本书，请等待处理'],
  ];
  for (const [params, message] of cases) {
    const before = checksum(db);
    const body = await insert(reader, { rdrno: 'SX100001', ...params });
    assert.equal([body.status, body.message], ['1', message]);
    assert.is(checksum(db), before, message);
  }
  // A suggestion already answered 未采纳 may be made again.
  const answered = await insert(reader, { rdrno: 'SX100001', title: '中考数学真题汇编' });
  assert.is(answered.status, '0', answered.message);
  const lost = await ctx.as('lostcard');
  const before = checksum(db);
  const refused = await insert(lost, { rdrno: 'SX300001', title: '好书' });
  assert.equal([refused.status, refused.message], ['1', '读者证已挂失，请先到馆办理']);
  const forbidden = await insert(lost, { rdrno: 'SX100001', title: '好书' });
  assert.is(forbidden.status, '403');
  assert.is(checksum(db), before);
});

Recommend(
  'recommendBookInsert: a title the catalogue holds is 馆内已有此书 with its bookrecno, and uses no quota',
  async (ctx) => {
    const { db } = ctx.server;
    const reader = await ctx.as('reader');
    const santi = db.prepare("SELECT bookrecno, callno FROM books WHERE title = '三体'").get() as {
      bookrecno: number;
      callno: string;
    };
    const count = () => db.prepare("SELECT count(*) FROM suggestions WHERE rdrno = 'SX100001'").pluck().get() as number;
    const before = checksum(db);
    const suggested = count();
    // The same title as the reader types it: blanks, width and book-title marks do not matter.
    for (const title of ['三体', ' 《三体》 ', '三 体']) {
      const body = await insert(reader, { rdrno: 'SX100001', title });
      assert.equal(
        [body.status, body.message, body.bookrecno],
        ['1', `馆内已有此书（索书号 ${santi.callno}）`, santi.bookrecno],
      );
    }
    assert.is(count(), suggested, 'no suggestion written');
    assert.is(checksum(db), before);
    // A sequel is another title.
    const sequel = await insert(reader, { rdrno: 'SX100001', title: '三体Ⅱ' });
    assert.is(sequel.status, '0', sequel.message);
  },
);

Recommend('recommendBookInsert: at most 5 in 30 days', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const recent = () =>
    db
      .prepare("SELECT count(*) FROM suggestions WHERE rdrno = 'SX100001' AND created_at > ?")
      .pluck()
      .get(Date.now() - 30 * 86_400_000) as number;
  for (let n = recent(); n < 5; n++) {
    const body = await insert(reader, { rdrno: 'SX100001', title: `第${n}本想读的书` });
    assert.is(body.status, '0', body.message);
  }
  const before = checksum(db);
  const body = await insert(reader, { rdrno: 'SX100001', title: '第六本' });
  assert.equal([body.status, body.message], ['1', '30天内最多荐购5本，请稍后再试']);
  // At the limit, a held title is still answered with where it is: the quota is not its concern.
  const held = await insert(reader, { rdrno: 'SX100001', title: '三体' });
  assert.ok(held.message.startsWith('馆内已有此书'), held.message);
  assert.is(checksum(db), before);
});

Recommend('recommendBookInsert: the same title twice at once makes one suggestion', async (ctx) => {
  const { db } = ctx.server;
  const family = await ctx.as('multicard');
  const params = { rdrno: 'SX200002', title: '同时提交的书' };
  const answers = await Promise.all([insert(family, params), insert(family, params)]);
  assert.equal(answers.map((a) => a.status).sort(), ['0', '1']);
  assert.ok(answers.some((a) => a.message === '您已荐购过这本书，请等待处理'));
  const count = db.prepare("SELECT count(*) FROM suggestions WHERE rdrno = 'SX200002' AND title = ?").pluck();
  assert.is(count.get(params.title), 1);
});

Recommend('control API: the library answers a suggestion; bad answers change nothing', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const listed = await ctx.client.get('/__harness/api/suggestions');
  assert.is(listed.code, 1);
  const target = listed.data.rows.find((r: { title: string }) => r.title === '置身事内：中国政府与经济发展');
  assert.is(target.rdrno, 'SX100001');
  const path = `/__harness/api/suggestions/${target.id}`;
  const before = checksum(db);
  for (const [body, message] of [
    [{}, '缺少参数：处理状态 state（0 待处理、1 采购中、2 已入藏、3 未采纳）'],
    [{ state: 5 }, '处理状态 state 只能是 0、1、2 或 3'],
    [{ state: 2 }, '已入藏须给出书目记录号 bookrecno'],
    [{ state: 2, bookrecno: 999999999 }, '书目不存在'],
    [{ state: 3, reply: 7 }, '答复 reply 须为文字'],
  ] as const) {
    const answer = await ctx.client.post(path, body);
    assert.equal([answer.code, answer.message], [0, message]);
  }
  assert.equal((await ctx.client.post('/__harness/api/suggestions/999999', { state: 1 })).message, '荐购记录不存在');
  assert.is(checksum(db), before);

  const done = await ctx.client.post(path, { state: 2, reply: '已上架', bookrecno: 5 });
  assert.equal([done.code, done.message, done.data.statename, done.data.bookrecno], [1, '已设为已入藏', '已入藏', 5]);
  const row = (await elib(reader, 'listReaderRecommend', { rdrno: 'SX100001', rows: '100' })).rows.find(
    (r: { id: number }) => r.id === target.id,
  );
  assert.equal([row.state, row.reply, row.bookrecno], [2, '已上架', 5]);
  const back = await ctx.client.post(path, { state: 1 });
  assert.equal([back.data.state, back.data.reply, back.data.bookrecno], [1, '', null]);
});

Recommend(
  'listRdrBibloanTop over the seeded history: periods differ, a library counts only its own loans',
  async (ctx) => {
    const { db } = ctx.server;
    const top = async (params: Record<string, string>) =>
      (await elib(ctx.client, 'listRdrBibloanTop', { rows: '10', ...params })).rows as {
        bookrecno: number;
        loancount: number;
        rank: number;
      }[];
    const month = await top({ period: '30' });
    const quarter = await top({ period: '90' });
    const year = await top({ period: '365' });
    const ids = (rows: { bookrecno: number }[]) => rows.map((r) => r.bookrecno).join();
    assert.is(month.length, 10);
    assert.ok(month[0].loancount > month[9].loancount, 'not a flat ranking');
    assert.ok(ids(month) !== ids(year) && ids(quarter) !== ids(year), 'the periods rank differently');
    assert.ok(year[0].loancount > quarter[0].loancount);
    const kids = await top({ period: '90', libcode: 'SXLIB-ET' });
    assert.ok(ids(kids) !== ids(quarter));
    const since = cstDateOffset(Date.now(), -89);
    const counted = db
      .prepare('SELECT count(*) FROM loans WHERE bookrecno = ? AND libcode = ? AND loandate >= ?')
      .pluck();
    for (const row of kids) assert.is(row.loancount, counted.get(row.bookrecno, 'SXLIB-ET', since));
    // The personas' own records are as seeded: SX100001 still has its 6 loans and 1,202 returned.
    const loans = db.prepare("SELECT count(*) FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL").pluck();
    const history = db
      .prepare("SELECT count(*) FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NOT NULL")
      .pluck();
    assert.equal([loans.get(), history.get()], [6, 1202]);
  },
);

Recommend.run();
