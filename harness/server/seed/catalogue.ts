/**
 * The library system's catalogue: a deterministic, seeded set of titles (realistic Chinese
 * metadata, valid ISBN-13s, CLC class numbers) and their copies across the libraries.
 * Same seed, same catalogue: everything random comes from one mulberry32 stream per concern.
 */
import { CLASSICS } from './data/classics.js';
import { addHoldings, type HoldingRow } from './catalogue-holdings.js';
import { IsbnAllocator, isbn13CheckDigit } from './catalogue-isbn.js';
import { chineseName, foreignName } from './catalogue-people.js';
import { NATIONS, type Nation } from './data/people.js';
import { PUBLISHERS } from './data/publishers.js';
import { hashText, Rng, sum } from './catalogue-random.js';
import { SHELF_WEIGHTS, SHELVES, type Shelf } from './catalogue-shelves.js';
import { uniqueTitle } from './catalogue-titles.js';
import { fill, newCtx, type Ctx } from './catalogue-template.js';

export { isbn13CheckDigit };

export interface Book {
  bookrecno: number;
  title: string;
  author: string;
  publisher: string;
  /** YYYY or YYYY-MM. */
  pubdate: string;
  /** 13 digits, 978-7 (Chinese publishers), valid check digit. */
  isbn: string;
  /** CLC (中图法) class number: I247.5, TP312, K825.6. */
  classno: string;
  /** classno + '/' + author number: I247.5/123. */
  callno: string;
  /** Cents. */
  price: number;
  pages: number;
  /** 主题词. */
  subject: string;
  summary: string;
}

/** state: 0 在编, 1 在馆, 2 借出, 3 锁定, 4 丢失. */
export type Holding = HoldingRow;

const FIRST_YEAR = 1980;
const LAST_YEAR = 2026;
/** Months published so far in the last year, so no title is dated in the future of the data. */
const LAST_YEAR_MONTHS = 10;
const EDITION_SUFFIX = /（第(\d+)版）$/;

interface Draft {
  book: Book;
  shelf: Shelf;
  year: number;
}

export function generateCatalogue(opts: { titles: number; seed: number }): { books: Book[]; holdings: Holding[] } {
  const { titles, seed } = opts;
  if (!Number.isInteger(titles) || titles < 0) throw new Error(`titles must be a non-negative integer, got ${titles}`);
  if (!Number.isFinite(seed)) throw new Error(`seed must be a number, got ${seed}`);

  const rng = new Rng(seed);
  const holdingRng = new Rng(seed ^ 0x9e3779b9);
  const isbns = new IsbnAllocator(new Rng(seed ^ 0x85ebca6b));
  const weightTotal = sum(SHELF_WEIGHTS);
  const authorPools = new Map<Shelf, string[]>();
  const recent = new Map<Shelf, Draft[]>();
  const seen = new Set<string>(CLASSICS.map((c) => c.title));
  const books: Book[] = [];
  const holdings: Holding[] = [];
  let barcodeSeq = 0;
  const nextBarcode = () => `A${String(100000000 + ++barcodeSeq).padStart(9, '0')}`;

  const classics = Math.min(titles, CLASSICS.length);
  for (let i = 0; i < classics; i++) {
    const c = CLASSICS[i]!;
    const isbn = isbns.take(c.publisher);
    if (!isbn) throw new Error(`no ISBN left for ${c.publisher}`);
    const book: Book = {
      bookrecno: i + 1,
      title: c.title,
      author: c.author,
      publisher: c.publisher,
      pubdate: c.pubdate,
      isbn,
      classno: c.classno,
      callno: callno(c.classno, c.author),
      price: Math.round(c.price * 100),
      pages: c.pages,
      subject: c.subject,
      summary: c.summary,
    };
    books.push(book);
    const year = Number(c.pubdate.slice(0, 4));
    addHoldings(
      { bookrecno: book.bookrecno, callno: book.callno, year, zone: c.zone, kids: !!c.kids, popular: true },
      holdingRng,
      nextBarcode,
      holdings,
    );
  }

  for (let recno = classics + 1; recno <= titles; recno++) {
    const shelf = SHELVES[rng.weighted(SHELF_WEIGHTS, weightTotal)]!;
    const history = recent.get(shelf) ?? [];
    recent.set(shelf, history);
    const previous = history.length > 0 && rng.chance(shelf.editions ? 0.12 : 0.05) ? rng.pick(history) : undefined;
    const draft =
      (previous && newEdition(previous, recno, rng, isbns)) || newTitle(shelf, recno, rng, isbns, authorPools, seen);
    seen.add(draft.book.title);
    books.push(draft.book);
    if (history.length >= 40) history.splice(rng.int(0, history.length - 1), 1);
    history.push(draft);
    addHoldings(
      {
        bookrecno: recno,
        callno: draft.book.callno,
        year: draft.year,
        zone: shelf.zone,
        kids: !!shelf.kids,
        popular: false,
      },
      holdingRng,
      nextBarcode,
      holdings,
    );
  }
  return { books, holdings };
}

