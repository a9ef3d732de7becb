/**
 * Deployment configuration. Everything here ships to the browser: the "secrets" below identify
 * this front end to the vendor backend but protect nothing, since anyone can read them in the
 * bundle. Real protection lives on the server (token checks, OAuth, the library system).
 */

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
  /** Keys of the three-key text scrambler (strEnc). */
  strEncKeys: ['1', '2', '3'] as [string, string, string],
};

export type AppConfig = typeof config;
