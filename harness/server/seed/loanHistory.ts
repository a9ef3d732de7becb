/**
 * A busy library's loan history for the loan ranking (listRdrBibloanTop): 240 readers who are
 * not personas (SX700001 …, all passwords 123456) borrowed and returned titles every day of the
 * last 400 days. Which titles: a few hundred popular ones, Zipf-like (the first in the popularity
 * order lent most), each library with its own taste (the children's library lends picture books,
 * 城南 technology and business, 河西 history and philosophy), seasons (children's books peak in
 * the summer and winter holidays, other titles on a yearly rhythm of their own) and the newest
 * titles lent only since they were catalogued, so the 30-, 90- and 365-day and per-library
 * rankings differ. Every loan is returned (none is current), so no copy, reservation or persona
 * changes. Deterministic apart from the dates, which count back from `now`.
 */
import { type Db, scalar, select } from '../infra/db.js';
import { cstDateOffset } from '../infra/util.js';
import { idCheckChar } from '../ils/idcard.js';
import { hashText, Rng } from './catalogue-random.js';
import type { HoldingRow, RdrtypeRow } from '../infra/rows.js';
import { SURNAMES, GIVEN } from './data/names.js';

export const HISTORY_READERS = 240;
export const HISTORY_DAYS = 400;
/** Loans in the 400 days: five per title of the catalogue, at most this many. */
export const HISTORY_MAX_LOANS = 24000;
const POPULAR_TITLES = 300;
const NEWEST_TITLES = 20;
const ZIPF = 0.9;
const BUCKET_DAYS = 20;

/** Each library's share of the loans, and what its readers like more or less (class number → factor). */
const LIBRARY_TASTE: { code: string; share: number; taste: (classno: string, kids: boolean) => number }[] = [
  { code: 'SXLIB', share: 0.5, taste: (_c, kids) => (kids ? 0.5 : 1) },
  { code: 'SXLIB-CN', share: 0.2, taste: (c, kids) => (kids ? 0.4 : /^[TFH]/.test(c) ? 3 : 1) },
  { code: 'SXLIB-HX', share: 0.18, taste: (c, kids) => (kids ? 0.4 : /^[KBC]/.test(c) ? 3 : 1) },
  { code: 'SXLIB-ET', share: 0.12, taste: (_c, kids) => (kids ? 6 : 0.1) },
];

const isKids = (classno: string) => /^(I28[78]|Z228|G62)/.test(classno);

function idNumber(birth: string, seq: number): string {
  const body = `330105${birth}${String(seq).padStart(3, '0')}`;
  return body + idCheckChar(body);
}

/** The history readers' card numbers and libraries, in order. */
export function historyReaders(): { rdrno: string; libcode: string }[] {
  return Array.from({ length: HISTORY_READERS }, (_, i) => {
    const slot = i % 10;
    const libcode = slot < 5 ? 'SXLIB' : slot < 7 ? 'SXLIB-CN' : slot < 9 ? 'SXLIB-HX' : 'SXLIB-ET';
    return { rdrno: `SX7${String(i + 1).padStart(5, '0')}`, libcode };
  });
}

