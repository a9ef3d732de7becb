/**
 * /v1/elib: 图书转借, handing a current loan to another reader by a QR code. The lender publishes
 * one of their loans (releaseTransferLoanList) and shows the code; the borrower scans it, sees
 * the book and whether they may take it (applyCirculation), and takes it (doCirculation): the
 * copy is returned from the lender and lent to the borrower in one transaction. The lender's
 * screen follows the code (createCirculation) until it is taken, withdrawn (cancelCirculation)
 * or expires. Every call names the caller's card with `rdrno`. docs/API.md, "Transfer".
 */
import type { CurLoan } from './loans';

/** open: waiting to be scanned; taken: the borrower has the loan; withdrawn: 取消转借; expired. */
export type TransferState = 'open' | 'taken' | 'withdrawn' | 'expired';

/** What a transfer QR code holds: this prefix and the code. */
export const TRANSFER_QR_PREFIX = 'LIBTRANSFER:';

/** A transfer code: 12 of these characters (no 0/O or 1/I/L to misread). */
export const TRANSFER_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{12}$/;

/** The code in a scanned text when it is a transfer QR code, else null. */
export function transferCodeOf(text: string): string | null {
  if (!text.startsWith(TRANSFER_QR_PREFIX)) return null;
  const code = text.slice(TRANSFER_QR_PREFIX.length);
  return TRANSFER_CODE_PATTERN.test(code) ? code : null;
}

/** listTransferLoans: the card's current loans, each with whether it may be handed on now. */
export interface TransferLoansParams {
  rdrno: string;
  authorizer_appid?: string;
}

export interface TransferLoan extends CurLoan {
  /** The rules' answer: '' when it may be published, else why not. */
  reason: string;
  transferable: boolean;
  /** The code published for it and still open, '' when none. */
  code: string;
}

/** releaseTransferLoanList: publishes one of the card's loans (by barcode) for transfer. */
export interface ReleaseTransferParams {
  rdrno: string;
  barcode: string;
  authorizer_appid?: string;
}

/** createCirculation / cancelCirculation: the lender's card and their code. */
export interface TransferCodeParams {
  rdrno: string;
  code: string;
  authorizer_appid?: string;
}

/** A published transfer as its lender sees it. */
export interface Transfer {
  code: string;
  /** What the QR code holds: TRANSFER_QR_PREFIX + code. */
  qrtext: string;
  loanid: number;
  barcode: string;
  bookrecno: number;
  title: string;
  author: string;
  isbn: string;
  libname: string;
  state: TransferState;
  /** 等待对方扫码 / 已转借 / 已取消 / 已过期 */
  statename: string;
  /** Published at and open until (YYYY-MM-DD HH:mm:ss, the library's time). */
  createtime: string;
  expiretime: string;
  /** Seconds it stays open from this answer (0 unless open): count down from here. */
  expiresin: number;
  /** Who took it, masked (林**), once taken; else ''. */
  borrowername: string;
  /** When it was taken, withdrawn or expired; null while open. */
  closetime: string | null;
}

/** applyCirculation / doCirculation: the borrower's card and the scanned code. */
export interface CirculationParams {
  rdrno: string;
  code: string;
  authorizer_appid?: string;
}

/** applyCirculation: the loan offered, and whether this card may take it now. */
export interface TransferOffer {
  code: string;
  barcode: string;
  bookrecno: number;
  title: string;
  author: string;
  isbn: string;
  libname: string;
  callno: string;
  /** The lender, masked (林**). */
  lendername: string;
  /** Due back on, were it taken today (the borrower's loan period). */
  duedate: string;
  /** The rules' answer: '' when it may be taken, else why not. */
  reason: string;
  takeable: boolean;
}

/** doCirculation: the borrower's new loan (message 转借成功). */
export type CirculationResult = CurLoan;
