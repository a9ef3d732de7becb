/**
 * /v1/elib: the catalogue. Searching titles, one title's record and copies, reserving a title,
 * hot search keys, new books and the loan ranking. Money in cents, dates YYYY-MM-DD. Calls that
 * name no reader need only a token; addReserve names the card with `rdrno`.
 */
import type { PageParams } from './loans';

/** SPEC §9's search types, in SPEC's order. */
export type SearchType = 'keyword' | 'title' | 'isbn' | 'author' | 'subject' | 'publish' | 'classno';

/** listBib: one page of titles matching `q` by `searchtype`. */
export interface BibSearchParams extends PageParams {
  searchtype: SearchType;
  /** What the reader typed (1–100 characters after trimming). */
  q: string;
  /** Only titles with a copy at this library (a `libcode` dictionary code). */
  libcode?: string;
  /** '1': only titles with a copy on the shelf (at `libcode` when given). */
  onshelf?: '1' | '';
  /** relevance (default) or newest (publication date, newest first). */
  sort?: 'relevance' | 'newest';
  authorizer_appid?: string;
}

/** A title in a list (search results, new books, rankings). */
export interface BibRow {
  bookrecno: number;
  title: string;
  author: string;
  publisher: string;
  /** YYYY-MM or YYYY. */
  pubdate: string;
  isbn: string;
  callno: string;
  classno: string;
  /** Copies on the shelf (at the filtered library, if any), and copies in all that circulate. */
  onshelf: number;
  total: number;
}

/** bibPage: one title's whole record. */
export interface BibParams {
  bookrecno: number | string;
  authorizer_appid?: string;
}

export interface BibRecord extends BibRow {
  pages: number;
  /** Cents. */
  price: number;
  subject: string;
  summary: string;
}

/** listHoldings: a title's copies, grouped by library and location in order. */
export interface HoldingsParams {
  bookrecno: number | string;
  authorizer_appid?: string;
}

/** SPEC §4's holding states, in order: 0 在编, 1 在馆, 2 借出, 3 锁定, 4 丢失. */
export type HoldingState = 0 | 1 | 2 | 3 | 4;

export interface HoldingRow {
  barcode: string;
  bookrecno: number;
  libcode: string;
  libname: string;
  curlocal: string;
  curlocalname: string;
  callno: string;
  state: HoldingState;
  /**
   * 在编 / 在馆 / 借出 / 锁定 / 丢失. A library system may send the state number alone: shown
   * through holdingStateName, never as the number.
   */
  statename?: string;
  /** While 借出: due back on (YYYY-MM-DD); else null. */
  returndate: string | null;
}

/** SPEC §4's names of the holding states: the app's own list, for a row that carries only the number. */
export const HOLDING_STATE_NAMES: Record<HoldingState, string> = {
  0: '在编',
  1: '在馆',
  2: '借出',
  3: '锁定',
  4: '丢失',
};

/** A copy's state as the reader reads it: the library system's name, else SPEC's for its number. */
export function holdingStateName(copy: { state: number; statename?: string | null }): string {
  return copy.statename?.trim() || HOLDING_STATE_NAMES[copy.state as HoldingState] || '状态未知';
}

/** Why a copy in each state cannot be lent ('' on the shelf): the library's rule, worded once for both sides. */
export const COPY_STATE_REFUSALS: Record<HoldingState, string> = {
  0: '该书正在编目，暂不可借',
  1: '',
  2: '该书已借出',
  3: '该书已锁定，暂不可借',
  4: '该书已登记丢失，不能借阅',
};

/** Why a copy in `state` cannot be lent ('' on the shelf; an unknown state is not lent either). */
export function copyStateRefusal(state: number): string {
  return COPY_STATE_REFUSALS[state as HoldingState] ?? '该书暂不可借';
}

/** getHoldingInfo: one copy by its barcode, with its title (a scanned item). */
export interface HoldingInfoParams {
  barcode: string;
  authorizer_appid?: string;
}

export interface HoldingInfo extends HoldingRow {
  title: string;
  author: string;
  isbn: string;
}

/** addReserve: reserve a title for pickup at a library (message 预约成功, the row as listRdrCurReserves). */
export interface AddReserveParams {
  rdrno: string;
  bookrecno: number | string;
  /** The pickup library. */
  libcode: string;
  authorizer_appid?: string;
}

/** getHotSearckKey: what readers searched most in the last 30 days. */
export interface HotKeyParams {
  /** How many (1–50, default 10). */
  rows?: number;
  authorizer_appid?: string;
}

export interface HotKey {
  keyword: string;
  searchtype: SearchType;
  /** Searches in the period. */
  count: number;
}

/** How far back new books go, in days (default 90): 近7天, 近30天, 近90天. */
export const NEW_BIB_DAYS = [7, 30, 90] as const;
export type NewBibDays = (typeof NEW_BIB_DAYS)[number];

/**
 * listNewBib: titles catalogued in the last `days` days, newest first, page by page (the whole
 * list); getNewBookTop: the first `rows` of the same list in one answer (a strip).
 */
export interface NewBibParams extends PageParams {
  /** Only titles with a copy at this library. */
  libcode?: string;
  days?: NewBibDays | `${NewBibDays}`;
  authorizer_appid?: string;
}

export interface NewBib extends BibRow {
  /** Catalogued on. */
  catalogdate: string;
}

/** listRdrBibloanTop: the most borrowed titles in a period, at a library or all. */
export interface LoanTopParams {
  /** Days back: 30, 90 or 365 (default 30). */
  period?: 30 | 90 | 365 | '30' | '90' | '365';
  libcode?: string;
  /** How many (1–100, default 20). */
  rows?: number;
  authorizer_appid?: string;
}

export interface LoanTopRow extends BibRow {
  /** Loans in the period. */
  loancount: number;
  rank: number;
}
