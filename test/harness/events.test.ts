/**
 * /v1/elib 活动报名 (listEvent, getEvent, eventSignup, cancelEventSignup, listMyEvent,
 * eventCheckin) against the in-process harness and its seeded events: what a user sees, each
 * refusal leaving the data as it was, the waitlist and its promotion (told by 活动通知), checking
 * in by the venue's code and at the desk, and another user's sign-ups out of reach.
 */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { wechatConfig } from '../../src/wechatConfig.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite, OPENID, rawRequest } from './helpers.js';

const Events = harnessSuite('events');

type Row = Record<string, any>;
type Answer = { status: string; message: string; rows: Row[]; total: number };
const elib = (client: Client, name: ElibName, params: Record<string, string>) =>
  client.elib(name, params) as Promise<Answer>;
const FULL = '1008';
const FEATURED = '1012';
const SOON_CHECKIN = '1006';

const venueCode = async (client: Client, eventid: string) =>
  ((await client.get('/__harness/api/events')).data as Row[]).find((e) => String(e.eventid) === eventid)!.venuecode;

Events(
  'the seed: a month of events over the four libraries; the full event the end-to-end test needs',
  async ({ client, as }) => {
    const desk = (await client.get('/__harness/api/events')).data as Row[];
    const libraries = new Set(desk.map((e) => e.libcode));
    assert.equal([...libraries].sort(), ['SXLIB', 'SXLIB-CN', 'SXLIB-ET', 'SXLIB-HX']);
    assert.equal([...new Set(desk.map((e) => e.kind))].sort(), ['exhibition', 'family', 'lecture', 'training']);
    assert.ok(desk.filter((e) => e.state === 'soon').length >= 1, 'one not yet open');
    assert.ok(
      desk.some((e) => e.seatsleft === 0 && e.waiting > 0),
      'a full one with a waitlist',
    );
    assert.ok(desk.some((e) => e.libcode === 'SXLIB-ET' && e.kind === 'family' && e.agemin !== null));
    // 1008: open to WeChat users, full, `reader` holding a seat, more than 2 hours ahead, room to wait.
    const full = (await elib(await as('reader'), 'getEvent', { eventid: FULL, openid: OPENID.reader })).rows[0];
    assert.equal([full.audience, full.seatsleft, full.waiting, full.signup.state], ['wechat', 0, 0, 'signed']);
    assert.ok(full.waitlimit > 0);
    assert.ok(Date.parse(`${full.starttime.replace(' ', 'T')}:00+08:00`) - Date.now() > 2 * 3_600_000);
    assert.is((await client.raw('/api/event-pictures/999999')).status, 404);
  },
);

Events('the list: upcoming events by start, filtered; the user’s own sign-up on each', async ({ as }) => {
  const reader = await as('reader');
  const all = await elib(reader, 'listEvent', { openid: OPENID.reader, rows: '100' });
  assert.is(all.status, '0', all.message);
  const starts = all.rows.map((e) => e.starttime);
  assert.equal(starts, [...starts].sort(), 'by start');
  assert.ok(all.total >= 20 && all.total === all.rows.length);
  assert.not.ok(
    all.rows.some((e) => e.state === 'ended' || e.state === 'cancelled'),
    'no ended or cancelled event listed',
  );
  const full = all.rows.find((e) => String(e.eventid) === FULL)!;
  assert.equal([full.seatsleft, full.mine, full.state, full.statename], [0, 'signed', 'open', '报名中']);
  assert.match(full.picture, /^\/api\/event-pictures\/1008$/);
  const family = await elib(reader, 'listEvent', { libcode: 'SXLIB-ET', kind: 'family' });
  assert.ok(family.total >= 3);
  assert.ok(family.rows.every((e) => e.libcode === 'SXLIB-ET' && e.kindname === '亲子' && e.mine === null));
  assert.ok(family.rows.some((e) => e.agemin === 6 && e.agemax === 12));
  assert.is(
    (await elib(reader, 'listEvent', { kind: 'party' })).message,
    '活动类型 kind 须为 lecture、exhibition、family、training 之一',
  );
  assert.is((await elib(reader, 'listEvent', { libcode: 'NOPE' })).message, '图书馆代码不存在');
  const picture = await reader.raw('/api/event-pictures/1008');
  assert.is(picture.status, 200);
  assert.match(await picture.text(), /冬季读书月/);
});

