/** Notices, articles, the service guide and e-resources. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const contentRoutes: RouteSpec[] = [
  { path: PATHS.bannerArticle, title: '详情', public: true },
  { path: PATHS.agreement, title: '详情', public: true },
  { path: PATHS.notice, title: '通知公告', public: true },
  { path: PATHS.guide, title: '服务指南', public: true },
  { path: PATHS.guideDetail, title: '指南详情', public: true },
  { path: PATHS.eResources, title: '电子资源' },
];
