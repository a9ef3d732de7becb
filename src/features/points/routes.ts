/** Points, the points mall, gifts and addresses. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const pointsRoutes: RouteSpec[] = [
  { path: PATHS.points, title: '积分记录', load: () => import('./PointsScreen') },
  { path: PATHS.mall, title: '积分商城', load: () => import('./MallScreen') },
  { path: PATHS.gifts, title: '我的礼品', private: true, load: () => import('./GiftsScreen') },
  { path: PATHS.address, title: '我的地址', private: true, load: () => import('./AddressScreen') },
];
