/**
 * /v1/elib: a reader's loans, loan history, reservations, fines and their payment. Dates are
 * YYYY-MM-DD in the library's time zone (Asia/Shanghai); money is in cents (fen). Every call names
 * the card with `rdrno`, which the session must own (docs/API.md, "Who may call what").
 */

/** Paging of list calls: `page` from 1, `rows` per page (default 20, at most 100). */
export interface PageParams {
  page?: number;
  rows?: number;
}

/** How a loan was made. */
export type LentVia = 'desk' | 'phone' | 'transfer';

/** listRdrCurLoan: the card's current (unreturned) loans, all of them (a card has few). */
export interface CurLoanParams {
  rdrno: string;
  authorizer_appid?: string;
}

/** listRdrCurLoan rows, due date first. */
export interface CurLoan {
  /** The loan's id. */
  loanid: number;
  barcode: string;
  bookrecno: number;
  title: string;
  author: string;
  isbn: string;
  /** The library the copy belongs to, and where it is shelved. */
  libcode: string;
  libname: string;
  curlocal: string;
  curlocalname: string;
  callno: string;
  /** Lent on. */
  loandate: string;
  /** Due back on. */
  returndate: string;
  /** Renewals so far, and the reader type's limit. */
  renewcount: number;
  renewlimit: number;
  /** How the loan was made: at the desk, by the reader's phone (手机借书), or by a transfer (转借). */
  lentvia: LentVia;
  /** Days past the due date today (0 when not overdue). */
  overduedays: number;
  /** The overdue fine so far (cents), charged when the copy comes back; 0 when not overdue. */
  fine: number;
  /**
   * Whether renewBook would renew it now (the library's renew rule, the same one renewBook
   * applies), and why not: the rule's refusal ('' when renewable), e.g. 该书已过期，不能续借，请尽快归还.
   */
  renewable: boolean;
  renewnote: string;
}

/** renewBook: one loan, by the copy's barcode. */
export interface RenewParams {
  rdrno: string;
  barcode: string;
  authorizer_appid?: string;
}

/** renewBook's one row on success (message 续借成功); a refusal is a failure with the reason. */
export interface RenewResult {
  barcode: string;
  /** The new due date. */
  returndate: string;
  renewcount: number;
  /** Whether it could be renewed again now, and why not (as listRdrCurLoan's). */
  renewable: boolean;
  renewnote: string;
}

/** listCirHistory: returned loans, newest return first, optionally within a date range (inclusive). */
export interface CirHistoryParams extends PageParams {
  rdrno: string;
  /** Returned on or after (YYYY-MM-DD). */
  startdate?: string;
  /** Returned on or before (YYYY-MM-DD). */
  enddate?: string;
  authorizer_appid?: string;
}

/** listCirHistory rows. */
export interface CirHistory {
  loanid: number;
  barcode: string;
  bookrecno: number;
  title: string;
  author: string;
  libname: string;
  loandate: string;
  /** Returned on. */
  backdate: string;
  renewcount: number;
  lentvia: LentVia;
  /** How it ended: returned at the desk, or handed on to another reader (转借). */
  returnedvia: 'desk' | 'transfer';
}

/**
 * getLoanInfoHistory: the history of one loan of the card's (current or ended), by its id (a
 * listRdrCurLoan or listCirHistory row's `loanid`).
 */
export interface LoanInfoParams {
  rdrno: string;
  loanid: number | string;
  authorizer_appid?: string;
}

/** getLoanInfoHistory's one row: the loan from lending to its end, and what it cost or earned. */
export interface LoanInfo
  extends Pick<CirHistory, 'loanid' | 'barcode' | 'bookrecno' | 'title' | 'author' | 'libname'> {
  callno: string;
  /** Lent on, and how. */
  loandate: string;
  lentvia: LentVia;
  /** Due back on (the last due date, after every renewal). */
  returndate: string;
  renewcount: number;
  /** Returned on, and how (both null while the loan is current). */
  backdate: string | null;
  returnedvia: 'desk' | 'transfer' | null;
  /** Days it came back (or is, today) past its due date; 0 when none. */
  overduedays: number;
  /** The overdue fine charged for it (cents, 0 when none) and whether it is paid. */
  fine: number;
  finepaid: boolean;
  /** The points it earned (按时还书; 0 when none). */
  points: number;
}

/** Reservation states. */
export type ReserveState = 'queued' | 'ready' | 'expired' | 'cancelled' | 'fulfilled';

/** listRdrCurReserves: the card's reservations (active and ended in the last 90 days). */
export interface CurReservesParams {
  rdrno: string;
  authorizer_appid?: string;
}

/**
 * listRdrCurReserves rows: ready ones first (the reader should come for them), then queued, then
 * those that ended; newest reservation first within each.
 */
export interface CurReserve {
  reserveid: number;
  bookrecno: number;
  title: string;
  author: string;
  /** The pickup library. */
  libcode: string;
  libname: string;
  /** Reserved on. */
  reservedate: string;
  state: ReserveState;
  /** 排队中 / 可取书 / 已过期 / 已取消 / 已借阅 (the reader borrowed the copy held for them) */
  statename: string;
  /** While queued: the place in the queue of this title at this library (1 = next). */
  queue: number | null;
  /** When ready: collect by this date (inclusive). */
  pickupdeadline: string | null;
  /** When ready: where in the pickup library the held copy waits (e.g. 1F 总服务台 预约取书架). */
  pickupshelf: string | null;
  /** When ready: the code to give at the desk or the hold locker (6 digits). */
  pickupcode: string | null;
}

/** cancelReserve: a queued or ready reservation of the card's (message 取消成功). */
export interface CancelReserveParams {
  rdrno: string;
  reserveid: number | string;
  authorizer_appid?: string;
}

/** What a fine is for. */
export type FineReason = 'overdue' | 'lost' | 'damaged';

/** listRdrCurFine: the card's fines, unpaid first, then paid (newest first in each). */
export interface CurFineParams {
  rdrno: string;
  authorizer_appid?: string;
}

/** listRdrCurFine rows. */
export interface CurFine {
  fineid: number;
  reason: FineReason;
  /** 过期 12 天 / 丢失赔偿 / 污损赔偿 */
  reasonname: string;
  /** The copy it is about ('' when none), and its title. */
  barcode: string;
  title: string;
  /** Cents. */
  amount: number;
  /** Charged on. */
  createdate: string;
  paid: boolean;
  /** Paid on (null while unpaid). */
  paiddate: string | null;
}

/** createFineOrder: a payment order for every unpaid fine of the card; the amount is the server's. */
export interface CreateFineOrderParams {
  rdrno: string;
  authorizer_appid?: string;
}

/** A fine payment order. */
export interface FineOrder {
  orderid: string;
  /** Cents: the sum of the fines it pays. */
  amount: number;
  fineids: number[];
  /** created: waiting for WeChat Pay; paid: the fines are paid; closed: cancelled or expired. */
  state: 'created' | 'paid' | 'closed';
  createtime: string;
  /** When it was paid (null until then). */
  paytime: string | null;
  /** What chooseWXPay takes (createFineOrder only). */
  pay?: {
    timestamp: string;
    nonceStr: string;
    package: string;
    signType: 'MD5';
    paySign: string;
  };
}

/** getFineOrder: the order's state after the pay sheet closed (the receipt when paid). */
export interface FineOrderParams {
  rdrno: string;
  orderid: string;
  authorizer_appid?: string;
}
