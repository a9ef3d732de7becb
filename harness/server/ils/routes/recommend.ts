/**
 * /v1/elib recommendations: the library's recommended titles by category (listRecommendcata,
 * listRecommendbib; no reader named) and readers' purchase suggestions (recommendBookInsert,
 * listReaderRecommend; they name the card with `rdrno`). docs/API.md, "Recommendations".
 */
import { page, rows } from '../../infra/envelope.js';
import { type Deps, optional, required } from '../../infra/http.js';
import { requireRdrno } from '../../infra/params.js';
import { parseCataid, recommendCategories, recommendedTitles } from '../recommendations.js';
import { insertSuggestion, readerSuggestions } from '../suggestions.js';
import { parseSearchPaging } from '../search/query.js';
import type { ElibRoute } from './types.js';

export function recommendRoutes(elib: ElibRoute, { db, now }: Deps): void {
  elib('listRecommendcata', () => rows(recommendCategories(db)));

  elib('listRecommendbib', ({ params }) => {
    const cataid = parseCataid(db, required(params, 'cataid', '推荐类别'));
    const paging = parseSearchPaging(optional(params, 'page'), optional(params, 'rows'));
    const found = recommendedTitles(db, { cataid, ...paging });
    return page(found.rows, found.total);
  });

  elib('recommendBookInsert', ({ params }) => {
    const rdrno = requireRdrno(params);
    const input = {
      title: optional(params, 'title'),
      author: optional(params, 'author'),
      isbn: optional(params, 'isbn'),
      publisher: optional(params, 'publisher'),
      reason: optional(params, 'reason'),
    };
    return rows([insertSuggestion(db, rdrno, input, now())], '荐购成功，请等待图书馆处理');
  });

  elib('listReaderRecommend', ({ params }) => {
    const rdrno = requireRdrno(params);
    const found = readerSuggestions(db, rdrno, parseSearchPaging(optional(params, 'page'), optional(params, 'rows')));
    return page(found.rows, found.total);
  });
}
