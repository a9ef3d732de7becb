/**
 * /v1/message/* (读者留言) against the in-process harness, on a clock the suite moves: a message
 * with pictures fetched from the WeChat media store, every refusal writing nothing, the nonce
 * (the same message once, also under 10 concurrent sends), the pace, another user's refused, and
 * the library's reply through the control API reaching the writer's list and 公开留言.
 */
import type { Hono } from 'hono';
import * as assert from 'uvu/assert';
import { MESSAGE_RULES, messageProblem } from '../../src/api/contract/messages.js';
import { pictures } from '../helpers/uploadFixtures.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, Client, harnessSuite, OPENID } from './helpers.js';

const clock = { now: Date.now() };
const Messages = harnessSuite('messages', { now: () => clock.now });

type Answer = { code: number; message: string; data: any };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let nonces = 0;
const nonce = () => `test-nonce-${String(++nonces).padStart(4, '0')}`;

const add = (client: Client, params: Record<string, string>, openid = OPENID.reader) =>
  client.post('/api/v1/message/add', {
    authorizer_appid: APPID,
    openid,
    rdrno: 'SX100001',
    category: '咨询',
    content: '请问周末几点开馆？',
    serverids: '',
    nonce: nonce(),
    ...params,
  }) as Promise<Answer>;
const mine = async (client: Client, openid = OPENID.reader) =>
  ((await client.get('/api/v1/message/list', { authorizer_appid: APPID, openid, rows: '50' })) as Answer).data;

/** Uploads a picture to the emulated WeChat media store as the client does: its serverId. */
async function upload(app: Hono, bytes: Buffer = PNG, type = 'image/png'): Promise<string> {
  const res = await app.request('/__wx/media/upload', {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(bytes),
  });
  return ((await res.json()) as { media_id: string }).media_id;
}

/** A client signed in as `persona` at the suite's clock (after it jumped a day, say). */
async function signedInNow(url: string, persona: string): Promise<Client> {
  const client = new Client(url);
  await client.login(clock.now);
  await client.signIn(persona);
  return client;
}

/** The next midnight in China time after `ms`. */
const nextCstMidnight = (ms: number) => {
  const day = new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
  return Date.parse(`${day}T00:00:00+08:00`) + 24 * 3600_000;
};

/** Past the minute between two messages. */
const nextMinute = () => {
  clock.now += (MESSAGE_RULES.interval + 1) * 1000;
};

Messages('the contract’s checks, in the order of the form', () => {
  const wrong = (change: object) =>
    messageProblem({ category: '建议', content: '希望增加自习座位', serverids: [], ...change });
  assert.is(wrong({}), '');
  assert.is(wrong({ category: '闲聊' }), '请选择留言类别');
  assert.is(wrong({ content: '  太短了 ' }), '留言内容至少5个字');
  assert.is(wrong({ content: '字'.repeat(501) }), '留言内容不能超过500个字');
  assert.is(wrong({ content: '字'.repeat(500) }), '');
  assert.is(wrong({ content: '第一行\n第二行\t缩进' }), '', 'line breaks and tabs are text');
  assert.is(wrong({ content: '控制\u0007字符测试' }), '留言内容不能包含控制字符');
  assert.is(wrong({ serverids: ['a', 'b', 'c', 'd'] }), '最多上传3张图片');
  assert.is(wrong({ serverids: ['bad id'] }), '图片标识 serverids 格式错误');
});

