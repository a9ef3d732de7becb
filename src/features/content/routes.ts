/** Notices, articles, the service guide and e-resources. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const contentRoutes: RouteSpec[] = [
  { path: PATHS.bannerArticle, title: '详情', public: true, ownHeading: true, load: () => import('./ArticleScreen') },
  { path: PATHS.agreement, title: '详情', public: true, ownHeading: true, load: () => import('./ArticleScreen') },
  { path: PATHS.notice, title: '通知公告', public: true, load: () => import('./NoticesScreen') },
  { path: PATHS.guide, title: '服务指南', public: true, ownHeading: true, load: () => import('./GuideScreen') },
  {
    path: PATHS.guideDetail,
    title: '指南详情',
    public: true,
    ownHeading: true,
    load: () => import('./GuideDetailScreen'),
  },
  { path: PATHS.eResources, title: '电子资源', load: () => import('./EResourcesScreen') },
];
