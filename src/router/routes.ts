/**
 * The one route table (SPEC §2). Titles, the guard, keep-alive and the tab bar all read it.
 * Each page is its own lazily loaded chunk.
 */
import type { ComponentType } from 'react';
import { config } from '../config';
import { COMING_SOON_PATHS } from './comingSoon';

export type PageModule = { default: ComponentType };

export interface RouteDef {
  path: string;
  title: string;
  /** The path without slashes ('/' is 'home'); the guard's public list uses these names. */
  name: string;
  /** False for the routes SPEC says remount on every visit. */
  keepAlive: boolean;
  load: () => Promise<PageModule>;
}

/** Pages built so far; every other route shows the shared "coming soon" screen. */
const pages: Record<string, () => Promise<PageModule>> = {
  '/': () => import('../pages/home/index'),
  '/apps': () => import('../pages/apps/index'),
  '/rdrnos/bind': () => import('../pages/rdrnos/Bind'),
  '/rdrnos/index': () => import('../pages/rdrnos/Cards'),
  '/userindex': () => import('../pages/user/index'),
};
const comingSoon = () => import('../pages/ComingSoon');

export const HOME_TITLE_FALLBACK = '首页';

const TITLES: [path: string, title: string][] = [
  ['/', config.libraryName || HOME_TITLE_FALLBACK],
  ['/apps', '所有应用'],
  ['/banner_article', '详情'],
  ['/usa', '详情'],
  ['/notice', '通知公告'],
  ['/sguide', '服务指南'],
  ['/sguide/detail', '指南详情'],
  ['/rdrnos/create', '读者证'],
  ['/rdrnos/index', '我的读者证'],
  ['/rdrnos/bind', '添加'],
  ['/rdrnos/password', '修改密码'],
  ['/rdrnos/detail', '卡证详情'],
  ['/rdrnos/modifyreadderinfo', '修改读者证信息'],
  ['/rdrnos/qrcode', '读者证二维码'],
  ['/books/index', '借阅信息'],
  ['/books/reserve', '预约预借'],
  ['/books/recommend', '图书推荐'],
  ['/books/comments', '图书评论'],
  ['/books/collect', '图书收藏'],
  ['/books/loanTop', '借阅排行'],
  ['/opac/index', '图书检索'],
  ['/opac/result', '检索结果'],
  ['/opac/detail', '图书详情'],
  ['/message/index', '读者留言'],
  ['/message/add', '我要留言'],
  ['/wxloan', '手机借书'],
  ['/switch', '图书转借'],
  ['/userindex', '用户中心'],
  ['/address', '我的地址'],
  ['/CurFineList', '财经记录'],
  ['/points', '积分记录'],
  ['/mall', '积分商城'],
  ['/getgifts', '我的礼品'],
  ['/qqmap', '图书馆城'],
  ['/map/detail', '图书馆城'],
  ['/e-resources', '电子资源'],
  ['/demo', '上传朗读作品'],
  ['/aloud/index', '朗读比赛'],
  ['/alouddetail', '朗读作品'],
  ['/aloudworks', '我的朗读作品'],
  ['/readerphoto', '读者晒图'],
  ['/sharephoto', '去晒图'],
  ['/photodetail', '晒图详情'],
];

/** SPEC §2: these remount on every visit ("bind, password, detail, qrcode" are the card pages). */
export const REMOUNTED_PATHS = [
  '/rdrnos/bind', '/rdrnos/password', '/rdrnos/detail', '/rdrnos/qrcode', '/message/add', '/demo',
  '/aloud/index', '/alouddetail', '/aloudworks', '/readerphoto', '/sharephoto', '/photodetail',
];

export const routeName = (path: string) => (path === '/' ? 'home' : path.replace(/\//g, ''));

export const routes: RouteDef[] = TITLES.map(([path, title]) => ({
  path,
  title,
  name: routeName(path),
  keepAlive: !REMOUNTED_PATHS.includes(path),
  load: pages[path] ?? (COMING_SOON_PATHS.includes(path) ? comingSoon : missingPage(path)),
}));

function missingPage(path: string): () => Promise<PageModule> {
  throw new Error(`Route ${path} has neither a page nor a place in COMING_SOON_PATHS`);
}

const byPath = new Map(routes.map((r) => [r.path, r]));

/** The route for a pathname (exact match; a trailing slash is ignored), or undefined. */
export function findRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean);
}

export const NOT_FOUND_TITLE = '页面不存在';

export function titleFor(pathname: string): string {
  return findRoute(pathname)?.title ?? NOT_FOUND_TITLE;
}
