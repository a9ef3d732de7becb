/**
 * Readers' shared things (photo posts, read-aloud works): the library's review, sharing a post,
 * liking one, entering a contest, voting for a work. Pure: the callers gather the facts.
 */
import type { CardState, ContestState, ReviewState } from '../../../../src/api/contract/index.js';
import { cardStateRefusal } from './readers.js';

export const REVIEW_NAMES: Record<ReviewState, string> = {
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过',
};

/** The library reviews once: approve, or reject with a reason (1–`reasonMax` characters). */
export function reviewRefusal(state: ReviewState, approve: boolean, reason: string, reasonMax: number): string {
  if (state === 'approved') return '已审核通过，不能再次审核';
  if (state === 'rejected') return '已审核未通过，不能再次审核';
  if (approve) return '';
  const length = [...reason.trim()].length;
  if (!length) return '请填写未通过的原因';
  return length > reasonMax ? `原因不能超过${reasonMax}个字` : '';
}

/** Sharing a photo post: a usable card, and at most `perDay` posts a day. */
export function shareRefusal(facts: { cardState: CardState; sharedToday: number }, perDay: number): string {
  return (
    cardStateRefusal(facts.cardState) || (facts.sharedToday >= perDay ? `每天最多晒图${perDay}次，明天再来吧` : '')
  );
}

/** Liking a post: only one on the wall, once per WeChat user. */
export function likeRefusal(facts: { state: ReviewState; liked: boolean }): string {
  if (facts.state !== 'approved') return '该晒图还未通过审核';
  return facts.liked ? '你已经赞过了' : '';
}

/** Entering a work: a usable card, a running contest, and fewer than `maxEntries` works in it. */
export function entryRefusal(
  facts: { cardState: CardState; contestState: ContestState; entries: number },
  maxEntries: number,
): string {
  const card = cardStateRefusal(facts.cardState);
  if (card) return card;
  if (facts.contestState === 'upcoming') return '比赛尚未开始，请在比赛开始后提交';
  if (facts.contestState === 'ended') return '比赛已结束，不能再提交作品';
  return facts.entries >= maxEntries ? `每位读者每场比赛最多提交${maxEntries}件作品` : '';
}

/**
 * A vote: for an approved work of a running contest, not one's own, once a day per work, and
 * `perDay` votes a day in all (China time).
 */
export function voteRefusal(
  facts: { state: ReviewState; contestState: ContestState; mine: boolean; votedToday: boolean; votesToday: number },
  perDay: number,
): string {
  if (facts.state !== 'approved') return '该作品还未通过审核';
  if (facts.contestState !== 'running')
    return facts.contestState === 'ended' ? '比赛已结束，投票已关闭' : '比赛尚未开始';
  if (facts.mine) return '不能给自己的作品投票';
  if (facts.votedToday) return '今天已经给这个作品投过票了，明天再来吧';
  return facts.votesToday >= perDay ? `每天最多投${perDay}票，明天再来吧` : '';
}
