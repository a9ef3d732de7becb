/**
 * The library system's loans, loan history, reservations, fines and fine payment (/v1/elib); the
 * reminders the WeChat user subscribed to (/v1/subscribe).
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
  SubscribeListParams,
  SubscribeSaveParams,
} from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';
import { get, post } from '../../api/http';
import { withAccount } from '../../api/platform';

export const listRdrCurLoan = (p: CurLoanParams) => elibGet('listRdrCurLoan', p);
export const renewBook = (p: RenewParams) => elibGet('renewBook', p);
export const listCirHistory = (p: CirHistoryParams) => elibGet('listCirHistory', p);
export const getLoanInfoHistory = (p: LoanInfoParams) => elibGet('getLoanInfoHistory', p);
export const listRdrCurReserves = (p: CurReservesParams) => elibGet('listRdrCurReserves', p);
export const cancelReserve = (p: CancelReserveParams) => elibGet('cancelReserve', p);
export const listRdrCurFine = (p: CurFineParams) => elibGet('listRdrCurFine', p);
export const createFineOrder = (p: CreateFineOrderParams) => elibPost('createFineOrder', p);
export const getFineOrder = (p: FineOrderParams) => elibGet('getFineOrder', p);

// Reminders: the WeChat user's subscriptions, a platform service (it carries the account id itself).
export const listSubscriptions = (p: SubscribeListParams) => get('/v1/subscribe/list', withAccount(p));
export const saveSubscriptions = (p: SubscribeSaveParams) => post('/v1/subscribe/save', withAccount(p));
