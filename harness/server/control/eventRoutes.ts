/**
 * The control API's events desk (under /__harness/api): the events with their venue check-in
 * codes (the harness page's scan panel offers them), publishing an event, cancelling one (its
 * signed-up and waiting users are told: 活动已取消 on their sign-ups, a 活动通知 when subscribed),
 * checking a reader in by the entry code on their phone, and taking seats for tests. Envelope
 * {code, message, data}; a refusal is code 0 and changes nothing.
 */
import type { Hono } from 'hono';
import { InputError } from '../infra/envelope.js';
import type { Deps } from '../infra/http.js';
import { cancelEvent, deskCheckin, deskEvents, publishEvent, setTakenSeats } from '../ils/eventDesk.js';
import { sendEventNotices } from '../platform/eventNotices.js';
import { readJson } from './guard.js';
import { answer as run } from './stateRoutes.js';

function eventidOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw new InputError('活动编号 eventid 须为正整数');
  return value;
}

export function eventRoutes(harness: Hono, { db, now }: Deps): void {
  harness.get('/api/events', (c) => c.json({ code: 1, message: '成功', data: deskEvents(db, now()) }));

  harness.post('/api/events', async (c) => {
    const body = await readJson(c);
    return run(c, () => ({ data: publishEvent(db, body, now()), message: '活动已发布' }));
  });

  harness.post('/api/events/cancel', async (c) => {
    const body = await readJson(c);
    return run(c, () => {
      const { event, notices } = cancelEvent(db, eventidOf(body.eventid), body.reason, now());
      const sent = sendEventNotices(db, notices, now());
      return { data: { event, dropped: notices.length, notified: sent.length }, message: '活动已取消' };
    });
  });

  harness.post('/api/events/checkin', async (c) => {
    const body = await readJson(c);
    return run(c, () => {
      const code = typeof body.code === 'string' ? body.code : '';
      if (!code.trim()) throw new InputError('缺少参数：入场码 code');
      return { data: deskCheckin(db, code, now()), message: '签到成功' };
    });
  });

  harness.post('/api/events/seats', async (c) => {
    const body = await readJson(c);
    return run(c, () => {
      const { event, notices } = setTakenSeats(db, eventidOf(body.eventid), body.taken, now());
      sendEventNotices(db, notices, now());
      return { data: event, message: '名额已更新' };
    });
  });
}
