/** Reader photos. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const photosRoutes: RouteSpec[] = [
  { path: PATHS.photos, private: false, title: '读者晒图', keepAlive: false, load: () => import('./PhotosScreen') },
  { path: PATHS.photoShare, private: true, title: '去晒图', keepAlive: false, load: () => import('./ShareScreen') },
  {
    path: PATHS.photoDetail,
    private: false,
    title: '晒图详情',
    keepAlive: false,
    load: () => import('./PhotoDetailScreen'),
  },
];
