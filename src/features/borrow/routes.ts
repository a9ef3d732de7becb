/** Borrowing with the phone and handing a loan to another reader. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const borrowRoutes: RouteSpec[] = [
  { path: PATHS.phoneLoan, private: true, title: '手机借书', load: () => import('./PhoneLoanScreen') },
  { path: PATHS.transfer, private: true, title: '图书转借', load: () => import('./TransferScreen') },
];
