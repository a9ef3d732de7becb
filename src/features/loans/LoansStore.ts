/**
 * 借阅信息: the active card's current loans with their SPEC §4 status and whether each can be
 * renewed (the library says, before the reader asks), renewing one or all the renewable ones (each
 * result kept for its row, 全部续借 summed up), the loan history by date range (listCirHistory), and
 * one loan's history opened from its row (借阅详情, getLoanInfoHistory).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CirHistory, CurLoan, LoanInfo } from '../../api/contract';
import { elibOk, elibPage, elibRecord, failureMessage, firstRow, type Page, unanswered } from '../../api/result';
import { config } from '../../config';
import { daysBetween, type LoanStatus, libraryToday, loanStatus, sortLoans } from '../../lib/loanStatus';
import { type ActionResult, BUSY_MESSAGE, failed, KeyedAction, succeeded } from '../../stores/base/Action';
import { CardList } from '../../stores/base/CardList';
import { DetailStore } from '../../stores/base/DetailStore';
import type { Loaded } from '../../stores/base/loaded';
import type { Feedback } from '../../stores/env';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { getLoanInfoHistory, listCirHistory, listRdrCurLoan, renewBook } from './api';

export interface LoanView {
  loan: CurLoan;
  status: LoanStatus;
}

/** How 全部续借 ended: what was renewed, and every loan not renewed with the library's reason. */
export interface RenewSummary {
  renewed: { barcode: string; title: string; returndate: string }[];
  notRenewed: { barcode: string; title: string; reason: string }[];
}

/** A history range; '' is open at that end. */
export interface HistoryRange {
  startdate: string;
  enddate: string;
}

/** Loans change when the reader is away from the screen (a return at the desk): a minute's grace. */
const CURRENT_MAX_AGE = 60_000;
const HISTORY_PAGE = 30;

/**
 * SPEC §4's order (overdue first, then nearly due, then the rest), fixed when the list arrives:
 * a renewed loan keeps its place until the list is loaded again, so the next tap in the same place
 * never lands on another book.
 */
function inOrder(loaded: Loaded<Page<CurLoan>>): Loaded<Page<CurLoan>> {
  if (!loaded.ok) return loaded;
  const rows = sortLoans(loaded.value.rows, libraryToday(Date.now()), config.dueSoonDays);
  return { ok: true, value: { ...loaded.value, rows } };
}

