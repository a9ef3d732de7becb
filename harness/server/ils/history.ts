/**
 * The loan history: returned loans, newest return first, in pages, optionally within dates
 * (listCirHistory); and one loan's history from lending to its end (getLoanInfoHistory).
 */
import type { CirHistory, LoanInfo } from '../../../src/api/contract/index.js';
import { type Db, scalar, select } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { isCalendarDate } from './dates.js';
import { requireCard } from './cardExists.js';
import { overdueDays } from './rules/index.js';

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
  const total = scalar<number>(db, `SELECT COUNT(*) FROM loans l WHERE ${where}`, bind)!;
  const rows = select<CirHistory>(
    db,
    `SELECT l.id AS loanid, l.barcode, l.bookrecno, b.title, b.author, lib.name AS libname, l.loandate,
              l.returned_at AS backdate, l.renewcount, l.lentvia, COALESCE(l.returnedvia, 'desk') AS returnedvia
       FROM loans l JOIN books b ON b.bookrecno = l.bookrecno JOIN libraries lib ON lib.code = l.libcode
       WHERE ${where} ORDER BY l.returned_at DESC, l.id DESC LIMIT @limit OFFSET @offset`,
  ).all({ ...bind, limit: query.rows, offset: (query.page - 1) * query.rows });
  return { rows, total };
}

/** A loan id as given: a positive whole number. */
export function parseLoanid(loanid: string): number {
  if (!/^\d{1,9}$/.test(loanid) || Number(loanid) < 1) throw new InputError('借阅记录号 loanid 须为正整数');
  return Number(loanid);
}

/**
 * One loan of the card's, current or ended, from lending to its end: its dates and renewals, how
 * it came and went, the days it was late (for a current one: so far, on `today`), the overdue fine
 * charged for it and the points it earned. Another card's loan is not found.
 */
export function loanInfo(db: Db, rdrno: string, loanid: number, today: string): LoanInfo {
  requireCard(db, rdrno);
  const row = select<Omit<LoanInfo, 'overduedays' | 'finepaid'> & { finepaid: number }>(
    db,
    `SELECT l.id AS loanid, l.barcode, l.bookrecno, b.title, b.author, lib.name AS libname,
              COALESCE(h.callno, '') AS callno, l.loandate, l.lentvia, l.returndate, l.renewcount,
              l.returned_at AS backdate,
              CASE WHEN l.returned_at IS NULL THEN NULL ELSE COALESCE(l.returnedvia, 'desk') END AS returnedvia,
              COALESCE((SELECT SUM(amount) FROM fines f WHERE f.loanid = l.id AND f.reason = 'overdue'), 0) AS fine,
              COALESCE((SELECT MIN(paid) FROM fines f WHERE f.loanid = l.id AND f.reason = 'overdue'), 1) AS finepaid,
              COALESCE((SELECT SUM(points) FROM points_log p
                        WHERE p.rdrno = l.rdrno AND p.kind = 'ontime' AND p.ref = CAST(l.id AS TEXT)), 0) AS points
       FROM loans l JOIN books b ON b.bookrecno = l.bookrecno JOIN libraries lib ON lib.code = l.libcode
       LEFT JOIN holdings h ON h.barcode = l.barcode
       WHERE l.id = ? AND l.rdrno = ?`,
  ).get(loanid, rdrno);
  if (!row) throw new InputError('没有找到该借阅记录');
  const ended = row.returnedvia === 'transfer' ? 0 : overdueDays(row.returndate, row.backdate ?? today);
  return { ...row, overduedays: ended, finepaid: row.fine > 0 && row.finepaid === 1 };
}
