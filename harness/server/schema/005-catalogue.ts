/**
 * Migration 5, the catalogue as readers search it (docs/API.md, "Catalogue"):
 * - books.catalogdate: the day a title was catalogued (new books, listNewBib);
 * - the search index (ils/search/index.ts): bib_fts, bib_seq, bib_dirty and the triggers on
 *   holdings that mark a title for re-indexing (the seed fills and builds it);
 * - search_log: every search made (normalized keyword, type, moment) for the hot keys;
 * - indexes for exact titles, class numbers, new books, copies per library and the loan ranking.
 */
import { CREATE_INDEX_SQL } from '../ils/search/index.js';
import type { Migration } from './migration.js';

const SQL = `
ALTER TABLE books ADD COLUMN catalogdate TEXT NOT NULL DEFAULT '';
CREATE INDEX books_classno ON books (classno);
CREATE INDEX books_title ON books (title);
CREATE INDEX books_catalogdate ON books (catalogdate);
CREATE INDEX holdings_title_lib ON holdings (bookrecno, curlib, state);
CREATE INDEX loans_loandate ON loans (loandate, bookrecno);

CREATE TABLE search_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT, keyword TEXT NOT NULL, searchtype TEXT NOT NULL,
  searched_at INTEGER NOT NULL);
CREATE INDEX search_log_time ON search_log (searched_at);
${CREATE_INDEX_SQL}
`;

export const catalogueSchema: Migration = {
  version: 5,
  description: 'catalogue dates, the search index, the search log, indexes for rankings',
  up: (db) => db.exec(SQL),
};
