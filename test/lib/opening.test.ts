import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hoursText, libraryWeekday, openingState, weekRows } from '../../src/lib/opening';

const Opening = suite('opening hours');

/** Closed on Mondays; 09:00–21:00 on weekdays, 09:00–17:00 at the weekend. */
const WEEK = [
  { open: '09:00', close: '17:00' },
  null,
  { open: '09:00', close: '21:00' },
  { open: '09:00', close: '21:00' },
  { open: '09:00', close: '21:00' },
  { open: '09:00', close: '21:00' },
  { open: '09:00', close: '17:00' },
];

/** A moment in the library (China time) as epoch ms. */
const at = (local: string) => Date.parse(`${local}+08:00`);

Opening("open within the day's hours, closed before, at and after closing", () => {
  // 2026-11-24 is a Tuesday.
  assert.equal(openingState(WEEK, at('2026-11-24T10:30:00')), {
    open: true,
    label: '开放中',
    today: '今日 09:00–21:00',
  });
  assert.is(openingState(WEEK, at('2026-11-24T08:59:00')).open, false);
  assert.is(openingState(WEEK, at('2026-11-24T09:00:00')).open, true);
  assert.is(openingState(WEEK, at('2026-11-24T21:00:00')).label, '已闭馆');
});

Opening('a closed day says so all day', () => {
  assert.equal(openingState(WEEK, at('2026-11-23T12:00:00')), { open: false, label: '已闭馆', today: '今日闭馆' });
});

Opening("the day is the library's, whatever the phone's zone", () => {
  // 2026-11-24 23:30 UTC is Wednesday 07:30 in the library: not open yet, Wednesday's hours.
  const now = Date.parse('2026-11-24T23:30:00Z');
  assert.is(libraryWeekday(now), 3);
  assert.equal(openingState(WEEK, now), { open: false, label: '已闭馆', today: '今日 09:00–21:00' });
  // Saturday 16:59 in the library, Saturday's shorter hours.
  assert.is(openingState(WEEK, at('2026-11-28T16:59:00')).open, true);
  assert.is(openingState(WEEK, at('2026-11-28T17:30:00')).open, false);
});

Opening('unreadable hours never read as open', () => {
  const odd = [null, { open: '9点', close: '21:00' }, null, null, null, null, null];
  assert.is(openingState(odd, at('2026-11-23T12:00:00')).open, false);
  assert.is(openingState([], at('2026-11-23T12:00:00')).today, '今日闭馆');
});

Opening('the week is shown Monday first', () => {
  const rows = weekRows(WEEK);
  assert.equal(
    rows.map((row) => `${row.name} ${row.text}`),
    [
      '周一 闭馆',
      '周二 09:00–21:00',
      '周三 09:00–21:00',
      '周四 09:00–21:00',
      '周五 09:00–21:00',
      '周六 09:00–17:00',
      '周日 09:00–17:00',
    ],
  );
  assert.is(hoursText(null), '闭馆');
});

Opening.run();
