/**
 * 活动通知: the subscribe messages about a user's event sign-up (promoted from the waitlist, the
 * event cancelled by the library, the day before it), each sent once per key through the emulated
 * WeChat (wechat/notifications.ts) and paid for with one unspent `event` subscription; without
 * one nothing is sent. The domain (ils/eventSignups.ts, ils/eventDesk.ts) says what happened; this
 * sends it.
 */
import { harnessConfig } from '../infra/config.js';
import type { Db } from '../infra/db.js';
import type { EventNotice } from '../ils/eventSignups.js';
import { thing } from '../ils/rules/index.js';
import { type SubscribeMessage, sendSubscribeMessage, wasSent } from '../wechat/notifications.js';
import { spendSubscription } from './subscriptions.js';

const { templates, pages } = harnessConfig.reminders;

/** The message a notice makes (fields in the template's order). */
export function eventMessage(n: EventNotice): SubscribeMessage {
  return {
    touser: n.openid,
    template_id: templates.event,
    page: pages.event,
    kind: 'event',
    title: '活动通知',
    key: n.key,
    rdrno: n.rdrno,
    data: {
      thing1: { value: thing(n.title) },
      time2: { value: n.starttime },
      thing3: { value: thing(n.place) },
      thing4: { value: thing(n.note) },
    },
  };
}

/** Sends each notice its user has an `event` subscription for (once per key): those sent. */
export function sendEventNotices(db: Db, notices: readonly EventNotice[], now: number): SubscribeMessage[] {
  return db.transaction(() => {
    const sent: SubscribeMessage[] = [];
    for (const n of notices) {
      if (wasSent(db, n.openid, n.key)) continue;
      if (!spendSubscription(db, n.openid, 'event', now)) continue;
      const message = eventMessage(n);
      sendSubscribeMessage(db, message, now);
      sent.push(message);
    }
    return sent;
  })();
}
