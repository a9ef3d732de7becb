/**
 * Lists made from what readers do: the hot search keys (from search_log), new books (by
 * catalogue date) and the loan ranking (from the loans table, returned loans included).
 */
import { NEW_BIB_DAYS } from '../../../src/api/contract/catalogue.js';
import type { HotKey, LoanTopRow, NewBib, SearchType } from '../../../src/api/contract/index.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDate } from '../infra/util.js';
import { addDays } from './dates.js';
import { bibRows } from './bib.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const HOT_KEY_DAYS = 30;

/** Records one search (listBib, first page only: paging through results is one search). */
export function recordSearch(db: Db, keyword: string, searchtype: SearchType, now: number): void {
  prepare(db, 'INSERT INTO search_log (keyword, searchtype, searched_at) VALUES (?, ?, ?)').run(
    keyword,
    searchtype,
    now,
  );
}

/** A count parameter as given ('' for the default): an integer from 1 to max. */
export function parseCount(text: string, fallback: number, max: number): number {
  if (!text) return fallback;
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new InputError(`条数 rows 须为 1 到 ${max} 的整数`);
  }
  return Number(text);
}

/** The most searched keywords (with their type) of the last 30 days, most first. */
export function hotKeys(db: Db, limit: number, now: number): HotKey[] {
  return select<HotKey>(
    db,
    `SELECT keyword, searchtype, count(*) AS count FROM search_log WHERE searched_at > ?
       GROUP BY keyword, searchtype ORDER BY count DESC, MAX(searched_at) DESC, keyword LIMIT ?`,
  ).all(now - HOT_KEY_DAYS * DAY_MS, limit);
}

/** How far back new books go, as given: 7, 30 or 90 (the default) days. */
export function parseNewBibDays(text: string): number {
  if (!text) return 90;
  if (!/^\d{1,2}$/.test(text) || !(NEW_BIB_DAYS as readonly number[]).includes(Number(text))) {
    throw new InputError('新书范围 days 须为 7、30 或 90');
  }
  return Number(text);
}

/** Titles catalogued in the last `days` days, today included (at `libcode`: with a copy there), newest first. */
export function newBooks(
  db: Db,
  query: { days: number; libcode: string; page: number; rows: number },
  now: number,
): { rows: NewBib[]; total: number } {
  const since = addDays(cstDate(now), -query.days);
  const where = `b.catalogdate > @since AND (@libcode = '' OR EXISTS (SELECT 1 FROM holdings h
    WHERE h.bookrecno = b.bookrecno AND h.curlib = @libcode))`;
  const bind = { since, libcode: query.libcode };
  const total = scalar<number>(db, `SELECT count(*) FROM books b WHERE ${where}`, bind)!;
  const found = select<{
    bookrecno: number;
    catalogdate: string;
  }>(
    db,
    `SELECT b.bookrecno, b.catalogdate FROM books b WHERE ${where}
       ORDER BY b.catalogdate DESC, b.bookrecno DESC LIMIT @limit OFFSET @offset`,
  ).all({ ...bind, limit: query.rows, offset: (query.page - 1) * query.rows });
  const rows = bibRows(
    db,
    found.map((f) => f.bookrecno),
    query.libcode,
  );
  return { rows: rows.map((row, i) => ({ ...row, catalogdate: found[i]!.catalogdate })), total };
}

export const LOAN_TOP_PERIODS = [30, 90, 365] as const;

/** The period as given: 30 (default), 90 or 365 days. */
export function parsePeriod(text: string): number {
  if (!text) return 30;
  if (!(LOAN_TOP_PERIODS as readonly number[]).includes(Number(text)) || !/^\d+$/.test(text)) {
    throw new InputError('统计周期 period 须为 30、90 或 365');
  }
  return Number(text);
}

/**
 * The most borrowed titles: loans made in the last `days` days (today included), returned or not,
 * at `libcode` (where the copy was lent) or anywhere; most loans first, then the title's most
 * recent loan, then record number. `rank` is competition ranking (1, 2, 2, 4).
 */
export function loanTop(db: Db, query: { days: number; libcode: string; rows: number }, now: number): LoanTopRow[] {
  const since = addDays(cstDate(now), -(query.days - 1));
  const counted = select<{ bookrecno: number; loancount: number }>(
    db,
    `SELECT bookrecno, count(*) AS loancount FROM loans
       WHERE loandate >= @since AND (@libcode = '' OR libcode = @libcode)
       GROUP BY bookrecno ORDER BY loancount DESC, MAX(loandate) DESC, bookrecno LIMIT @limit`,
  ).all({ since, libcode: query.libcode, limit: query.rows });
  const rows = bibRows(
    db,
    counted.map((c) => c.bookrecno),
    query.libcode,
  );
  const counts = new Map(counted.map((c) => [c.bookrecno, c.loancount]));
  let rank = 0;
  return rows.map((row, i) => {
    const loancount = counts.get(row.bookrecno) ?? 0;
    if (i === 0 || loancount !== (counts.get(rows[i - 1]!.bookrecno) ?? 0)) rank = i + 1;
    return { ...row, loancount, rank };
  });
}
