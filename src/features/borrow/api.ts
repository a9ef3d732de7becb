/** Borrowing with the phone and 图书转借 in the library system (/v1/elib). */
import type {
  CirculationParams,
  CirculationResult,
  CurLoan,
  LoanBookParams,
  LoanCheck,
  LoanCheckParams,
  ReleaseTransferParams,
  Transfer,
  TransferCodeParams,
  TransferLoan,
  TransferLoansParams,
  TransferOffer,
} from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';

export const checkLoanBook = (p: LoanCheckParams) => elibGet<LoanCheck>('checkLoanBook', p);
export const loanBook = (p: LoanBookParams) => elibPost<CurLoan>('loanBook', p);

// The lender's side.
export const listTransferLoans = (p: TransferLoansParams) => elibGet<TransferLoan>('listTransferLoans', p);
export const releaseTransferLoanList = (p: ReleaseTransferParams) => elibPost<Transfer>('releaseTransferLoanList', p);
export const createCirculation = (p: TransferCodeParams) => elibPost<Transfer>('createCirculation', p);
export const cancelCirculation = (p: TransferCodeParams) => elibPost<Transfer>('cancelCirculation', p);

// The borrower's side.
export const applyCirculation = (p: CirculationParams) => elibPost<TransferOffer>('applyCirculation', p);
export const doCirculation = (p: CirculationParams) => elibPost<CirculationResult>('doCirculation', p);