Messages('a message with two pictures: kept, listed newest first, its pictures served', async ({ as, server }) => {
  const reader = await as('reader');
  // The second is a JPEG the phone declared as PNG: kept as what its bytes are.
  const ids = [await upload(server.app), await upload(server.app, pictures.jpeg(40, 30), 'image/png')];
  const res = await add(reader, { category: '建议', content: '  希望延长周末开馆时间  ', serverids: ids.join(',') });
  assert.equal([res.code, res.message], [1, '留言成功，请等待图书馆回复']);
  assert.equal(
    [res.data.category, res.data.content, res.data.reply, res.data.replytime, res.data.public, res.data.name],
    ['建议', '希望延长周末开馆时间', '', null, false, '林**'],
  );
  assert.is(res.data.pictures.length, 2);
  const list = await mine(reader);
  assert.is(list.rows[0].id, res.data.id, 'newest first');
  assert.ok(list.total >= 3, 'the seeded ones too');
  const picture = await server.app.request(res.data.pictures[0]);
  assert.is(picture.status, 200);
  assert.is(picture.headers.get('content-type'), 'image/png');
  assert.equal(Buffer.from(await picture.arrayBuffer()), PNG);
  assert.is((await server.app.request(res.data.pictures[1])).headers.get('content-type'), 'image/jpeg');
  assert.is((await server.app.request('/api/media/nope')).status, 404);
  // Range requests, as an <audio> seeking asks them.
  const part = await server.app.request(res.data.pictures[0], { headers: { range: 'bytes=8-15' } });
  assert.is(part.status, 206);
  assert.is(part.headers.get('content-range'), `bytes 8-15/${PNG.length}`);
  assert.equal(Buffer.from(await part.arrayBuffer()), PNG.subarray(8, 16));
  const tail = await server.app.request(res.data.pictures[0], { headers: { range: 'bytes=-4' } });
  assert.equal(
    [tail.status, tail.headers.get('content-range')],
    [206, `bytes ${PNG.length - 4}-${PNG.length - 1}/${PNG.length}`],
  );
  const past = await server.app.request(res.data.pictures[0], { headers: { range: `bytes=${PNG.length}-` } });
  assert.equal([past.status, past.headers.get('content-range')], [416, `bytes */${PNG.length}`]);
  const odd = await server.app.request(res.data.pictures[0], { headers: { range: 'bytes=1-2,4-5' } });
  assert.is(odd.status, 200, 'not one byte range: the whole file');
  nextMinute();
});

Messages('every refusal writes nothing', async ({ as, server }) => {
  const reader = await as('reader');
  await as('multicard');
  // What WeChat's store took as pictures by their declared type; the bytes say otherwise.
  const html = await upload(server.app, Buffer.from('<html><body>点击领取</body></html>'), 'image/png');
  const svg = await upload(server.app, pictures.svg(), 'image/jpeg');
  const huge = await upload(server.app, pictures.png(20_000, 20_000));
  const good = await upload(server.app);
  const before = checksum(server.db);
  const cases: [Record<string, string>, string][] = [
    [{ category: '' }, '缺少参数：留言类别'],
    [{ category: '闲聊' }, '请选择留言类别'],
    [{ content: '短' }, '留言内容至少5个字'],
    [{ content: '字'.repeat(501) }, '留言内容不能超过500个字'],
    [{ serverids: 'a,b,c,d' }, '最多上传3张图片'],
    [{ serverids: 'bad id' }, '图片标识 serverids 格式错误'],
    [{ serverids: 'unknownmedia' }, '图片已失效，请重新选择'],
    [{ serverids: html }, '只能上传图片（JPG、PNG、GIF、WebP）'],
    [{ serverids: `${good},${svg}` }, '只能上传图片（JPG、PNG、GIF、WebP）'],
    [{ serverids: huge }, '图片尺寸过大，每边不能超过10000像素、总共不超过5000万像素'],
    [{ nonce: 'short' }, '留言标识 nonce 格式错误'],
    [{ nonce: '' }, '缺少参数：留言标识 nonce'],
    [{ rdrno: 'SX999999' }, '无权访问该读者证，请先验证密码绑定'],
  ];
  for (const [params, message] of cases) {
    const res = await add(reader, params);
    assert.equal([res.code === 1, res.message], [false, message], JSON.stringify(params));
  }
  const other = await add(reader, {}, OPENID.multicard);
  assert.is(other.message, '无权访问其他微信用户的信息');
  assert.is(checksum(server.db), before, 'nothing written');
});

Messages('the same nonce is the same message, also under 10 concurrent sends', async ({ as, server }) => {
  const reader = await as('reader');
  const count = () => server.db.prepare('SELECT COUNT(*) FROM messages').pluck().get() as number;
  const start = count();
  const once = nonce();
  const first = await add(reader, { nonce: once, content: '同一条留言只保存一次' });
  const again = await add(reader, { nonce: once, content: '同一条留言只保存一次' });
  assert.equal([again.code, again.message, again.data.id], [1, '留言已提交', first.data.id]);
  nextMinute();
  const together = nonce();
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => add(reader, { nonce: together, content: '并发提交的同一条留言' })),
  );
  assert.ok(answers.every((a) => a.code === 1));
  assert.is(new Set(answers.map((a) => a.data.id)).size, 1);
  assert.is(count(), start + 2);
  nextMinute();
});

