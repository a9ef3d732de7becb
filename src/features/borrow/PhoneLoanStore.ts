/**
 * 手机借书: scan (or type) a copy's barcode in the library, see the copy and whether the card may
 * borrow it, confirm, and keep the session's outcomes (borrowed with the due date, or refused and
 * why) while scanning one copy after another. A loan made ends on a result page (the book, 应还日期,
 * 继续借书 / 查看借阅信息). The copy is looked up first (getHoldingInfo): one that is not on the
 * shelf says why at once, without asking where the phone is. Every check and loan of a shelved
 * copy carries the phone's position: the library lends only to a reader in the building. A loan
 * the library refuses shows the copy as it is now (getHoldingInfo again) with the refusal. A
 * transfer QR code scanned here is handed to 图书转借.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CurLoan, HoldingInfo, LoanCheck } from '../../api/contract';
import { copyStateRefusal } from '../../api/contract/catalogue';
import { transferCodeOf } from '../../api/contract/transfer';
import { elibOk, failureMessage, firstRow, unanswered } from '../../api/result';
import { normalizeCode } from '../../api/contract/typed';
import { Action, failed, succeeded } from '../../stores/base/Action';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { getLocation, scanQRCode } from '../../wx/api';
import { checkLoanBook, getHoldingInfo, loanBook } from './api';

/** What happened to one copy this session. */
export interface Outcome {
  barcode: string;
  title: string;
  ok: boolean;
  /** Due back on (borrowed), or why not (refused). */
  detail: string;
}

/** A barcode as typed or scanned: letters, digits and hyphens, 1–32. */
export const BARCODE_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

/** Why nobody may borrow the copy as it stands ('' on the shelf): the state's rule, and when a lent copy is due. */
export function unavailableReason(copy: HoldingInfo): string {
  const refusal = copyStateRefusal(copy.state);
  return refusal && copy.returndate ? `${refusal}，应还日期 ${copy.returndate}` : refusal;
}

export class PhoneLoanStore implements FeatureStore {
  /** The copy scanned last, as the library system answered for it. */
  current: LoanCheck | null = null;
  /** This session's copies, the latest first. */
  outcomes: Outcome[] = [];
  /** A transfer code scanned here: the screen opens 图书转借 with it. */
  transferCode = '';
  /** The loan just made: the screen shows the result page until the reader goes on. */
  borrowed: CurLoan | null = null;

  /** Scans a code with the phone and checks the copy. A cancelled scan changes nothing. */
  readonly scan = new Action(async () => {
    const scanned = await scanQRCode(['barCode', 'qrCode']);
    if (!scanned.ok) return scanned.cancelled ? succeeded('') : failed(scanned.message);
    const code = transferCodeOf(scanned.data.text);
    if (code) {
      runInAction(() => {
        this.transferCode = code;
      });
      return succeeded('');
    }
    return this.checkNow(scanned.data.text);
  });
  /** Checks a copy by the barcode typed in. */
  readonly check = new Action<[string]>((barcode) => this.checkNow(barcode));
  /** Borrows the copy shown. */
  readonly borrow = new Action(async () => {
    const copy = this.current;
    const rdrno = this.root.rdrno;
    if (!copy || !rdrno) return failed('请先扫描图书条码');
    const where = await getLocation();
    if (!where.ok) return failed(where.cancelled ? '需要您的位置才能借书' : where.message);
    const { latitude, longitude } = where.data;
    const res = await loanBook({ rdrno, barcode: copy.barcode, latitude, longitude });
    const loan = firstRow(res);
    if (!elibOk(res) || !loan) {
      const message = failureMessage(res, '借阅失败，请稍后重试');
      this.record({ barcode: copy.barcode, title: copy.title, ok: false, detail: message });
      // The library said no (another reader took the copy, a limit reached): the card says why,
      // with the copy as it is now, and offers 确认借阅 no more. A call that got no answer may be tried again.
      if (!unanswered(res)) await this.refuseShown(copy, message);
      return failed(message);
    }
    this.record({ barcode: copy.barcode, title: copy.title, ok: true, detail: `应还日期 ${loan.returndate}` });
    runInAction(() => {
      this.current = null;
      this.borrowed = loan;
    });
    // 借阅信息 and the card's loan count (user centre, home notices) include it now.
    this.root.loansChanged();
    void this.root.reader.loadReaderInfo(rdrno);
    return succeeded(`借阅成功，请于 ${loan.returndate} 前归还`);
  });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PhoneLoanStore, 'root'>(this, { root: false, scan: false, check: false, borrow: false });
  }

  /** The screen has opened 图书转借 with the scanned code. */
  transferOpened(): void {
    this.transferCode = '';
  }

  /** 继续借书: from the result page back to scanning. */
  continueBorrowing(): void {
    this.borrowed = null;
  }

  /** Puts the copy aside without borrowing it. */
  dismiss(): void {
    this.current = null;
  }

  clearReaderData(): void {
    this.current = null;
    this.borrowed = null;
    this.outcomes = [];
  }

  private async checkNow(text: string) {
    // Typed on a phone: lower case, spaces, full-width characters; the library's barcodes are upper case.
    const barcode = normalizeCode(text);
    if (!BARCODE_PATTERN.test(barcode)) return failed('请输入正确的图书条码');
    const rdrno = this.root.rdrno;
    if (!rdrno) return failed('请先绑定读者证');
    const found = await getHoldingInfo({ barcode });
    const copy = firstRow(found);
    if (!elibOk(found) || !copy) return failed(failureMessage(found, '查询失败，请稍后重试'));
    const unavailable = unavailableReason(copy);
    if (unavailable) {
      // Not on the shelf: nobody may borrow it, so the phone is not asked where it is.
      this.show({ ...copy, loanable: false, reason: unavailable, duedate: '' });
      return succeeded('');
    }
    const where = await getLocation();
    if (!where.ok) return failed(where.cancelled ? '需要您的位置才能借书' : where.message);
    const { latitude, longitude } = where.data;
    const res = await checkLoanBook({ rdrno, barcode, latitude, longitude });
    const verdict = firstRow(res);
    if (!elibOk(res) || !verdict) return failed(failureMessage(res, '查询失败，请稍后重试'));
    this.show(verdict);
    // The copy is on screen with its verdict: nothing more to say.
    return succeeded('');
  }

  /** The copy on the card; a refused one is also this session's outcome. */
  private show(copy: LoanCheck): void {
    this.current = copy;
    if (!copy.loanable) this.record({ barcode: copy.barcode, title: copy.title, ok: false, detail: copy.reason });
  }

  /** The copy shown refused, as the library has it now (as it was, if it cannot be looked up). */
  private async refuseShown(copy: LoanCheck, reason: string): Promise<void> {
    const now = firstRow(await getHoldingInfo({ barcode: copy.barcode }));
    runInAction(() => {
      if (this.current?.barcode !== copy.barcode) return;
      this.current = { ...copy, ...now, loanable: false, reason, duedate: '' };
    });
  }

  /** One line per copy, the latest first; a copy borrowed this session stays borrowed. */
  private record(outcome: Outcome): void {
    if (!outcome.ok && this.outcomes.some((o) => o.ok && o.barcode === outcome.barcode)) return;
    this.outcomes = [outcome, ...this.outcomes.filter((o) => o.barcode !== outcome.barcode)];
  }
}
