/**
 * Seeds the harness database from scratch: dictionaries, catalogue, services, personas, reader
 * cards and their circulation, and a fresh jsapi ticket. Deterministic except for the ticket
 * and the dates, which are relative to the seed moment.
 *
 * Seeding is its own step, after the schema is migrated (schema/migrate.ts): migrations never
 * seed. A database whose seed is missing or older than SEED_VERSION is seeded afresh on start
 * (seedIfLagging): the data is disposable, the schema is not.
 */
import { seedGifts } from './gifts.js';
import type { Db } from '../infra/db.js';
import { clearDb } from '../schema/migrate.js';
import { getMeta, setMeta } from '../infra/meta.js';
import { issueTicket } from '../wechat/jsapi.js';
import { seedPersonas } from '../wechat/personas.js';
import { rebuildSearchIndex } from '../ils/search/index.js';
import { type Book, generateCatalogue, type Holding } from './catalogue.js';
import { catalogDate } from './catalogueDates.js';
import { seedComments } from './comments.js';
import { addMissingLocations, seedLibrary } from './library.js';
import { seedLoanHistory } from './loanHistory.js';
import { seedMessages } from './messages.js';
import { seedPhotos } from './photos.js';
import { seedAloud } from './aloud.js';
import { seedContent } from './content.js';
import { seedEvents } from './events.js';
import { fillLibraryDetails } from './libraryDetails.js';
import { harnessConfig } from '../infra/config.js';
import { seedReaders } from './readers.js';
import { seedRecommendations, seedSuggestions } from './recommendations.js';
import { seedSearches } from './searches.js';
import { seedServices } from './services.js';
import { seedSpaces } from './spaces.js';

export type SeedScale = 'small' | 'full';

/**
 * The seed's version, kept in meta.seed_version. Raise it whenever a database seeded before
 * should be seeded afresh: a migration adds a table or column the seed fills, or the seed's data
 * changes in a way the app relies on. Start-up reseeds a database seeded at a lower version.
 * 2: banner pictures are JPEGs (seed/bannerPicture.ts).
 * 3: service icons are kept PNGs served at /api/media/<id> (seed/iconPicture.ts), not data URLs.
 * 4: study rooms and seats with the personas' bookings (seed/spaces.ts).
 * 5: events and their sign-ups (seed/events.ts), the 活动报名 service, a notice and a banner.
 */
export const SEED_VERSION = 5;

/** Titles in the catalogue per scale, and the generator's seed (same seed, same catalogue). */
export const CATALOGUE_TITLES: Record<SeedScale, number> = { small: 800, full: 30000 };
export const CATALOGUE_SEED = 20240601;

export interface SeedOptions {
  scale: SeedScale;
  now?: number;
  /** Titles to generate instead of the scale's count (the search bench's larger catalogue). */
  titles?: number;
}

export function isSeeded(db: Db): boolean {
  return getMeta(db, 'seeded_at') !== undefined;
}

/** Never seeded, or seeded by an older seed (meta.seed_version below SEED_VERSION, or none). */
export function seedLags(db: Db): boolean {
  return !isSeeded(db) || Number(getMeta(db, 'seed_version') ?? 0) < SEED_VERSION;
}

/**
 * After migrating: seeds the database when its seed lags (a fresh database, or one seeded by an
 * older seed; its rows are dropped), at the scale it had (`scale` for a fresh one). True when it
 * seeded.
 */
export function seedIfLagging(db: Db, options: SeedOptions): boolean {
  if (!seedLags(db)) return false;
  const scale = isSeeded(db) ? seedScaleOf(db) : options.scale;
  seedDatabase(db, { ...options, scale });
  return true;
}

export function seedScaleOf(db: Db): SeedScale {
  return getMeta(db, 'seed_scale') === 'small' ? 'small' : 'full';
}

export function seedDatabase(db: Db, options: SeedOptions): void {
  const now = options.now ?? Date.now();
  const catalogue = generateCatalogue({
    titles: options.titles ?? CATALOGUE_TITLES[options.scale],
    seed: CATALOGUE_SEED,
  });
  clearDb(db);
  db.transaction(() => {
    seedLibrary(db);
    fillLibraryDetails(db);
    insertCatalogue(db, catalogue, now);
    addMissingLocations(db);
    seedServices(db, now);
    seedPersonas(db);
    seedReaders(db, now);
    seedSearches(db, now);
    seedComments(db, now);
    seedLoanHistory(db, now);
    seedRecommendations(db);
    seedSuggestions(db, now);
    seedGifts(db, now);
    seedSpaces(db, now);
    seedMessages(db, now);
    seedPhotos(db, now);
    seedAloud(db, now);
    seedEvents(db, now);
    seedContent(db, now, harnessConfig.libraryPolicy);
    // Last: the index reads the copies' states as the circulation left them.
    rebuildSearchIndex(db);
    issueTicket(db);
    setMeta(db, 'seed_scale', options.scale);
    setMeta(db, 'seed_version', String(SEED_VERSION));
    setMeta(db, 'seeded_at', String(now));
  })();
}

function insertCatalogue(db: Db, catalogue: { books: Book[]; holdings: Holding[] }, now: number): void {
  const book = db.prepare(
    `INSERT INTO books (bookrecno, title, author, publisher, pubdate, isbn, classno, callno, price, pages, subject, summary, catalogdate)
     VALUES (@bookrecno, @title, @author, @publisher, @pubdate, @isbn, @classno, @callno, @price, @pages, @subject, @summary, @catalogdate)`,
  );
  for (const b of catalogue.books) {
    book.run({
      bookrecno: b.bookrecno,
      title: b.title,
      author: b.author,
      publisher: b.publisher,
      pubdate: b.pubdate,
      isbn: b.isbn,
      classno: b.classno,
      callno: b.callno,
      price: b.price,
      pages: b.pages,
      subject: b.subject,
      summary: b.summary,
      catalogdate: catalogDate(b.bookrecno, b.pubdate, now),
    });
  }
  const holding = db.prepare(
    `INSERT INTO holdings (barcode, bookrecno, libcode, curlib, curlocal, state, callno)
     VALUES (@barcode, @bookrecno, @libcode, @curlib, @curlocal, @state, @callno)`,
  );
  for (const h of catalogue.holdings) {
    holding.run({
      barcode: h.barcode,
      bookrecno: h.bookrecno,
      libcode: h.libcode,
      curlib: h.curlib,
      curlocal: h.curlocal,
      state: h.state,
      callno: h.callno,
    });
  }
}