function newTitle(
  shelf: Shelf,
  recno: number,
  rng: Rng,
  isbns: IsbnAllocator,
  pools: Map<Shelf, string[]>,
  seen: Set<string>,
): Draft {
  const ctx = newCtx();
  const author = makeAuthor(shelf, ctx, rng, pools);
  const title = uniqueTitle(shelf, ctx, rng, seen);
  ctx.values.set('title', title);
  let summary = fill(rng.pick(shelf.summaryTemplates[0]!), shelf.words, ctx, rng);
  const chances = [0.8, 0.5];
  for (let p = 1; p < shelf.summaryTemplates.length; p++) {
    if (rng.chance(chances[p - 1] ?? 0.4)) summary += fill(rng.pick(shelf.summaryTemplates[p]!), shelf.words, ctx, rng);
  }
  const year = pickYear(Math.max(FIRST_YEAR, shelf.minYear ?? 0, ctx.minYear), rng);
  const pages = pickPages(shelf.pages, rng);
  const { publisher, isbn } = takeIsbn(shelf, rng.pickSkewed(shelf.publishers, 1.4), isbns);
  const book: Book = {
    bookrecno: recno,
    title,
    author,
    publisher,
    pubdate: pubdate(year, rng),
    isbn,
    classno: shelf.classno,
    callno: callno(shelf.classno, author),
    price: pickPrice(pages, year, shelf.price ?? 1, rng),
    pages,
    subject: shelf.subject,
    summary,
  };
  return { book, shelf, year };
}

/** A later edition or reprint of an earlier title: same work, new date, new ISBN. */
function newEdition(prev: Draft, recno: number, rng: Rng, isbns: IsbnAllocator): Draft | null {
  if (prev.year >= LAST_YEAR - 1) return null;
  const { shelf } = prev;
  const year = rng.int(prev.year + 1, Math.min(LAST_YEAR, prev.year + 8));
  let title = prev.book.title;
  if (shelf.editions) {
    const match = EDITION_SUFFIX.exec(title);
    const edition = match ? Number(match[1]) + 1 : 2;
    title = `${title.replace(EDITION_SUFFIX, '')}（第${edition}版）`;
  }
  // Textbooks stay with their publisher; literature is often reissued by another house.
  const wanted = shelf.editions || rng.chance(0.6) ? prev.book.publisher : rng.pick(shelf.publishers);
  const { publisher, isbn } = takeIsbn(shelf, wanted, isbns);
  const pages = Math.max(80, Math.min(900, Math.round(prev.book.pages * (0.9 + 0.25 * rng.next()))));
  const book: Book = {
    ...prev.book,
    bookrecno: recno,
    title,
    publisher,
    isbn,
    pubdate: pubdate(year, rng),
    pages,
    price: pickPrice(pages, year, shelf.price ?? 1, rng),
  };
  return { book, shelf, year };
}

function takeIsbn(shelf: Shelf, wanted: string, isbns: IsbnAllocator): { publisher: string; isbn: string } {
  const isbn = isbns.take(wanted);
  if (isbn) return { publisher: wanted, isbn };
  // Only when a publisher's registrant codes are used up (very large catalogues).
  for (const publisher of [...shelf.publishers, ...Object.keys(PUBLISHERS)]) {
    const other = isbns.take(publisher);
    if (other) return { publisher, isbn: other };
  }
  throw new Error('the catalogue ran out of ISBNs');
}

