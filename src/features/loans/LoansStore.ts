/**
 * 借阅信息: the active card's current loans with their SPEC §4 status, renewing one or all (each
 * result kept for its row), and the loan history by date range.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CirHistory, CurLoan } from '../../api/contract';
import { elibOk, elibPage, failureMessage, firstRow } from '../../api/result';
import { config } from '../../config';
import { daysBetween, type LoanStatus, libraryToday, loanStatus, sortLoans } from '../../lib/loanStatus';
import { type ActionResult, BUSY_MESSAGE, failed, succeeded } from '../../stores/base/Action';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { listCirHistory, listRdrCurLoan, renewBook } from './api';

export interface LoanView {
  loan: CurLoan;
  status: LoanStatus;
}

/** A history range; '' is open at that end. */
export interface HistoryRange {
  startdate: string;
  enddate: string;
}

/** Loans change when the reader is away from the screen (a return at the desk): a minute's grace. */
const CURRENT_MAX_AGE = 60_000;
const HISTORY_PAGE = 30;

export class LoansStore implements FeatureStore {
  readonly current = new ListStore<CurLoan, { rdrno: string }>((query) => listRdrCurLoan(query).then(elibPage), {
    pageSize: 100,
  });
  readonly history = new ListStore<CirHistory, { rdrno: string } & HistoryRange>(
    (query, paging) => listCirHistory({ ...query, ...paging }).then(elibPage),
    { pageSize: HISTORY_PAGE },
  );
  /** The last renewal's outcome per barcode, shown on its row. */
  renewResults: Record<string, ActionResult> = {};
  /** Barcodes whose renewal is on its way. */
  renewing: Record<string, boolean> = {};
  renewingAll = false;
  range: HistoryRange = { startdate: '', enddate: '' };

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LoansStore, 'root'>(this, { root: false, current: false, history: false });
  }

  get rdrno(): string {
    return this.root.reader.readerNumber;
  }

  /** Overdue first, then nearly due, then the rest (SPEC §4's texts). */
  get loans(): LoanView[] {
    const today = libraryToday(Date.now());
    return sortLoans(this.current.rows, today, config.dueSoonDays).map((loan) => ({
      loan,
      status: loanStatus(loan.returndate, today, config.dueSoonDays),
    }));
  }

  get busy(): boolean {
    return this.renewingAll || Object.values(this.renewing).some(Boolean);
  }

  loadCurrent(maxAge = CURRENT_MAX_AGE): Promise<void> {
    return this.rdrno ? this.current.ensure({ rdrno: this.rdrno }, maxAge) : Promise.resolve();
  }

  loadHistory(maxAge = CURRENT_MAX_AGE): Promise<void> {
    return this.rdrno ? this.history.ensure({ rdrno: this.rdrno, ...this.range }, maxAge) : Promise.resolve();
  }

  /** Sets the history's date range and loads it; '' when accepted, else why not (nothing changes). */
  setRange(range: HistoryRange): string {
    const { startdate, enddate } = range;
    if (startdate && enddate && (daysBetween(startdate, enddate) ?? 0) < 0) return '开始日期不能晚于结束日期';
    this.range = { startdate, enddate };
    void this.loadHistory(0);
    return '';
  }

  /** Renews one loan; its row shows the new due date or the library's reason. */
  async renew(barcode: string): Promise<ActionResult> {
    if (this.renewing[barcode]) return failed(BUSY_MESSAGE);
    const rdrno = this.rdrno;
    this.renewing[barcode] = true;
    let result: ActionResult;
    try {
      const res = await renewBook({ rdrno, barcode });
      const row = firstRow(res);
      result =
        elibOk(res) && row
          ? succeeded(`续借成功，应还日期 ${row.returndate}`)
          : failed(failureMessage(res, '续借失败，请稍后重试'));
      runInAction(() => {
        if (rdrno !== this.rdrno) return;
        if (row && result.ok) {
          this.current.patch(
            (loan) => loan.barcode === barcode,
            (loan) => ({ ...loan, returndate: row.returndate, renewcount: row.renewcount }),
          );
        }
        this.renewResults[barcode] = result;
      });
    } catch (error) {
      console.error('Renewal failed', error);
      result = failed('续借失败，请稍后重试');
    }
    runInAction(() => {
      delete this.renewing[barcode];
    });
    return result;
  }

  /** Renews every current loan, one after the other; each row shows its own result. */
  async renewAll(): Promise<ActionResult> {
    if (this.busy) return failed(BUSY_MESSAGE);
    const barcodes = this.loans.map((view) => view.loan.barcode);
    if (barcodes.length === 0) return failed('没有可续借的图书');
    this.renewingAll = true;
    let renewed = 0;
    for (const barcode of barcodes) {
      if ((await this.renew(barcode)).ok) renewed += 1;
    }
    runInAction(() => {
      this.renewingAll = false;
    });
    const refused = barcodes.length - renewed;
    if (refused === 0) return succeeded(`已全部续借（${renewed} 本）`);
    return renewed > 0 ? succeeded(`续借成功 ${renewed} 本，${refused} 本未能续借`) : failed(`${refused} 本均未能续借`);
  }

  /** A loan made or moved elsewhere: the list and the history reload when next shown. */
  loansChanged(): void {
    this.current.invalidate();
    this.history.invalidate();
  }

  clearReaderData(): void {
    this.current.clear();
    this.history.clear();
    this.renewResults = {};
    this.renewing = {};
    this.range = { startdate: '', enddate: '' };
  }
}
