/**
 * /v1/elib catalogue calls: searching (listBib), one title (bibPage), its copies (listHoldings),
 * one copy (getHoldingInfo), reserving (addReserve, names the card with `rdrno`), hot search keys,
 * new books and the loan ranking. docs/API.md, "Catalogue".
 */
import { InputError, page, rows } from '../../infra/envelope.js';
import { type Deps, optional, type Params, required } from '../../infra/http.js';
import { requireRdrno } from '../../infra/params.js';
import { bibRecord, checkItemBarcode, holdingInfo, listHoldings, parseBookrecno } from '../bib.js';
import { isLibrary } from '../dictionaries.js';
import { hotKeys, loanTop, newBooks, parseCount, parseNewBibDays, parsePeriod, recordSearch } from '../rankings.js';
import { reserveTitle } from '../reserveTitle.js';
import { parseSearchPaging, planSearch } from '../search/query.js';
import { searchCatalogue } from '../search/search.js';
import type { ElibRoute } from './types.js';

export function catalogueRoutes(elib: ElibRoute, { db, now }: Deps): void {
  /** libcode when given: a library of the system. */
  const libcodeOf = (params: Params) => {
    const libcode = optional(params, 'libcode');
    if (libcode && !isLibrary(db, libcode)) throw new InputError('图书馆代码不存在');
    return libcode;
  };
  const bookrecnoOf = (params: Params) => parseBookrecno(required(params, 'bookrecno', '书目记录号'));

  elib('listBib', ({ params }) => {
    const plan = planSearch({
      searchtype: optional(params, 'searchtype'),
      q: optional(params, 'q'),
      libcode: libcodeOf(params),
      onshelf: optional(params, 'onshelf'),
      sort: optional(params, 'sort'),
      page: optional(params, 'page'),
      rows: optional(params, 'rows'),
    });
    const found = searchCatalogue(db, plan);
    if (plan.page === 1) recordSearch(db, plan.keyword, plan.searchtype, now());
    return page(found.rows, found.total);
  });

  elib('bibPage', ({ params }) => rows([bibRecord(db, bookrecnoOf(params))]));

  elib('listHoldings', ({ params }) => rows(listHoldings(db, bookrecnoOf(params))));

  elib('getHoldingInfo', ({ params }) =>
    rows([holdingInfo(db, checkItemBarcode(required(params, 'barcode', '图书条码')))]),
  );

  elib('addReserve', ({ params }) => {
    const rdrno = requireRdrno(params);
    const bookrecno = bookrecnoOf(params);
    const libcode = required(params, 'libcode', '取书馆');
    return rows([reserveTitle(db, rdrno, bookrecno, libcode, now())], '预约成功');
  });

  elib('getHotSearckKey', ({ params }) => rows(hotKeys(db, parseCount(optional(params, 'rows'), 10, 50), now())));

  /** The new books' filters: how far back, and at which library. */
  const newBibFilter = (params: Params) => ({
    days: parseNewBibDays(optional(params, 'days')),
    libcode: libcodeOf(params),
  });

  elib('listNewBib', ({ params }) => {
    const paging = parseSearchPaging(optional(params, 'page'), optional(params, 'rows'));
    const found = newBooks(db, { ...newBibFilter(params), ...paging }, now());
    return page(found.rows, found.total);
  });

  elib('getNewBookTop', ({ params }) => {
    const count = parseCount(optional(params, 'rows'), 10, 100);
    const found = newBooks(db, { ...newBibFilter(params), page: 1, rows: count }, now());
    return rows(found.rows);
  });

  elib('listRdrBibloanTop', ({ params }) => {
    const query = {
      days: parsePeriod(optional(params, 'period')),
      libcode: libcodeOf(params),
      rows: parseCount(optional(params, 'rows'), 20, 100),
    };
    return rows(loanTop(db, query, now()));
  });
}
