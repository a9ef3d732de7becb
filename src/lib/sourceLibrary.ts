/**
 * SPEC §3's from_libcode: the library a visit comes from (a library's QR code, or `signup` for
 * the sign-up QR code), kept in its cookie. Read from the address itself, or from the in-app page
 * an OAuth landing returns to (`/?redirect_uri=%2F%3Ffrom_libcode%3D…`): a first visit leaves for
 * WeChat's authorize page before the app runs, and comes back with its address in redirect_uri.
 */
import { getCookie, setCookie } from './cookie';

export const FROM_LIBCODE_COOKIE = 'from_libcode';
/** The sign-up QR code's from_libcode: start-up's step 10 opens 在线办证, it names no library. */
export const SIGNUP_LIBCODE = 'signup';

const VALID = /^[\w-]{1,32}$/;

/** The from_libcode `href` carries, itself or in the page it returns to; null when none (or not a code). */
export function addressSourceLibrary(href: string): string | null {
  const url = new URL(href);
  let value = url.searchParams.get(FROM_LIBCODE_COOKIE);
  const back = url.searchParams.get('redirect_uri');
  if (!value && back?.startsWith('/')) value = new URL(back, url.origin).searchParams.get(FROM_LIBCODE_COOKIE);
  return value && VALID.test(value) ? value : null;
}

/** Keeps the address's from_libcode in its cookie (every visit that carries one); returns it. */
export function rememberSourceLibrary(href: string): string | null {
  const value = addressSourceLibrary(href);
  if (value) setCookie(FROM_LIBCODE_COOKIE, value, { days: 30 });
  return value;
}

/** The library a visit comes from: the address's, else the cookie's; '' for none or the sign-up code. */
export function sourceLibraryCode(href: string): string {
  const value = addressSourceLibrary(href) ?? getCookie(FROM_LIBCODE_COOKIE);
  return value && value !== SIGNUP_LIBCODE && VALID.test(value) ? value : '';
}
