/** Borrowing with the phone in the library system (/v1/elib): the scanned copy's check, the loan. */
import type { CurLoan, LoanBookParams, LoanCheck, LoanCheckParams } from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';

export const checkLoanBook = (p: LoanCheckParams) => elibGet<LoanCheck>('checkLoanBook', p);
export const loanBook = (p: LoanBookParams) => elibPost<CurLoan>('loanBook', p);
