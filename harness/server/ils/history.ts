/** The loan history: returned loans, newest return first, in pages, optionally within dates. */
import type { CirHistory } from '../../../src/api/contract/index.js';
import type { Db } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { isCalendarDate } from './dates.js';
import { requireCard } from './cardExists.js';

export interface HistoryQuery {
  /** From 1. */
  page: number;
  rows: number;
  /** Returned on or after / on or before (YYYY-MM-DD), '' for no bound. */
  startdate: string;
  enddate: string;
}

export const DEFAULT_PAGE_ROWS = 20;
export const MAX_PAGE_ROWS = 100;

/** Paging as given (strings, '' when absent): page from 1, rows 1–100 (default 20). */
export function parsePaging(page: string, rows: string): { page: number; rows: number } {
  if (page && (!/^\d{1,6}$/.test(page) || Number(page) < 1)) throw new InputError('页码 page 须为正整数');
  if (rows && (!/^\d{1,3}$/.test(rows) || Number(rows) < 1 || Number(rows) > MAX_PAGE_ROWS)) {
    throw new InputError(`每页条数 rows 须为 1 到 ${MAX_PAGE_ROWS} 的整数`);
  }
  return { page: page ? Number(page) : 1, rows: rows ? Number(rows) : DEFAULT_PAGE_ROWS };
}

/** The date range as given: real dates written YYYY-MM-DD, the start not after the end. */
export function parseDateRange(startdate: string, enddate: string): { startdate: string; enddate: string } {
  if (startdate && !isCalendarDate(startdate)) throw new InputError('开始日期格式错误，应为 YYYY-MM-DD');
  if (enddate && !isCalendarDate(enddate)) throw new InputError('结束日期格式错误，应为 YYYY-MM-DD');
  if (startdate && enddate && startdate > enddate) throw new InputError('开始日期不能晚于结束日期');
  return { startdate, enddate };
}

/** One page of the card's returned loans and how many there are in all (within the dates). */
export function listHistory(db: Db, rdrno: string, query: HistoryQuery): { rows: CirHistory[]; total: number } {
  requireCard(db, rdrno);
  const where = `l.rdrno = @rdrno AND l.returned_at IS NOT NULL
    AND (@startdate = '' OR l.returned_at >= @startdate) AND (@enddate = '' OR l.returned_at <= @enddate)`;
  const bind = { rdrno, startdate: query.startdate, enddate: query.enddate };
  const total = db.prepare(`SELECT COUNT(*) FROM loans l WHERE ${where}`).pluck().get(bind) as number;
  const rows = db
    .prepare(
      `SELECT l.id AS loanid, l.barcode, l.bookrecno, b.title, b.author, lib.name AS libname, l.loandate,
              l.returned_at AS backdate, l.renewcount, l.lentvia, COALESCE(l.returnedvia, 'desk') AS returnedvia
       FROM loans l JOIN books b ON b.bookrecno = l.bookrecno JOIN libraries lib ON lib.code = l.libcode
       WHERE ${where} ORDER BY l.returned_at DESC, l.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...bind, limit: query.rows, offset: (query.page - 1) * query.rows }) as CirHistory[];
  return { rows, total };
}
