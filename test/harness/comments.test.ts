/** /v1/favorite/* and /v1/comment/*, against the in-process harness. */
import * as assert from 'uvu/assert';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite, OPENID } from './helpers.js';

const Shelf = harnessSuite('favourites and comments');

type Db = import('better-sqlite3').Database;
const titled = (db: Db, title: string) =>
  String(db.prepare('SELECT bookrecno FROM books WHERE title = ? ORDER BY bookrecno LIMIT 1').pluck().get(title));
const call = (client: Client, method: 'get' | 'post', path: string, params: Record<string, string>) =>
  method === 'get'
    ? client.get(`/api/v1/${path}`, { authorizer_appid: APPID, ...params })
    : client.post(`/api/v1/${path}`, { authorizer_appid: APPID, ...params });

Shelf('favourites: the seeded ones, newest first; save and remove are idempotent toggles', async (ctx) => {
  const reader = await ctx.as('reader');
  const openid = OPENID.reader;
  const list = await call(reader, 'get', 'favorite/list', { openid });
  assert.is(list.code, 1);
  assert.equal(
    list.data.rows.map((r: { title: string }) => r.title),
    ['三体Ⅱ：黑暗森林', '人世间', '白鹿原', '百年孤独'],
  );
  assert.match(list.data.rows[0].collecttime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  const bookrecno = titled(ctx.server.db, '三体');
  assert.equal((await call(reader, 'get', 'favorite/status', { openid, bookrecno })).data.collected, false);
  const saved = await call(reader, 'post', 'favorite/save', { openid, bookrecno });
  assert.equal([saved.code, saved.message, saved.data.collected], [1, '收藏成功', true]);
  assert.is((await call(reader, 'post', 'favorite/save', { openid, bookrecno })).code, 1);
  const after = await call(reader, 'get', 'favorite/list', { openid, rows: '2' });
  assert.equal([after.data.total, after.data.rows[0].title, after.data.rows.length], [5, '三体', 2]);
  const removed = await call(reader, 'post', 'favorite/del', { openid, bookrecno });
  assert.equal([removed.message, removed.data.collected], ['已取消收藏', false]);
  assert.is((await call(reader, 'get', 'favorite/list', { openid })).data.total, 4);
});

Shelf('favourites: a guest keeps them by openid; refusals change nothing', async (ctx) => {
  const { db } = ctx.server;
  const newcomer = await ctx.as('newcomer');
  const openid = OPENID.newcomer;
  const bookrecno = titled(db, '活着');
  assert.is((await call(newcomer, 'post', 'favorite/save', { openid, bookrecno })).code, 1);
  const before = checksum(db);
  const cases: [Client, Record<string, string>, string][] = [
    [newcomer, { openid, bookrecno: '99999999' }, '书目不存在'],
    [newcomer, { openid, bookrecno: 'x' }, '书目记录号 bookrecno 格式错误'],
    [newcomer, { openid }, '缺少参数：书目记录号'],
    [newcomer, { openid: OPENID.reader, bookrecno }, '无权访问其他微信用户的信息'],
    [ctx.client, { openid, bookrecno }, '请先完成微信授权'],
  ];
  for (const [client, params, message] of cases) {
    const body = await call(client, 'post', 'favorite/save', params);
    assert.equal([body.code === 1, body.message], [false, message], JSON.stringify(params));
  }
  assert.is(checksum(db), before);
  // At the limit: one more is refused, a kept one is still fine.
  const ids = db
    .prepare('SELECT bookrecno FROM books WHERE bookrecno != ? ORDER BY bookrecno LIMIT 199')
    .pluck()
    .all(bookrecno) as number[];
  const insert = db.prepare('INSERT OR IGNORE INTO favorites (openid, bookrecno, created_at) VALUES (?, ?, 1)');
  for (const id of ids) insert.run(openid, id);
  const count = () => db.prepare('SELECT count(*) FROM favorites WHERE openid = ?').pluck().get(openid);
  assert.is(count(), 200);
  const extra = String(db.prepare('SELECT max(bookrecno) FROM books').pluck().get());
  const refused = await call(newcomer, 'post', 'favorite/save', { openid, bookrecno: extra });
  assert.equal([refused.code, refused.message], [0, '最多收藏200本图书，请先整理收藏']);
  assert.is((await call(newcomer, 'post', 'favorite/save', { openid, bookrecno })).code, 1);
  assert.is(count(), 200);
});

Shelf('comments: a book’s comments are public, names masked, newest first; mine marked', async (ctx) => {
  const bookrecno = titled(ctx.server.db, '三体');
  const anonymous = await call(ctx.client, 'get', 'comment/list', { bookrecno });
  assert.is(anonymous.code, 1);
  assert.equal(
    anonymous.data.rows.map((c: { nickname: string; mine: boolean }) => [c.nickname, c.mine]),
    [
      ['林**', false],
      ['陈*', false],
      ['王**', false],
    ],
  );
  const reader = await call(await ctx.as('reader'), 'get', 'comment/list', { bookrecno });
  assert.equal(
    reader.data.rows.map((c: { mine: boolean }) => c.mine),
    [true, false, false],
  );
});

Shelf('comments: post, see it at once, in 图书评论 with its title, delete own only', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const bookrecno = titled(db, '围城');
  const mine = { openid: OPENID.reader, rdrno: 'SX100001' };
  const posted = await call(reader, 'post', 'comment/save', {
    ...mine,
    bookrecno,
    content: '  城外的人想冲进去，城里的人想逃出来。 ',
  });
  assert.equal([posted.code, posted.message], [1, '评论成功']);
  assert.equal(
    [posted.data.content, posted.data.nickname, posted.data.mine],
    ['城外的人想冲进去，城里的人想逃出来。', '林**', true],
  );
  const list = await call(ctx.client, 'get', 'comment/list', { bookrecno });
  assert.is(list.data.rows[0].id, posted.data.id);
  const own = await call(reader, 'get', 'comment/mine', mine);
  assert.equal([own.data.rows[0].id, own.data.rows[0].title], [posted.data.id, '围城']);
  assert.is(own.data.total, 3);
  // Someone else's comment cannot be deleted, and is not told apart from a missing one.
  const others = String(db.prepare("SELECT id FROM comments WHERE rdrno = 'SX400001' LIMIT 1").pluck().get());
  const before = checksum(db);
  const refused = await call(reader, 'post', 'comment/del', { openid: OPENID.reader, id: others });
  assert.equal([refused.code, refused.message], [0, '评论不存在']);
  assert.is(checksum(db), before);
  const deleted = await call(reader, 'post', 'comment/del', { openid: OPENID.reader, id: String(posted.data.id) });
  assert.equal([deleted.code, deleted.message], [1, '删除成功']);
  assert.is((await call(reader, 'get', 'comment/mine', mine)).data.total, 2);
});

