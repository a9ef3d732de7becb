/**
 * What a reader needs to find and use each library (getLibraryInfo): the week's hours (Sunday
 * first, null closed), a note, what it is, its services and floors. The service guide's 开放时间
 * (seed/content.ts) is written from these.
 */
import { type Db, select } from '../infra/db.js';
import { LIBRARY_DETAILS, type LibraryDetails } from './data/libraries.js';

const NO_DETAILS: LibraryDetails = { hours: Array(7).fill(null), hoursnote: '', intro: '', services: [], floors: [] };

/** Writes each library's details (migration 15 for a database seeded before it; the seed otherwise). */
export function fillLibraryDetails(db: Db): void {
  const update = db.prepare(
    'UPDATE libraries SET hours = ?, hoursnote = ?, intro = ?, services = ?, floors = ? WHERE code = ?',
  );
  const codes = select<string>(db, 'SELECT code FROM libraries').pluck().all();
  for (const code of codes) {
    const details = LIBRARY_DETAILS[code] ?? NO_DETAILS;
    update.run(
      JSON.stringify(details.hours),
      details.hoursnote,
      details.intro,
      JSON.stringify(details.services),
      JSON.stringify(details.floors),
      code,
    );
  }
}
