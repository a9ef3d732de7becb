/**
 * The library system's loans, loan history, reservations, fines and fine payment (/v1/elib).
 */
import type {
  CancelReserveParams,
  CirHistoryParams,
  CreateFineOrderParams,
  CurFineParams,
  CurLoanParams,
  CurReservesParams,
  FineOrderParams,
  LoanInfoParams,
  RenewParams,
} from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';

export const listRdrCurLoan = (p: CurLoanParams) => elibGet('listRdrCurLoan', p);
export const renewBook = (p: RenewParams) => elibGet('renewBook', p);
export const listCirHistory = (p: CirHistoryParams) => elibGet('listCirHistory', p);
export const getLoanInfoHistory = (p: LoanInfoParams) => elibGet('getLoanInfoHistory', p);
export const listRdrCurReserves = (p: CurReservesParams) => elibGet('listRdrCurReserves', p);
export const cancelReserve = (p: CancelReserveParams) => elibGet('cancelReserve', p);
export const listRdrCurFine = (p: CurFineParams) => elibGet('listRdrCurFine', p);
export const createFineOrder = (p: CreateFineOrderParams) => elibPost('createFineOrder', p);
export const getFineOrder = (p: FineOrderParams) => elibGet('getFineOrder', p);