Shelf('comments: every refusal says why and stores nothing', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const bookrecno = titled(db, '三体');
  const mine = { openid: OPENID.reader, rdrno: 'SX100001', bookrecno };
  const cases: [Client, Record<string, string>, string][] = [
    [reader, { ...mine, content: '好书' }, '评论需为5至300个字'],
    [reader, { ...mine, content: '很'.repeat(301) }, '评论需为5至300个字'],
    // Ten 😀 earned +5 points once: emoji, punctuation and digits are not text (and no points come).
    [reader, { ...mine, content: '😀'.repeat(10) }, '评论需包含至少5个文字，表情、标点和空格不计'],
    [reader, { ...mine, content: '好书！！！👍👍👍' }, '评论需包含至少5个文字，表情、标点和空格不计'],
    [reader, { ...mine, content: '1234567890' }, '评论需包含至少5个文字，表情、标点和空格不计'],
    [reader, { ...mine, content: '写得什么玩意，傻 逼作者' }, '评论含有不文明用语，请修改后再发表'],
    [reader, { ...mine, content: '更多好书请看 www.example.com 哦' }, '评论中不能包含网址或联系方式'],
    [reader, { ...mine, content: '想换书的加我13812345678' }, '评论中不能包含网址或联系方式'],
    [reader, { ...mine, content: '第三次重读，每次都有新的感受，强烈推荐给喜欢科幻的朋友！' }, '您已发表过相同的评论'],
    [reader, { ...mine, bookrecno: '99999999', content: '这是一条正常的评论' }, '书目不存在'],
    [reader, { ...mine, content: '' }, '缺少参数：评论内容'],
    [reader, { ...mine, rdrno: 'SX200001', content: '这是一条正常的评论' }, '无权访问该读者证，请先验证密码绑定'],
    [
      await ctx.as('lostcard'),
      { openid: OPENID.lostcard, rdrno: 'SX300001', bookrecno, content: '这是一条正常的评论' },
      '读者证已挂失，请先到馆办理',
    ],
  ];
  const before = checksum(db);
  for (const [client, params, message] of cases) {
    const body = await call(client, 'post', 'comment/save', params);
    assert.equal([body.code === 1, body.message], [false, message], JSON.stringify(params));
  }
  assert.is(checksum(db), before);
});

Shelf('comments: the daily limit holds under a burst of concurrent posts', async (ctx) => {
  const { db } = ctx.server;
  const family = await ctx.as('multicard');
  const bookrecno = titled(db, '边城');
  const posts = Array.from({ length: 14 }, (_, i) =>
    call(family, 'post', 'comment/save', {
      openid: OPENID.multicard,
      rdrno: 'SX200002',
      bookrecno,
      content: `第${i + 1}次读边城，翠翠的故事依旧动人`,
    }),
  );
  const answers = await Promise.all(posts);
  const okCount = answers.filter((a) => a.code === 1).length;
  const stored = db.prepare("SELECT count(*) FROM comments WHERE rdrno = 'SX200002' AND bookrecno = ?").pluck();
  assert.is(okCount, 10);
  assert.ok(answers.filter((a) => a.code !== 1).every((a) => a.message === '每天最多发表10条评论，请明天再来'));
  assert.is(stored.get(bookrecno), 10);
});

Shelf.run();