Messages('one a minute and five a day, in China time', async ({ server }) => {
  // Just after midnight, China time: a new day for this user.
  clock.now = nextCstMidnight(clock.now) + 60_000;
  const fined = await signedInNow(server.url, 'fined');
  const write = () => add(fined, { rdrno: 'SX500001' }, OPENID.fined);
  assert.is((await write()).code, 1);
  clock.now += 30_000;
  const before = checksum(server.db);
  assert.is((await write()).message, `留言太频繁，请${MESSAGE_RULES.interval - 30}秒后再试`);
  assert.is(checksum(server.db), before);
  for (let i = 1; i < MESSAGE_RULES.perDay; i += 1) {
    nextMinute();
    assert.is((await write()).code, 1);
  }
  nextMinute();
  const full = checksum(server.db);
  assert.is((await write()).message, `每天最多留言${MESSAGE_RULES.perDay}条，明天再来吧`);
  assert.is(checksum(server.db), full);
  clock.now = nextCstMidnight(clock.now) + 30_000;
  const nextDay = await signedInNow(server.url, 'fined');
  assert.is((await add(nextDay, { rdrno: 'SX500001' }, OPENID.fined)).code, 1, 'a new day');
  nextMinute();
});

Messages(
  'the library replies: the writer sees it, and 公开留言 shows it with a masked name',
  async ({ client, server }) => {
    // The clock jumped days ahead: a session made now.
    const reader = await signedInNow(server.url, 'reader');
    const made = await add(reader, { category: '咨询', content: '报告厅周六有讲座吗？' });
    const id = made.data.id;
    const desk = await client.get('/__harness/api/messages');
    assert.equal(
      [desk.data.rows[0].id, desk.data.rows[0].rdrno, desk.data.rows[0].fullname],
      [id, 'SX100001', '林书远'],
    );

    const before = checksum(server.db);
    const refusals: [string, object, string][] = [
      [String(id), { reply: '  ' }, '回复内容不能为空'],
      [String(id), { reply: '答'.repeat(501) }, '回复不能超过500个字'],
      [String(id), {}, '缺少参数：回复内容 reply'],
      [String(id), { reply: '好的', public: 'yes' }, '公开 public 须为 true 或 false'],
      ['99999', { reply: '好的' }, '留言不存在'],
      ['abc', { reply: '好的' }, '留言编号格式错误'],
    ];
    for (const [target, body, message] of refusals) {
      const res = await client.post(`/__harness/api/messages/${target}/reply`, body);
      assert.equal([res.code, res.message], [0, message], JSON.stringify(body));
    }
    assert.is(checksum(server.db), before, 'refusals wrote nothing');

    const replied = await client.post(`/__harness/api/messages/${id}/reply`, { reply: '周六下午两点有讲座。' });
    assert.equal([replied.code, replied.message, replied.data.public], [1, '已回复', false]);
    const own = (await mine(reader)).rows.find((m: { id: number }) => m.id === id);
    assert.equal([own.reply, !!own.replytime], ['周六下午两点有讲座。', true]);
    const publicIds = async () =>
      ((await reader.get('/api/v1/message/public', { authorizer_appid: APPID, rows: '50' })) as Answer).data.rows.map(
        (m: { id: number }) => m.id,
      );
    assert.not.ok((await publicIds()).includes(id), 'not shown until the library says so');
    await client.post(`/__harness/api/messages/${id}/reply`, { reply: '周六下午两点有讲座，欢迎参加。', public: true });
    const anonymous = new Client(server.url);
    await anonymous.login(clock.now);
    const shared = ((await anonymous.get('/api/v1/message/public', { authorizer_appid: APPID })) as Answer).data.rows;
    assert.is(shared[0].id, id, 'newest reply first, and it needs no WeChat identity');
    assert.is(shared[0].name, '林**');
    assert.ok((await publicIds()).length >= 4, 'the seeded public ones too');
    nextMinute();
  },
);

Messages.run();
