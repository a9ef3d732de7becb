/**
 * SPEC §4's borrow status texts, in SPEC's order: 临期 (due within the configured number of days),
 * 过期 (past due), 借阅中 (otherwise). Dates are the library's calendar days (YYYY-MM-DD, China
 * Standard Time, UTC+8 all year), so a loan due today is due whatever the phone's time zone.
 */

export type LoanStatusKind = 'dueSoon' | 'overdue' | 'onLoan';

export const LOAN_STATUS_TEXT: Record<LoanStatusKind, string> = {
  dueSoon: '临期',
  overdue: '过期',
  onLoan: '借阅中',
};

export interface LoanStatus {
  kind: LoanStatusKind;
  text: string;
  /** Days until the due date: 0 on the day, negative once overdue; null for an unreadable date. */
  daysLeft: number | null;
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The library's calendar date at `now` (epoch ms). */
export function libraryToday(now: number): string {
  return new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD, a time after the date is ignored); null if either is unreadable. */
export function daysBetween(from: string, to: string): number | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a;
}

function dayNumber(date: string): number | null {
  const match = DATE.exec(date ?? '');
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : Math.round(time / DAY_MS);
}

/** A loan due on `returndate`, seen on `today`, with 临期 covering the last `dueSoonDays` days. */
export function loanStatus(returndate: string, today: string, dueSoonDays: number): LoanStatus {
  const daysLeft = daysBetween(today, returndate);
  let kind: LoanStatusKind = 'onLoan';
  if (daysLeft !== null && daysLeft < 0) kind = 'overdue';
  else if (daysLeft !== null && daysLeft <= dueSoonDays) kind = 'dueSoon';
  return { kind, text: LOAN_STATUS_TEXT[kind], daysLeft };
}

/** What the days left say to a reader: 还剩 5 天 / 今天到期 / 已过期 2 天. */
export function daysLeftText(daysLeft: number | null): string {
  if (daysLeft === null) return '';
  if (daysLeft > 0) return `还剩 ${daysLeft} 天`;
  if (daysLeft === 0) return '今天到期';
  return `已过期 ${-daysLeft} 天`;
}

const RANK: Record<LoanStatusKind, number> = { overdue: 0, dueSoon: 1, onLoan: 2 };

/** Overdue loans first, then nearly due, then the rest; within each, the earliest due first. */
export function sortLoans<T extends { returndate: string }>(
  loans: readonly T[],
  today: string,
  dueSoonDays: number,
): T[] {
  const keyed = loans.map((loan) => ({ loan, status: loanStatus(loan.returndate, today, dueSoonDays) }));
  keyed.sort(
    (a, b) =>
      RANK[a.status.kind] - RANK[b.status.kind] ||
      (a.status.daysLeft ?? Number.MAX_SAFE_INTEGER) - (b.status.daysLeft ?? Number.MAX_SAFE_INTEGER),
  );
  return keyed.map((k) => k.loan);
}

/** A library date as a reader says it: 11月29日, with the year when it is not `today`'s (2027年1月3日). */
export function monthDayText(date: string, today: string): string {
  const match = DATE.exec(date ?? '');
  if (!match) return date ?? '';
  const monthDay = `${Number(match[2])}月${Number(match[3])}日`;
  return today.startsWith(match[1]) ? monthDay : `${match[1]}年${monthDay}`;
}

/** A library date (YYYY-MM-DD) as a Date at local midnight, for a date picker; null if unreadable. */
export function dayToDate(day: string): Date | null {
  const match = DATE.exec(day ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** The calendar day a date picker's local Date stands for, as YYYY-MM-DD. */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
