/**
 * Readers' shared things (photo posts, read-aloud works): the library's review, sharing a post,
 * liking one. Pure: the callers gather the facts. Read-aloud's entry and vote rules join here.
 */
import type { CardState, ReviewState } from '../../../../src/api/contract/index.js';
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
