/** The libraries on a map. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const mapRoutes: RouteSpec[] = [
  { path: PATHS.map, private: false, title: '图书馆城', public: true, load: () => import('./MapScreen') },
  {
    path: PATHS.mapDetail,
    private: false,
    title: '图书馆城',
    public: true,
    ownHeading: true,
    load: () => import('./LibraryScreen'),
  },
];
