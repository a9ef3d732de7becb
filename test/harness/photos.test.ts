/**
 * /v1/photo/* (读者晒图) against the in-process harness: a post with pictures fetched from the WeChat
 * media store waits for review, the library approves it (the card then asks for its points, once)
 * or rejects it with a reason, the wall shows approved posts only, likes once per
 * WeChat user (also under concurrent taps), deleting one's own; every refusal writes nothing.
 */
import type { Hono } from 'hono';
import * as assert from 'uvu/assert';
import { photoProblem } from '../../src/api/contract/photos.js';
import { pictures } from '../helpers/uploadFixtures.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite, OPENID } from './helpers.js';

const Photos = harnessSuite('photos');

type Answer = { code: number; message: string; data: any };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(app: Hono, bytes: Buffer = PNG): Promise<string> {
  const res = await app.request('/__wx/media/upload', {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  return ((await res.json()) as { media_id: string }).media_id;
}

let nonces = 0;
const share = (client: Client, params: Record<string, string>, openid = OPENID.reader) =>
  client.post('/api/v1/photo/add', {
    authorizer_appid: APPID,
    openid,
    rdrno: 'SX100001',
    topic: '我在图书馆',
    text: '在图书馆的一天',
    nonce: `photo-nonce-${String(++nonces).padStart(4, '0')}`,
    ...params,
  }) as Promise<Answer>;
const wall = async (client: Client, params: Record<string, string> = {}) =>
  ((await client.get('/api/v1/photo/list', { authorizer_appid: APPID, rows: '50', ...params })) as Answer).data;
const act = (client: Client, name: string, id: number, openid = OPENID.reader) =>
  client.post(`/api/v1/photo/${name}`, { authorizer_appid: APPID, openid, id: String(id) }) as Promise<Answer>;
const balance = (db: import('better-sqlite3').Database) =>
  db.prepare("SELECT COALESCE(SUM(points), 0) FROM points_log WHERE rdrno = 'SX100001'").pluck().get() as number;

Photos('the contract’s checks, in the order of the form', () => {
  const wrong = (change: object) => photoProblem({ topic: '阅读时光', text: '', serverids: ['a1'], ...change });
  assert.is(wrong({}), '', 'the text may be empty');
  assert.is(wrong({ serverids: [] }), '请至少选择1张图片');
  assert.is(wrong({ serverids: Array.from({ length: 10 }, (_, i) => `id${i}`) }), '最多上传9张图片');
  assert.is(wrong({ serverids: ['bad id'] }), '图片标识 serverids 格式错误');
  assert.is(wrong({ text: '字'.repeat(301) }), '文字不能超过300个字');
  assert.is(wrong({ text: '响\u0007铃' }), '文字不能包含控制字符');
  assert.is(wrong({ topic: '随便' }), '请选择话题');
});

Photos('the seeded wall: approved posts only, newest or most liked first, by topic', async ({ as }) => {
  const reader = await as('reader');
  const newest = await wall(reader, { openid: OPENID.reader });
  assert.ok(newest.rows.every((p: any) => p.state === 'approved'));
  assert.is(newest.total, 5);
  const times = newest.rows.map((p: any) => p.createtime);
  assert.equal(times, [...times].sort().reverse());
  const liked = await wall(reader, { sort: 'likes' });
  assert.equal(
    liked.rows.map((p: any) => p.likes),
    [25, 12, 8, 5, 3],
  );
  const own = newest.rows.find((p: any) => p.mine);
  assert.equal([own.name, own.pictures.length], ['林**', 2]);
  assert.ok(own.pictures[0].startsWith('/api/media/'));
  const events = await wall(reader, { topic: '活动现场' });
  assert.equal(
    events.rows.map((p: any) => p.topic),
    ['活动现场'],
  );
  const mine = (
    (await reader.get('/api/v1/photo/mine', {
      authorizer_appid: APPID,
      openid: OPENID.reader,
      rdrno: 'SX100001',
    })) as Answer
  ).data.rows;
  assert.equal(
    mine.map((p: any) => p.statename),
    ['审核中', '未通过', '已通过'],
  );
  assert.is(mine[1].reason, '照片中含有其他读者的正脸，请处理后重新发布');
});

Photos(
  'a post waits for review; approval puts it on the wall, and the card asks for its points once',
  async ({ as, client, server }) => {
    const reader = await as('reader');
    const ids = [await upload(server.app), await upload(server.app), await upload(server.app)];
    const made = await share(reader, { serverids: ids.join(','), text: '  馆里的银杏黄了  ', topic: '馆舍风光' });
    assert.equal([made.code, made.message], [1, '发布成功，审核通过后将在晒图墙展示']);
    assert.equal(
      [made.data.state, made.data.statename, made.data.text, made.data.pictures.length, made.data.mine],
      ['pending', '审核中', '馆里的银杏黄了', 3, true],
    );
    const id = made.data.id;
    assert.not.ok(
      (await wall(reader)).rows.some((p: any) => p.id === id),
      'not on the wall yet',
    );
    const other = await as('multicard');
    const unseen = await other.get('/api/v1/photo/detail', { authorizer_appid: APPID, id: String(id) });
    assert.equal([unseen.code, unseen.message], [404, '晒图不存在'], 'not found, as a stale link');
    const never = await other.get('/api/v1/photo/detail', { authorizer_appid: APPID, id: '999999' });
    assert.equal([never.code, never.message], [404, '晒图不存在']);
    assert.is((await act(other, 'like', id, OPENID.multicard)).message, '晒图不存在');

    const desk = await client.get('/__harness/api/reviews');
    assert.ok(desk.data.photos.some((p: any) => p.id === id && p.rdrno === 'SX100001' && p.fullname === '林书远'));
    const before = balance(server.db);
    const earn = () =>
      reader.post('/api/v1/elib/addReaderBonusLog', {
        authorizer_appid: APPID,
        rdrno: 'SX100001',
        kind: 'photo',
        ref: String(id),
      });
    assert.is((await earn()).message, '没有找到可以获得积分的记录', 'no points while it waits');
    const approved = await client.post(`/__harness/api/photos/${id}/review`, { approve: true });
    assert.equal([approved.code, approved.message, approved.data.statename], [1, '已通过', '已通过']);
    assert.is(balance(server.db), before, 'approval gives nothing by itself');
    const again = await client.post(`/__harness/api/photos/${id}/review`, { approve: false, reason: '重复' });
    assert.equal([again.code, again.message], [0, '已审核通过，不能再次审核']);
    const top = (await wall(reader)).rows[0];
    assert.equal([top.id, top.topic], [id, '馆舍风光']);
    const mine = async () =>
      (
        await reader.get('/api/v1/photo/mine', { authorizer_appid: APPID, openid: OPENID.reader, rdrno: 'SX100001' })
      ).data.rows.find((p: any) => p.id === id);
    assert.is((await mine()).pointsgiven, false, 'approved, its points not asked for yet');
    const [first, second] = await Promise.all([earn(), earn()]);
    assert.equal([first.message, second.message].sort(), ['积分已发放', '该项积分已经发放过了'].sort());
    assert.is(balance(server.db), before + 10, 'once');
    assert.is((await mine()).pointsgiven, true);
    assert.is((await wall(reader)).rows[0].pointsgiven, true, 'one’s own on the wall too');
    const log = (await reader.post('/api/v1/elib/ListReaderBonusLog', { authorizer_appid: APPID, rdrno: 'SX100001' }))
      .rows[0];
    assert.equal([log.kind, log.points, log.reason], ['photo', 10, '晒图通过审核「馆舍风光」']);
  },
);

Photos(
  'a rejection says why; likes once per WeChat user, also under concurrent taps',
  async ({ as, client, server }) => {
    const reader = await as('reader');
    const made = await share(reader, { serverids: await upload(server.app) });
    const id = made.data.id;
    const before = checksum(server.db);
    for (const [body, message] of [
      [{}, '缺少参数：审核结果 approve（true 通过、false 不通过）'],
      [{ approve: false }, '请填写未通过的原因'],
      [{ approve: false, reason: '因'.repeat(101) }, '原因不能超过100个字'],
      [{ approve: 'yes' }, '缺少参数：审核结果 approve（true 通过、false 不通过）'],
    ] as [object, string][]) {
      const res = await client.post(`/__harness/api/photos/${id}/review`, body);
      assert.equal([res.code, res.message], [0, message], JSON.stringify(body));
    }
    assert.is((await client.post('/__harness/api/photos/99999/review', { approve: true })).message, '晒图不存在');
    assert.is(checksum(server.db), before, 'refusals wrote nothing');
    const rejected = await client.post(`/__harness/api/photos/${id}/review`, { approve: false, reason: '图片模糊' });
    assert.equal([rejected.data.statename, rejected.data.reason], ['未通过', '图片模糊']);
    const detail = (await reader.get('/api/v1/photo/detail', { authorizer_appid: APPID, id: String(id) })).data;
    assert.equal([detail.statename, detail.reason], ['未通过', '图片模糊'], 'its author still sees it');
    assert.is((await act(reader, 'like', id)).message, '该晒图还未通过审核');

    const onWall = (await wall(reader)).rows.find((p: any) => !p.mine);
    const fined = await as('fined');
    const taps = await Promise.all(Array.from({ length: 8 }, () => act(fined, 'like', onWall.id, OPENID.fined)));
    assert.is(taps.filter((t) => t.code === 1).length, 1, 'one like');
    assert.ok(taps.filter((t) => t.code !== 1).every((t) => t.message === '你已经赞过了'));
    const after = (await wall(fined, { openid: OPENID.fined })).rows.find((p: any) => p.id === onWall.id);
    assert.equal([after.likes, after.liked], [onWall.likes + 1, true]);
  },
);

Photos(
  'sharing refusals write nothing; the same nonce is one post; deleting is for one’s own',
  async ({ as, server }) => {
    const reader = await as('reader');
    const other = await as('multicard');
    const fake = await upload(server.app, Buffer.from('<!doctype html><a href="x">点击领取奖品</a>'));
    const wide = await upload(server.app, pictures.gif(30_000, 2));
    const before = checksum(server.db);
    const cases: [Record<string, string>, string][] = [
      [{ serverids: '' }, '请至少选择1张图片'],
      [{ serverids: 'unknownmedia' }, '图片已失效，请重新选择'],
      [{ serverids: 'a,b,c,d,e,f,g,h,i,j' }, '最多上传9张图片'],
      [{ serverids: fake }, '只能上传图片（JPG、PNG、GIF、WebP）'],
      [{ serverids: wide }, '图片尺寸过大，每边不能超过10000像素、总共不超过5000万像素'],
      [{ text: '字'.repeat(301), serverids: 'x1' }, '文字不能超过300个字'],
      [{ topic: '闲聊', serverids: 'x1' }, '请选择话题'],
      [{ nonce: 'short', serverids: 'x1' }, '晒图标识 nonce 格式错误'],
      [{ rdrno: 'SX200001', serverids: 'x1' }, '无权访问该读者证，请先验证密码绑定'],
    ];
    for (const [params, message] of cases) {
      const res = await share(reader, params);
      assert.equal([res.code === 1, res.message], [false, message], JSON.stringify(params));
    }
    const seeded = (await wall(reader)).rows.find((p: any) => !p.mine);
    assert.is((await act(reader, 'del', seeded.id)).message, '晒图不存在', 'another reader’s');
    assert.is((await act(other, 'del', seeded.id)).message, '无权访问其他微信用户的信息');
    assert.is(checksum(server.db), before, 'nothing written');

    const nonce = 'photo-once-0001';
    const picture = await upload(server.app);
    const first = await share(reader, { nonce, serverids: picture });
    const repeat = await share(reader, { nonce, serverids: picture });
    assert.equal([repeat.code, repeat.message, repeat.data.id], [1, '晒图已提交', first.data.id]);
    const removed = await act(reader, 'del', first.data.id);
    assert.equal([removed.code, removed.message], [1, '已删除']);
    assert.is(
      server.db
        .prepare("SELECT COUNT(*) FROM media_files WHERE kind = 'photo' AND owner = ?")
        .pluck()
        .get(first.data.id),
      0,
    );
    assert.is(
      (await reader.get('/api/v1/photo/detail', { authorizer_appid: APPID, id: String(first.data.id) })).message,
      '晒图不存在',
    );
  },
);

Photos.run();
