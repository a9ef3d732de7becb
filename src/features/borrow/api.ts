/** Borrowing with the phone and 图书转借 in the library system (/v1/elib). */
import type {
  CirculationParams,
  HoldingInfoParams,
  LoanBookParams,
  LoanCheckParams,
  ReleaseTransferParams,
  TransferCodeParams,
  TransferLoansParams,
} from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';

/** One copy by its barcode (title, place, state): asked before the position, and after a refusal. */
export const getHoldingInfo = (p: HoldingInfoParams) => elibGet('getHoldingInfo', p);
export const checkLoanBook = (p: LoanCheckParams) => elibGet('checkLoanBook', p);
export const loanBook = (p: LoanBookParams) => elibPost('loanBook', p);

// The lender's side.
export const listTransferLoans = (p: TransferLoansParams) => elibGet('listTransferLoans', p);
export const releaseTransferLoanList = (p: ReleaseTransferParams) => elibPost('releaseTransferLoanList', p);
export const createCirculation = (p: TransferCodeParams) => elibPost('createCirculation', p);
export const cancelCirculation = (p: TransferCodeParams) => elibPost('cancelCirculation', p);

// The borrower's side.
export const applyCirculation = (p: CirculationParams) => elibPost('applyCirculation', p);
export const doCirculation = (p: CirculationParams) => elibPost('doCirculation', p);
