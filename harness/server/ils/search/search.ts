/**
 * listBib: runs a planned search (query.ts) against the catalogue. The candidates are the index's
 * matches (bib_fts MATCH), an exact ISBN-13 (books_isbn) and a class-number prefix (books_classno,
 * a range scan); the filters keep titles with a circulating copy at `libcode` (on the shelf when
 * `onshelf`); `total` counts them all and one page of rows is returned in order.
 *
 * Order, `relevance`: an exact title match first, then the ISBN match, then by bm25 with column
 * weights (title 10, author 5, subject 2, publisher 1: a word in the title counts most, and a
 * short title holding it more than a long one), class-number matches after text ones, newest
 * publication, then record number. A broad query (over RANKED_LIMIT candidates, typically one or
 * two common characters) ranks in tiers instead of bm25, which would have to score every
 * candidate: exact title, title contains the query, the rest; then newest. `newest`: publication
 * date, newest first.
 */
import type { BibRow } from '../../../../src/api/contract/index.js';
import type { Db } from '../../infra/db.js';
import { bibRows } from '../bib.js';
import type { SearchPlan } from './query.js';
import { matchExpression } from './query.js';

/** Above this many candidates bm25 is not computed (see the file comment). */
export const RANKED_LIMIT = 3000;

/** Column weights for bm25, in FTS_COLUMNS order. */
const BM25 = 'bm25(bib_fts, 10.0, 5.0, 2.0, 1.0)';

/** The last character of Unicode: `p || MAX` bounds every text starting with p. */
const MAX_CHAR = String.fromCodePoint(0x10ffff);

export interface SearchResult {
  rows: BibRow[];
  total: number;
}

interface Bind {
  match: string;
  isbn: string;
  classno: string;
  classnoEnd: string;
  title: string;
  titleMatch: string;
  libcode: string;
  onshelf: number;
  limit: number;
  offset: number;
}

/** Candidates as (id, score); score: lower is better, NULL when not ranked by bm25. */
function candidates(plan: SearchPlan, ranked: boolean): string {
  const parts: string[] = [];
  if (plan.match) {
    parts.push(`SELECT rowid AS id, ${ranked ? BM25 : 'NULL'} AS score FROM bib_fts WHERE bib_fts MATCH @match`);
  }
  if (plan.isbn) parts.push('SELECT bookrecno AS id, -1e9 AS score FROM books WHERE isbn = @isbn');
  if (plan.classno) {
    parts.push('SELECT bookrecno AS id, 0 AS score FROM books WHERE classno >= @classno AND classno < @classnoEnd');
  }
  if (parts.length === 1) return parts[0]!;
  return `SELECT id, MIN(score) AS score FROM (${parts.join(' UNION ALL ')}) GROUP BY id`;
}

/** SQL: the title `b` has a circulating copy at @libcode (any library when ''), on the shelf when @onshelf. */
const FILTER = `EXISTS (SELECT 1 FROM holdings h WHERE h.bookrecno = b.bookrecno
  AND (@libcode = '' OR h.curlib = @libcode)
  AND (CASE WHEN @onshelf = 1 THEN h.state = 1 ELSE h.state IN (1, 2) END))`;

function filtered(plan: SearchPlan): boolean {
  return !!plan.libcode || plan.onshelf;
}

export function countMatches(db: Db, plan: SearchPlan, bind: Bind): number {
  const from = `(${candidates(plan, false)}) c`;
  const sql = filtered(plan)
    ? `SELECT count(*) FROM ${from} JOIN books b ON b.bookrecno = c.id WHERE ${FILTER}`
    : `SELECT count(*) FROM ${from}`;
  return db.prepare(sql).pluck().get(bind) as number;
}

function orderBy(plan: SearchPlan, ranked: boolean): string {
  if (plan.sort === 'newest') return 'b.pubdate DESC, b.bookrecno DESC';
  const exact = '(b.title = @title) DESC';
  if (ranked) return `${exact}, c.score, b.pubdate DESC, b.bookrecno`;
  // Tiers: exact title, ISBN, title contains the query, the rest.
  const titleTier =
    plan.match && plan.searchtype === 'keyword'
      ? `, (c.score IS NULL AND b.bookrecno IN (SELECT rowid FROM bib_fts WHERE bib_fts MATCH @titleMatch)) DESC`
      : '';
  return `${exact}, (c.score IS NOT NULL AND c.score < 0) DESC${titleTier}, b.pubdate DESC, b.bookrecno`;
}

/** One page of the plan's matches and how many there are. */
export function searchCatalogue(db: Db, plan: SearchPlan): SearchResult {
  const bind: Bind = {
    match: plan.match,
    isbn: plan.isbn,
    classno: plan.classno,
    classnoEnd: plan.classno + MAX_CHAR,
    title: plan.q,
    titleMatch: plan.match ? matchExpression(plan.keyword, 'title') || plan.match : '',
    libcode: plan.libcode,
    onshelf: plan.onshelf ? 1 : 0,
    limit: plan.rows,
    offset: (plan.page - 1) * plan.rows,
  };
  const total = countMatches(db, plan, bind);
  if (total === 0 || bind.offset >= total) return { rows: [], total };
  const ranked = plan.sort === 'relevance' && total <= RANKED_LIMIT;
  const ids = db
    .prepare(
      `SELECT b.bookrecno FROM (${candidates(plan, ranked)}) c JOIN books b ON b.bookrecno = c.id
       ${filtered(plan) ? `WHERE ${FILTER}` : ''}
       ORDER BY ${orderBy(plan, ranked)} LIMIT @limit OFFSET @offset`,
    )
    .pluck()
    .all(bind) as number[];
  return { rows: bibRows(db, ids, plan.libcode), total };
}
