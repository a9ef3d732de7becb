/**
 * 空间预约 under races, 50 trials each: two cards on one slot (exactly one booking), one card
 * twice at once against its daily minutes or its open bookings (never over). On the suite's
 * Tuesday-morning clock (spacesHelpers.ts).
 */
import * as assert from 'uvu/assert';
import type { Client } from './helpers.js';
import { type Answer, call, day, signedIn, spaceId, spacesSuite } from './spacesHelpers.js';

const Races = spacesSuite('study spaces: races');
const TRIALS = 50;

const book = (client: Client, rdrno: string, spaceid: string, date: string, start: string, end: string) =>
  call(client, 'bookSpace', { rdrno, spaceid, date, start, end });

/** The one of two answers that booked, after checking there is exactly one. */
function winner(answers: Answer[], trial: number): Answer {
  const won = answers.filter((a) => a.status === '0');
  assert.is(won.length, 1, `trial ${trial}: ${answers.map((a) => a.message).join(' / ')}`);
  return won[0];
}

Races('two cards on the same slot at the same moment: exactly one books it, the other is told', async (ctx) => {
  const reader = await signedIn(ctx, 'reader');
  const fined = await signedIn(ctx, 'fined');
  const c = spaceId(ctx, 'SXLIB', '研讨室C');
  const held = ctx.server.db.prepare(
    "SELECT COUNT(*) FROM space_bookings WHERE spaceid = ? AND date = ? AND state = 'booked' AND startmin < 630 AND endmin > 600",
  );
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const answers = await Promise.all([
      book(reader, 'SX100001', c, day(2), '10:00', '10:30'),
      book(fined, 'SX500001', c, day(2), '09:30', '11:00'),
    ]);
    const won = winner(answers, trial);
    assert.is(answers.find((a) => a !== won)?.message, '所选时段已被预约，请选择其他时段');
    assert.is(held.pluck().get(c, day(2)), 1);
    const [client, rdrno] = won === answers[0] ? [reader, 'SX100001'] : [fined, 'SX500001'];
    const freed = await call(client, 'cancelSpaceBooking', { rdrno, id: String(won.rows[0].id) });
    assert.is(freed.status, '0', freed.message);
  }
});

Races('one card twice at once against its 4 hours a day: never over', async (ctx) => {
  const multicard = await signedIn(ctx, 'multicard');
  const [a, b, c] = ['研讨室A', '研讨室B', '研讨室C'].map((name) => spaceId(ctx, 'SXLIB', name));
  assert.is((await book(multicard, 'SX200002', a, day(3), '09:00', '12:00')).status, '0');
  const minutes = ctx.server.db.prepare(
    "SELECT SUM(endmin - startmin) FROM space_bookings WHERE rdrno = 'SX200002' AND date = ? AND state = 'booked'",
  );
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const answers = await Promise.all([
      book(multicard, 'SX200002', b, day(3), '13:00', '14:00'),
      book(multicard, 'SX200002', c, day(3), '15:00', '16:00'),
    ]);
    const won = winner(answers, trial);
    assert.is(answers.find((x) => x !== won)?.message, '每天最多预约4小时，您当天已约满');
    assert.is(minutes.pluck().get(day(3)), 240);
    const freed = await call(multicard, 'cancelSpaceBooking', { rdrno: 'SX200002', id: String(won.rows[0].id) });
    assert.is(freed.status, '0', freed.message);
  }
});

Races('one card twice at once against its 2 open bookings: never over', async (ctx) => {
  const multicard = await signedIn(ctx, 'multicard');
  const seat = spaceId(ctx, 'SXLIB', '03号座');
  assert.is((await book(multicard, 'SX200003', seat, day(4), '09:00', '10:00')).status, '0');
  const open = ctx.server.db.prepare(
    "SELECT COUNT(*) FROM space_bookings WHERE rdrno = 'SX200003' AND state IN ('booked', 'checkedin')",
  );
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const answers = await Promise.all([
      book(multicard, 'SX200003', seat, day(4), '10:00', '10:30'),
      book(multicard, 'SX200003', seat, day(5), '10:00', '10:30'),
    ]);
    const won = winner(answers, trial);
    assert.is(answers.find((x) => x !== won)?.message, '最多同时持有2个未结束的预约');
    assert.is(open.pluck().get(), 2);
    const freed = await call(multicard, 'cancelSpaceBooking', { rdrno: 'SX200003', id: String(won.rows[0].id) });
    assert.is(freed.status, '0', freed.message);
  }
});

Races.run();
