/**
 * 活动报名, the library's side through the control API: the events with their venue codes,
 * publishing (each bad field refused, nothing written), cancelling an event (its users' sign-ups
 * dropped, subscribers told), taking seats for tests; and the reminder job's 活动通知 the day
 * before an event the user holds a seat for.
 */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { wechatConfig } from '../../src/wechatConfig.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite, OPENID } from './helpers.js';

const Desk = harnessSuite('events: the desk');

type Row = Record<string, any>;
type Answer = { status: string; message: string; rows: Row[]; total: number };
const elib = (client: Client, name: ElibName, params: Record<string, string>) =>
  client.elib(name, params) as Promise<Answer>;
const minute = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const DAY = 86_400_000;
const start = Date.now() + 4 * DAY;
const VALID = {
  title: '馆员讲堂：如何查找地方志',
  libcode: 'SXLIB-CN',
  kind: 'lecture',
  starttime: minute(start),
  endtime: minute(start + 2 * 3_600_000),
  capacity: 2,
  waitlimit: 1,
  audience: 'wechat',
};
const subscribeEvent = (client: Client, openid: string) =>
  client.post('/api/v1/subscribe/save', {
    authorizer_appid: APPID,
    openid,
    template_ids: wechatConfig.subscribeTemplates.event,
  });
const inbox = async (client: Client, openid: string) =>
  (await client.get('/__harness/api/notifications', { openid })).data.rows as Row[];

Desk('the events listed with their venue codes; publishing checks every field', async ({ client, server, as }) => {
  const listed = (await client.get('/__harness/api/events')).data as Row[];
  assert.ok(listed.length >= 25);
  assert.ok(listed.every((e) => /^LIBEVENTSITE:\d+\.[A-Za-z0-9_-]{22}$/.test(e.venuecode)));
  assert.ok(listed.some((e) => e.state === 'cancelled'));
  const before = checksum(server.db);
  const refusals: [Record<string, unknown>, string][] = [
    [{ ...VALID, title: '' }, '缺少参数：活动名称 title'],
    [{ ...VALID, libcode: 'NOPE' }, '图书馆代码不存在'],
    [{ ...VALID, kind: 'party' }, '活动类型 kind 须为 lecture、exhibition、family、training 之一'],
    [{ ...VALID, starttime: '明天下午' }, '开始时间 starttime 须为 YYYY-MM-DD HH:mm'],
    [{ ...VALID, starttime: '2026-02-30 10:00' }, '开始时间 starttime 须为 YYYY-MM-DD HH:mm'],
    [{ ...VALID, endtime: VALID.starttime }, '结束时间须晚于开始时间'],
    [
      { ...VALID, starttime: minute(Date.now() - DAY), endtime: minute(Date.now() - DAY + 3_600_000) },
      '开始时间须晚于现在',
    ],
    [{ ...VALID, capacity: 0 }, '名额 capacity 须为1到10000的整数'],
    [{ ...VALID, waitlimit: -1 }, '候补人数 waitlimit 须为0到1000的整数'],
    [{ ...VALID, audience: 'all' }, '报名对象 audience 须为 card 或 wechat'],
    [{ ...VALID, agemin: 6 }, '限定年龄的活动须凭读者证报名'],
    [{ ...VALID, audience: 'card', agemin: 12, agemax: 6 }, '最小年龄不能大于最大年龄'],
    [{ ...VALID, signupend: minute(start + DAY) }, '报名截止须晚于报名开始，且不晚于活动开始'],
  ];
  for (const [body, message] of refusals) {
    const answer = await client.post('/__harness/api/events', body);
    assert.equal([answer.code, answer.message], [0, message], JSON.stringify(body));
  }
  assert.is(checksum(server.db), before, 'refusals wrote nothing');
  const published = await client.post('/__harness/api/events', VALID);
  assert.equal([published.code, published.message, published.data.state], [1, '活动已发布', 'open']);
  const seen = await elib(await as('reader'), 'getEvent', { eventid: String(published.data.eventid) });
  assert.equal([seen.rows[0].title, seen.rows[0].libname], [VALID.title, '书香市图书馆城南分馆']);
});

