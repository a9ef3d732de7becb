/**
 * /v1/content/* and getLibraryInfo against the in-process harness: published content read with no
 * token, notices pinned first then newest and paged, an article's reads counted (concurrent ones
 * too), unknown and withdrawn ids refused, the hostile article served as written, the guide and
 * the e-resources in order, each library's details; the control API's notice desk, its refusals
 * changing nothing.
 */
import * as assert from 'uvu/assert';
import { checksum } from './fuzz/snapshot.js';
import { APPID, Client, harnessSuite } from './helpers.js';

const Content = harnessSuite('content');

type Answer = { code: number; message: string; data: any };
type ElibAnswer = { status: string; message: string; rows: any[] };

const desk = (ctx: { server: { url: string } }, path: string, body: object) =>
  new Client(ctx.server.url).post(`/__harness/api${path}`, body) as Promise<Answer>;

Content('published content is read with no token, and a token does not hurt', async (ctx) => {
  const anonymous = new Client(ctx.server.url);
  for (const path of ['banners', 'notices', 'agreement', 'guide', 'eresources']) {
    const answer = (await anonymous.get(`/api/v1/content/${path}`)) as Answer;
    assert.is(answer.code, 1, path);
  }
  const expired = new Client(ctx.server.url);
  expired.token = 'not-a-token';
  assert.is(((await expired.get('/api/v1/content/guide')) as Answer).code, 1);
  assert.is(((await ctx.client.get('/api/v1/content/notices')) as Answer).code, 1);
});

