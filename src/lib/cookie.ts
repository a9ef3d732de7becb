/**
 * Minimal cookie access over `document.cookie`. Names and values are URI-encoded on write and
 * decoded on read. Outside a browser every function is a no-op (getCookie gives '').
 */

export interface CookieOptions {
  /** Lifetime in days; omitted means a session cookie. Zero or negative expires it. */
  days?: number;
  /** Default '/'. */
  path?: string;
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The cookie's decoded value, or '' when it is not set. */
export function getCookie(name: string): string {
  if (!hasDocument()) return '';
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    const rawName = (separator < 0 ? pair : pair.slice(0, separator)).trim();
    if (rawName !== '' && safeDecode(rawName) === name) {
      return separator < 0 ? '' : safeDecode(pair.slice(separator + 1).trim());
    }
  }
  return '';
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  const { days, path = '/' } = options;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}`;
  if (days !== undefined) {
    const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    cookie += `; expires=${expires.toUTCString()}`;
  }
  document.cookie = cookie;
}

/** Expires the cookie on `path` (default '/', where setCookie puts it). */
export function removeCookie(name: string, path = '/'): void {
  if (!hasDocument()) return;
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
