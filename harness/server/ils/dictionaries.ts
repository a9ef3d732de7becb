/** The library system's dictionaries: libraries, reader types and locations. */
import type { DictEntry, DictKey } from '../../../src/api/contract/index.js';
import type { Db } from '../infra/db.js';

const DICTIONARIES: Record<DictKey, string> = {
  rdrtype: 'SELECT code, name FROM rdrtypes ORDER BY sortnum',
  libcode: 'SELECT code, name FROM libraries ORDER BY sortnum',
  location: 'SELECT code, name, libcode FROM locations ORDER BY sortnum, code',
};

export function isDictKey(key: string): key is DictKey {
  return Object.hasOwn(DICTIONARIES, key);
}

export function dictionary(db: Db, key: DictKey): DictEntry[] {
  return db.prepare(DICTIONARIES[key]).all() as DictEntry[];
}

export function isLibrary(db: Db, code: string): boolean {
  return !!db.prepare('SELECT 1 FROM libraries WHERE code = ?').get(code);
}

export interface LibraryRow {
  code: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

/** Every library with its address and position, main library first. */
export function listLibraries(db: Db): LibraryRow[] {
  return db
    .prepare('SELECT code, name, address, latitude, longitude FROM libraries ORDER BY sortnum')
    .all() as LibraryRow[];
}
