/**
 * 空间预约 after booking, on a clock that starts on a Tuesday at 08:00 and moves when a test says
 * (POST /__harness/api/clock, spacesHelpers.ts): checking in by the door's code inside and
 * outside its window, leaving early, a booking released as a no-show, three of them blocking, and
 * the card's lists after all that. The tests run in order, each from where the last left the data
 * and the clock.
 */
import * as assert from 'uvu/assert';
import { checksum } from './fuzz/snapshot.js';
import { call, clockTo, day, doorCodeOf, type Row, signedIn, spaceId, spacesSuite } from './spacesHelpers.js';

const Spaces = spacesSuite('study spaces: the door');

Spaces('at 08:00: reader books 研讨室A 10:00–11:00, fined 研讨室C 10:00–10:30 (and will not come)', async (ctx) => {
  const reader = await signedIn(ctx, 'reader');
  const fined = await signedIn(ctx, 'fined');
  const a = spaceId(ctx, 'SXLIB', '研讨室A');
  const c = spaceId(ctx, 'SXLIB', '研讨室C');
  const mine = await call(reader, 'bookSpace', {
    rdrno: 'SX100001',
    spaceid: a,
    date: day(0),
    start: '10:00',
    end: '11:00',
  });
  assert.is(mine.status, '0', mine.message);
  const theirs = await call(fined, 'bookSpace', {
    rdrno: 'SX500001',
    spaceid: c,
    date: day(0),
    start: '10:00',
    end: '10:30',
  });
  assert.is(theirs.status, '0', theirs.message);
});

Spaces('check in by the door’s code: only within 15 minutes of the start, only at its door', async (ctx) => {
  const a = spaceId(ctx, 'SXLIB', '研讨室A');
  const code = await doorCodeOf(ctx, a);
  assert.match(code, new RegExp(`^LIBSPACE:${a}\\.[A-Za-z0-9_-]{22}$`));
  let reader = await signedIn(ctx, 'reader');
  const scan = (text: string) => call(reader, 'spaceCheckin', { rdrno: 'SX100001', code: text });
  const before = checksum(ctx.server.db);
  assert.is((await scan(code)).message, '您在此空间当前没有可签到的预约', '08:00: too early');
  const forged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
  for (const text of [forged, `LIBSPACE:9999.${code.split('.')[1]}`, 'RC1.SX100001.1.x', 'https://example.com']) {
    assert.is((await scan(text)).message, '这不是本馆的空间二维码', text);
  }
  assert.is(checksum(ctx.server.db), before);
  await clockTo(ctx, '09:45');
  reader = await signedIn(ctx, 'reader');
  assert.is(
    (await scan(await doorCodeOf(ctx, spaceId(ctx, 'SXLIB', '研讨室B')))).message,
    '您在此空间当前没有可签到的预约',
  );
  // A card reported lost meanwhile opens no door; found again, it does.
  assert.is((await ctx.client.post('/__harness/api/cards/SX100001', { state: 'lost' })).code, 1);
  const lost = checksum(ctx.server.db);
  assert.is((await scan(code)).message, '读者证已挂失，请先到馆办理');
  assert.is(checksum(ctx.server.db), lost, 'refused: nothing written');
  assert.is((await ctx.client.post('/__harness/api/cards/SX100001', { state: 'valid' })).code, 1);
  const checked = await scan(code);
  assert.equal(
    [checked.message, checked.rows[0].state, checked.rows[0].statename],
    ['签到成功', 'checkedin', '使用中'],
  );
  assert.equal(
    [checked.rows[0].canleave, checked.rows[0].cancancel, checked.rows[0].checkedtime],
    [true, false, `${day(0)} 09:45:00`],
  );
  assert.is((await scan(code)).message, '您已签到，无需重复签到');
  const id = String(checked.rows[0].id);
  assert.is(
    (await call(reader, 'cancelSpaceBooking', { rdrno: 'SX100001', id })).message,
    '已签到的预约不能取消，可结束使用',
  );
});

