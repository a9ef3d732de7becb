/**
 * /v1/subscribe/* (the reminders a WeChat user subscribes to) against the in-process harness:
 * the counts per kind, every refusal writing nothing, concurrent acceptances each counted, the
 * cap per kind, all or nothing; and the app's template ids and pages are the harness's.
 */
import * as assert from 'uvu/assert';
import { harnessConfig } from '../../harness/server/infra/config.js';
import { SUBSCRIBE_RULES } from '../../src/api/contract/subscribe.js';
import { wechatConfig } from '../../src/wechatConfig.js';
import { PATHS } from '../../src/router/paths.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite, OPENID } from './helpers.js';

const Subscribe = harnessSuite('subscribe');
const T = wechatConfig.subscribeTemplates;

type Answer = { code: number; message: string; data: any };
const save = (client: Client, template_ids: string, openid = client.openid) =>
  client.post('/api/v1/subscribe/save', { authorizer_appid: APPID, openid, template_ids }) as Promise<Answer>;
const list = (client: Client, openid = client.openid) =>
  client.get('/api/v1/subscribe/list', { authorizer_appid: APPID, openid }) as Promise<Answer>;
const counts = async (client: Client) =>
  Object.fromEntries(
    ((await list(client)).data as { kind: string; remaining: number }[]).map((s) => [s.kind, s.remaining]),
  );

Subscribe('the app and the harness name the same templates and pages', () => {
  assert.equal(harnessConfig.reminders.templates, wechatConfig.subscribeTemplates);
  assert.equal(harnessConfig.reminders.pages, {
    due: PATHS.loans,
    overdue: PATHS.loans,
    arrival: PATHS.reserve,
    fine: PATHS.fines,
    event: PATHS.myEvents,
  });
});

Subscribe('each kind with what is left; an acceptance adds one of each template', async ({ as }) => {
  const reader = await as('reader');
  const before = await list(reader);
  assert.equal(before.data, [
    { kind: 'due', name: '到期提醒', template_id: T.due, remaining: 0 },
    { kind: 'overdue', name: '过期提醒', template_id: T.overdue, remaining: 0 },
    { kind: 'arrival', name: '到书通知', template_id: T.arrival, remaining: 0 },
    { kind: 'fine', name: '罚款提醒', template_id: T.fine, remaining: 0 },
    { kind: 'event', name: '活动通知', template_id: T.event, remaining: 0 },
  ]);
  const saved = await save(reader, `${T.due},${T.arrival}`);
  assert.equal([saved.code, saved.message], [1, '订阅成功']);
  assert.equal(
    saved.data.map((s: { remaining: number }) => s.remaining),
    [1, 0, 1, 0, 0],
  );
  assert.equal(await counts(reader), { due: 1, overdue: 0, arrival: 1, fine: 0, event: 0 });
});

Subscribe('two acceptances at once are two messages allowed', async ({ as }) => {
  const multicard = await as('multicard');
  const answers = await Promise.all([save(multicard, T.fine), save(multicard, T.fine)]);
  assert.equal(
    answers.map((a) => a.code),
    [1, 1],
  );
  assert.equal(await counts(multicard), { due: 0, overdue: 0, arrival: 0, fine: 2, event: 0 });
});

Subscribe('refusals, in Chinese, change nothing', async ({ as, server, client }) => {
  const reader = await as('reader');
  const before = checksum(server.db);
  const cases: [string, string][] = [
    ['', '缺少参数：订阅模板 template_ids'],
    ['undefined', '缺少参数：订阅模板 template_ids'],
    [`${T.due},,${T.fine}`, '订阅模板 template_ids 格式错误'],
    ['tpl-unknown', '订阅模板不存在'],
    [`${T.due},tpl-unknown`, '订阅模板不存在'],
    [`${T.due},${T.due}`, '订阅模板重复'],
  ];
  for (const [ids, message] of cases) {
    const res = await save(reader, ids);
    assert.equal([res.code === 1, res.message], [false, message], ids);
  }
  assert.is((await save(reader, T.due, OPENID.multicard)).message, '无权访问其他微信用户的信息');
  assert.is((await list(reader, OPENID.multicard)).message, '无权访问其他微信用户的信息');
  assert.is((await save(client, T.due, OPENID.reader)).message, '请先完成微信授权');
  assert.is(checksum(server.db), before, 'nothing written');
});

Subscribe(
  'at most so many unspent per kind; a refused acceptance keeps none of its templates',
  async ({ as, server }) => {
    const newcomer = await as('newcomer');
    const answers = await Promise.all(Array.from({ length: SUBSCRIBE_RULES.perKind }, () => save(newcomer, T.due)));
    assert.ok(answers.every((a) => a.code === 1));
    assert.equal(await counts(newcomer), { due: SUBSCRIBE_RULES.perKind, overdue: 0, arrival: 0, fine: 0, event: 0 });
    const before = checksum(server.db);
    const refused = await save(newcomer, `${T.arrival},${T.due}`);
    assert.equal([refused.code, refused.message], [0, `到期提醒最多可累计订阅${SUBSCRIBE_RULES.perKind}次`]);
    assert.is(checksum(server.db), before);
    assert.equal(await counts(newcomer), { due: SUBSCRIBE_RULES.perKind, overdue: 0, arrival: 0, fine: 0, event: 0 });
  },
);

Subscribe.run();