Events('one event: 404 when unknown; the user’s standing says what they may do and why not', async ({ as }) => {
  const [reader, newcomer, fined, multicard] = await Promise.all([
    as('reader'),
    as('newcomer'),
    as('fined'),
    as('multicard'),
  ]);
  const unknown = await elib(reader, 'getEvent', { eventid: '999999' });
  assert.equal([unknown.status, unknown.message], ['404', '活动不存在']);
  const mine = (await elib(reader, 'getEvent', { eventid: FULL, openid: OPENID.reader })).rows[0];
  assert.equal([mine.action, mine.signup.state, mine.signup.name], ['cancel', 'signed', '林书远']);
  assert.is(mine.signup.cancheckin, false, 'days ahead: check-in not open yet');
  assert.match(mine.signup.entrycode, /^LIBEVENT:\d+\.[A-Za-z0-9_-]{22}$/);
  assert.ok(mine.content.includes('<p>') && mine.address && mine.latitude);
  const other = (await elib(newcomer, 'getEvent', { eventid: FULL, openid: OPENID.newcomer })).rows[0];
  assert.equal([other.action, other.reason, other.signup], ['waitlist', '', null]);
  const card = (await elib(newcomer, 'getEvent', { eventid: '1013', openid: OPENID.newcomer })).rows[0];
  assert.equal([card.action, card.reason], ['none', '该活动需凭读者证报名，请先绑定读者证']);
  const blocked = (await elib(fined, 'getEvent', { eventid: FEATURED, openid: OPENID.fined })).rows[0].reason;
  assert.match(blocked, /^您近90天内有3次报名未签到，\d{4}-\d{2}-\d{2}前不能报名活动$/);
  const kid = await elib(multicard, 'getEvent', { eventid: '1009', openid: OPENID.multicard, rdrno: 'SX200003' });
  assert.equal([kid.rows[0].action, kid.rows[0].reason], ['signup', '']);
  const soon = (await elib(reader, 'getEvent', { eventid: '1015', openid: OPENID.reader })).rows[0];
  assert.equal([soon.state, soon.action], ['soon', 'none']);
  assert.match(soon.reason, /^报名将于 \d{2}-\d{2} 09:00 开始$/);
  const cancelled = (await elib(reader, 'getEvent', { eventid: '1028', openid: OPENID.reader })).rows[0];
  assert.equal(
    [cancelled.state, cancelled.cancelreason, cancelled.signup.statename],
    ['cancelled', '主讲人临时有事，活动改期另行通知', '活动已取消'],
  );
});

Events('every refusal to sign up says why and changes nothing', async ({ as, server }) => {
  const [reader, newcomer, fined, multicard, lost] = await Promise.all(
    ['reader', 'newcomer', 'fined', 'multicard', 'lostcard'].map((p) => as(p)),
  );
  const before = checksum(server.db);
  const cases: [Client, Record<string, string>, string][] = [
    [newcomer, { eventid: FULL, openid: OPENID.newcomer }, '名额已满，可加入候补（当前候补0人）'],
    [reader, { eventid: FULL, openid: OPENID.reader, waitlist: '1' }, '您已报名该活动'],
    [
      multicard,
      { eventid: '1013', openid: OPENID.multicard, rdrno: 'SX200001', waitlist: '1' },
      '名额已满，候补也已满',
    ],
    [multicard, { eventid: '1009', openid: OPENID.multicard, rdrno: 'SX200001' }, '该活动面向6–12岁读者'],
    [newcomer, { eventid: '1009', openid: OPENID.newcomer }, '该活动需凭读者证报名，请先绑定读者证'],
    [lost, { eventid: '1027', openid: OPENID.lostcard, rdrno: 'SX300001' }, '读者证已挂失，请先到馆办理'],
    [reader, { eventid: '1028', openid: OPENID.reader }, '该活动已取消'],
    [reader, { eventid: '1001', openid: OPENID.reader }, '活动已结束'],
    [reader, { eventid: '999999', openid: OPENID.reader }, '活动不存在'],
    [reader, { eventid: 'x', openid: OPENID.reader }, '活动编号 eventid 格式错误'],
    [reader, { eventid: FEATURED, openid: OPENID.reader, waitlist: 'yes' }, '候补 waitlist 须为 1 或不填'],
    [reader, { eventid: FEATURED, openid: OPENID.newcomer }, '无权访问其他微信用户的信息'],
    [reader, { eventid: '1027', openid: OPENID.reader, rdrno: 'SX200002' }, '无权访问该读者证，请先验证密码绑定'],
  ];
  for (const [client, params, message] of cases) {
    const body = await elib(client, 'eventSignup', params);
    assert.is.not(body.status, '0', JSON.stringify(params));
    assert.is(body.message, message, JSON.stringify(params));
  }
  const block = await elib(fined, 'eventSignup', { eventid: FEATURED, openid: OPENID.fined });
  assert.match(block.message, /^您近90天内有3次报名未签到/);
  assert.match((await elib(reader, 'eventSignup', { eventid: '1015', openid: OPENID.reader })).message, /^报名将于 /);
  assert.is(checksum(server.db), before, 'refusals wrote nothing');
});

