/**
 * listBib: runs a planned search (query.ts) against the index (index.ts). One FTS5 expression
 * finds the matches, filters included (`{avail}` tokens), so `total` is one count of the index.
 *
 * Order, `relevance`: a title equal to the query first, then bm25 with column weights (ISBN 100,
 * title 10, author 5, subject 2, publisher 1, class number 0.5: a word in the title counts most,
 * and in a short title more than in a long one), then newest publication. A broad search (over
 * RANKED_LIMIT matches, typically one or two common characters) would make bm25 score every
 * match, so it ranks by tiers instead: the exact title, titles holding the query (keyword), the
 * rest; newest first within each. The index hands matches over newest first (its rowid is the
 * title's place in bib_seq), so a tier and `newest` page without sorting.
 */
import type { BibRow } from '../../../../src/api/contract/index.js';
import { type Db, scalar, select } from '../../infra/db.js';
import { bibRows } from '../bib.js';
import { type SearchPlan, withFilter } from './query.js';
import { syncSearchIndex } from './index.js';

/** Above this many matches bm25 is not computed (see the file comment). */
export const RANKED_LIMIT = 3000;

/** Column weights for bm25, in the index's column order (FTS_COLUMNS). */
const BM25 = 'bm25(bib_fts, 10.0, 5.0, 2.0, 1.0, 100.0, 0.5, 0.0)';

export interface SearchResult {
  rows: BibRow[];
  total: number;
}

function count(db: Db, expression: string): number {
  return scalar<number>(db, 'SELECT count(*) FROM bib_fts WHERE bib_fts MATCH ?', expression)!;
}

/** Index rowids (seq) of `expression`'s matches in index order, leaving out `skip`. */
function inOrder(db: Db, expression: string, skip: number[], limit: number, offset: number): number[] {
  const notIn = skip.length ? `AND rowid NOT IN (${skip.map(() => '?').join(', ')})` : '';
  return select<number>(db, `SELECT rowid FROM bib_fts WHERE bib_fts MATCH ? ${notIn} ORDER BY rowid LIMIT ? OFFSET ?`)
    .pluck()
    .all(expression, ...skip, limit, offset);
}

/** Matches of `expression` whose title is exactly `title`, in index order. */
function exactTitles(db: Db, expression: string, title: string): number[] {
  const seqs = select<number>(
    db,
    'SELECT s.seq FROM books b JOIN bib_seq s ON s.bookrecno = b.bookrecno WHERE b.title = ? LIMIT 50',
  )
    .pluck()
    .all(title);
  if (!seqs.length) return [];
  return select<number>(
    db,
    `SELECT rowid FROM bib_fts WHERE bib_fts MATCH ? AND rowid IN (${seqs.map(() => '?').join(', ')}) ORDER BY rowid`,
  )
    .pluck()
    .all(expression, ...seqs);
}

function ranked(db: Db, expression: string, title: string, limit: number, offset: number): number[] {
  return select<number>(
    db,
    `SELECT bib_fts.rowid FROM bib_fts JOIN bib_seq s ON s.seq = bib_fts.rowid JOIN books b ON b.bookrecno = s.bookrecno
       WHERE bib_fts MATCH @expression
       ORDER BY (b.title = @title) DESC, ${BM25}, bib_fts.rowid LIMIT @limit OFFSET @offset`,
  )
    .pluck()
    .all({ expression, title, limit, offset });
}

/** A broad search's page: the exact title, then each tier in index order. */
function tiered(db: Db, plan: SearchPlan, expression: string, limit: number, offset: number): number[] {
  const exact = plan.searchtype === 'keyword' || plan.searchtype === 'title' ? exactTitles(db, expression, plan.q) : [];
  const out = exact.slice(offset, offset + limit);
  let skip = Math.max(0, offset - exact.length);
  // Every exact title is in the first tier: it holds the query's words in its title.
  const tiers = plan.titleMatch
    ? [withFilter(plan.titleMatch, plan.filter), `(${expression}) NOT (${plan.titleMatch})`]
    : [expression];
  tiers.forEach((tier, i) => {
    const need = limit - out.length;
    if (need <= 0) return;
    const size = count(db, tier) - (i === 0 ? exact.length : 0);
    if (skip >= size) {
      skip -= size;
      return;
    }
    out.push(...inOrder(db, tier, i === 0 ? exact : [], need, skip));
    skip = 0;
  });
  return out;
}

/** One page of the plan's matches and how many there are. */
export function searchCatalogue(db: Db, plan: SearchPlan): SearchResult {
  syncSearchIndex(db);
  const expression = withFilter(plan.match, plan.filter);
  const total = count(db, expression);
  const offset = (plan.page - 1) * plan.rows;
  if (total === 0 || offset >= total) return { rows: [], total };
  let seqs: number[];
  if (plan.sort === 'newest') seqs = inOrder(db, expression, [], plan.rows, offset);
  else if (total <= RANKED_LIMIT) seqs = ranked(db, expression, plan.q, plan.rows, offset);
  else seqs = tiered(db, plan, expression, plan.rows, offset);
  const bookrecno = select<number>(db, 'SELECT bookrecno FROM bib_seq WHERE seq = ?').pluck();
  const ids = seqs.map((seq) => bookrecno.get(seq)!);
  return { rows: bibRows(db, ids, plan.libcode), total };
}
