/** The user centre. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const userRoutes: RouteSpec[] = [
  { path: PATHS.user, private: true, title: '用户中心', public: true, load: () => import('./UserScreen') },
];
