/**
 * The card summary of the last visit (cards, the active one, its base and extended info), kept
 * on the phone for the WeChat user it belongs to: a repeat visit shows the card strip at once,
 * and start-up refreshes it. Nothing secret is in it (the API returns no password, a masked ID).
 */
import type { RdrnoBinding, ReaderBase, ReaderExtend } from '../api/contract';
import { storage } from '../lib/storage';

export const READER_CACHE_KEY = 'reader_summary';

export interface ReaderSummary {
  openid: string;
  rdrnos: RdrnoBinding[];
  select_rdrno: string;
  base: ReaderBase | null;
  extra: ReaderExtend | null;
}

/** The cached summary when it is `openid`'s (and whole), else null. */
export function loadSummary(openid: string): ReaderSummary | null {
  const cached = storage.getJSON<ReaderSummary>(READER_CACHE_KEY);
  if (!cached || !openid || cached.openid !== openid || !Array.isArray(cached.rdrnos)) return null;
  const base = cached.base?.rdrno && cached.base.rdrno === cached.select_rdrno ? cached.base : null;
  return { ...cached, base, extra: base ? (cached.extra ?? null) : null };
}

export function saveSummary(summary: ReaderSummary): void {
  if (summary.openid) storage.set(READER_CACHE_KEY, summary);
}
