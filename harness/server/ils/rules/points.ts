/**
 * Reader points (积分): what earns them, once each, and how many. Points are only ever added for
 * something the library can see happened (a card bound, a loan returned on time, a comment kept,
 * a read-aloud work or a photo approved) and only once for it; they are spent on gifts.
 */
import type { CardState } from '../../../../src/api/contract/index.js';
import { cardStateRefusal } from './readers.js';

/** What points are earned for. */
export type EarnReason = 'bind' | 'ontime' | 'comment' | 'aloud' | 'photo';

/** Points per reason, and the daily cap on comments rewarded (the values: harnessConfig.points). */
export interface PointsPolicy {
  earn: Record<EarnReason, number>;
  commentsPerDay: number;
}

/** The log's words for each entry (earned, spent on a gift, given back when one is cancelled). */
export const BONUS_NAMES = {
  bind: '绑定读者证',
  ontime: '按时还书',
  comment: '发表书评',
  aloud: '朗读作品通过审核',
  photo: '晒图通过审核',
  redeem: '兑换礼品',
  refund: '取消兑换退回',
} as const;

export type BonusKind = keyof typeof BONUS_NAMES;

/** What the library knows when points are asked for an event. */
export interface EarnFacts {
  reason: EarnReason;
  cardState: CardState;
  /** The thing it is for exists and is the card's (the card, the loan returned on time ...). */
  happened: boolean;
  /** Points were already given for this very thing. */
  rewarded: boolean;
  /** Entries of this reason the card earned today (China time). */
  earnedToday: number;
}

/** Earning: a usable card, an event that happened, once per event, comments under a daily cap. */
export function earnRefusal(facts: EarnFacts, policy: PointsPolicy): string {
  const refusal = cardStateRefusal(facts.cardState);
  if (refusal) return refusal;
  if (!facts.happened) return '没有找到可以获得积分的记录';
  if (facts.rewarded) return '该项积分已经发放过了';
  if (facts.reason === 'comment' && facts.earnedToday >= policy.commentsPerDay) {
    return `每天最多${policy.commentsPerDay}条书评获得积分，明天再来吧`;
  }
  return '';
}