function insertReaders(db: Db, now: number): void {
  const deposit = select<RdrtypeRow['deposit']>(db, 'SELECT deposit FROM rdrtypes WHERE code = ?').pluck();
  const insert = db.prepare(
    `INSERT OR IGNORE INTO readers (rdrno, password, name, sex, rdrtype, libcode, idcard, phone, startdate, enddate, state, deposit, openid)
     VALUES (?, '123456', ?, ?, ?, ?, ?, ?, ?, ?, 'valid', ?, NULL)`,
  );
  historyReaders().forEach(({ rdrno, libcode }, i) => {
    const kid = libcode === 'SXLIB-ET';
    const rdrtype = kid ? 'SE' : libcode === 'SXLIB-CN' && i % 2 ? 'XS' : 'PT';
    const year = kid ? 2012 + (i % 7) : 1960 + ((i * 7) % 45);
    const birth = `${year}${String(1 + (i % 12)).padStart(2, '0')}${String(1 + ((i * 3) % 28)).padStart(2, '0')}`;
    const sex = i % 2 ? 1 : 2;
    insert.run(
      rdrno,
      SURNAMES[i % SURNAMES.length]! + GIVEN[(i * 7) % GIVEN.length]! + (i % 3 ? GIVEN[(i * 11) % GIVEN.length]! : ''),
      sex,
      rdrtype,
      libcode,
      idNumber(birth, 100 + i * 2 + (sex === 1 ? 1 : 0)),
      `1390000${String(i).padStart(4, '0')}`,
      cstDateOffset(now, -(HISTORY_DAYS + 30 + (i % 300))),
      cstDateOffset(now, 300 + ((i * 13) % 700)),
      deposit.get(rdrtype)!,
    );
  });
}

interface Title {
  bookrecno: number;
  classno: string;
  catalogdate: string;
  /** Copies that circulate, by library. */
  copies: Map<string, string[]>;
  weight: number;
  kids: boolean;
  /** Day of the year its loans peak. */
  peak: number;
  amplitude: number;
}

/** The popular titles in popularity order: the first lent most. */
function popularTitles(db: Db, rng: Rng): Title[] {
  const all = select<{ bookrecno: number; classno: string; catalogdate: string }>(
    db,
    `SELECT b.bookrecno, b.classno, b.catalogdate FROM books b
       WHERE EXISTS (SELECT 1 FROM holdings h WHERE h.bookrecno = b.bookrecno AND h.state IN (1, 2))
       ORDER BY b.bookrecno`,
  ).all();
  const newest = new Set(
    [...all]
      .sort((a, b) => b.catalogdate.localeCompare(a.catalogdate) || b.bookrecno - a.bookrecno)
      .slice(0, NEWEST_TITLES)
      .map((t) => t.bookrecno),
  );
  // The well-known titles (the first records) and the newest mostly lead; the rest are drawn at random.
  const shuffled = (list: typeof all) =>
    list
      .map((t) => ({ t, key: rng.next() }))
      .sort((a, b) => a.key - b.key)
      .map((k) => k.t);
  const classics = shuffled(all.filter((t) => t.bookrecno <= 41));
  const recent = shuffled(all.filter((t) => t.bookrecno > 41 && newest.has(t.bookrecno)));
  const others = shuffled(all.filter((t) => t.bookrecno > 41 && !newest.has(t.bookrecno)));
  const chosen: typeof all = [];
  while (chosen.length < POPULAR_TITLES && (classics.length || recent.length || others.length)) {
    const r = rng.next();
    const from =
      r < 0.45 && classics.length
        ? classics
        : r < 0.6 && recent.length
          ? recent
          : others.length
            ? others
            : classics.length
              ? classics
              : recent;
    chosen.push(from.shift()!);
  }
  const copies = new Map<number, Map<string, string[]>>();
  const copy = select<Pick<HoldingRow, 'barcode' | 'curlib'>>(
    db,
    'SELECT barcode, curlib FROM holdings WHERE bookrecno = ? AND state IN (1, 2) ORDER BY barcode',
  );
  for (const t of chosen) {
    const byLib = new Map<string, string[]>();
    for (const c of copy.all(t.bookrecno)) {
      byLib.set(c.curlib, [...(byLib.get(c.curlib) ?? []), c.barcode]);
    }
    copies.set(t.bookrecno, byLib);
  }
  return chosen.map((t, rank) => {
    const kids = isKids(t.classno);
    return {
      ...t,
      copies: copies.get(t.bookrecno)!,
      weight: 1 / (rank + 1) ** ZIPF,
      kids,
      // Children's books peak in the summer holiday (late July); others anywhere in the year.
      peak: kids ? 205 : hashText(String(t.bookrecno)) % 365,
      amplitude: kids ? 0.8 : 0.3 + (hashText(t.classno) % 5) / 10,
    };
  });
}

