/**
 * The library's recommended titles (推荐书目): categories (recommend_cata) and their titles with
 * the librarian's reason (recommend_bib), in the librarians' order. Read only: staff curate them
 * outside this API (the harness seeds them, seed/recommendations.ts).
 */
import type { RecommendBib, RecommendCata } from '../../../src/api/contract/index.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { bibRows } from './bib.js';

/** Every category with its number of titles, in order. */
export function recommendCategories(db: Db): RecommendCata[] {
  return select<RecommendCata>(
    db,
    `SELECT c.cataid, c.cataname, (SELECT count(*) FROM recommend_bib r WHERE r.cataid = c.cataid) AS count
       FROM recommend_cata c ORDER BY c.sortnum, c.cataid`,
  ).all();
}

/** cataid as given: a positive integer of a category that exists. */
export function parseCataid(db: Db, text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new InputError('推荐类别 cataid 格式错误');
  if (!prepare(db, 'SELECT 1 FROM recommend_cata WHERE cataid = ?').get(Number(text))) {
    throw new InputError('推荐类别不存在');
  }
  return Number(text);
}

/** One page of a category's titles (each a BibRow with its reason), and how many in all. */
export function recommendedTitles(
  db: Db,
  query: { cataid: number; page: number; rows: number },
): { rows: RecommendBib[]; total: number } {
  const total = scalar<number>(db, 'SELECT count(*) FROM recommend_bib WHERE cataid = ?', query.cataid)!;
  const found = select<{ bookrecno: number; reason: string }>(
    db,
    `SELECT bookrecno, reason FROM recommend_bib WHERE cataid = ? ORDER BY sortnum, bookrecno LIMIT ? OFFSET ?`,
  ).all(query.cataid, query.rows, (query.page - 1) * query.rows);
  const reasons = new Map(found.map((f) => [f.bookrecno, f.reason]));
  const rows = bibRows(
    db,
    found.map((f) => f.bookrecno),
    '',
  ).map((row) => ({ ...row, reason: reasons.get(row.bookrecno) ?? '' }));
  return { rows, total };
}
