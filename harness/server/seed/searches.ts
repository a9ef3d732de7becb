/**
 * Search history for the hot keys (getHotSearckKey): what readers of a public library type,
 * spread over the 40 days before the seed moment (the last 30 count), so the list is not empty
 * on a fresh start. Deterministic apart from the seed moment; keywords are stored normalized,
 * as listBib records them.
 */
import type { Db } from '../infra/db.js';
import { normalize } from '../ils/search/text.js';
import { HISTORY } from './data/searches.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function seedSearches(db: Db, now: number): void {
  const insert = db.prepare('INSERT INTO search_log (keyword, searchtype, searched_at) VALUES (?, ?, ?)');
  HISTORY.forEach(([keyword, searchtype, count], k) => {
    for (let i = 0; i < count; i++) {
      // Spread over 40 days, a different rhythm per keyword; a quarter falls before the last 30.
      const ago = ((i * 7919 + k * 104729) % (40 * 24)) * (DAY_MS / 24) + 60_000;
      insert.run(normalize(keyword), searchtype, now - ago);
    }
  });
}
