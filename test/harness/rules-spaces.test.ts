/** Study spaces' rules (ils/rules/spaces.ts), as pure functions, at their boundary times. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SPACE_RULES } from '../../src/api/contract/spaces.js';
import {
  type BookingFacts,
  bookRefusal,
  cancelRefusal,
  checkinRefusal,
  clockMinutes,
  lapsedState,
  leaveRefusal,
  leftEnd,
  type SlotRequest,
  type SpaceCardFacts,
  spaceCardRefusal,
  spaceMoment,
} from '../../harness/server/ils/rules/index.js';

const Spaces = suite('rules: study spaces');
const DAY = 86_400_000;
/** Tuesday 2026-12-01 08:00 in China. */
const NOW = Date.parse('2026-12-01T08:00:00+08:00');
const at = (date: string, hhmm: string) => spaceMoment(date, clockMinutes(hhmm) ?? 0);

const card = (changes: Partial<SpaceCardFacts & { bookedMinutes: number }> = {}) => ({
  cardState: 'valid' as const,
  noShows: [],
  openBookings: 0,
  now: NOW,
  bookedMinutes: 0,
  ...changes,
});
const ask = (changes: Partial<SlotRequest> = {}): SlotRequest => ({
  date: '2026-12-01',
  start: 10 * 60,
  end: 12 * 60,
  hours: { open: '09:00', close: '21:00' },
  taken: false,
  ownOverlap: false,
  ...changes,
});
const book = (c = card(), a = ask()) => bookRefusal(c, a, SPACE_RULES);

Spaces('the moments are China time; HH:mm reads 00:00 to 24:00 only', () => {
  assert.is(spaceMoment('2026-12-01', 0), Date.parse('2026-11-30T16:00:00Z'));
  assert.is(clockMinutes('09:30'), 570);
  assert.is(clockMinutes('24:00'), 1440);
  for (const bad of ['24:30', '9:30', '09:60', '0930', '']) assert.is(clockMinutes(bad), null, bad);
});

Spaces('a free range within the hours, today to six days ahead, may be booked', () => {
  assert.is(book(), '');
  assert.is(book(card(), ask({ date: '2026-12-07' })), '', 'the seventh day (today counts)');
  assert.is(book(card(), ask({ start: 9 * 60, end: 13 * 60 })), '', '240 minutes at once');
  assert.is(book(card(), ask({ start: 20 * 60 + 30, end: 21 * 60 })), '', 'the last half hour');
});

Spaces('the day: within the week, the library open', () => {
  assert.is(book(card(), ask({ date: '2026-12-08' })), '只能预约今天起7天内的时段');
  assert.is(book(card(), ask({ date: '2026-11-30' })), '只能预约今天起7天内的时段');
  assert.is(book(card(), ask({ hours: null })), '2026-12-01 闭馆，不能预约');
  // Just before midnight the week is still today's; just after, it moves on.
  const lateNow = at('2026-12-01', '24:00') - 1;
  assert.is(book(card({ now: lateNow }), ask({ date: '2026-12-07' })), '');
  assert.is(book(card({ now: lateNow + 1 }), ask({ date: '2026-12-08' })), '');
  assert.is(book(card({ now: lateNow + 1 }), ask({ date: '2026-12-01' })), '只能预约今天起7天内的时段');
});

Spaces('the range: half hours, start before end, within the hours', () => {
  assert.is(book(card(), ask({ start: 10 * 60 + 15 })), '预约时段须从整点或半点开始和结束');
  assert.is(book(card(), ask({ end: 11 * 60 + 45 })), '预约时段须从整点或半点开始和结束');
  assert.is(book(card(), ask({ start: 12 * 60, end: 12 * 60 })), '结束时间须晚于开始时间');
  assert.is(book(card(), ask({ start: 12 * 60, end: 11 * 60 })), '结束时间须晚于开始时间');
  assert.is(book(card(), ask({ start: 8 * 60 + 30, end: 10 * 60 })), '所选时段不在开放时间内（09:00–21:00）');
  assert.is(book(card(), ask({ start: 20 * 60, end: 21 * 60 + 30 })), '所选时段不在开放时间内（09:00–21:00）');
});

Spaces('a slot begun may be booked while its check-in is open: until 15 minutes after its start', () => {
  const started = ask({ start: 10 * 60, end: 11 * 60 });
  assert.is(book(card({ now: at('2026-12-01', '10:14') + 59_999 }), started), '');
  assert.is(book(card({ now: at('2026-12-01', '10:15') }), started), '所选时段已开始，不能预约');
});

Spaces('taken, overlapping the card’s own, over the day’s 4 hours, over 2 open bookings', () => {
  assert.is(book(card(), ask({ taken: true })), '所选时段已被预约，请选择其他时段');
  assert.is(book(card(), ask({ ownOverlap: true })), '您在该时段已有其他预约');
  assert.is(book(card({ bookedMinutes: 120 })), '', 'exactly 240 minutes');
  assert.is(book(card({ bookedMinutes: 150 })), '每天最多预约4小时，您当天还可预约1.5小时');
  assert.is(book(card({ bookedMinutes: 210 })), '每天最多预约4小时，您当天还可预约0.5小时');
  assert.is(book(card({ bookedMinutes: 240 })), '每天最多预约4小时，您当天已约满');
  assert.is(book(card(), ask({ start: 9 * 60, end: 13 * 60 + 30 })), '每天最多预约4小时，您当天还可预约4小时');
  assert.is(book(card({ openBookings: 1 })), '');
  assert.is(book(card({ openBookings: 2 })), '最多同时持有2个未结束的预约');
});

