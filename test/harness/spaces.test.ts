/**
 * /v1/elib 空间预约 against the in-process harness, on a clock that starts on a Tuesday at 08:00
 * (spacesHelpers.ts): the list and the day view, booking and every refusal leaving the data as it
 * was, cancelling, the desk's view. The door, leaving and no-shows: spaces-door.test.ts. The tests
 * run in order, each from where the last left the data.
 */
import * as assert from 'uvu/assert';
import { checksum } from './fuzz/snapshot.js';
import { call, day, type Row, signedIn, spaceId, spacesSuite } from './spacesHelpers.js';

const Spaces = spacesSuite('study spaces');

Spaces('listSpace: each library’s rooms and seats with the day’s hours and free slots', async (ctx) => {
  const reader = await signedIn(ctx, 'reader');
  const all = await call(reader, 'listSpace', {});
  assert.is(all.status, '0', all.message);
  assert.equal([...new Set(all.rows.map((s) => s.libcode))], ['SXLIB', 'SXLIB-CN', 'SXLIB-HX', 'SXLIB-ET']);
  const rooms = await call(reader, 'listSpace', { libcode: 'SXLIB', kind: 'room' });
  assert.equal(
    rooms.rows.map((s) => [s.name, s.capacity, s.kindname]),
    [
      ['研讨室A', 4, '研讨室'],
      ['研讨室B', 6, '研讨室'],
      ['研讨室C', 8, '研讨室'],
      ['多功能研讨室', 12, '研讨室'],
    ],
  );
  assert.equal(
    [rooms.rows[0].date, rooms.rows[0].hours, rooms.rows[0].freeslots],
    [day(0), { open: '09:00', close: '21:00' }, 24],
  );
  const hx = await call(reader, 'listSpace', { libcode: 'SXLIB-HX', date: day(1) });
  assert.ok(hx.rows.length >= 3 && hx.rows.every((s) => s.kind === 'room' && s.area.startsWith('二楼')));
  assert.is(hx.rows[0].freeslots, 24, '08:30–20:30 on a weekday');
  const monday = await call(reader, 'listSpace', { libcode: 'SXLIB', date: day(6) });
  assert.equal([monday.rows[0].hours, monday.rows[0].freeslots], [null, 0]);
  const b = (await call(reader, 'listSpace', { libcode: 'SXLIB', kind: 'room', date: day(1) })).rows[1];
  assert.equal([b.name, b.freeslots], ['研讨室B', 24 - 8], 'the seeded bookings hold 4 hours of it');
  for (const [params, message] of [
    [{ kind: 'desk' }, '空间类型 kind 须为 room 或 seat'],
    [{ libcode: 'NOPE' }, '图书馆代码不存在'],
    [{ date: '2026-02-30' }, '日期 date 格式错误，应为 YYYY-MM-DD'],
    [{ date: day(7) }, '只能预约今天起7天内的时段'],
    [{ date: day(-1) }, '只能预约今天起7天内的时段'],
  ] as const) {
    assert.is((await call(reader, 'listSpace', params)).message, message);
  }
});

Spaces('getSpaceDay: the half hours, the card’s own and others’, the card’s standing', async (ctx) => {
  const reader = await signedIn(ctx, 'reader');
  const b = spaceId(ctx, 'SXLIB', '研讨室B');
  const view = await call(reader, 'getSpaceDay', { spaceid: b, date: day(1), rdrno: 'SX100001' });
  assert.is(view.status, '0', view.message);
  const d = view.rows[0];
  assert.equal(d.dates, [0, 1, 2, 3, 4, 5, 6].map(day));
  assert.equal([d.slots.length, d.slots[0].start, d.slots.at(-1).end], [24, '09:00', '21:00']);
  const state = (start: string) => d.slots.find((s: Row) => s.start === start).state;
  assert.equal(['09:30', '10:00', '11:30', '12:00', '14:00', '15:30', '16:00'].map(state), [
    'free',
    'taken',
    'taken',
    'free',
    'mine',
    'mine',
    'free',
  ]);
  assert.equal([d.minutesleft, d.bookingsleft, d.reason], [120, 1, '']);
  const anonymous = (await call(reader, 'getSpaceDay', { spaceid: b, date: day(1) })).rows[0];
  assert.equal(
    [anonymous.slots[10].state, anonymous.minutesleft],
    ['taken', 0],
    'without a card, its slots are others’',
  );
  const missing = await call(reader, 'getSpaceDay', { spaceid: '9999', date: day(1) });
  assert.equal([missing.status, missing.message], ['404', '空间不存在']);
  assert.is((await call(reader, 'getSpaceDay', { spaceid: b, date: day(7) })).message, '只能预约今天起7天内的时段');
  assert.is((await call(reader, 'getSpaceDay', { spaceid: b, date: day(1), rdrno: 'SX500001' })).status, '403');
});

