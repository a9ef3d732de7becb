/** SPEC §2 route guard: without a reader number only these route names are allowed. */
import { findRoute } from './routes';

export const PUBLIC_ROUTE_NAMES = [
  'home', 'face', 'null', 'apps', 'banner_article', 'notice', 'rdrnosbind', 'bookscollect',
  'booksrecommend', 'opacindex', 'opacresult', 'opacdetail', 'userindex', 'qqmap', 'mapdetail',
  'sguide', 'sguidedetail', 'usa', 'rdrnoscreate', 'booksloanTop',
];

export const BIND_PATH = '/rdrnos/bind';

/** An unknown path has no route name: it is the guard's 'null' and shows the not-found screen. */
export function isPublicPath(pathname: string): boolean {
  const name = findRoute(pathname)?.name ?? 'null';
  return PUBLIC_ROUTE_NAMES.includes(name);
}

/**
 * Where the guard sends a visit: null to let it through, else the bind page carrying the wanted
 * path (with its query) as redirect_url.
 */
export function guardRedirect(pathname: string, search: string, hasReaderNumber: boolean): string | null {
  if (hasReaderNumber || isPublicPath(pathname)) return null;
  return `${BIND_PATH}?redirect_url=${encodeURIComponent(pathname + search)}`;
}

/** Follow a redirect only to an in-app path: '/x', never '//x', '/\\x' or an absolute URL. */
export function safeInAppPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
