/**
 * One phone per persona: when the harness page switches persona, the app's sign-in (its
 * localStorage keys and cookies) and the page the frame shows are put aside under the persona's
 * name in the harness page's sessionStorage (per browser tab), and put back when the harness
 * switches to that persona again. So one person can play the lender and the borrower of a
 * 图书转借 in turn. Pure functions over Storage-like objects and cookie strings; frame.ts and
 * session.ts apply them to the real ones.
 */

/** What the app keeps of a signed-in reader (SPEC's storage keys plus the OAuth state). */
export const APP_STORAGE_KEYS = ['openid', 'access_token', 'token', 'elibrary', 'oauth_state', 'oauth_attempts'];
export const APP_COOKIES = ['token', 'elibrary'];

/** Where the stashes are kept (in the harness page's sessionStorage). */
export const PHONES_KEY = 'harness_page:phones';

/** One persona's phone: the app's stored values (missing keys are absent) and the frame's path. */
export interface PhoneStash {
  /** localStorage key → value, for the APP_STORAGE_KEYS that were set. */
  storage: Record<string, string>;
  /** cookie name → value as `document.cookie` shows it (still URI-encoded), for APP_COOKIES set. */
  cookies: Record<string, string>;
  /** The frame's path + query + hash; '' when it had none. */
  path: string;
}

export type Phones = Record<string, PhoneStash>;

/** The part of Storage these functions use: localStorage, sessionStorage or a test's stand-in. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The raw (still encoded) values of the cookies `names` in a `document.cookie` string. */
export function cookieValues(cookie: string, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (names.includes(name) && !Object.hasOwn(values, name)) values[name] = part.slice(at + 1).trim();
  }
  return values;
}

/** The phone as it is now: the app's sign-in in `storage` and `cookie`, and the frame's `path`. */
export function stashFor(storage: Pick<Storage, 'getItem'> | null, cookie: string, path: string): PhoneStash {
  const stored: Record<string, string> = {};
  for (const key of APP_STORAGE_KEYS) {
    let value: string | null = null;
    try {
      value = storage?.getItem(key) ?? null;
    } catch {
      // Storage blocked: nothing of the app's is stored either.
    }
    if (value !== null) stored[key] = value;
  }
  const cookies = cookieValues(cookie, APP_COOKIES);
  for (const name of Object.keys(cookies)) if (cookies[name] === '') delete cookies[name];
  return { storage: stored, cookies, path };
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

function isStash(value: unknown): value is PhoneStash {
  if (typeof value !== 'object' || value === null) return false;
  const stash = value as Partial<PhoneStash>;
  return isRecordOfStrings(stash.storage) && isRecordOfStrings(stash.cookies) && typeof stash.path === 'string';
}

/** Every persona's stashed phone in `store`; anything unreadable counts as none. */
export function readPhones(store: StorageLike | null): Phones {
  let text: string | null = null;
  try {
    text = store?.getItem(PHONES_KEY) ?? null;
  } catch {
    return {};
  }
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const phones: Phones = {};
  for (const [persona, stash] of Object.entries(parsed)) if (isStash(stash)) phones[persona] = stash;
  return phones;
}

function writePhones(store: StorageLike | null, phones: Phones): void {
  try {
    if (Object.keys(phones).length === 0) store?.removeItem(PHONES_KEY);
    else store?.setItem(PHONES_KEY, JSON.stringify(phones));
  } catch {
    // Not kept (storage blocked or full): switching back signs in again, as without stashes.
  }
}

/** Puts `persona`'s phone aside in `store`, replacing what was kept for it. */
export function keepPhone(store: StorageLike | null, persona: string, stash: PhoneStash): void {
  if (!persona) return;
  writePhones(store, { ...readPhones(store), [persona]: stash });
}

/** Forgets `persona`'s phone (signed out: it must not come back signed in). */
export function forgetPhone(store: StorageLike | null, persona: string): void {
  const phones = readPhones(store);
  if (!Object.hasOwn(phones, persona)) return;
  delete phones[persona];
  writePhones(store, phones);
}

/** `persona`'s phone, taken out of `store` (it is the live one now), or null when none was kept. */
export function takePhone(store: StorageLike | null, persona: string): PhoneStash | null {
  if (!persona) return null;
  const phones = readPhones(store);
  if (!Object.hasOwn(phones, persona)) return null;
  const stash = phones[persona];
  delete phones[persona];
  writePhones(store, phones);
  return stash;
}

/**
 * Where the app can start over at `path` after its sign-in changed: an OAuth page (`/__wx/...`)
 * or an OAuth return (`?code`, `?state`) would fail the app's state check, so those (and no path
 * at all) go to `home`.
 */
export function resumePath(path: string, home: string): string {
  if (!path) return home;
  let url: URL;
  try {
    url = new URL(path, 'http://harness.invalid');
  } catch {
    return home;
  }
  if (url.pathname.startsWith('/__wx/') || url.searchParams.has('code') || url.searchParams.has('state')) return home;
  return path;
}

export interface RestorePlan {
  /** localStorage entries to set (the app's sign-in was cleared before). */
  storage: [key: string, value: string][];
  /** Strings to assign to `document.cookie`, one per cookie. */
  cookies: string[];
  /** Where to open the frame. */
  path: string;
}

/** How to put `stash` back on the phone: what to store, which cookies to set, where to go. */
export function restorePlan(stash: PhoneStash, home: string): RestorePlan {
  const storage: [string, string][] = [];
  for (const key of APP_STORAGE_KEYS) if (Object.hasOwn(stash.storage, key)) storage.push([key, stash.storage[key]]);
  const cookies: string[] = [];
  for (const name of APP_COOKIES)
    if (Object.hasOwn(stash.cookies, name) && stash.cookies[name])
      cookies.push(`${name}=${stash.cookies[name]}; path=/`);
  return { storage, cookies, path: resumePath(stash.path, home) };
}
