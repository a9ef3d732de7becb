/** Where home's first screen is painted before React (firstScreen/index.ts). */
import { isFirstVisit } from '../../api/earlyLogin';
import { getCookie } from '../../lib/cookie';
import { safeInAppPath } from '../../lib/redirect';
import { PATHS } from '../../router/paths';
import { mayTripToAuthorize } from '../../wx/authorizeTrip';
import { isWechat } from '../../wx/detect';
import { addressSourceLibrary, FROM_LIBCODE_COOKIE, SIGNUP_LIBCODE } from '../../lib/sourceLibrary';

/**
 * Whether the address alone asks for home inside WeChat (an OAuth return names the page it wants
 * in `redirect_uri`): no storage or cookie is read, so the page's first task can afford it.
 * paintsHome then has the last word.
 */
export function addressedToHome(href: string, userAgent: string): boolean {
  if (!isWechat(userAgent) || href.includes('sguide')) return false;
  const url = new URL(href);
  const wanted = safeInAppPath(url.searchParams.get('redirect_uri'));
  const path = wanted ? new URL(wanted, url.origin).pathname : url.pathname;
  return path === PATHS.home;
}

/**
 * Whether this page starts on home, where start-up will stay: inside WeChat, not the service
 * guide, not a first visit about to leave for the authorize page, not the sign-up entry, and home
 * is the page wanted.
 */
export function paintsHome(href: string, userAgent: string): boolean {
  if (!addressedToHome(href, userAgent)) return false;
  const source = addressSourceLibrary(href) ?? getCookie(FROM_LIBCODE_COOKIE);
  if (source === SIGNUP_LIBCODE) return false;
  return !(isFirstVisit(href) && mayTripToAuthorize());
}
