/** Notices, articles, the service guide and e-resources. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const contentRoutes: RouteSpec[] = [
  {
    path: PATHS.bannerArticle,
    private: false,
    title: '详情',
    public: true,
    ownHeading: true,
    load: () => import('./ArticleScreen'),
  },
  {
    path: PATHS.agreement,
    private: false,
    title: '详情',
    public: true,
    ownHeading: true,
    load: () => import('./ArticleScreen'),
  },
  { path: PATHS.notice, private: false, title: '通知公告', public: true, load: () => import('./NoticesScreen') },
  {
    path: PATHS.guide,
    private: false,
    title: '服务指南',
    public: true,
    ownHeading: true,
    load: () => import('./GuideScreen'),
  },
  {
    path: PATHS.guideDetail,
    private: false,
    title: '指南详情',
    public: true,
    ownHeading: true,
    load: () => import('./GuideDetailScreen'),
  },
  { path: PATHS.eResources, private: false, title: '电子资源', load: () => import('./EResourcesScreen') },
];