export class LoansStore implements FeatureStore {
  readonly current = new CardList<CurLoan>(
    () => this.root.rdrno,
    (query) => listRdrCurLoan(query).then(elibPage).then(inOrder),
    { pageSize: 100 },
  );
  readonly history = new CardList<CirHistory, HistoryRange>(
    () => this.root.rdrno,
    (query, paging) => listCirHistory({ ...query, ...paging }).then(elibPage),
    { pageSize: HISTORY_PAGE },
  );
  /** 借阅详情: one loan's history, by its id (the card's own loans only). */
  readonly record = new DetailStore<LoanInfo, number>((loanid) =>
    getLoanInfoHistory({ rdrno: this.root.rdrno, loanid }).then((res) => elibRecord(res, '没有找到该借阅记录')),
  );
  /** The loan whose 借阅详情 is open; null when none is. */
  recordOf: number | null = null;
  /** Renewing one loan, by barcode: each row busy on its own, its last outcome shown on it. */
  readonly renewal = new KeyedAction(
    (barcode: string) => barcode,
    (barcode: string) => this.renewOne(barcode),
  );
  renewingAll = false;
  /** The last 全部续借's outcome, shown above the list until dismissed. */
  summary: RenewSummary | null = null;
  range: HistoryRange = { startdate: '', enddate: '' };

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LoansStore, 'root' | 'renewOne'>(this, {
      root: false,
      current: false,
      history: false,
      record: false,
      renewal: false,
      renewOne: false,
    });
  }

  /** The last renewal's outcome per barcode, shown on its row. */
  get renewResults(): Record<string, ActionResult> {
    return this.renewal.results;
  }

  /** The loans in the order they arrived in (inOrder), each with its SPEC §4 status. */
  get loans(): LoanView[] {
    const today = libraryToday(Date.now());
    return this.current.rows.map((loan) => ({ loan, status: loanStatus(loan.returndate, today, config.dueSoonDays) }));
  }

  /** The loans the library would renew now. */
  get renewable(): CurLoan[] {
    return this.current.rows.filter((loan) => loan.renewable);
  }

  /** 全部续借 asks first, naming how many and which. */
  get renewAllQuestion(): Parameters<Feedback['confirm']>[0] {
    const loans = this.renewable;
    return {
      title: `续借 ${loans.length} 本可续借的图书？`,
      content: loans.map((loan) => `《${loan.title}》`).join(''),
      confirmText: '全部续借',
      cancelText: '暂不',
    };
  }

  get busy(): boolean {
    return this.renewingAll || this.renewal.anyBusy;
  }

  loadCurrent(maxAge = CURRENT_MAX_AGE): Promise<void> {
    return this.current.load(maxAge);
  }

  loadHistory(maxAge = CURRENT_MAX_AGE): Promise<void> {
    return this.history.load(maxAge, this.range);
  }

  /** Sets the history's date range and loads it; '' when accepted, else why not (nothing changes). */
  setRange(range: HistoryRange): string {
    const { startdate, enddate } = range;
    if (startdate && enddate && (daysBetween(startdate, enddate) ?? 0) < 0) return '开始日期不能晚于结束日期';
    this.range = { startdate, enddate };
    void this.loadHistory(0);
    return '';
  }

  /** Opens 借阅详情 for one loan and loads it (again: a loan may have changed since). */
  openRecord(loanid: number): Promise<void> {
    this.recordOf = loanid;
    return this.record.ensure(loanid, 0);
  }

  closeRecord(): void {
    this.recordOf = null;
  }

  /** Renews one loan; its row shows the new due date or the library's reason. */
  renew(barcode: string): Promise<ActionResult> {
    return this.renewal.run(barcode);
  }

  private async renewOne(barcode: string): Promise<ActionResult> {
    const rdrno = this.root.rdrno;
    const res = await renewBook({ rdrno, barcode });
    const row = firstRow(res);
    const result =
      elibOk(res) && row
        ? succeeded(`续借成功，应还日期 ${row.returndate}`)
        : failed(failureMessage(res, '续借失败，请稍后重试'));
    runInAction(() => {
      if (rdrno !== this.root.rdrno) return;
      const mine = (loan: CurLoan) => loan.barcode === barcode;
      if (row && result.ok) {
        const { returndate, renewcount, renewable = false, renewnote = '' } = row;
        this.current.patch(mine, (loan) => ({ ...loan, returndate, renewcount, renewable, renewnote }));
        // Shown here in place; other features' lists (图书转借's due dates) reload when next shown.
        this.root.loansChanged(this);
      } else if (!unanswered(res)) {
        // The library said no (the loan changed since the list came): no button for it now.
        this.current.patch(mine, (loan) => ({ ...loan, renewable: false, renewnote: result.message }));
      }
    });
    return result;
  }

  /**
   * Renews every loan the library would renew, one after the other: each row shows its own
   * result, and the summary says what was renewed and why the others were not.
   */
  async renewAll(): Promise<ActionResult> {
    if (this.busy) return failed(BUSY_MESSAGE);
    const rdrno = this.root.rdrno;
    const loans = this.renewable;
    if (loans.length === 0) return failed('没有可续借的图书');
    this.renewingAll = true;
    this.summary = null;
    for (const loan of loans) await this.renew(loan.barcode);
    const summary: RenewSummary = { renewed: [], notRenewed: [] };
    runInAction(() => {
      this.renewingAll = false;
      for (const { barcode, title, returndate, renewnote } of this.current.rows) {
        const result = this.renewResults[barcode];
        const tried = loans.some((loan) => loan.barcode === barcode);
        if (tried && result?.ok) summary.renewed.push({ barcode, title, returndate });
        else summary.notRenewed.push({ barcode, title, reason: (tried && result?.message) || renewnote });
      }
      if (rdrno === this.root.rdrno) this.summary = summary;
    });
    const done = `成功 ${summary.renewed.length} 本，未续借 ${summary.notRenewed.length} 本`;
    return summary.renewed.length > 0 ? succeeded(done) : failed(done);
  }

  dismissSummary(): void {
    this.summary = null;
  }

  /** A loan made or moved elsewhere: the list and the history reload when next shown. */
  loansChanged(): void {
    this.current.invalidate();
    this.history.invalidate();
  }

  clearReaderData(): void {
    this.current.clear();
    this.history.clear();
    this.record.clear();
    this.recordOf = null;
    this.renewal.forget();
    this.summary = null;
    this.range = { startdate: '', enddate: '' };
  }
}
