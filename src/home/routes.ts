/** The core's own routes: home and every service. */
import { PATHS } from '../router/paths';
import { HOME_TITLE } from '../router/titles';
import type { RouteSpec } from '../router/types';

export const homeRoutes: RouteSpec[] = [
  { path: PATHS.home, title: HOME_TITLE, public: true, load: () => import('./HomeScreen') },
  { path: PATHS.apps, title: '所有应用', public: true, load: () => import('./AppsScreen') },
];
