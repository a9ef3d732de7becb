/**
 * 订阅提醒: the reminders the WeChat user subscribed to (到期提醒 on 借阅信息, 到书通知 on 预约预借,
 * 罚款提醒 on 财经记录), a store any feature offers them from (components/ReminderOffer.tsx). WeChat's dialog (`wx-open-subscribe`) asks; each template the reader
 * allows there lets the library send one message of that kind, so every `accept` is kept on the
 * platform (`subscribe/save`) and the screens show how many are left. Subscriptions belong to the
 * WeChat user, about every card they bound: switching cards keeps them.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { SUBSCRIBE_NAMES, type SubscribeKind, type Subscription } from '../api/contract/subscribe';
import { failureMessage, platformOk } from '../api/result';
import { wechatConfig } from '../wechatConfig';
import { Action, failed, succeeded } from './base/Action';
import type { FeatureStore, RootStore } from './RootStore';
import type { SubscribeStatuses } from '../wx/OpenSubscribe';
import { listSubscriptions, saveSubscriptions } from '../api/subscribe';

/**
 * What each offer says: its button, and what one subscription brings. WeChat's subscriptions for
 * an official account are one-time (一次性订阅): each one the reader allows lets the library send
 * one message, so the offer says so, shows how many are left and adds one more a tap.
 */
export const REMINDER_OFFERS: Record<SubscribeKind, { action: string; when: string }> = {
  due: { action: '订阅到期提醒', when: '书在3天内到期时提醒你一次，最先到期的先提醒' },
  overdue: { action: '订阅过期提醒', when: '书已过期未还时提醒你一次，过期最久的先提醒' },
  arrival: { action: '订阅到书通知', when: '预约的书到馆可取时通知你一次' },
  fine: { action: '订阅罚款提醒', when: '产生罚款时提醒你一次' },
  event: { action: '订阅活动通知', when: '候补成功、活动取消或活动前一天通知你一次' },
};

/** The line under an offer: how many messages are left, and that one subscription is one message. */
export function remainingText(remaining: number | null): string {
  if (remaining === null) return '每订阅一次，可收到一条提醒';
  return remaining > 0 ? `已订阅，还可提醒${remaining}次；每订阅一次多提醒一次` : '未订阅：每订阅一次，可收到一条提醒';
}

/** The button: subscribe, or add one more to those left. */
export function offerButtonText(kind: SubscribeKind, remaining: number | null): string {
  return remaining ? `再加一次${SUBSCRIBE_NAMES[kind]}` : REMINDER_OFFERS[kind].action;
}

/** WeChat's `error` code when the reader turned the account's notifications off. */
const NOTIFICATIONS_OFF = 20004;

/** The refusal the reader sees for WeChat's `error` on a tap (its code). */
export function subscribeErrorMessage(errCode: number): string {
  if (errCode === NOTIFICATIONS_OFF) return '你已关闭本公众号的通知，请在公众号设置中打开后再订阅';
  return errCode ? `订阅失败，请稍后重试（${errCode}）` : '订阅失败，请稍后重试';
}

export class SubscribeStore implements FeatureStore {
  /** One row per kind with what is left; null until read (or when it could not be read). */
  standing: Subscription[] | null = null;

  /** The client's answer for one kind: an `accept` is kept on the platform, anything else is said. */
  readonly answer = new Action<[SubscribeKind, SubscribeStatuses]>(async (kind, statuses) => {
    const id = wechatConfig.subscribeTemplates[kind];
    const name = SUBSCRIBE_NAMES[kind];
    const status = statuses[id];
    if (status === 'reject' || status === 'cancel') return failed(`你没有允许${name}，需要时可再次订阅`);
    if (status === 'ban' || status === 'filter') return failed(`${name}暂时无法订阅`);
    if (status !== 'accept') return failed('订阅失败，请稍后重试');
    const openid = this.openid;
    if (!openid) return failed('请先完成微信授权');
    const res = await saveSubscriptions({ openid, template_ids: id });
    if (!platformOk(res)) return failed(failureMessage(res, '订阅失败，请稍后重试'));
    runInAction(() => {
      this.standing = res.data;
    });
    return succeeded(`已订阅${name}，还可提醒${this.remaining(kind) ?? 1}次`);
  });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SubscribeStore, 'root'>(this, { root: false });
  }

  private get openid(): string {
    return this.root.app.wxuser?.openid ?? '';
  }

  /** How many messages of `kind` the library may still send; null before the standing is read. */
  remaining(kind: SubscribeKind): number | null {
    return this.standing?.find((row) => row.kind === kind)?.remaining ?? null;
  }

  /** Reads the standing; when it cannot, the offer still works and only the count is not shown. */
  async load(): Promise<void> {
    const openid = this.openid;
    if (!openid) return;
    const res = await listSubscriptions({ openid });
    runInAction(() => {
      this.standing = platformOk(res) ? res.data : null;
    });
  }

  /** The WeChat user's, not the card's: nothing to forget when the card changes. */
  clearReaderData(): void {}
}
