/**
 * /v1/comment/*: readers' comments on books (图书评论). A comment is written with a reader card
 * (`rdrno`) and is kept only when it passes the server's checks (length, wording, no links or
 * contact details, no repeats, a daily limit); it is shown at once to everyone, with the writer's
 * name masked. The book's comments are public; a reader's own list and deleting name the card.
 */
import type { PageParams } from './loans';

/**
 * What a comment must be (checked on both sides): 5–300 characters after trimming, of which at
 * least `minText` are real text (letters or CJK characters: not emoji, digits, punctuation or
 * spaces), so ten 😀 are not a comment.
 */
export const COMMENT_RULES = {
  min: 5,
  max: 300,
  message: '评论需为5至300个字',
  minText: 5,
  textMessage: '评论需包含至少5个文字，表情、标点和空格不计',
} as const;

/** Letters and CJK characters in `text` (Unicode letters: Han, kana, Hangul, Latin ...), nothing else. */
export function textLength(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** Letters, CJK characters and digits in `text`: what a title is made of (《1984》 is a title, 😀📚 is not). */
export function titleTextLength(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

/** comment/list: one book's comments, newest first (public). */
export interface CommentListParams extends PageParams {
  bookrecno: number | string;
  authorizer_appid?: string;
}

export interface BookComment {
  id: number;
  bookrecno: number;
  content: string;
  /** The writer's name, masked: its first character, a star for each of the rest (张*, 欧阳娜娜 → 欧***). */
  nickname: string;
  /** 'YYYY-MM-DD HH:mm' (China time). */
  createtime: string;
  /** Written with one of the calling WeChat user's cards: they may delete it. */
  mine: boolean;
}

/** comment/mine: the card's comments, newest first, with the book each is on. */
export interface MyCommentParams extends PageParams {
  openid: string;
  rdrno: string;
  authorizer_appid?: string;
}

export interface MyComment extends BookComment {
  title: string;
  author: string;
}

/** comment/save: a new comment (评论成功, the BookComment). */
export interface CommentSaveRequest {
  openid: string;
  rdrno: string;
  bookrecno: number | string;
  content: string;
  authorizer_appid?: string;
}

/** comment/del: delete one of the user's own comments (删除成功). */
export interface CommentDelRequest {
  openid: string;
  id: number | string;
  authorizer_appid?: string;
}
