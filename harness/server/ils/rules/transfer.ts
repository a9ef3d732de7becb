/**
 * 图书转借: a reader (the lender) hands a current loan to another reader (the borrower) by a QR
 * code. Publishing the code and taking the loan are each checked here; the transfer itself
 * returns the copy from the lender and lends it to the borrower in one transaction.
 */
import type { CardState } from '../../../../src/api/contract/index.js';
import { borrowerRefusal, cardStateRefusal, type LibraryPolicy, type ReaderStanding } from './readers.js';

/** The library's transfer settings (the values: harnessConfig.transfer). */
export interface TransferPolicy {
  /** How long a published code may be taken, ms. */
  codeTtlMs: number;
  /** Transfers of one copy per calendar year. */
  perCopyPerYear: number;
}

/** The loan the lender wants to hand on. */
export interface TransferLoanFacts {
  /** Due back on, and the library's date today (YYYY-MM-DD). */
  returndate: string;
  today: string;
  /** Another reader is queued for the title. */
  reservedByOther: boolean;
  /** Transfers of this copy so far this calendar year. */
  transfersThisYear: number;
}

/** Publishing a loan for transfer (and, again, taking it: the loan may have changed since). */
export function transferLoanRefusal(loan: TransferLoanFacts, policy: TransferPolicy): string {
  if (loan.returndate < loan.today) return '该书已过期，不能转借，请先归还';
  if (loan.reservedByOther) return '该书已被其他读者预约，不能转借';
  if (loan.transfersThisYear >= policy.perCopyPerYear) {
    return `该书今年已转借${loan.transfersThisYear}次，不能再转借`;
  }
  return '';
}

/** Publishing: the lender's card must be usable (lost, expired or cancelled: no), then the loan. */
export function releaseTransferRefusal(
  lenderState: CardState,
  loan: TransferLoanFacts,
  policy: TransferPolicy,
): string {
  return cardStateRefusal(lenderState) || transferLoanRefusal(loan, policy);
}

/** A published code as stored (an open one past its time is expired: transferState). */
export interface TransferCodeFacts {
  state: 'open' | 'taken' | 'withdrawn';
  /** Epoch ms it was published. */
  createdAt: number;
  now: number;
  lenderRdrno: string;
}

/** The code's state now: an open code past its time has expired. */
export function transferState(
  code: Omit<TransferCodeFacts, 'lenderRdrno'>,
  policy: TransferPolicy,
): TransferCodeFacts['state'] | 'expired' {
  return code.state === 'open' && code.now - code.createdAt > policy.codeTtlMs ? 'expired' : code.state;
}

/** The code itself: still open, not expired, and not the lender's own. */
export function transferCodeRefusal(code: TransferCodeFacts, borrowerRdrno: string, policy: TransferPolicy): string {
  if (code.state === 'taken') return '已被其他读者转借';
  if (code.state === 'withdrawn') return '转借已取消';
  if (transferState(code, policy) === 'expired') return '转借码已过期，请对方重新生成';
  if (code.lenderRdrno === borrowerRdrno) return '不能转借给自己';
  return '';
}

/**
 * Taking a transfer: the code, then the borrower (a usable card, fines within the limit, room
 * under the loan limit), then the loan as it stands now.
 */
export function takeTransferRefusal(
  code: TransferCodeFacts,
  borrower: { rdrno: string; standing: ReaderStanding },
  loan: TransferLoanFacts,
  policy: LibraryPolicy,
  transfer: TransferPolicy,
): string {
  const codeRefusal = transferCodeRefusal(code, borrower.rdrno, transfer);
  if (codeRefusal) return codeRefusal;
  const readerRefusal = borrowerRefusal(borrower.standing, policy);
  if (readerRefusal) return readerRefusal;
  const { loancount, limits } = borrower.standing;
  if (loancount >= limits.loanlimit) return `已借满${limits.loanlimit}本，请先归还`;
  return transferLoanRefusal(loan, transfer);
}
