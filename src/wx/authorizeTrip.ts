/**
 * Round trips through WeChat's authorize page, shared by start-up (WechatStore) and the entry's
 * first-visit shortcut (api/earlyLogin.ts): where to come back to, the OAuth state to check on
 * return, and the trip count that stops a loop. Storage only: no stores, no requests.
 */
import { safeInAppPath } from '../lib/redirect';
import { storage } from '../lib/storage';

export const OAUTH_STATE_KEY = 'oauth_state';

/**
 * The round trips through WeChat's authorize page the reader made lately (timestamps, in storage
 * so they outlive the page). Counted whatever succeeded between them: a successful code exchange
 * or profile does not prove the next page will not send the reader back again. Only the reader's
 * 重新授权 clears them; otherwise they age out of the window.
 */
export const AUTHORIZE_ATTEMPTS_KEY = 'oauth_attempts';
export const AUTHORIZE_TRIPS = { limit: 3, windowMs: 10 * 60 * 1000 } as const;

/** The trips still inside the window (a clock set back does not make one count forever). */
function recentTrips(now: number): number[] {
  const stored = storage.getJSON<unknown>(AUTHORIZE_ATTEMPTS_KEY);
  const trips = Array.isArray(stored) ? stored.filter((t): t is number => typeof t === 'number') : [];
  return trips.filter((t) => Math.abs(now - t) < AUTHORIZE_TRIPS.windowMs);
}

/** Whether another trip to the authorize page is allowed now. */
export function mayTripToAuthorize(now = Date.now()): boolean {
  return recentTrips(now).length < AUTHORIZE_TRIPS.limit;
}

/**
 * The page is leaving for `authorizeUrl`: its state is kept for the return's check, and the trip
 * is counted (those out of the window are forgotten).
 */
export function noteAuthorizeTrip(authorizeUrl: string, now = Date.now()): void {
  storage.set(OAUTH_STATE_KEY, new URL(authorizeUrl).searchParams.get('state') ?? '');
  storage.set(AUTHORIZE_ATTEMPTS_KEY, [...recentTrips(now), now]);
}

/**
 * The in-app path to come back to from `href`: without OAuth's code and state; on the landing
 * page of an earlier round trip, the page it was heading for (never a redirect_uri inside one).
 */
export function authorizeBackPath(href: string): string {
  const url = new URL(href);
  for (const key of ['code', 'state']) url.searchParams.delete(key);
  return safeInAppPath(url.searchParams.get('redirect_uri')) ?? url.pathname + url.search;
}
