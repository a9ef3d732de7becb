/**
 * When each title was catalogued (books.catalogdate), deterministic and relative to the seed
 * moment like every seeded date: a title published this year or last was catalogued in the last
 * 200 days (about half of them in the last 90: the new books list), an older one between 200 days
 * and 12 years ago, never before it was published.
 */
import { cstDateOffset } from '../infra/util.js';

/** The library's catalogue year of reference: the data's last publication year. */
const LAST_YEAR = 2026;

function mix(n: number): number {
  let x = (n ^ 0x5bd1e995) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) >>> 0;
  x = Math.imul(x ^ (x >>> 12), 0x297a2d39) >>> 0;
  return (x ^ (x >>> 15)) >>> 0;
}

/** The day (YYYY-MM-DD, CST) title `bookrecno`, published `pubdate` (YYYY or YYYY-MM), was catalogued. */
export function catalogDate(bookrecno: number, pubdate: string, seededAt: number): string {
  const year = Number(pubdate.slice(0, 4)) || LAST_YEAR - 10;
  const h = mix(bookrecno);
  if (year >= LAST_YEAR - 1) return cstDateOffset(seededAt, -(h % 200));
  const maxAge = Math.max(201, Math.min(12 * 365, (LAST_YEAR - year) * 365));
  return cstDateOffset(seededAt, -(200 + (h % (maxAge - 200))));
}
