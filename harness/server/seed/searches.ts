/**
 * Search history for the hot keys (getHotSearckKey): what readers of a public library type,
 * spread over the 40 days before the seed moment (the last 30 count), so the list is not empty
 * on a fresh start. Deterministic apart from the seed moment; keywords are stored normalized,
 * as listBib records them.
 */
import type { Db } from '../infra/db.js';
import { normalize } from '../ils/search/text.js';

/** Keyword, search type, searches over the 40 days. */
const HISTORY: [string, string, number][] = [
  ['三体', 'keyword', 86],
  ['红楼梦', 'title', 64],
  ['刘慈欣', 'author', 52],
  ['活着', 'keyword', 47],
  ['东野圭吾', 'author', 41],
  ['百年孤独', 'title', 37],
  ['人类简史', 'keyword', 33],
  ['平凡的世界', 'title', 30],
  ['小王子', 'keyword', 28],
  ['余华', 'author', 26],
  ['明朝那些事儿', 'title', 24],
  ['Python', 'keyword', 22],
  ['历史', 'subject', 19],
  ['绘本', 'keyword', 17],
  ['中华书局', 'publish', 14],
  ['围城', 'title', 12],
  ['I247.5', 'classno', 9],
  ['鲁迅', 'author', 8],
  ['时间简史', 'title', 7],
  ['草房子', 'keyword', 5],
];

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
