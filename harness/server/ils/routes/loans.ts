/**
 * /v1/elib loan calls: current loans, renewal, the loan history (listCirHistory) and one loan's
 * history (getLoanInfoHistory). Each names the card with `rdrno`
 * (the route layer has checked the session owns it); a loan named by barcode must be that card's.
 */
import { type Deps, optional, required } from '../../infra/http.js';
import { page, rows } from '../../infra/envelope.js';
import { requireRdrno } from '../../infra/params.js';
import { listHistory, loanInfo, parseDateRange, parseLoanid, parsePaging } from '../history.js';
import { checkItemBarcode } from '../bib.js';
import { listCurrentLoans, renewLoan } from '../loans.js';
import { cstDate } from '../../infra/util.js';
import type { ElibRoute } from './types.js';

export function loanRoutes(elib: ElibRoute, { db, now }: Deps): void {
  elib('listRdrCurLoan', ({ params }) => rows(listCurrentLoans(db, requireRdrno(params), now())));

  elib('renewBook', ({ params }) => {
    const rdrno = requireRdrno(params);
    const barcode = checkItemBarcode(required(params, 'barcode', '图书条码'));
    return rows([renewLoan(db, rdrno, barcode, now())], '续借成功');
  });

  elib('listCirHistory', ({ params }) => {
    const rdrno = requireRdrno(params);
    const paging = parsePaging(optional(params, 'page'), optional(params, 'rows'));
    const range = parseDateRange(optional(params, 'startdate'), optional(params, 'enddate'));
    const found = listHistory(db, rdrno, { ...paging, ...range });
    return page(found.rows, found.total);
  });

  elib('getLoanInfoHistory', ({ params }) => {
    const rdrno = requireRdrno(params);
    const loanid = parseLoanid(required(params, 'loanid', '借阅记录号'));
    return rows([loanInfo(db, rdrno, loanid, cstDate(now()))]);
  });
}
