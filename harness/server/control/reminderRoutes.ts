/**
 * The control API's clock and reminders (under /__harness/api): move the harness clock forward
 * (every rule, expiry and reminder reads it: Deps.now), set it back, run the reminder job now
 * (platform/reminders.ts), and list a WeChat user's 服务通知 (wechat/notifications.ts), so a
 * tester sees a reminder arrive and opens its page. Envelope {code, message, data}; a refusal is
 * code 0 and changes nothing.
 */
import type { Hono } from 'hono';
import { InputError } from '../infra/envelope.js';
import type { Deps } from '../infra/http.js';
import { requireOpenid } from '../infra/params.js';
import { cstDateTime } from '../infra/util.js';
import { runReminders } from '../platform/reminders.js';
import { listNotifications } from '../wechat/notifications.js';
import { readJson } from './guard.js';
import { answer as run } from './stateRoutes.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The clock goes at most this far ahead of the real one. */
export const MAX_CLOCK_DAYS = 3650;

/** A count of days, hours or minutes: absent (0), or a whole number from 0 to `max`. */
function count(value: unknown, name: string, max: number): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new InputError(`${name}须为0到${max}的整数`);
  }
  return value;
}

export function reminderRoutes(harness: Hono, { db, now, state }: Deps): void {
  const clock = () => ({ now: now(), time: cstDateTime(now()), offsetMs: state.clockOffsetMs });

  harness.get('/api/clock', (c) => c.json({ code: 1, message: '成功', data: clock() }));

  // Forward only: a clock set back would let what already happened happen again.
  harness.post('/api/clock', async (c) => {
    const body = await readJson(c);
    return run(c, () => {
      const days = count(body.days, '天数 days ', 366);
      const hours = count(body.hours, '小时数 hours ', 23);
      const minutes = count(body.minutes, '分钟数 minutes ', 59);
      if (days === 0 && hours === 0 && minutes === 0) {
        throw new InputError('请给出要拨快的天数 days、小时数 hours 或分钟数 minutes');
      }
      const offset = state.clockOffsetMs + days * DAY_MS + hours * HOUR_MS + minutes * MINUTE_MS;
      if (offset > MAX_CLOCK_DAYS * DAY_MS) throw new InputError(`时钟最多拨快${MAX_CLOCK_DAYS}天`);
      state.clockOffsetMs = offset;
      return { data: clock(), message: '时钟已拨快' };
    });
  });

  harness.delete('/api/clock', (c) => {
    state.clockOffsetMs = 0;
    return c.json({ code: 1, message: '时钟已恢复', data: clock() });
  });

  harness.post('/api/reminders/run', async (c) => {
    await readJson(c);
    const sent = runReminders(db, now());
    return c.json({
      code: 1,
      message: sent.length ? `已发送${sent.length}条提醒` : '没有要发送的提醒',
      data: { rows: sent, total: sent.length },
    });
  });

  harness.get('/api/notifications', (c) =>
    run(c, () => {
      const openid = requireOpenid({ openid: c.req.query('openid') ?? '' });
      const rows = listNotifications(db, openid);
      return { data: { rows, total: rows.length }, message: '成功' };
    }),
  );
}
