/**
 * 借阅排行: the titles lent most in a period (30, 90 or 365 days), at one library or all. Public
 * data: nothing here belongs to a card. The period and library are the address's
 * (/books/loanTop?period=90&lib=SXLIB-ET), so back and reload keep them.
 */
import { makeAutoObservable } from 'mobx';
import type { LoanTopRow } from '../../api/contract';
import { elibPage } from '../../api/result';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore } from '../../stores/RootStore';
import { listRdrBibloanTop } from './api';

export type LoanTopPeriod = 30 | 90 | 365;

export const LOAN_TOP_PERIODS: { period: LoanTopPeriod; label: string }[] = [
  { period: 30, label: '近30天' },
  { period: 90, label: '近90天' },
  { period: 365, label: '近一年' },
];

/** How many titles the ranking shows. */
export const LOAN_TOP_ROWS = 50;

export interface LoanTopQuery {
  period: LoanTopPeriod;
  /** A library's code, or '' for all. */
  lib: string;
}

/** The query an address holds (anything unknown falls back to 30 days, all libraries). */
export function readLoanTopQuery(params: URLSearchParams): LoanTopQuery {
  const period = LOAN_TOP_PERIODS.find((p) => String(p.period) === params.get('period'))?.period ?? 30;
  const lib = /^[\w-]{1,32}$/.test(params.get('lib') ?? '') ? (params.get('lib') as string) : '';
  return { period, lib };
}

/** The address part of a query (only what differs from the defaults). */
export function loanTopQueryString(query: LoanTopQuery): string {
  const params = new URLSearchParams();
  if (query.period !== 30) params.set('period', String(query.period));
  if (query.lib) params.set('lib', query.lib);
  return params.toString();
}

export class LoanTopStore implements FeatureStore {
  readonly ranking = new ListStore<LoanTopRow, LoanTopQuery>(
    (query) => listRdrBibloanTop({ period: query.period, libcode: query.lib, rows: LOAN_TOP_ROWS }).then(elibPage),
    { pageSize: LOAN_TOP_ROWS },
  );

  constructor() {
    makeAutoObservable(this, { ranking: false });
  }

  /** The ranking is the library's, not a reader's: nothing to forget. */
  clearReaderData(): void {}
}
