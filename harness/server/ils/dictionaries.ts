/** The library system's dictionaries: libraries, reader types and locations. */
import type { DictEntry, DictKey, LibraryInfo } from '../../../src/api/contract/index.js';
import { type Db, select, prepare } from '../infra/db.js';

const DICTIONARIES: Record<DictKey, string> = {
  rdrtype: 'SELECT code, name, online, guardian FROM rdrtypes ORDER BY sortnum',
  libcode: 'SELECT code, name FROM libraries ORDER BY sortnum',
  location: 'SELECT code, name, libcode FROM locations ORDER BY sortnum, code',
};

export function isDictKey(key: string): key is DictKey {
  return Object.hasOwn(DICTIONARIES, key);
}

export function dictionary(db: Db, key: DictKey): DictEntry[] {
  return select<DictEntry>(db, DICTIONARIES[key]).all();
}

export function isLibrary(db: Db, code: string): boolean {
  return !!prepare(db, 'SELECT 1 FROM libraries WHERE code = ?').get(code);
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
  return select<LibraryRow>(
    db,
    'SELECT code, name, address, latitude, longitude FROM libraries ORDER BY sortnum',
  ).all();
}

/** Every library with what a reader needs to find and use it, in the dictionary's order, or one. */
export function libraryInfo(db: Db, code = ''): LibraryInfo[] {
  const found = select<
    Omit<LibraryInfo, 'hours' | 'services' | 'floors'> & Record<'hours' | 'services' | 'floors', string>
  >(
    db,
    `SELECT code, name, address, phone, latitude, longitude, hours, hoursnote, intro, services, floors
       FROM libraries WHERE ? = '' OR code = ? ORDER BY sortnum`,
  ).all(code, code);
  return found.map((l) => ({
    ...l,
    hours: JSON.parse(l.hours),
    services: JSON.parse(l.services),
    floors: JSON.parse(l.floors),
  }));
}