/** Cumulative weights of the titles a library lends around `date` (day of year `doy`). */
function cumulative(
  titles: Title[],
  libcode: string,
  taste: (c: string, k: boolean) => number,
  date: string,
  doy: number,
) {
  const sums: number[] = [];
  let total = 0;
  for (const t of titles) {
    const lendable = t.copies.has(libcode) && t.catalogdate <= date;
    const season = 1 + t.amplitude * Math.cos((2 * Math.PI * (doy - t.peak)) / 365);
    total += lendable ? t.weight * taste(t.classno, t.kids) * season : 0;
    sums.push(total);
  }
  return { sums, total };
}

function pick(sums: number[], r: number): number {
  let lo = 0;
  let hi = sums.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sums[mid]! > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The readers and their returned loans; how many loans were made. */
export function seedLoanHistory(db: Db, now: number): number {
  insertReaders(db, now);
  const rng = new Rng(20241111);
  const titles = popularTitles(db, rng);
  if (!titles.length) return 0;
  const bookCount = scalar<number>(db, 'SELECT count(*) FROM books')!;
  const perDay = Math.min(HISTORY_MAX_LOANS, bookCount * 5) / HISTORY_DAYS;
  // Day i is i − 400 days from today; the last 31 are due dates to come.
  const days = Array.from({ length: HISTORY_DAYS + 32 }, (_, i) => cstDateOffset(now, i - HISTORY_DAYS));
  const readers = new Map<string, string[]>();
  for (const r of historyReaders()) readers.set(r.libcode, [...(readers.get(r.libcode) ?? []), r.rdrno]);
  const insert = db.prepare(
    `INSERT INTO loans (rdrno, barcode, bookrecno, loandate, returndate, renewcount, libcode, returned_at)
     VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  let made = 0;
  for (const lib of LIBRARY_TASTE) {
    const members = readers.get(lib.code) ?? [];
    const loandays = lib.code === 'SXLIB-ET' ? 21 : 30;
    let weights = { sums: [] as number[], total: 0 };
    for (let d = 0; d < HISTORY_DAYS; d++) {
      const date = days[d]!;
      if (d % BUCKET_DAYS === 0) {
        const mid = days[Math.min(d + BUCKET_DAYS / 2, HISTORY_DAYS)]!;
        const doy = Math.floor(
          (Date.parse(`${mid}T00:00:00Z`) - Date.parse(`${mid.slice(0, 4)}-01-01T00:00:00Z`)) / 864e5,
        );
        weights = cumulative(titles, lib.code, lib.taste, days[Math.min(d + BUCKET_DAYS - 1, HISTORY_DAYS)]!, doy);
      }
      if (!weights.total || !members.length) continue;
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const busy = weekday === 0 || weekday === 6 ? 1.4 : 0.85;
      const count = Math.round(perDay * lib.share * busy * (0.8 + 0.4 * rng.next()));
      for (let k = 0; k < count; k++) {
        const title = titles[pick(weights.sums, rng.next() * weights.total)]!;
        // Never lent before it was catalogued (the bucket's titles were catalogued by its end).
        const loanDay = title.catalogdate > date ? days.findIndex((day) => day >= title.catalogdate) : d;
        if (loanDay < 0 || loanDay > HISTORY_DAYS) continue;
        const barcodes = title.copies.get(lib.code)!;
        const back = Math.min(loanDay + 3 + Math.floor(rng.next() * 26), HISTORY_DAYS);
        insert.run(
          members[Math.floor(rng.next() * members.length)]!,
          barcodes[Math.floor(rng.next() * barcodes.length)]!,
          title.bookrecno,
          days[loanDay]!,
          days[loanDay + loandays]!,
          lib.code,
          days[back]!,
        );
        made++;
      }
    }
  }
  return made;
}