Spaces('the card first: its state, then the no-show block (3 in 90 days block for 30 days)', () => {
  assert.is(book(card({ cardState: 'lost' }), ask({ taken: true })), '读者证已挂失，请先到馆办理');
  assert.is(book(card({ cardState: 'expired' })), '读者证已过期，请先办理延期');
  const three = [NOW - 40 * DAY, NOW - 20 * DAY, NOW - 10 * DAY];
  assert.is(book(card({ noShows: three.slice(1) })), '', 'two do not block');
  assert.is(book(card({ noShows: three }), ask({ taken: true })), '您近90天内有3次预约未签到，2026-12-21前不能预约');
  const lastDay = NOW + 20 * DAY - 1;
  assert.is(
    book(card({ noShows: three, now: lastDay }), ask({ date: '2026-12-21' })),
    '您近90天内有3次预约未签到，2026-12-21前不能预约',
  );
  assert.is(book(card({ noShows: three, now: lastDay + 1 }), ask({ date: '2026-12-21' })), '');
  assert.is(spaceCardRefusal(card({ noShows: three }), SPACE_RULES), '您近90天内有3次预约未签到，2026-12-21前不能预约');
  assert.is(spaceCardRefusal(card({ openBookings: 2 }), SPACE_RULES), '最多同时持有2个未结束的预约');
  assert.is(spaceCardRefusal(card(), SPACE_RULES), '');
});

const booking = (changes: Partial<BookingFacts> = {}): BookingFacts => ({
  state: 'booked',
  date: '2026-12-01',
  start: 10 * 60,
  end: 12 * 60,
  ...changes,
});

Spaces('cancelling: only 待签到, before its start', () => {
  assert.is(cancelRefusal(booking(), at('2026-12-01', '10:00') - 1), '');
  assert.is(cancelRefusal(booking(), at('2026-12-01', '10:00')), '预约时段已开始，不能取消');
  assert.is(cancelRefusal(booking({ state: 'checkedin' }), NOW), '已签到的预约不能取消，可结束使用');
  assert.is(cancelRefusal(booking({ state: 'cancelled' }), NOW), '该预约已取消');
  assert.is(cancelRefusal(booking({ state: 'released' }), NOW), '该预约因未按时签到已释放');
  assert.is(cancelRefusal(booking({ state: 'done' }), NOW), '该预约已结束');
  assert.is(cancelRefusal(booking({ state: 'left' }), NOW), '该预约已结束');
});

Spaces('checking in: from 15 minutes before the start to 15 minutes after it; later it is released', () => {
  const check = (now: number, b = booking()) => checkinRefusal(b, now, SPACE_RULES);
  assert.is(check(at('2026-12-01', '09:45') - 1), '还未到签到时间，请于09:45后签到');
  assert.is(check(at('2026-12-01', '09:45')), '');
  assert.is(check(at('2026-12-01', '10:15') - 1), '');
  assert.is(check(at('2026-12-01', '10:15')), '该预约因未按时签到已释放');
  assert.is(check(NOW, booking({ state: 'checkedin' })), '您已签到，无需重复签到');
  assert.is(check(NOW, booking({ state: 'cancelled' })), '该预约已取消');
  assert.equal(
    [
      lapsedState(booking(), at('2026-12-01', '10:15') - 1, SPACE_RULES),
      lapsedState(booking(), at('2026-12-01', '10:15'), SPACE_RULES),
    ],
    ['booked', 'released'],
  );
  const inUse = booking({ state: 'checkedin' });
  assert.equal(
    [
      lapsedState(inUse, at('2026-12-01', '12:00') - 1, SPACE_RULES),
      lapsedState(inUse, at('2026-12-01', '12:00'), SPACE_RULES),
    ],
    ['checkedin', 'done'],
  );
  assert.is(lapsedState(booking({ state: 'cancelled' }), at('2026-12-02', '00:00'), SPACE_RULES), 'cancelled');
});

Spaces('leaving early: only 使用中; it ends at the next half hour, within the booking', () => {
  const inUse = booking({ state: 'checkedin' });
  assert.is(leaveRefusal(inUse), '');
  assert.is(leaveRefusal(booking()), '尚未签到，不能结束使用');
  assert.is(leaveRefusal(booking({ state: 'done' })), '该预约已结束');
  const end = (hhmm: string, extra = 0) => leftEnd(inUse, at('2026-12-01', hhmm) + extra, SPACE_RULES);
  assert.is(end('10:40'), 11 * 60);
  assert.is(end('11:00'), 11 * 60, 'on the half hour: that one');
  assert.is(end('11:00', 1), 11 * 60 + 30);
  assert.is(end('11:50'), 12 * 60, 'never past its end');
  assert.is(end('09:50'), 10 * 60, 'checked in early, left before the start: nothing used');
});

Spaces.run();
