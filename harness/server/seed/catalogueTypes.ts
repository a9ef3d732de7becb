/**
 * Shape of the deterministic catalogue generator (seed/catalogue.ts, written separately), as the
 * seed relies on it. Loaded at run time so the seed works (and type-checks) independently.
 */
export interface Book {
  bookrecno: number;
  title: string;
  author: string;
  publisher: string;
  pubdate: string;
  isbn: string;
  classno: string;
  callno: string;
  /** Cents. */
  price: number;
  pages: number;
  subject: string;
  summary: string;
}

/** state: 0 在编, 1 在馆, 2 借出, 3 锁定, 4 丢失. */
export interface Holding {
  barcode: string;
  bookrecno: number;
  libcode: string;
  curlib: string;
  curlocal: string;
  state: 0 | 1 | 2 | 3 | 4;
  callno: string;
}

export interface Catalogue {
  books: Book[];
  holdings: Holding[];
}

export type CatalogueGenerator = (opts: { titles: number; seed: number }) => Catalogue;

export const CATALOGUE_TITLES = { small: 800, full: 30000 } as const;
export const CATALOGUE_SEED = 20240601;

/** Loads `generateCatalogue` from ./catalogue.ts; a clear error when it is not there. */
export async function loadCatalogueGenerator(): Promise<CatalogueGenerator> {
  // A computed specifier keeps this module independent of the generator at type-check time.
  const specifier = new URL('./catalogue.js', import.meta.url).href;
  let mod: { generateCatalogue?: CatalogueGenerator };
  try {
    mod = (await import(specifier)) as typeof mod;
  } catch (error) {
    throw new Error(`cannot load harness/server/seed/catalogue.ts: ${(error as Error).message}`);
  }
  if (typeof mod.generateCatalogue !== 'function') {
    throw new Error('harness/server/seed/catalogue.ts does not export generateCatalogue');
  }
  return mod.generateCatalogue;
}
