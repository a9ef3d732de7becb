/** The libraries on a map. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const mapRoutes: RouteSpec[] = [
  { path: PATHS.map, title: '图书馆城', public: true, load: () => import('./MapScreen') },
  { path: PATHS.mapDetail, title: '图书馆城', public: true, ownHeading: true, load: () => import('./LibraryScreen') },
];