function makeAuthor(shelf: Shelf, ctx: Ctx, rng: Rng, pools: Map<Shelf, string[]>): string {
  const style = shelf.author;
  if (style.board && rng.chance(style.board)) {
    ctx.values.set('authorName', '本书编委会');
    return rng.chance(0.7) ? '本书编委会 编' : '本书编写组 编';
  }
  let pool = pools.get(shelf);
  if (!pool) {
    pool = [];
    pools.set(shelf, pool);
  }
  // Some authors write several titles on the same shelf.
  const reuse = pool.length >= 8 && rng.chance(0.25) ? rng.pick(pool) : undefined;
  const foreign = reuse ? reuse.startsWith('[') : !!style.foreign && rng.chance(style.foreign.share);
  const role = rng.pick(style.roles);

  if (foreign) {
    let nation: Nation;
    let name: string;
    if (reuse) {
      nation = reuse.slice(1, reuse.indexOf(']')) as Nation;
      name = reuse.slice(reuse.indexOf(']') + 2);
    } else {
      nation = rng.pick(style.foreign!.nations);
      name = foreignName(rng, nation);
      pool.push(`[${nation}] ${name}`);
    }
    ctx.values.set('authorName', name);
    ctx.values.set('country', NATIONS[nation].country);
    return `[${nation}] ${name} ${role || '著'} ; ${chineseName(rng)} 译`;
  }

  const name = reuse ?? chineseName(rng);
  if (!reuse) pool.push(name);
  ctx.values.set('authorName', name);
  ctx.values.set('country', '中国');
  if (style.picture) return rng.chance(0.5) ? `${name} 文·图` : `${name} 文 ; ${chineseName(rng)} 图`;
  if (style.coauthor && rng.chance(style.coauthor)) return `${name}, ${chineseName(rng)} ${role || '著'}`;
  return role ? `${name} ${role}` : name;
}

/** classno/author number. The number is derived from the first author's name, like a 著者号. */
function callno(classno: string, author: string): string {
  const start = author.startsWith('[') ? author.indexOf(']') + 2 : 0;
  let end = start;
  while (end < author.length && !' ,;'.includes(author[end]!)) end++;
  return `${classno}/${(hashText(author.slice(start, end)) % 999) + 1}`;
}

/**
 * Weighted to recent years, as a public library buys: 40% of the draws spread over the last
 * twelve years, the rest over the whole span leaning recent. About half the titles are from the last
 * ten years and about 11% from the last two.
 */
function pickYear(min: number, rng: Rng): number {
  const span = LAST_YEAR - min + 1;
  const age = rng.chance(0.4) ? Math.floor(rng.next() * Math.min(12, span)) : Math.floor(rng.next() ** 1.3 * span);
  return LAST_YEAR - age;
}

function pubdate(year: number, rng: Rng): string {
  if (rng.chance(0.3)) return String(year);
  const month = rng.int(1, year === LAST_YEAR ? LAST_YEAR_MONTHS : 12);
  return `${year}-${String(month).padStart(2, '0')}`;
}

function pickPages([lo, hi]: [number, number], rng: Rng): number {
  const pages = lo + Math.round((hi - lo) * rng.next() ** 1.4);
  // Printed books come in 16-page signatures more often than not.
  const rounded = rng.chance(0.6) ? Math.round(pages / 16) * 16 : pages;
  return Math.max(80, Math.min(900, rounded));
}

/** Price per page rises with the years; technical and picture books cost more. */
function pickPrice(pages: number, year: number, factor: number, rng: Rng): number {
  const perPage = year < 1995 ? 0.025 : year < 2005 ? 0.05 : year < 2015 ? 0.08 : 0.11;
  const yuan = 6 + pages * perPage * factor * (0.8 + 0.5 * rng.next());
  const whole = Math.max(15, Math.min(198, Math.round(yuan)));
  const cents = whole === 198 ? 0 : rng.pick([0, 0, 0, 0, 80, 50, 90, 60, 20]);
  return whole * 100 + cents;
}