Spaces('leaving early ends at the next half hour; the rest is free again', async (ctx) => {
  await clockTo(ctx, '10:10');
  const reader = await signedIn(ctx, 'reader');
  const a = spaceId(ctx, 'SXLIB', '研讨室A');
  const id = String(ctx.server.db.prepare("SELECT id FROM space_bookings WHERE state = 'checkedin'").pluck().get());
  const left = await call(reader, 'leaveSpace', { rdrno: 'SX100001', id });
  assert.equal(
    [left.message, left.rows[0].state, left.rows[0].statename, left.rows[0].end],
    ['已结束使用', 'left', '已离开', '10:30'],
  );
  assert.is((await call(reader, 'leaveSpace', { rdrno: 'SX100001', id })).message, '该预约已结束');
  const view = (await call(reader, 'getSpaceDay', { spaceid: a, date: day(0), rdrno: 'SX100001' })).rows[0];
  assert.equal(
    view.slots.slice(1, 4).map((s: Row) => s.state),
    ['past', 'mine', 'free'],
  );
  assert.is(view.minutesleft, 210, 'only the half hour used counts');
  const again = await call(reader, 'bookSpace', {
    rdrno: 'SX100001',
    spaceid: a,
    date: day(0),
    start: '10:30',
    end: '11:00',
  });
  assert.is(again.status, '0', again.message);
  assert.is(
    (await call(reader, 'cancelSpaceBooking', { rdrno: 'SX100001', id: String(again.rows[0].id) })).status,
    '0',
  );
});

Spaces('not checked in within 15 minutes: released, a no-show; its slots are free again', async (ctx) => {
  await clockTo(ctx, '11:14');
  const fined = await signedIn(ctx, 'fined');
  const seat = spaceId(ctx, 'SXLIB', '01号座');
  const code = await doorCodeOf(ctx, spaceId(ctx, 'SXLIB', '研讨室C'));
  // Begun 14 minutes ago: may still be booked, and checked in.
  const late = await call(fined, 'bookSpace', {
    rdrno: 'SX500001',
    spaceid: seat,
    date: day(0),
    start: '11:00',
    end: '12:00',
  });
  assert.equal([late.status, late.rows[0]?.cancheckin], ['0', true], late.message);
  await clockTo(ctx, '11:15');
  assert.is((await call(fined, 'spaceCheckin', { rdrno: 'SX500001', code })).message, '您在此空间当前没有可签到的预约');
  const past = await call(fined, 'listMySpaceBooking', { rdrno: 'SX500001', scope: 'past' });
  assert.equal(
    past.rows.map((b) => [b.name, b.start, b.state, b.statename]),
    [
      ['01号座', '11:00', 'released', '未签到'],
      ['研讨室C', '10:00', 'released', '未签到'],
    ],
  );
  assert.is(past.rows[0].closetime, `${day(0)} 11:15:00`);
  const view = (await call(fined, 'getSpaceDay', { spaceid: seat, date: day(0) })).rows[0];
  assert.equal(
    view.slots.slice(4, 6).map((s: Row) => s.state),
    ['past', 'free'],
  );
});

Spaces('three no-shows in 90 days block booking for 30 days, and the day view says so', async (ctx) => {
  const seat = spaceId(ctx, 'SXLIB', '02号座');
  let fined = await signedIn(ctx, 'fined');
  const ask = (start: string, end: string) =>
    call(fined, 'bookSpace', { rdrno: 'SX500001', spaceid: seat, date: day(0), start, end });
  assert.is((await ask('11:30', '12:00')).status, '0');
  await clockTo(ctx, '11:45');
  fined = await signedIn(ctx, 'fined');
  const blocked = `您近90天内有3次预约未签到，${day(30)}前不能预约`;
  const view = (await call(fined, 'getSpaceDay', { spaceid: seat, date: day(1), rdrno: 'SX500001' })).rows[0];
  assert.is(view.reason, blocked);
  const before = checksum(ctx.server.db);
  assert.is((await ask('13:00', '13:30')).message, blocked);
  assert.is(checksum(ctx.server.db), before);
});

Spaces('the card’s bookings: upcoming by start, past newest first', async (ctx) => {
  const reader = await signedIn(ctx, 'reader');
  const upcoming = await call(reader, 'listMySpaceBooking', { rdrno: 'SX100001', scope: 'upcoming' });
  assert.equal(
    upcoming.rows.map((b) => [b.date, b.start, b.name, b.state]),
    [[day(1), '14:00', '研讨室B', 'booked']],
  );
  const past = await call(reader, 'listMySpaceBooking', { rdrno: 'SX100001', scope: 'past', rows: '2' });
  assert.equal(
    past.rows.map((b) => [b.date, b.start, b.end, b.state]),
    [
      [day(0), '10:30', '11:00', 'cancelled'],
      [day(0), '10:00', '10:30', 'left'],
    ],
  );
  assert.is(past.total, 3, 'the seeded one used days ago');
  assert.is(
    (await call(reader, 'listMySpaceBooking', { rdrno: 'SX100001', scope: 'all' })).message,
    '范围 scope 须为 upcoming 或 past',
  );
});

Spaces.run();