Spaces('booking: the range is the card’s, 待签到 with its check-in window', async (ctx) => {
  const reader = await signedIn(ctx, 'reader');
  const a = spaceId(ctx, 'SXLIB', '研讨室A');
  const made = await call(reader, 'bookSpace', {
    rdrno: 'SX100001',
    spaceid: a,
    date: day(0),
    start: '10:00',
    end: '11:00',
  });
  assert.equal([made.status, made.message], ['0', '预约成功']);
  const r = made.rows[0];
  assert.equal(
    [r.name, r.libname, r.area, r.date, r.start, r.end, r.state, r.statename],
    ['研讨室A', '书香市图书馆', '四楼研讨区', day(0), '10:00', '11:00', 'booked', '待签到'],
  );
  assert.equal([r.checkinfrom, r.checkinuntil], [`${day(0)} 09:45`, `${day(0)} 10:15`]);
  assert.equal([r.cancancel, r.cancheckin, r.canleave], [true, false, false]);
  const view = (await call(reader, 'getSpaceDay', { spaceid: a, date: day(0), rdrno: 'SX100001' })).rows[0];
  assert.equal(
    view.slots.slice(2, 5).map((s: Row) => s.state),
    ['mine', 'mine', 'free'],
  );
  assert.equal([view.minutesleft, view.bookingsleft, view.reason], [180, 0, '最多同时持有2个未结束的预约']);
});

Spaces('every refusal says why and changes nothing', async (ctx) => {
  const fined = await signedIn(ctx, 'fined');
  const lost = await signedIn(ctx, 'lostcard');
  const c = spaceId(ctx, 'SXLIB', '研讨室C');
  const ask = (changes: Record<string, string>) => ({
    rdrno: 'SX500001',
    spaceid: c,
    date: day(0),
    start: '10:00',
    end: '11:00',
    ...changes,
  });
  const before = checksum(ctx.server.db);
  const cases: [Record<string, string>, string][] = [
    [ask({ date: day(7) }), '只能预约今天起7天内的时段'],
    [ask({ date: day(6) }), `${day(6)} 闭馆，不能预约`],
    [ask({ start: '10:15' }), '预约时段须从整点或半点开始和结束'],
    [ask({ start: '11:00', end: '10:00' }), '结束时间须晚于开始时间'],
    [ask({ start: '08:30', end: '09:30' }), '所选时段不在开放时间内（09:00–21:00）'],
    [
      ask({ spaceid: spaceId(ctx, 'SXLIB', '研讨室B'), date: day(1), start: '11:00', end: '12:30' }),
      '所选时段已被预约，请选择其他时段',
    ],
    [ask({ start: '09:00', end: '13:30' }), '每天最多预约4小时，您当天还可预约4小时'],
    [ask({ spaceid: '9999' }), '空间不存在'],
    [ask({ spaceid: 'x' }), '空间编号 spaceid 格式错误'],
    [ask({ start: '9:00' }), '开始时间 start 格式错误，应为 HH:mm'],
    [ask({ end: '' }), '缺少参数：结束时间 end'],
    [ask({ date: '明天' }), '日期 date 格式错误，应为 YYYY-MM-DD'],
  ];
  for (const [params, message] of cases) {
    const body = await call(fined, 'bookSpace', params);
    assert.equal([body.status, body.message], ['1', message], JSON.stringify(params));
  }
  assert.is((await call(lost, 'bookSpace', ask({ rdrno: 'SX300001' }))).message, '读者证已挂失，请先到馆办理');
  assert.is((await call(fined, 'bookSpace', ask({ rdrno: 'SX100001' }))).status, '403');
  assert.is(checksum(ctx.server.db), before, 'refusals wrote nothing');

  // The card's own: an overlap elsewhere, then the open bookings.
  assert.is((await call(fined, 'bookSpace', ask({}))).status, '0');
  const more = checksum(ctx.server.db);
  const d = spaceId(ctx, 'SXLIB', '多功能研讨室');
  assert.is(
    (await call(fined, 'bookSpace', ask({ spaceid: d, start: '10:30', end: '11:30' }))).message,
    '您在该时段已有其他预约',
  );
  assert.is(checksum(ctx.server.db), more);
  assert.is((await call(fined, 'bookSpace', ask({ spaceid: d, start: '11:00', end: '12:00' }))).status, '0');
  const full = checksum(ctx.server.db);
  assert.is((await call(fined, 'bookSpace', ask({ spaceid: d, date: day(2) }))).message, '最多同时持有2个未结束的预约');
  assert.is(checksum(ctx.server.db), full);
});