Desk('cancelling an event: seats and waitlist places dropped, subscribers told; refused twice', async (ctx) => {
  const { client, server } = ctx;
  const [reader, newcomer, expired] = await Promise.all(['reader', 'newcomer', 'expired'].map((p) => ctx.as(p)));
  const made = await client.post('/__harness/api/events', { ...VALID, title: '将被取消的活动' });
  const eventid = String(made.data.eventid);
  assert.is((await subscribeEvent(reader, OPENID.reader)).code, 1);
  await elib(reader, 'eventSignup', { eventid, openid: OPENID.reader });
  await elib(newcomer, 'eventSignup', { eventid, openid: OPENID.newcomer });
  const waiting = await elib(expired, 'eventSignup', { eventid, openid: OPENID.expired, waitlist: '1' });
  assert.is(waiting.message, '已加入候补，当前排第1位');
  const before = checksum(server.db);
  for (const [body, message] of [
    [{ eventid: Number(eventid) }, '缺少参数：取消原因 reason'],
    [{ eventid: 'x', reason: '场地维修' }, '活动编号 eventid 须为正整数'],
    [{ eventid: 999999, reason: '场地维修' }, '活动不存在'],
  ] as const) {
    const answer = await client.post('/__harness/api/events/cancel', body);
    assert.equal([answer.code, answer.message], [0, message]);
  }
  assert.is(checksum(server.db), before);
  const cancelled = await client.post('/__harness/api/events/cancel', { eventid: Number(eventid), reason: '场地维修' });
  assert.equal(
    [cancelled.code, cancelled.message, cancelled.data.dropped, cancelled.data.notified],
    [1, '活动已取消', 3, 1],
  );
  const mine = (await elib(expired, 'listMyEvent', { openid: OPENID.expired, scope: 'upcoming' })).rows.find(
    (s) => String(s.eventid) === eventid,
  )!;
  assert.equal([mine.statename, mine.eventstate, mine.cancancel], ['活动已取消', 'cancelled', false]);
  const told = (await inbox(client, OPENID.reader)).filter((n) => n.kind === 'event');
  assert.equal(
    told.map((n) => n.data.thing4.value),
    ['活动已取消：场地维修'],
  );
  const again = await client.post('/__harness/api/events/cancel', { eventid: Number(eventid), reason: '场地维修' });
  assert.equal([again.code, again.message], [0, '该活动已取消']);
  const refused = await elib(newcomer, 'eventSignup', { eventid, openid: OPENID.newcomer });
  assert.is(refused.message, '该活动已取消');
});

Desk('seats taken for tests fill an event; given back, the first waiting user is promoted', async (ctx) => {
  const { client } = ctx;
  const newcomer = await ctx.as('newcomer');
  const made = await client.post('/__harness/api/events', { ...VALID, title: '占位测试', capacity: 5, waitlimit: 3 });
  const eventid = made.data.eventid as number;
  const full = await client.post('/__harness/api/events/seats', { eventid, taken: 5 });
  assert.equal([full.code, full.data.seatsleft, full.data.taken], [1, 0, 5]);
  const wait = await elib(newcomer, 'eventSignup', {
    eventid: String(eventid),
    openid: OPENID.newcomer,
    waitlist: '1',
  });
  assert.is(wait.message, '已加入候补，当前排第1位');
  const over = await client.post('/__harness/api/events/seats', { eventid, taken: 6 });
  assert.equal([over.code, over.message], [0, '已占名额 taken 须为0到5的整数']);
  const freed = await client.post('/__harness/api/events/seats', { eventid, taken: 4 });
  assert.equal([freed.code, freed.data.taken, freed.data.waiting], [1, 5, 0]);
  const promoted = (await elib(newcomer, 'getEvent', { eventid: String(eventid), openid: OPENID.newcomer })).rows[0];
  assert.equal([promoted.signup.state, promoted.action], ['signed', 'cancel']);
});

Desk('the reminder job tells a subscriber the day before an event they hold a seat for, once', async (ctx) => {
  const { client } = ctx;
  const reader = await ctx.as('reader');
  assert.is((await subscribeEvent(reader, OPENID.reader)).code, 1);
  // The seeded full event is 5 days ahead: 4 days on, it is tomorrow.
  assert.is((await client.post('/__harness/api/clock', { days: 4 })).code, 1);
  const run = async () =>
    ((await client.post('/__harness/api/reminders/run', {})).data.rows as Row[]).filter((m) => m.kind === 'event');
  const sent = await run();
  assert.equal(
    sent.map((m) => [m.title, m.data.thing1.value, m.data.thing4.value]),
    [['活动通知', '冬季读书月：阅读让城市更温暖', '活动明天开始，请准时参加']],
  );
  assert.match(sent[0].key, /^event:\d+:tomorrow$/);
  assert.equal(await run(), [], 'once');
  await client.raw('/__harness/api/clock', { method: 'DELETE' });
});

Desk.run();
