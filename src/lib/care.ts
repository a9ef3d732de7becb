/**
 * 关怀模式 (care mode), kept per WeChat user on this phone, and the services each user opens
 * (care mode's home puts the most-opened first). In localStorage under one key, by openid: two
 * WeChat users of one phone keep their own setting.
 */
import { STORAGE_KEYS, storage } from './storage';

const CARE_KEY = 'care';

interface CareEntry {
  on?: boolean;
  /** Times each service (by its address) was opened. */
  uses?: Record<string, number>;
}

const entries = () => storage.getJSON<Record<string, CareEntry>>(CARE_KEY) ?? {};

function update(openid: string, change: (entry: CareEntry) => void): void {
  if (!openid) return;
  const all = entries();
  const entry = all[openid] ?? {};
  change(entry);
  all[openid] = entry;
  storage.set(CARE_KEY, all);
}

/** The WeChat user this phone last logged in (SPEC's openid key), '' before any. */
export const phoneUser = (): string => storage.get(STORAGE_KEYS.openid) ?? '';

export const careOn = (openid: string): boolean => !!openid && entries()[openid]?.on === true;

export function keepCare(openid: string, on: boolean): void {
  update(openid, (entry) => {
    entry.on = on;
  });
}

export function noteUse(openid: string, url: string): void {
  update(openid, (entry) => {
    const uses = entry.uses ?? {};
    uses[url] = (uses[url] ?? 0) + 1;
    entry.uses = uses;
  });
}

/** The services with this user's most-opened first; the rest keep the library's order. */
export function byUse<T extends { url: string }>(items: T[], openid: string): T[] {
  const uses = entries()[openid]?.uses ?? {};
  return [...items].sort((a, b) => (uses[b.url] ?? 0) - (uses[a.url] ?? 0));
}

/** <html data-care>: the stylesheet's larger, higher-contrast face. */
export function markCare(on: boolean): void {
  document.documentElement.toggleAttribute('data-care', on);
}
