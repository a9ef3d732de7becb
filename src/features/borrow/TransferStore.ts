/**
 * 图书转借, both sides. The lender picks one of their loans and publishes it: the screen shows
 * the code as a QR code with a countdown and follows it (createCirculation every few seconds)
 * until the borrower takes it, the lender withdraws it (取消转借) or it expires. The borrower scans
 * a code (here or on 手机借书), sees the book, the lender's masked name and whether they may take
 * it, and takes it: the loan moves in one transaction on the library's side, and the borrower's
 * screen ends on a result page.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CirculationResult, Transfer, TransferLoan, TransferOffer } from '../../api/contract';
import { TRANSFER_CODE_PATTERN, transferCodeOf } from '../../api/contract/transfer';
import { elibOk, elibPage, failureMessage, firstRow, unanswered } from '../../api/result';
import { normalizeCode } from '../../api/contract/typed';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { CardList } from '../../stores/base/CardList';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { scanQRCode } from '../../wx/api';
import {
  applyCirculation,
  cancelCirculation,
  createCirculation,
  doCirculation,
  listTransferLoans,
  releaseTransferLoanList,
} from './api';

/** How often the lender's screen asks after an open code. */
export const WATCH_INTERVAL_MS = 2000;
/** A loan's transferability changes with the day and with other readers' reservations. */
const LOANS_MAX_AGE = 60_000;

export class TransferStore implements FeatureStore {
  readonly loans = new CardList<TransferLoan>(
    () => this.root.rdrno,
    (query) => listTransferLoans(query).then(elibPage),
    { pageSize: 100 },
  );
  /** The lender's published code on screen, as the library last answered for it. */
  ticket: Transfer | null = null;
  /** When the ticket's code expires, by this phone's clock (the answer's `expiresin` from then). */
  deadline = 0;
  /** The loan a scanned code offers, with the borrower's verdict. */
  offer: TransferOffer | null = null;
  /** The loan just taken, and from whom: the screen shows the result page until the reader goes on. */
  taken: { loan: CirculationResult; lendername: string } | null = null;