Content('notices: pinned first, then newest first; paged; withdrawn ones not listed', async (ctx) => {
  const first = ((await ctx.client.get('/api/v1/content/notices', { rows: '10' })) as Answer).data;
  assert.ok(first.total >= 24);
  assert.is(first.rows.length, 10);
  const pinned = first.rows.filter((n: { pinned: boolean }) => n.pinned);
  assert.is(pinned.length, 2);
  assert.ok(first.rows[0].pinned && first.rows[1].pinned);
  const rest = first.rows.slice(2).map((n: { publishtime: string }) => n.publishtime);
  assert.equal(rest, [...rest].sort().reverse());
  assert.match(first.rows[0].publishtime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.ok(first.rows.every((n: { summary: string }) => n.summary.length > 0 && !n.summary.includes('<')));
  const third = ((await ctx.client.get('/api/v1/content/notices', { rows: '10', page: '3' })) as Answer).data;
  assert.is(third.rows.length, first.total - 20);
  const bad = (await ctx.client.get('/api/v1/content/notices', { page: '0' })) as Answer;
  assert.is(bad.code, 0);
  assert.is(bad.message, '页码 page 须为正整数');
});

Content('an article: each read counted, concurrent ones too; bad, unknown and withdrawn ids refused', async (ctx) => {
  const { rows } = ((await ctx.client.get('/api/v1/content/notices', { rows: '1' })) as Answer).data;
  const id = String(rows[0].id);
  const before = ((await ctx.client.get('/api/v1/content/article', { id })) as Answer).data;
  assert.is(before.kind, 'notice');
  assert.ok(before.html.includes('<p>'));
  await Promise.all(Array.from({ length: 10 }, () => ctx.client.get('/api/v1/content/article', { id })));
  const after = ((await ctx.client.get('/api/v1/content/article', { id })) as Answer).data;
  assert.is(after.readcount, before.readcount + 11);

  for (const [bad, message] of [
    ['', '缺少参数：文章编号 id'],
    ['abc', '文章编号 id 须为正整数'],
    ['0', '文章编号 id 须为正整数'],
  ]) {
    const answer = (await ctx.client.get('/api/v1/content/article', { id: bad })) as Answer;
    assert.equal([answer.code, answer.message], [0, message], bad);
  }
  // An article that does not exist (a stale notice or banner link): the 404 envelope, HTTP 200.
  const gone = await ctx.client.raw('/api/v1/content/article?id=999999');
  assert.is(gone.status, 200);
  const body = (await gone.json()) as Answer;
  assert.equal([body.code, body.message, body.data], [404, '文章不存在或已下线', null]);
});

Content(
  "the hostile banner article is served as written (sanitizing is the phone's), with its pictures",
  async (ctx) => {
    const banners = ((await ctx.client.get('/api/v1/content/banners')) as Answer).data;
    assert.is(banners.length, 4);
    assert.equal(
      banners.map((b: { articleid: number | null; path: string }) => (b.articleid ? 'article' : b.path)),
      ['article', '/aloud/index', 'article', '/events/detail?id=1012'],
    );
    const pictures = await new Client(ctx.server.url).raw(banners[0].image.replace(/^/, ''));
    assert.is(pictures.status, 200);
    assert.is(pictures.headers.get('content-type'), 'image/jpeg');
    const article = ((await ctx.client.get('/api/v1/content/article', { id: String(banners[0].articleid) })) as Answer)
      .data;
    assert.ok(article.html.includes('<script>'));
    assert.ok(article.html.includes('onerror='));
    assert.ok(article.html.includes('href="javascript:'));
    // No dead link for the reader: the prize is where points are spent.
    assert.ok(article.html.includes('<a href="/mall">积分商城</a>'));
    assert.not.ok(article.html.includes('点击领取奖品'));
    assert.match(article.html, /href="\/opac\/detail\?bookrecno=\d+"/);
    assert.match(article.html, /<img src="\/api\/media\/[A-Za-z0-9]+" width="1500"/);
  },
);

Content('the agreement, the guide by category, the e-resources by category', async (ctx) => {
  const agreement = ((await ctx.client.get('/api/v1/content/agreement')) as Answer).data;
  assert.equal([agreement.kind, agreement.title], ['agreement', '读者服务协议']);
  const guide = ((await ctx.client.get('/api/v1/content/guide')) as Answer).data;
  assert.equal(
    guide.map((c: { name: string }) => c.name),
    ['开放时间', '办证须知', '借阅规则', '违约处理', '馆舍设施'],
  );
  assert.ok(guide.every((c: { entries: unknown[] }) => c.entries.length >= 2));
  const fines = ((await ctx.client.get('/api/v1/content/article', { id: String(guide[3].entries[0].id) })) as Answer)
    .data;
  assert.is(fines.kind, 'guide');
  assert.ok(fines.html.includes('每册每天收取罚款 0.10 元'));
  const eres = ((await ctx.client.get('/api/v1/content/eresources')) as Answer).data;
  assert.equal(
    eres.map((c: { name: string }) => c.name),
    ['中文数据库', '外文数据库', '电子图书', '有声与视频'],
  );
  const all = eres.flatMap((c: { resources: { access: string; url: string }[] }) => c.resources);
  assert.ok(all.length >= 10);
  assert.ok(
    all.every(
      (r: { access: string; url: string }) =>
        ['open', 'card', 'campus'].includes(r.access) && /^https:\/\//.test(r.url),
    ),
  );
});

Content(
  'getLibraryInfo: every library with its week, services and floors; one by code; an unknown code refused',
  async (ctx) => {
    const reader = await ctx.as('reader');
    const all = (await reader.get('/api/v1/elib/getLibraryInfo', { authorizer_appid: APPID })) as ElibAnswer;
    assert.is(all.status, '0');
    assert.equal(
      all.rows.map((l) => l.code),
      ['SXLIB', 'SXLIB-CN', 'SXLIB-HX', 'SXLIB-ET'],
    );
    for (const library of all.rows) {
      assert.is(library.hours.length, 7, library.code);
      assert.ok(library.services.length >= 4 && library.floors.length >= 2, library.code);
      assert.type(library.latitude, 'number');
    }
    // 周一闭馆 at the main library and the children's library.
    assert.is(all.rows[0].hours[1], null);
    assert.equal(all.rows[0].hours[2], { open: '09:00', close: '21:00' });
    assert.is(all.rows[3].hours[1], null);
    const one = (await reader.get('/api/v1/elib/getLibraryInfo', {
      authorizer_appid: APPID,
      libcode: 'SXLIB-HX',
    })) as ElibAnswer;
    assert.equal(
      one.rows.map((l) => l.name),
      ['书香市图书馆河西分馆'],
    );
    const unknown = (await reader.get('/api/v1/elib/getLibraryInfo', {
      authorizer_appid: APPID,
      libcode: 'NOPE',
    })) as ElibAnswer;
    assert.equal([unknown.status, unknown.message], ['404', '图书馆不存在']);
    const anonymous = await new Client(ctx.server.url).raw('/api/v1/elib/getLibraryInfo');
    assert.is(anonymous.status, 401);
  },
);

Content(
  'the notice desk: a published notice is listed first when pinned; withdrawn it is gone; refusals change nothing',
  async (ctx) => {
    const published = await desk(ctx, '/notices', {
      title: '临时闭馆通知',
      html: '<p>今天下午临时闭馆。</p>',
      pinned: true,
    });
    assert.is(published.code, 1);
    const listed = ((await ctx.client.get('/api/v1/content/notices', { rows: '3' })) as Answer).data.rows;
    assert.is(listed[0].title, '临时闭馆通知');
    assert.is(listed[0].summary, '今天下午临时闭馆。');

    const { db } = ctx.server;
    const before = checksum(db);
    for (const [body, message] of [
      [{ html: '<p>x</p>' }, '缺少参数：公告标题 title'],
      [{ title: ' ', html: '<p>x</p>' }, '请填写公告标题'],
      [{ title: '标'.repeat(61), html: '<p>x</p>' }, '公告标题不能超过60个字'],
      [{ title: '标题', html: '' }, '请填写公告内容'],
      [{ title: '标题', html: 'x'.repeat(20_001) }, '公告内容不能超过20000个字符'],
      [{ title: '标题', html: '<p>x</p>', pinned: 'yes' }, '置顶 pinned 须为 true 或 false'],
    ] as const) {
      const answer = await desk(ctx, '/notices', body);
      assert.equal([answer.code, answer.message], [0, message]);
    }
    for (const [id, message] of [
      ['abc', '公告编号格式错误'],
      ['999999', '公告不存在'],
    ]) {
      for (const action of ['withdraw', 'restore']) {
        const answer = await desk(ctx, `/notices/${id}/${action}`, {});
        assert.equal([answer.code, answer.message], [0, message], action);
      }
    }
    assert.is(checksum(db), before);

    const id = published.data.id;
    assert.is((await desk(ctx, `/notices/${id}/withdraw`, {})).code, 1);
    assert.is((await desk(ctx, `/notices/${id}/withdraw`, {})).code, 1, 'again: no change');
    const after = ((await ctx.client.get('/api/v1/content/notices', { rows: '50' })) as Answer).data.rows;
    assert.not.ok(after.some((n: { id: number }) => n.id === id));
    const gone = (await ctx.client.get('/api/v1/content/article', { id: String(id) })) as Answer;
    assert.equal([gone.code, gone.message], [404, '文章不存在或已下线']);
    const all = (await new Client(ctx.server.url).get('/__harness/api/notices')) as Answer;
    assert.ok(all.data.rows.some((n: { id: number; withdrawn: boolean }) => n.id === id && n.withdrawn));

    const restored = await desk(ctx, `/notices/${id}/restore`, {});
    assert.equal([restored.code, restored.message, restored.data.withdrawn], [1, '已恢复', false]);
    const back = ((await ctx.client.get('/api/v1/content/notices', { rows: '50' })) as Answer).data.rows;
    assert.is(back[0].id, id, 'pinned, listed first again');
    assert.is(((await ctx.client.get('/api/v1/content/article', { id: String(id) })) as Answer).code, 1);
  },
);

Content.run();
