import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../../src/config';
import { safeInAppPath } from '../../src/lib/redirect';
import { guardRedirect, isPublicPath } from '../../src/router/guard';
import { PATHS, routeName } from '../../src/router/paths';
import { findRoute, routes, titleFor } from '../../src/router/routes';
import { activeTabIndex, showsTabBar } from '../../src/router/TabBar';

const BIND_PATH = '/rdrnos/bind';

/** SPEC §2's route guard list, verbatim ('face' has no route; 'null' is any unknown path). */
const SPEC_PUBLIC_NAMES = [
  'home',
  'face',
  'null',
  'apps',
  'banner_article',
  'notice',
  'rdrnosbind',
  'bookscollect',
  'booksrecommend',
  'opacindex',
  'opacresult',
  'opacdetail',
  'userindex',
  'qqmap',
  'mapdetail',
  'sguide',
  'sguidedetail',
  'usa',
  'rdrnoscreate',
  'booksloanTop',
];

/** SPEC §2's title table, verbatim: an oracle independent of the route table. */
const SPEC_TITLES: Record<string, string> = {
  '/': config.libraryName || '首页',
  '/apps': '所有应用',
  '/banner_article': '详情',
  '/usa': '详情',
  '/notice': '通知公告',
  '/sguide': '服务指南',
  '/sguide/detail': '指南详情',
  '/rdrnos/create': '读者证',
  '/rdrnos/index': '我的读者证',
  '/rdrnos/bind': '添加',
  '/rdrnos/password': '修改密码',
  '/rdrnos/detail': '卡证详情',
  '/rdrnos/modifyreadderinfo': '修改读者证信息',
  '/rdrnos/qrcode': '读者证二维码',
  '/books/index': '借阅信息',
  '/books/reserve': '预约预借',
  '/books/recommend': '图书推荐',
  '/books/comments': '图书评论',
  '/books/collect': '图书收藏',
  '/books/loanTop': '借阅排行',
  '/opac/index': '图书检索',
  '/opac/result': '检索结果',
  '/opac/detail': '图书详情',
  '/message/index': '读者留言',
  '/message/add': '我要留言',
  '/wxloan': '手机借书',
  '/switch': '图书转借',
  '/userindex': '用户中心',
  '/address': '我的地址',
  '/CurFineList': '财经记录',
  '/points': '积分记录',
  '/mall': '积分商城',
  '/getgifts': '我的礼品',
  '/qqmap': '图书馆城',
  '/map/detail': '图书馆城',
  '/e-resources': '电子资源',
  '/demo': '上传朗读作品',
  '/aloud/index': '朗读比赛',
  '/alouddetail': '朗读作品',
  '/aloudworks': '我的朗读作品',
  '/readerphoto': '读者晒图',
  '/sharephoto': '去晒图',
  '/photodetail': '晒图详情',
};

/** Routes beyond SPEC's (docs/DECISIONS.md), titled with the glossary's words. */
const OWN_TITLES: Record<string, string> = {
  '/events': '活动报名',
  '/events/detail': '活动详情',
  '/events/mine': '我的活动',
  '/spaces': '空间预约',
  '/spaces/detail': '空间详情',
  '/spaces/mine': '我的空间预约',
};

/** Those of them anyone may open. */
const OWN_PUBLIC_NAMES = ['events', 'eventsdetail', 'eventsmine', 'spaces', 'spacesdetail'];

// ---

const table = suite('route table');

table('has exactly the 42 SPEC routes (plus the home) and our own, with their titles', () => {
  const titles = { ...SPEC_TITLES, ...OWN_TITLES };
  assert.is(routes.length, Object.keys(titles).length);
  for (const [path, title] of Object.entries(titles)) {
    assert.is(titleFor(path), title, path);
  }
});

table('unknown paths get the not-found title; a trailing slash still matches', () => {
  assert.is(titleFor('/nowhere'), '页面不存在');
  assert.is(findRoute('/apps/')?.path, '/apps');
});

table('the 12 SPEC routes remount, every other route is kept alive', () => {
  const remounted = routes
    .filter((r) => !r.keepAlive)
    .map((r) => r.path)
    .sort();
  assert.equal(remounted, [
    '/aloud/index',
    '/alouddetail',
    '/aloudworks',
    '/demo',
    '/message/add',
    '/photodetail',
    '/rdrnos/bind',
    '/rdrnos/detail',
    '/rdrnos/password',
    '/rdrnos/qrcode',
    '/readerphoto',
    '/sharephoto',
  ]);
  assert.ok(findRoute('/books/index')?.keepAlive);
  assert.ok(findRoute('/')?.keepAlive);
});

