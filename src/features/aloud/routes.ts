/** Read-aloud contests and works. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const aloudRoutes: RouteSpec[] = [
  { path: PATHS.aloud, private: false, title: '朗读比赛', keepAlive: false, load: () => import('./AloudScreen') },
  {
    path: PATHS.aloudUpload,
    private: true,
    title: '上传朗读作品',
    keepAlive: false,
    load: () => import('./UploadScreen'),
  },
  { path: PATHS.aloudDetail, private: false, title: '朗读作品', keepAlive: false, load: () => import('./WorkScreen') },
  {
    path: PATHS.aloudWorks,
    private: true,
    title: '我的朗读作品',
    keepAlive: false,
    load: () => import('./WorksScreen'),
  },
];