Events('signing up: a seat named by the nickname, or a child’s card by the holder’s name', async ({ as }) => {
  const [newcomer, multicard] = await Promise.all([as('newcomer'), as('multicard')]);
  const seat = await elib(newcomer, 'eventSignup', { eventid: FEATURED, openid: OPENID.newcomer });
  assert.equal([seat.status, seat.message], ['0', '报名成功']);
  assert.equal([seat.rows[0].state, seat.rows[0].name, seat.rows[0].rdrno], ['signed', '初来乍到', '']);
  const kid = await elib(multicard, 'eventSignup', { eventid: '1009', openid: OPENID.multicard, rdrno: 'SX200003' });
  assert.equal([kid.message, kid.rows[0].name, kid.rows[0].rdrno], ['报名成功', '王朵朵', 'SX200003']);
  const again = await elib(multicard, 'eventSignup', { eventid: '1009', openid: OPENID.multicard, rdrno: 'SX200003' });
  assert.is(again.message, '您已报名该活动');
  const mine = await elib(newcomer, 'listMyEvent', { openid: OPENID.newcomer, scope: 'upcoming' });
  assert.equal(
    mine.rows.map((s) => [String(s.eventid), s.statename, s.cancancel]),
    [[FEATURED, '已报名', true]],
  );
  assert.is(
    (await elib(newcomer, 'listMyEvent', { openid: OPENID.newcomer, scope: 'soon' })).message,
    '范围 scope 须为 upcoming 或 past',
  );
});

