/**
 * /v1/elib: recommendations. The library's recommended titles by category (listRecommendcata,
 * listRecommendbib: no reader named, a token suffices), and readers' purchase suggestions
 * (recommendBookInsert, listReaderRecommend: name the card with `rdrno`). The field rules below
 * are shared by the app's form and the server's checks (the same messages on both sides); the
 * contract index re-exports this module's types only, so the rules reach a screen from this path.
 */
import type { PageParams } from './loans';
import type { BibRow } from './catalogue';

/** listRecommendcata rows: a category of recommended titles. */
export interface RecommendCata {
  cataid: number;
  cataname: string;
  /** Titles in the category. */
  count: number;
}

/** listRecommendbib: one page of a category's titles, in the librarians' order. */
export interface RecommendBibParams extends PageParams {
  cataid: number | string;
  authorizer_appid?: string;
}

export interface RecommendBib extends BibRow {
  /** The librarian's one-line reason. */
  reason: string;
}

/** recommendBookInsert (POST): a reader suggests a title for the library to buy. */
export interface SuggestionRequest {
  rdrno: string;
  title: string;
  author?: string;
  /** ISBN-10 or -13, hyphens allowed; stored as ISBN-13. */
  isbn?: string;
  publisher?: string;
  reason?: string;
  authorizer_appid?: string;
}

/** 0 待处理, 1 采购中, 2 已入藏, 3 未采纳. */
export type SuggestionState = 0 | 1 | 2 | 3;

export const SUGGESTION_STATE_NAMES: Record<SuggestionState, string> = {
  0: '待处理',
  1: '采购中',
  2: '已入藏',
  3: '未采纳',
};

/** listReaderRecommend: the card's suggestions, newest first (paged). */
export interface ReaderSuggestionParams extends PageParams {
  rdrno: string;
  authorizer_appid?: string;
}

/** A suggestion as listed (and as recommendBookInsert answers it). */
export interface Suggestion {
  id: number;
  title: string;
  author: string;
  /** ISBN-13, or '' when none was given. */
  isbn: string;
  publisher: string;
  reason: string;
  /** Suggested on (YYYY-MM-DD). */
  createdate: string;
  state: SuggestionState;
  statename: string;
  /** The library's answer ('' when none yet). */
  reply: string;
  /** When 已入藏: the title in the catalogue; else null. */
  bookrecno: number | null;
}

/** A pattern and the Chinese message shown when a value does not match it. */
interface FieldRule {
  pattern: RegExp;
  message: string;
}

/** What a suggestion's fields must be, checked by the form and again by the library system. */
export const SUGGESTION_RULES = {
  titleRequired: '请填写书名',
  /** Required; at most 100 characters on one line. */
  title: { pattern: /^\P{Cc}{1,100}$/u, message: '书名不能超过100个字，且不能换行' },
  /**
   * A real title: at least this many letters, CJK characters or digits (titleTextLength, so
   * 《1984》 is one), not emoji or punctuation only.
   */
  titleMinText: 2,
  titleTextMessage: '请填写真实的书名：至少2个字，表情和标点不计',
  /**
   * The catalogue holds the title (same ISBN, or the same title folded: full-width, case, blanks
   * and punctuation ignored) with a copy that circulates: the answer names its call number and
   * carries its `bookrecno`, and the reader's quota is not used.
   */
  held: '馆内已有此书',
  author: { pattern: /^\P{Cc}{1,50}$/u, message: '作者不能超过50个字，且不能换行' },
  publisher: { pattern: /^\P{Cc}{1,50}$/u, message: '出版社不能超过50个字，且不能换行' },
  /** Line breaks allowed. */
  reason: { pattern: /^(?:\P{Cc}|\n){1,200}$/u, message: '推荐理由不能超过200个字' },
  /** ISBN-10 or -13 (hyphens and blanks ignored), with a right check digit: the catalogue search's messages. */
  isbnFormat: 'ISBN 格式错误，应为10位或13位数字',
  isbnCheck: 'ISBN 校验位不正确，请核对后重试',
  /** Suggestions one card may make in `limitDays` days. */
  limit: 5,
  limitDays: 30,
} as const satisfies Record<string, FieldRule | string | number>;
