/**
 * The reminder job: for every WeChat user with subscriptions left, the reminders due about the
 * cards they have bound (ils/rules/reminders.ts), and 活动通知 the day before an event they hold
 * a seat for (platform/eventNotices.ts), each sent once through the emulated WeChat
 * (wechat/notifications.ts, as bizsend would) and paid for with one subscription of its kind. A
 * reminder with no subscription left is not sent (and may be, while still due, after the next
 * acceptance); one already sent is never sent again. The control API runs it
 * (POST /__harness/api/reminders/run); a real backend runs it daily.
 */
import { harnessConfig } from '../infra/config.js';
import type { Db } from '../infra/db.js';
import { cstDate } from '../infra/util.js';
import { tomorrowNotices } from '../ils/eventDesk.js';
import { reminderSubjects } from '../ils/reminders.js';
import { dueReminders } from '../ils/rules/reminders.js';
import { type SubscribeMessage, sendSubscribeMessage, wasSent } from '../wechat/notifications.js';
import { listBindings } from './cards.js';
import { sendEventNotices } from './eventNotices.js';
import { spendSubscription, subscribedUsers, unspentSince } from './subscriptions.js';

const { templates, pages, dueAheadDays } = harnessConfig.reminders;

/** What one user is sent now (their subscriptions spent), in order. */
function remindUser(db: Db, openid: string, now: number): SubscribeMessage[] {
  const rdrnos = listBindings(db, openid).map((binding) => binding.rdrno);
  const facts = {
    ...reminderSubjects(db, rdrnos),
    today: cstDate(now),
    aheadDays: dueAheadDays,
    finesSince: unspentSince(db, openid, 'fine'),
  };
  const sent: SubscribeMessage[] = [];
  for (const reminder of dueReminders(facts)) {
    if (wasSent(db, openid, reminder.key)) continue;
    if (!spendSubscription(db, openid, reminder.kind, now)) continue;
    const { query, ...content } = reminder;
    const message: SubscribeMessage = {
      ...content,
      touser: openid,
      template_id: templates[reminder.kind],
      // 查看详情 opens what the message is about (a loan), on the kind's page.
      page: query ? `${pages[reminder.kind]}?${new URLSearchParams(query)}` : pages[reminder.kind],
    };
    sendSubscribeMessage(db, message, now);
    sent.push(message);
  }
  // 活动通知 the day before an event the user holds a seat for.
  return [...sent, ...sendEventNotices(db, tomorrowNotices(db, openid, now), now)];
}

/** Runs the job once: every message sent. Each user in one transaction (spent and sent together). */
export function runReminders(db: Db, now: number): SubscribeMessage[] {
  return subscribedUsers(db).flatMap((openid) => db.transaction(() => remindUser(db, openid, now))());
}
