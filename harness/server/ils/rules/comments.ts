/**
 * Readers' comments on books and the favourites a WeChat user keeps. A comment is kept (and shown)
 * only when it passes every check here; there is no queue for a person to review.
 */
import { COMMENT_RULES, textLength } from '../../../../src/api/contract/comments.js';
import type { CardState } from '../../../../src/api/contract/index.js';
import { cardStateRefusal } from './readers.js';

export interface CommentPolicy {
  /** Comments one card may post per day (China time). */
  dailyLimit: number;
}

export const COMMENT_POLICY: CommentPolicy = { dailyLimit: 10 };

/** Words a comment may not carry (matched ignoring case, spaces and punctuation between letters). */
export const BLOCKED_WORDS = ['傻逼', '他妈的', '操你', '去死', '脑残', '贱人', '滚犊子', 'fuck', 'shit'] as const;

/** What the library knows about the writer and the comment when one is posted. */
export interface CommentFacts {
  /** The writer's card, its effective state. */
  cardState: CardState;
  /** The comment as written. */
  content: string;
  /** The same card already said the same thing about this title. */
  repeated: boolean;
  /** Comments the card posted today. */
  postedToday: number;
}

/** The text compared for repeats and blocked words: no spaces or punctuation, lower case. */
export function normalizeComment(content: string): string {
  return content.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
}

const LINK = /(https?:\/\/|www\.|\.(com|cn|net|org)\b)/i;
const PHONE = /(^|\D)1[3-9]\d{9}(\D|$)/;
const CONTACT = /(微信|weixin|vx|wx|qq|加我)[号:：\s]*[a-z0-9_-]{5,}/i;

/**
 * Posting a comment: a usable card, 5–300 characters with at least 5 letters or CJK characters
 * (emoji, digits, punctuation and spaces do not count), civil wording, no contact details, no
 * repeats, a daily limit.
 */
export function commentRefusal(facts: CommentFacts, policy: CommentPolicy = COMMENT_POLICY): string {
  const refusal = cardStateRefusal(facts.cardState);
  if (refusal) return refusal;
  const length = [...facts.content.trim()].length;
  if (length < COMMENT_RULES.min || length > COMMENT_RULES.max) return COMMENT_RULES.message;
  if (textLength(facts.content) < COMMENT_RULES.minText) return COMMENT_RULES.textMessage;
  const plain = normalizeComment(facts.content);
  if (BLOCKED_WORDS.some((word) => plain.includes(word))) return '评论含有不文明用语，请修改后再发表';
  if (LINK.test(facts.content) || PHONE.test(facts.content) || CONTACT.test(facts.content)) {
    return '评论中不能包含网址或联系方式';
  }
  if (facts.repeated) return '您已发表过相同的评论';
  if (facts.postedToday >= policy.dailyLimit) return `每天最多发表${policy.dailyLimit}条评论，请明天再来`;
  return '';
}

/** Favourites one WeChat user may keep. */
export const FAVORITE_LIMIT = 200;

/** Keeping one more favourite (a title already kept is no change, so never refused). */
export function favoriteRefusal(kept: number, alreadyKept: boolean, limit = FAVORITE_LIMIT): string {
  if (alreadyKept) return '';
  return kept >= limit ? `最多收藏${limit}本图书，请先整理收藏` : '';
}
