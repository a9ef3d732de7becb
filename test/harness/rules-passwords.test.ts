/** The card password limits as pure rules, the clock injected (ils/rules/readers.ts). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  cardAttempts,
  chinaClock,
  openidAttempts,
  PASSWORD_POLICY,
  passwordLockRefusal,
  wrongPasswordMessage,
} from '../../harness/server/ils/rules/index.js';

const Rules = suite('card password attempt rules');
const MIN = 60_000;
/** 2026-03-01 14:20 in China (06:20 UTC). */
const T0 = Date.UTC(2026, 2, 1, 6, 20);

Rules('a card locks on its 5th wrong password for 15 minutes, then counts from zero', () => {
  const four = [0, 1, 2, 3].map((m) => T0 + m * MIN);
  assert.equal(cardAttempts([], T0), { lockedUntil: 0, left: 5 });
  assert.equal(cardAttempts(four, T0 + 4 * MIN), { lockedUntil: 0, left: 1 });
  const five = [...four, T0 + 4 * MIN];
  const until = T0 + 19 * MIN;
  assert.equal(cardAttempts(five, T0 + 4 * MIN), { lockedUntil: until, left: 0 });
  assert.equal(cardAttempts(five, until - 1), { lockedUntil: until, left: 0 });
  assert.equal(cardAttempts(five, until), { lockedUntil: 0, left: 5 }, 'after the lock: a fresh count');
  // Failures spread wider than the window never add up to a lock.
  const spread = [0, 4, 8, 12, 16, 20].map((m) => T0 + m * MIN);
  assert.equal(cardAttempts(spread, T0 + 20 * MIN), { lockedUntil: 0, left: 1 });
  assert.equal(cardAttempts(spread, T0 + 36 * MIN), { lockedUntil: 0, left: 5 }, 'all left the window');
  assert.is(PASSWORD_POLICY.cardFailures, 5);
});

Rules('a WeChat user has 10 wrong guesses in any hour, on any cards', () => {
  const nine = Array.from({ length: 9 }, (_, i) => T0 + i * MIN);
  assert.equal(openidAttempts(nine, T0 + 9 * MIN), { lockedUntil: 0, left: 1 });
  const ten = [...nine, T0 + 30 * MIN];
  // Until the oldest of the ten leaves the hour.
  assert.equal(openidAttempts(ten, T0 + 30 * MIN), { lockedUntil: T0 + 60 * MIN, left: 0 });
  assert.equal(openidAttempts(ten, T0 + 60 * MIN), { lockedUntil: 0, left: 1 });
  assert.equal(openidAttempts(ten, T0 + 90 * MIN), { lockedUntil: 0, left: 10 }, 'the window has passed');
});

Rules('the messages: tries left, or until when (China time, HH:mm)', () => {
  assert.is(chinaClock(T0), '14:20');
  assert.is(chinaClock(Date.UTC(2026, 2, 1, 16, 5)), '00:05', 'past midnight in China');
  const free = { lockedUntil: 0, left: 10 };
  assert.is(passwordLockRefusal({ lockedUntil: 0, left: 5 }, free), '');
  assert.is(passwordLockRefusal(null, free), '', 'an unknown card number');
  assert.is(
    passwordLockRefusal({ lockedUntil: T0 + 15 * MIN, left: 0 }, free),
    '该读者证密码错误次数过多，已暂时锁定，请于 14:35 后再试',
  );
  assert.is(passwordLockRefusal(null, { lockedUntil: T0 + 60 * MIN, left: 0 }), '密码错误次数过多，请于 15:20 后再试');
  assert.is(wrongPasswordMessage('读者证密码错误', { lockedUntil: 0, left: 3 }, free), '读者证密码错误，还可尝试3次');
  assert.is(
    wrongPasswordMessage('读者证密码错误', { lockedUntil: 0, left: 4 }, { lockedUntil: 0, left: 2 }),
    '读者证密码错误，还可尝试2次',
    'the fewer of the two',
  );
  assert.is(wrongPasswordMessage('读者证号不存在', null, { lockedUntil: 0, left: 7 }), '读者证号不存在，还可尝试7次');
  assert.is(
    wrongPasswordMessage('读者证密码错误', { lockedUntil: T0 + 15 * MIN, left: 0 }, free),
    '读者证密码错误次数过多，该读者证已暂时锁定，请于 14:35 后再试',
  );
  assert.is(
    wrongPasswordMessage('原密码错误', { lockedUntil: 0, left: 2 }, { lockedUntil: T0 + 60 * MIN, left: 0 }),
    '原密码错误，错误次数过多，请于 15:20 后再试',
  );
});

Rules.run();
