/**
 * Migration 7, recommendations and a busy loan history (docs/API.md, "Recommendations"):
 * - recommend_cata, recommend_bib: the librarians' categories of recommended titles, each title
 *   with a one-line reason;
 * - suggestions: readers' purchase suggestions (荐购) and the library's answer (state 0 待处理,
 *   1 采购中, 2 已入藏 with the title's bookrecno, 3 未采纳; reply);
 * - indexes: a copy's open loan (the holdings' due dates, now that loans are many) and the loan
 *   ranking by day and library.
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE recommend_cata (cataid INTEGER PRIMARY KEY, cataname TEXT NOT NULL, sortnum INTEGER NOT NULL);
CREATE TABLE recommend_bib (
  cataid INTEGER NOT NULL, bookrecno INTEGER NOT NULL, reason TEXT NOT NULL, sortnum INTEGER NOT NULL,
  PRIMARY KEY (cataid, bookrecno));
CREATE INDEX recommend_bib_order ON recommend_bib (cataid, sortnum);

CREATE TABLE suggestions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, rdrno TEXT NOT NULL, title TEXT NOT NULL,
  author TEXT NOT NULL DEFAULT '', isbn TEXT NOT NULL DEFAULT '', publisher TEXT NOT NULL DEFAULT '',
  reason TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL, state INTEGER NOT NULL DEFAULT 0,
  reply TEXT NOT NULL DEFAULT '', bookrecno INTEGER, updated_at INTEGER);
CREATE INDEX suggestions_reader ON suggestions (rdrno, created_at);

CREATE INDEX loans_open_copy ON loans (barcode) WHERE returned_at IS NULL;
CREATE INDEX loans_ranking ON loans (loandate, libcode, bookrecno);
`;

export const recommendationsSchema: Migration = {
  version: 7,
  description: 'recommended titles, purchase suggestions, a busy loan history, indexes for open loans and rankings',
  up: (db) => db.exec(SQL),
};
