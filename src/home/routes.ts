/** The core's own routes: home and every service. */
import { PATHS } from '../router/paths';
import Home from './HomeScreen';
import { HOME_TITLE } from '../router/titles';
import type { RouteSpec } from '../router/types';

export const homeRoutes: RouteSpec[] = [
  // In the first download: home is what every visit paints first.
  { path: PATHS.home, private: false, title: HOME_TITLE, public: true, ownHeading: true, screen: Home },
  { path: PATHS.apps, private: false, title: '所有应用', public: true, load: () => import('./AppsScreen') },
];
