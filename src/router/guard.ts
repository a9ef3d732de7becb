/** SPEC §2 route guard: without a reader number only the table's public routes are allowed. */
import { PATHS } from './paths';
import { findRoute } from './routes';

/** An unknown path has no route: it is the guard's 'null' (public) and shows the not-found screen. */
export function isPublicPath(pathname: string): boolean {
  return findRoute(pathname)?.public ?? true;
}

/**
 * Where the guard sends a visit: null to let it through, else the bind page carrying the wanted
 * path (with its query) as redirect_url.
 */
export function guardRedirect(pathname: string, search: string, hasReaderNumber: boolean): string | null {
  if (hasReaderNumber || isPublicPath(pathname)) return null;
  return `${PATHS.bind}?redirect_url=${encodeURIComponent(pathname + search)}`;
}