table('no route is coming soon: every route loads a screen of its own, and no source says 该功能即将开放', async () => {
  const screens = new Map<unknown, string[]>();
  for (const route of routes) {
    const { default: screen } = await route.load();
    // A component: a function, or an observer's memo object.
    assert.ok(typeof screen === 'function' || (typeof screen === 'object' && screen !== null), route.path);
    screens.set(screen, [...(screens.get(screen) ?? []), route.path]);
  }
  // One screen serves two routes only where SPEC gives two addresses to one page (详情).
  const shared = [...screens.values()].filter((paths) => paths.length > 1);
  assert.equal(shared, [['/banner_article', '/usa']]);
  const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  const saying = sources.filter((file) => readFileSync(join('src', file), 'utf8').includes('即将开放'));
  assert.equal(saying, []);
});

table("the public routes are exactly SPEC's guard list and our own public pages", () => {
  const publicNames = routes
    .filter((r) => r.public)
    .map((r) => r.name)
    .sort();
  const specRoutes = SPEC_PUBLIC_NAMES.filter((name) => name !== 'face' && name !== 'null');
  assert.equal(publicNames, [...specRoutes, ...OWN_PUBLIC_NAMES].sort());
  assert.ok(isPublicPath('/no/such/page'), "an unknown path is SPEC's 'null'");
});

table('paths.ts names every route, each path once', () => {
  const named = Object.values(PATHS).sort();
  assert.equal(routes.map((r) => r.path).sort(), named);
  assert.is(new Set(named).size, named.length);
  assert.is(routeName('/books/loanTop'), 'booksloanTop');
});

table('every tab-bar path and every in-app service-grid target is a route', async () => {
  for (const tab of config.tabs) assert.ok(findRoute(tab.path), tab.path);
  const { SERVICES } = await import('../../harness/server/seed/data/services');
  for (const service of SERVICES) {
    if (service.url.startsWith('/'))
      assert.ok(findRoute(service.url.split('?')[0]), `${service.name} → ${service.url}`);
  }
});

table.run();

// ---

const guard = suite('route guard');

guard('public pages pass without a reader number', () => {
  for (const path of [
    '/',
    '/apps',
    '/banner_article',
    '/notice',
    '/rdrnos/bind',
    '/books/collect',
    '/books/recommend',
    '/opac/index',
    '/opac/result',
    '/opac/detail',
    '/userindex',
    '/qqmap',
    '/map/detail',
    '/sguide',
    '/sguide/detail',
    '/usa',
    '/rdrnos/create',
    '/books/loanTop',
    '/some/unknown',
  ]) {
    assert.ok(isPublicPath(path), path);
    assert.is(guardRedirect(path, '', false), null, path);
  }
});

guard('guarded pages go to the bind page carrying the wanted path', () => {
  assert.is(guardRedirect('/books/index', '', false), `${BIND_PATH}?redirect_url=%2Fbooks%2Findex`);
  assert.is(
    guardRedirect('/rdrnos/qrcode', '?size=2', false),
    `${BIND_PATH}?redirect_url=%2Frdrnos%2Fqrcode%3Fsize%3D2`,
  );
  for (const path of [
    '/rdrnos/index',
    '/wxloan',
    '/switch',
    '/CurFineList',
    '/points',
    '/mall',
    '/message/add',
    '/e-resources',
  ]) {
    assert.ok(guardRedirect(path, '', false), path);
    assert.is(guardRedirect(path, '', true), null, path);
  }
});

guard('redirects are followed only to in-app paths', () => {
  assert.is(safeInAppPath('/books/index?x=1'), '/books/index?x=1');
  for (const bad of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'books', '', null, '/a\nb']) {
    assert.is(safeInAppPath(bad), null, String(bad));
  }
});

guard.run();

// ---

const tabs = suite('tab bar');

tabs('five entries, the fifth (手机借书) in the middle', () => {
  assert.equal(
    config.tabs.map((t) => t.label),
    ['首页', '检索', '手机借书', '当前借阅', '个人中心'],
  );
  assert.equal(
    config.tabs.map((t) => t.path),
    ['/', '/opac/index', '/wxloan', '/books/index', '/userindex'],
  );
  for (const tab of config.tabs) assert.is.not(tab.icon, tab.activeIcon);
});

tabs('active entry is the exact path match, else -1', () => {
  assert.is(activeTabIndex(config.tabs, '/'), 0);
  assert.is(activeTabIndex(config.tabs, '/opac/index'), 1);
  assert.is(activeTabIndex(config.tabs, '/books/index'), 3);
  assert.is(activeTabIndex(config.tabs, '/userindex'), 4);
  assert.is(activeTabIndex(config.tabs, '/opac/result'), -1);
  assert.is(activeTabIndex(config.tabs, '/books'), -1);
});

tabs('hidden when the address contains sguide', () => {
  assert.not.ok(showsTabBar('/sguide'));
  assert.not.ok(showsTabBar('/sguide/detail?id=3'));
  assert.ok(showsTabBar('/opac/index'));
});

tabs.run();
