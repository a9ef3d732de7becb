/**
 * /v1/elib: borrowing with the phone (手机借书). The reader scans a copy in the library; the
 * library system says whether they may borrow it (checkLoanBook) and lends it (loanBook). Both
 * name the card with `rdrno` and carry the phone's position (WeChat getLocation, GCJ-02): only a
 * reader near the copy's library may borrow it.
 */
import type { HoldingInfo } from './catalogue';

export interface PhonePosition {
  latitude: number | string;
  longitude: number | string;
}

/** checkLoanBook: the copy, and whether this reader may borrow it here and now. */
export interface LoanCheckParams extends Partial<PhonePosition> {
  rdrno: string;
  barcode: string;
  authorizer_appid?: string;
}

export interface LoanCheck extends HoldingInfo {
  /** The library rules' answer: '' when the copy may be borrowed, else why not. */
  reason: string;
  loanable: boolean;
  /** Due back on, were it borrowed today (the reader type's loan period). */
  duedate: string;
}

/** loanBook: lends the copy to the reader (message 借阅成功; the row as listRdrCurLoan's). */
export interface LoanBookParams extends PhonePosition {
  rdrno: string;
  barcode: string;
  authorizer_appid?: string;
}
