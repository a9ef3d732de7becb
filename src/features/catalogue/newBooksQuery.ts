/**
 * 图书推荐's 新书上架: how far back (近7天 / 近30天 / 近90天) and at which library. Both are the
 * address's (/books/recommend?tab=new&days=30&lib=SXLIB-ET), so back and reload keep them.
 */
import { NEW_BIB_DAYS, type NewBibDays } from '../../api/contract/catalogue';

export const NEW_BOOK_PERIODS: { days: NewBibDays; label: string }[] = NEW_BIB_DAYS.map((days) => ({
  days,
  label: `近${days}天`,
}));

/** The default: the whole list the library calls new. */
const DEFAULT_DAYS: NewBibDays = 90;

export interface NewBooksQuery {
  days: NewBibDays;
  /** A library's code, or '' for all. */
  lib: string;
}

/** The query an address holds (anything unknown falls back to 90 days, all libraries). */
export function readNewBooksQuery(params: URLSearchParams): NewBooksQuery {
  const days = NEW_BIB_DAYS.find((d) => String(d) === params.get('days')) ?? DEFAULT_DAYS;
  const lib = /^[\w-]{1,32}$/.test(params.get('lib') ?? '') ? (params.get('lib') as string) : '';
  return { days, lib };
}

/** The tab's address parameters for a query (only what differs from the defaults). */
export function newBooksParams(query: NewBooksQuery): Record<string, string> {
  const params: Record<string, string> = { tab: 'new' };
  if (query.days !== DEFAULT_DAYS) params.days = String(query.days);
  if (query.lib) params.lib = query.lib;
  return params;
}