Spaces('cancelling before the start frees the slots; twice, or another card’s, is refused', async (ctx) => {
  const fined = await signedIn(ctx, 'fined');
  const reader = await signedIn(ctx, 'reader');
  const ids = ctx.server.db
    .prepare("SELECT id FROM space_bookings WHERE rdrno = 'SX500001' AND state = 'booked' ORDER BY startmin")
    .pluck()
    .all() as number[];
  const theirs = String(ids[1]);
  const before = checksum(ctx.server.db);
  assert.is((await call(reader, 'cancelSpaceBooking', { rdrno: 'SX100001', id: theirs })).message, '预约记录不存在');
  assert.is((await call(reader, 'cancelSpaceBooking', { rdrno: 'SX500001', id: theirs })).status, '403');
  assert.is((await call(fined, 'leaveSpace', { rdrno: 'SX500001', id: theirs })).message, '尚未签到，不能结束使用');
  assert.is(checksum(ctx.server.db), before);
  const done = await call(fined, 'cancelSpaceBooking', { rdrno: 'SX500001', id: theirs });
  assert.equal(
    [done.message, done.rows[0].state, done.rows[0].statename, done.rows[0].cancancel],
    ['已取消预约', 'cancelled', '已取消', false],
  );
  assert.is((await call(fined, 'cancelSpaceBooking', { rdrno: 'SX500001', id: theirs })).message, '该预约已取消');
  const d = spaceId(ctx, 'SXLIB', '多功能研讨室');
  const view = (await call(fined, 'getSpaceDay', { spaceid: d, date: day(0), rdrno: 'SX500001' })).rows[0];
  assert.equal([view.slots[4].state, view.bookingsleft], ['free', 1]);
});

Spaces('the desk sees a space’s bookings on a day; the control API refuses what it cannot read', async (ctx) => {
  const b = spaceId(ctx, 'SXLIB', '研讨室B');
  const desk = await ctx.client.get('/__harness/api/spaces/bookings', { spaceid: b, date: day(1) });
  assert.equal(
    desk.data.rows.map((r: Row) => [r.rdrno, r.start, r.end, r.statename]),
    [
      ['SX200001', '10:00', '12:00', '待签到'],
      ['SX100001', '14:00', '16:00', '待签到'],
    ],
  );
  assert.match(desk.data.rows[1].name, /[\u4e00-\u9fff]/);
  const today = await ctx.client.get('/__harness/api/spaces/bookings', { spaceid: b });
  assert.equal([today.code, today.data.total], [1, 0]);
  for (const [query, message] of [
    [{ spaceid: 'x' }, '空间编号 spaceid 须为正整数'],
    [{ spaceid: '9999' }, '空间不存在'],
    [{ spaceid: b, date: 'tomorrow' }, '日期 date 格式错误，应为 YYYY-MM-DD'],
  ] as const) {
    const res = await ctx.client.get('/__harness/api/spaces/bookings', query);
    assert.equal([res.code, res.message], [0, message]);
  }
  const spaces = await ctx.client.get('/__harness/api/spaces');
  assert.is(spaces.data.total, ctx.server.db.prepare('SELECT COUNT(*) FROM spaces').pluck().get());
  assert.equal(Object.keys(spaces.data.rows[0]).sort(), [
    'area',
    'code',
    'kind',
    'kindname',
    'libcode',
    'libname',
    'name',
    'spaceid',
  ]);
});

Spaces.run();
