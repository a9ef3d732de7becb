/** Points, the points mall, gifts and addresses. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const pointsRoutes: RouteSpec[] = [
  { path: PATHS.points, private: true, title: '积分记录', load: () => import('./PointsScreen') },
  { path: PATHS.mall, private: true, title: '积分商城', load: () => import('./MallScreen') },
  { path: PATHS.gifts, private: true, title: '我的礼品', load: () => import('./GiftsScreen') },
  { path: PATHS.address, private: true, title: '我的地址', load: () => import('./AddressScreen') },
];