Events(
  'the waitlist: a full event’s place, then promoted when a seat is cancelled, told by 活动通知',
  async ({ as, client, server }) => {
    const [reader, newcomer] = await Promise.all([as('reader'), as('newcomer')]);
    const saved = await newcomer.post('/api/v1/subscribe/save', {
      authorizer_appid: APPID,
      openid: OPENID.newcomer,
      template_ids: wechatConfig.subscribeTemplates.event,
    });
    assert.is(saved.code, 1, saved.message);
    const wait = await elib(newcomer, 'eventSignup', { eventid: FULL, openid: OPENID.newcomer, waitlist: '1' });
    assert.equal([wait.message, wait.rows[0].state, wait.rows[0].position], ['已加入候补，当前排第1位', 'waiting', 1]);
    const seat = (await elib(reader, 'getEvent', { eventid: FULL, openid: OPENID.reader })).rows[0].signup;
    // Someone else's sign-up reads as not there, and nothing changes.
    const before = checksum(server.db);
    const foreign = await elib(newcomer, 'cancelEventSignup', { openid: OPENID.newcomer, id: String(seat.id) });
    assert.is(foreign.message, '报名记录不存在');
    assert.is(checksum(server.db), before);
    const cancelled = await elib(reader, 'cancelEventSignup', { openid: OPENID.reader, id: String(seat.id) });
    assert.equal(
      [cancelled.message, cancelled.rows[0].state, cancelled.rows[0].entrycode],
      ['已取消报名', 'cancelled', ''],
    );
    const promoted = (await elib(newcomer, 'listMyEvent', { openid: OPENID.newcomer, scope: 'upcoming' })).rows.find(
      (s) => String(s.eventid) === FULL,
    )!;
    assert.equal([promoted.state, promoted.position], ['signed', 0]);
    assert.match(promoted.promotedtime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    assert.match(promoted.entrycode, /^LIBEVENT:/);
    const inbox = (await client.get('/__harness/api/notifications', { openid: OPENID.newcomer })).data.rows as Row[];
    assert.equal(
      inbox.map((n) => [n.kind, n.title, n.page, n.data.thing4.value]),
      [['event', '活动通知', '/events/mine', '候补成功，已为您保留名额']],
    );
    const again = await elib(reader, 'cancelEventSignup', { openid: OPENID.reader, id: String(seat.id) });
    assert.is(again.message, '该报名已取消');
  },
);

Events(
  'checking in: the venue’s code for the user’s seat, the desk by the entry code; once',
  async ({ as, client }) => {
    const [reader, newcomer] = await Promise.all([as('reader'), as('newcomer')]);
    // Starts within half an hour of the seed: check-in is open, cancelling a seat is not.
    const signed = await elib(reader, 'eventSignup', { eventid: SOON_CHECKIN, openid: OPENID.reader });
    assert.is(signed.message, '报名成功');
    const id = String(signed.rows[0].id);
    assert.equal(
      [signed.rows[0].cancancel, signed.rows[0].cancelrefusal, signed.rows[0].cancheckin],
      [false, '活动开始前2小时内不能取消报名', true],
    );
    assert.is(
      (await elib(reader, 'cancelEventSignup', { openid: OPENID.reader, id })).message,
      '活动开始前2小时内不能取消报名',
    );
    const code = await venueCode(client, SOON_CHECKIN);
    assert.match(code, /^LIBEVENTSITE:1006\.[A-Za-z0-9_-]{22}$/);
    assert.is((await elib(newcomer, 'eventCheckin', { openid: OPENID.newcomer, code })).message, '您没有报名该活动');
    const forged = `${code.slice(0, -3)}abc`;
    assert.is(
      (await elib(reader, 'eventCheckin', { openid: OPENID.reader, code: forged })).message,
      '签到码无效：签名不符，可能是伪造或篡改的',
    );
    assert.is(
      (await elib(reader, 'eventCheckin', { openid: OPENID.reader, code: 'ISBN9787' })).message,
      '无法识别：不是本馆的活动签到码',
    );
    const checked = await elib(reader, 'eventCheckin', { openid: OPENID.reader, code });
    assert.equal(
      [checked.message, checked.rows[0].state, checked.rows[0].statename, checked.rows[0].cancheckin],
      ['签到成功', 'attended', '已签到', false],
    );
    assert.is((await elib(reader, 'eventCheckin', { openid: OPENID.reader, code })).message, '已签到，请勿重复签到');

    // The desk scans the entry code on the newcomer's phone.
    const seat = await elib(newcomer, 'eventSignup', { eventid: SOON_CHECKIN, openid: OPENID.newcomer });
    const entry = seat.rows[0].entrycode;
    const desk = await client.post('/__harness/api/events/checkin', { code: entry });
    assert.equal([desk.code, desk.message, desk.data.state, desk.data.name], [1, '签到成功', 'attended', '初来乍到']);
    const twice = await client.post('/__harness/api/events/checkin', { code: entry });
    assert.equal([twice.code, twice.message], [0, '已签到，请勿重复签到']);
    const forgedEntry = await client.post('/__harness/api/events/checkin', { code: `${entry.slice(0, -2)}zz` });
    assert.is(forgedEntry.message, '入场码无效：签名不符，可能是伪造或篡改的');
    // Not a seat: a waitlist place cannot be checked in.
    const past = await elib(reader, 'listMyEvent', { openid: OPENID.reader, scope: 'past' });
    assert.equal(
      past.rows.map((s) => s.statename),
      ['已签到', '未签到', '已签到'],
      'the seeded past: attended, missed, attended (newest first)',
    );
  },
);

Events('the harness page offers the next venues’ check-in codes and every door’s code to scan', async ({ server }) => {
  const samples = (await (await rawRequest(`${server.url}/__harness/page-api/samples`)).json()).data;
  assert.ok(samples.venues.length > 0 && samples.venues.length <= 8);
  for (const venue of samples.venues) assert.match(venue.code, new RegExp(`^LIBEVENTSITE:${venue.eventid}\\.`));
  const spaces = server.db.prepare('SELECT COUNT(*) FROM spaces').pluck().get();
  assert.is(samples.doors.length, spaces);
  for (const door of samples.doors) assert.match(door.code, new RegExp(`^LIBSPACE:${door.spaceid}\\.`));
});

Events.run();