  /** Publishes the loan of `barcode` and shows its code. */
  readonly publish = new Action<[string]>(async (barcode) => {
    const rdrno = this.root.rdrno;
    if (!rdrno) return failed('请先绑定读者证');
    const res = await releaseTransferLoanList({ rdrno, barcode });
    const ticket = firstRow(res);
    if (!elibOk(res) || !ticket) return failed(failureMessage(res, '生成转借码失败，请稍后重试'));
    runInAction(() => this.show(ticket));
    this.loans.patch(
      (loan) => loan.barcode === barcode,
      (loan) => ({ ...loan, code: ticket.code }),
    );
    return succeeded('');
  });
  /** Shows the open code of a loan published before (this visit or an earlier one). */
  readonly open = new Action<[string]>((code) => this.follow(code));
  /** 取消转借. */
  readonly withdraw = new Action(async () => {
    const ticket = this.ticket;
    const rdrno = this.root.rdrno;
    if (!ticket || !rdrno) return failed('没有正在转借的图书');
    const res = await cancelCirculation({ rdrno, code: ticket.code });
    const now = firstRow(res);
    if (!elibOk(res) || !now) {
      // Taken or expired meanwhile: the ticket shows what became of it.
      void this.follow(ticket.code);
      return failed(failureMessage(res, '取消失败，请稍后重试'));
    }
    runInAction(() => this.show(now));
    // The ticket says what became of the code.
    return succeeded('');
  });
  /** Scans a transfer code with the phone. A cancelled scan changes nothing. */
  readonly scan = new Action(async () => {
    const scanned = await scanQRCode(['qrCode']);
    if (!scanned.ok) return scanned.cancelled ? succeeded('') : failed(scanned.message);
    const code = transferCodeOf(scanned.data.text);
    if (!code) return failed('这不是图书转借码，请扫描对方手机上的转借二维码');
    return this.applyNow(code);
  });
  /** Looks up a code typed in, or scanned elsewhere (手机借书 hands transfer codes over). */
  readonly apply = new Action<[string]>((typed) => {
    const code = normalizeCode(typed);
    if (!TRANSFER_CODE_PATTERN.test(code)) return Promise.resolve(failed('请输入正确的转借码（12位字母和数字）'));
    return this.applyNow(code);
  });
  /** Takes the loan offered. */
  readonly take = new Action(async () => {
    const offer = this.offer;
    const rdrno = this.root.rdrno;
    if (!offer || !rdrno) return failed('请先扫描转借码');
    const res = await doCirculation({ rdrno, code: offer.code });
    const loan = firstRow(res);
    if (!elibOk(res) || !loan) {
      const message = failureMessage(res, '转借失败，请稍后重试');
      // The library refused: the offer says why. The network failed: it may be tried again.
      const refused = !unanswered(res);
      runInAction(() => {
        if (refused && this.offer?.code === offer.code) this.offer = { ...offer, reason: message, takeable: false };
      });
      return failed(message);
    }
    runInAction(() => {
      this.offer = null;
      this.taken = { loan, lendername: offer.lendername };
    });
    // Every loan list is marked stale, this one included: the list on screen reloads once.
    this.changedLoans(rdrno);
    void this.loadLoans();
    return succeeded(`转借成功，请于 ${loan.returndate} 前归还`);
  });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<TransferStore, 'root'>(this, {
      root: false,
      loans: false,
      publish: false,
      open: false,
      withdraw: false,
      scan: false,
      apply: false,
      take: false,
    });
  }

  /** The ticket's code can still be taken. */
  get waiting(): boolean {
    return this.ticket?.state === 'open';
  }

  loadLoans(maxAge = LOANS_MAX_AGE): Promise<void> {
    return this.loans.load(maxAge);
  }

  /**
   * Follows the open code until it closes: asks the library every WATCH_INTERVAL_MS. Returns the
   * stop (the screen stops when it is hidden or the code closes).
   */
  watch(): () => void {
    const timer = setInterval(() => {
      const ticket = this.ticket;
      if (ticket?.state === 'open') void this.follow(ticket.code);
    }, WATCH_INTERVAL_MS);
    return () => clearInterval(timer);
  }

  /** Puts a closed ticket (or a scanned offer) away. */
  closeTicket(): void {
    this.ticket = null;
  }

  dismissOffer(): void {
    this.offer = null;
  }

  /** From the result page back to 图书转借. */
  closeTaken(): void {
    this.taken = null;
  }

  clearReaderData(): void {
    this.loans.clear();
    this.ticket = null;
    this.offer = null;
    this.taken = null;
  }

  loansChanged(): void {
    this.loans.invalidate();
  }

  private show(ticket: Transfer): void {
    const before = this.ticket;
    this.ticket = ticket;
    this.deadline = Date.now() + ticket.expiresin * 1000;
    if (ticket.state === 'open') return;
    if (ticket.state !== 'taken') {
      this.loans.patch(
        (loan) => loan.code === ticket.code,
        (loan) => ({ ...loan, code: '' }),
      );
      return;
    }
    // The borrower took it: the loan is theirs now, and the lender's lists change.
    this.loans.remove((loan) => loan.loanid === ticket.loanid);
    if (before?.code === ticket.code && before.state === 'open') this.changedLoans(this.root.rdrno);
  }

  private async follow(code: string) {
    const rdrno = this.root.rdrno;
    if (!rdrno) return failed('请先绑定读者证');
    const res = await createCirculation({ rdrno, code });
    const ticket = firstRow(res);
    if (!elibOk(res) || !ticket) return failed(failureMessage(res, '查询转借状态失败，请稍后重试'));
    // An answer for a code the reader has put away since is not shown.
    if (this.ticket && this.ticket.code !== code) return succeeded('');
    runInAction(() => this.show(ticket));
    return succeeded('');
  }

  private async applyNow(code: string) {
    const rdrno = this.root.rdrno;
    if (!rdrno) return failed('请先绑定读者证');
    const res = await applyCirculation({ rdrno, code });
    const offer = firstRow(res);
    if (!elibOk(res) || !offer) return failed(failureMessage(res, '查询转借码失败，请稍后重试'));
    runInAction(() => {
      this.offer = offer;
    });
    // The book is on screen with its verdict: nothing more to say.
    return succeeded('');
  }

  private changedLoans(rdrno: string): void {
    // 借阅信息, this list and the card's loan count (user centre, home) include the change now.
    this.root.loansChanged();
    if (rdrno) void this.root.reader.loadReaderInfo(rdrno);
  }
}
