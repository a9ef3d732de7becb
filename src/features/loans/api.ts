/** The library system's loans, loan history, reservations, fines and fine payment (/v1/elib). */
import type {
  CancelReserveParams,
  CirHistory,
  CirHistoryParams,
  CreateFineOrderParams,
  CurFine,
  CurFineParams,
  CurLoan,
  CurLoanParams,
  CurReserve,
  CurReservesParams,
  FineOrder,
  FineOrderParams,
  RenewParams,
  RenewResult,
} from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';

export const listRdrCurLoan = (p: CurLoanParams) => elibGet<CurLoan>('listRdrCurLoan', p);
export const renewBook = (p: RenewParams) => elibPost<RenewResult>('renewBook', p);
export const listCirHistory = (p: CirHistoryParams) => elibGet<CirHistory>('listCirHistory', p);
export const listRdrCurReserves = (p: CurReservesParams) => elibGet<CurReserve>('listRdrCurReserves', p);
export const cancelReserve = (p: CancelReserveParams) => elibPost<unknown>('cancelReserve', p);
export const listRdrCurFine = (p: CurFineParams) => elibGet<CurFine>('listRdrCurFine', p);
export const createFineOrder = (p: CreateFineOrderParams) => elibPost<FineOrder>('createFineOrder', p);
export const getFineOrder = (p: FineOrderParams) => elibGet<FineOrder>('getFineOrder', p);
