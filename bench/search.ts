/**
 * `npm run bench:search`: the catalogue search (listBib's query, ils/search/) at the seeded full
 * size (30,000 titles) and ten times that (300,000). For each size it seeds a throw-away
 * in-memory database with the harness's own generator, then runs a fixed mix of queries
 * (every search type; 1-, 2-, 3- and 4-character Chinese; ISBN-13 with hyphens and ISBN-10;
 * library and on-shelf filters; newest first; the first page and a deep one) several rounds,
 * and prints p50 / p95 per size against the targets. BENCH_ROUNDS (default 5) and
 * BENCH_SIZES (default "30000,300000") change the run.
 */
import { openDb } from '../harness/server/schema/migrate.js';
import { isbn10Check, planSearch, type SearchInput } from '../harness/server/ils/search/query.js';
import { searchCatalogue } from '../harness/server/ils/search/search.js';
import { seedDatabase } from '../harness/server/seed/index.js';

const TARGETS: Record<number, number> = { 30000: 50, 300000: 100 };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '30000,300000').split(',').map(Number);

type Query = Partial<SearchInput> & { q: string; label: string };

function mix(isbn13: string): Query[] {
  const hyphenated = `${isbn13.slice(0, 3)}-${isbn13.slice(3, 4)}-${isbn13.slice(4, 8)}-${isbn13.slice(8, 12)}-${isbn13[12]}`;
  const isbn10 = isbn13.slice(3, 12) + isbn10Check(isbn13.slice(3, 12));
  return [
    { label: 'keyword 1 char', searchtype: 'keyword', q: '花' },
    { label: 'keyword 2 chars', searchtype: 'keyword', q: '历史' },
    { label: 'keyword 2 chars, common', searchtype: 'keyword', q: '中国' },
    { label: 'keyword 3 chars', searchtype: 'keyword', q: '红楼梦' },
    { label: 'keyword 4 chars', searchtype: 'keyword', q: '百年孤独' },
    { label: 'keyword two words', searchtype: 'keyword', q: '三体 刘慈欣' },
    { label: 'keyword latin', searchtype: 'keyword', q: 'Python' },
    { label: 'title 1 char', searchtype: 'title', q: '海' },
    { label: 'title 2 chars', searchtype: 'title', q: '三体' },
    { label: 'title 3 chars', searchtype: 'title', q: '小王子' },
    { label: 'title 4 chars', searchtype: 'title', q: '平凡的世' },
    { label: 'author 2 chars', searchtype: 'author', q: '余华' },
    { label: 'author 3 chars', searchtype: 'author', q: '刘慈欣' },
    { label: 'subject 2 chars', searchtype: 'subject', q: '小说' },
    { label: 'publish 4 chars', searchtype: 'publish', q: '中华书局' },
    { label: 'publish 2 chars, common', searchtype: 'publish', q: '出版' },
    { label: 'classno', searchtype: 'classno', q: 'I247' },
    { label: 'classno broad', searchtype: 'classno', q: 'I' },
    { label: 'isbn hyphens', searchtype: 'isbn', q: hyphenated },
    { label: 'isbn-10', searchtype: 'isbn', q: isbn10 },
    { label: 'keyword isbn', searchtype: 'keyword', q: isbn13 },
    { label: 'keyword 2 chars, library', searchtype: 'keyword', q: '历史', libcode: 'SXLIB-CN' },
    { label: 'keyword 2 chars, on shelf', searchtype: 'keyword', q: '中国', onshelf: '1' },
    { label: 'title 1 char, library + on shelf', searchtype: 'title', q: '海', libcode: 'SXLIB', onshelf: '1' },
    { label: 'keyword 2 chars, newest', searchtype: 'keyword', q: '中国', sort: 'newest' },
    { label: 'keyword 1 char, deep page', searchtype: 'keyword', q: '花', page: '40' },
    { label: 'subject 2 chars, deep page, newest', searchtype: 'subject', q: '小说', page: '100', sort: 'newest' },
    { label: 'keyword 3 chars, deep page, on shelf', searchtype: 'keyword', q: '图书馆', page: '5', onshelf: '1' },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function benchSize(titles: number): { p50: number; p95: number } {
  const started = performance.now();
  const db = openDb(':memory:');
  seedDatabase(db, { scale: 'full', titles });
  const seeded = performance.now() - started;
  const isbn = db.prepare('SELECT isbn FROM books WHERE bookrecno = 3').pluck().get() as string;
  const queries = mix(isbn);
  const times: number[] = [];
  const worst = new Map<string, { ms: number; total: number }>();
  const input = (q: Query): SearchInput => ({
    searchtype: '',
    libcode: '',
    onshelf: '',
    sort: '',
    page: '',
    rows: '',
    ...q,
  });
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      const t0 = performance.now();
      const plan = planSearch(input(q));
      const found = searchCatalogue(db, plan);
      const ms = performance.now() - t0;
      // The first round warms the statement cache and the pages; it is not counted.
      if (round > 0 || ROUNDS === 1) times.push(ms);
      const seen = worst.get(q.label);
      if (!seen || ms > seen.ms) worst.set(q.label, { ms, total: found.total });
    }
  }
  db.close();
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(`\n${titles.toLocaleString('en')} titles (seeded and indexed in ${(seeded / 1000).toFixed(1)} s)`);
  const slowest = [...worst.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6);
  for (const [label, { ms, total }] of slowest) {
    console.log(`  slowest: ${label.padEnd(40)} ${ms.toFixed(1).padStart(7)} ms  (${total} matches)`);
  }
  const target = TARGETS[titles];
  const verdict =
    target === undefined ? '' : p95 <= target ? `  ✓ target p95 ≤ ${target} ms` : `  ✗ target p95 ≤ ${target} ms`;
  console.log(`  ${times.length} searches: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${verdict}`);
  return { p50, p95 };
}

let failed = false;
for (const size of SIZES) {
  const { p95 } = benchSize(size);
  if (TARGETS[size] !== undefined && p95 > TARGETS[size]!) failed = true;
}
process.exitCode = failed ? 1 : 0;
