/**
 * Deployment configuration. Everything here ships to the browser: the "secrets" below identify
 * this front end to the vendor backend but protect nothing, since anyone can read them in the
 * bundle. Real protection lives on the server (token checks, OAuth, the library system).
 */

import type { SubscribeKind } from './api/contract/subscribe';
import { PATHS } from './router/paths';

export interface TabEntry {
  label: string;
  path: string;
  /** Icon names from components/icons.tsx. */
  icon: string;
  activeIcon: string;
}

export interface MapProgram {
  appid: string;
  username: string;
  path: string;
  h5: string;
  /** Indoor-map service URL. */
  url: string;
}

export const config = {
  /** The library's display name; the home page title. Empty string falls back to 首页. */
  libraryName: '书香市图书馆',
  /**
   * The library's WeChat official account, for readers who opened the app outside WeChat: its
   * name, and `qrcode`, what the account's QR code encodes (its follow link: 公众号后台 → 设置 →
   * 公众号设置 → 二维码, decoded). The app draws the code itself, on that rare screen only (package
   * qrcode, loaded lazily), so a deployment changes a line here, not an image.
   */
  officialAccount: {
    name: '书香市图书馆',
    qrcode: 'http://weixin.qq.com/r/sxlib-h5-demo',
  },
  /**
   * Share cards (wx/share.ts): the line under a page's title when its screen gives none, and the
   * picture (a PNG in public/: WeChat shows no SVG).
   */
  share: {
    description: '书香市图书馆微信服务：查书、借书、续借、活动，一站办理',
    logo: '/share-logo.png',
  },
  /** Vendor API base. */
  baseURL: '/api',
  timeout: 30000,
  /** Official-account-type messaging config (id 1). */
  wechat: {
    id: 1,
    nsk: 'h5-nsk-4f1c2a9e7b',
    psk: 'h5-psk-9d3e6b1a5c',
  },
  /** Key appended to the login signature string. */
  signKey: 'h5-sign-key-2b8f0c',
  /** Library-system success value. */
  elibSuccess: '0',
  /** Base URL for book cover images. */
  coverBaseUrl: '/api/covers/',
  /** A loan is 临期 (nearly due) within this many days of its due date (SPEC §4). */
  dueSoonDays: 3,
  /** How long a toast stays up, ms (SPEC §9: 3000; components/feedback.ts). */
  toastDuration: 3000,
  /** Bottom tab bar, in order. The middle entry is this deployment's fifth entry. */
  tabs: [
    { label: '首页', path: PATHS.home, icon: 'home', activeIcon: 'home-fill' },
    { label: '检索', path: PATHS.search, icon: 'search', activeIcon: 'search-fill' },
    { label: '手机借书', path: PATHS.phoneLoan, icon: 'scan', activeIcon: 'scan-fill' },
    { label: '当前借阅', path: PATHS.loans, icon: 'book', activeIcon: 'book-fill' },
    { label: '个人中心', path: PATHS.user, icon: 'user', activeIcon: 'user-fill' },
  ] as TabEntry[],
  /**
   * Hosts a service of the grid may lead to outside the app (https only, exact host, port
   * included when not 443). Every other absolute address in the service list is refused with
   * 该服务暂未开放. The harness's services are all in-app paths, so none is listed; a deployment
   * adds its own (e.g. 'e.library.example.org') when its service list links there.
   */
  externalServiceHosts: [] as string[],
  /** Indoor-map mini program opened with wx-open-launch-weapp. */
  mapProgram: {
    appid: 'wx5a3f9c1d2e4b6a70',
    username: 'gh_4e1b2c3d5f60',
    path: 'pages/index/index',
    h5: 'https://map.example.org/h5/',
    url: 'https://map.example.org/indoor',
  } as MapProgram,
  /**
   * The library's subscribe-message templates (公众号后台 → 订阅通知 → 我的模板), one id per kind
   * of message: 到期提醒, 到书通知, 罚款提醒, 活动通知 (docs/DEPLOY.md). The app asks the client for them with
   * `wx-open-subscribe`; the vendor backend sends with the same ids. Demo values.
   */
  subscribeTemplates: {
    due: 'tpl-due-7Hq2mK9xR4sLb1VnC8wE3pZ6yT0uJ5dA',
    arrival: 'tpl-arrival-3Fk8nB2vQ6rXc9Ls1Wd4Ym7Hg0Pj5Te',
    fine: 'tpl-fine-9Zt4wN1mK7qRb3Xs6Lc0Vd8Hf2Gj5Py',
    event: 'tpl-event-5Rb8kQ2wM6tXc1Nv9Lh3Ys7Jd0Fg4Pa',
  } as Record<SubscribeKind, string>,
  /** JS-SDK APIs requested in wx.config. */
  jsApiList: [
    'scanQRCode',
    'getLocation',
    'openLocation',
    'chooseImage',
    'previewImage',
    'getLocalImgData',
    'downloadImage',
    'uploadImage',
    'chooseWXPay',
    'openAddress',
    'checkJsApi',
    'updateAppMessageShareData',
    'updateTimelineShareData',
    'onMenuShareAppMessage',
    'onMenuShareTimeline',
    'hideMenuItems',
    'showMenuItems',
  ],
  openTagList: ['wx-open-launch-weapp', 'wx-open-subscribe'],
  /** Keys of the three-key text scrambler (strEnc). */
  strEncKeys: ['1', '2', '3'] as [string, string, string],
};

export type AppConfig = typeof config;
