/**
 * Home's banners as data: which of them can be shown (each leads to its article or an in-app
 * page) and the list kept from the last visit. Plain functions: the entry paints the first screen
 * with them before React runs (src/home/firstScreen), and the app's carousel uses them after.
 */
import type { Banner } from '../api/contract';
import { safeInAppPath } from '../lib/redirect';
import { storage } from '../lib/storage';
import { articlePath } from '../router/paths';

/** The banners the last visit showed (a JSON list): the next first paint shows them at once. */
export const BANNER_CACHE_KEY = 'home_banners';

/** Where a banner leads: its article, or an in-app path; null leads nowhere (not shown). */
export function bannerTarget(banner: Banner): string | null {
  if (banner.articleid) return articlePath(banner.articleid);
  return safeInAppPath(banner.path);
}

/** The banners that can be shown, in the library's order. */
export function shownBanners(banners: Banner[]): Banner[] {
  return banners.filter((banner) => bannerTarget(banner) !== null);
}

/** The last visit's banners, or null when it left none (a first visit, or an older format). */
export function cachedBanners(): Banner[] | null {
  const cached = storage.getJSON<unknown>(BANNER_CACHE_KEY);
  return Array.isArray(cached) ? shownBanners(cached as Banner[]) : null;
}

export function keepBanners(banners: Banner[]): void {
  storage.set(BANNER_CACHE_KEY, shownBanners(banners));
}
