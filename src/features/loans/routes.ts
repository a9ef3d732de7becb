/** My loans, reservations and fines. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const loansRoutes: RouteSpec[] = [
  { path: PATHS.loans, title: '借阅信息', load: () => import('./LoansScreen') },
  { path: PATHS.reserve, title: '预约预借', load: () => import('./ReserveScreen') },
  { path: PATHS.fines, title: '财经记录', private: true, load: () => import('./FinesScreen') },
];
