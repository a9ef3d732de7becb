/** My loans, reservations and fines. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const loansRoutes: RouteSpec[] = [
  { path: PATHS.loans, private: true, title: '借阅信息', load: () => import('./LoansScreen') },
  { path: PATHS.reserve, private: true, title: '预约预借', load: () => import('./ReserveScreen') },
  { path: PATHS.fines, private: true, title: '财经记录', load: () => import('./FinesScreen') },
];
