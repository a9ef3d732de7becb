/** The no-show block shared by events and study spaces (ils/rules/noShows.ts). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EVENT_RULES } from '../../src/api/contract/events.js';
import { noShowBlockUntil, noShowRefusal } from '../../harness/server/ils/rules/index.js';

const NoShows = suite('rules: no-shows');
const DAY = 86_400_000;
const T0 = Date.parse('2026-11-01T02:00:00Z');
const at = (days: number) => T0 + days * DAY;

NoShows('two no-shows never block; the third within 90 days blocks for 30 days from it', () => {
  assert.is(noShowBlockUntil([at(0), at(10)], at(11), EVENT_RULES), null);
  assert.is(noShowBlockUntil([at(0), at(10), at(20)], at(21), EVENT_RULES), at(50));
  // Order does not matter.
  assert.is(noShowBlockUntil([at(20), at(0), at(10)], at(21), EVENT_RULES), at(50));
});

NoShows('the window is 90 days from the first of the three to the third, inclusive', () => {
  assert.is(noShowBlockUntil([at(0), at(45), at(90)], at(90), EVENT_RULES), at(120));
  assert.is(noShowBlockUntil([at(0), at(45), at(90) + 1], at(91), EVENT_RULES), null);
});

NoShows('the block ends after 30 days to the millisecond; a later no-show is not counted before it happens', () => {
  const three = [at(0), at(1), at(2)];
  assert.is(noShowBlockUntil(three, at(32) - 1, EVENT_RULES), at(32));
  assert.is(noShowBlockUntil(three, at(32), EVENT_RULES), null);
  assert.is(noShowBlockUntil([at(0), at(1), at(40)], at(39), EVENT_RULES), null);
});

NoShows('a fourth no-show within the window blocks again from it', () => {
  assert.is(noShowBlockUntil([at(0), at(1), at(2), at(40)], at(41), EVENT_RULES), at(70));
});

NoShows('the refusal says how many, in how long, and until which day (China time)', () => {
  assert.is(noShowRefusal(null, EVENT_RULES, '报名未签到', '报名活动'), '');
  const until = Date.parse('2026-12-24T20:00:00Z'); // 12-25 04:00 in China
  assert.is(
    noShowRefusal(until, EVENT_RULES, '报名未签到', '报名活动'),
    '您近90天内有3次报名未签到，2026-12-25前不能报名活动',
  );
});

NoShows.run();
