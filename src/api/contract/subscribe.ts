/**
 * /v1/subscribe/*: the reminders a WeChat user subscribes to (WeChat's one-time subscribe
 * messages for official accounts). The phone shows the client's own dialog (`wx-open-subscribe`
 * with the template ids of src/config.ts `subscribeTemplates`); each template the user accepts
 * there allows the library to send that kind of message once, so the app records every
 * acceptance here, and the platform spends one per message sent. Kept by openid: WeChat sends to
 * a WeChat user, about every card that user has bound. docs/API.md, "Subscriptions".
 */

/**
 * The kinds of message, in the order the app offers them: the reminders about loans (到期提醒
 * and 过期提醒 on 借阅信息, 到书通知 on 预约预借, 罚款提醒 on 财经记录), and 活动通知 (活动报名: promoted from the waitlist, the event
 * cancelled by the library, the day before it).
 */
export const SUBSCRIBE_KINDS = ['due', 'overdue', 'arrival', 'fine', 'event'] as const;
export type SubscribeKind = (typeof SUBSCRIBE_KINDS)[number];

/** Each kind's name, as the library's template is titled on WeChat's side. */
export const SUBSCRIBE_NAMES: Record<SubscribeKind, string> = {
  due: '到期提醒',
  overdue: '过期提醒',
  arrival: '到书通知',
  fine: '罚款提醒',
  event: '活动通知',
};

export const SUBSCRIBE_RULES = {
  /** Unspent acceptances one user may hold per kind (more are refused, nothing is kept). */
  perKind: 50,
} as const;

/** subscribe/save: the templates the client answered `accept` for (comma-separated, 1 to 4). */
export interface SubscribeSaveParams {
  openid: string;
  template_ids: string;
  authorizer_appid?: string;
}

export interface SubscribeListParams {
  openid: string;
  authorizer_appid?: string;
}

/** One kind's standing for the user: how many messages of it the library may still send. */
export interface Subscription {
  kind: SubscribeKind;
  /** 到期提醒, 过期提醒, 到书通知, 罚款提醒, 活动通知. */
  name: string;
  template_id: string;
  remaining: number;
}
