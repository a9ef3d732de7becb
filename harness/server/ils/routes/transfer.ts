/**
 * /v1/elib 图书转借: the lender's calls (listTransferLoans, releaseTransferLoanList,
 * createCirculation, cancelCirculation) and the borrower's (applyCirculation, doCirculation).
 * Each names the caller's card with `rdrno`; a code is checked against it by the operation.
 * docs/API.md, "Transfer".
 */
import { rows } from '../../infra/envelope.js';
import { type Deps, type Params, required } from '../../infra/http.js';
import { requireRdrno } from '../../infra/params.js';
import { checkItemBarcode } from '../bib.js';
import { checkTransferCode } from '../transferCodes.js';
import {
  listTransferLoans,
  releaseTransfer,
  takeTransfer,
  transferOffer,
  watchTransfer,
  withdrawTransfer,
} from '../transfers.js';
import type { ElibRoute } from './types.js';

export function transferRoutes(elib: ElibRoute, { db, now }: Deps): void {
  const codeOf = (params: Params) => checkTransferCode(required(params, 'code', '转借码'));

  elib('listTransferLoans', ({ params }) => rows(listTransferLoans(db, requireRdrno(params), now())));

  elib('releaseTransferLoanList', ({ params }) => {
    const rdrno = requireRdrno(params);
    const barcode = checkItemBarcode(required(params, 'barcode', '图书条码'));
    return rows([releaseTransfer(db, rdrno, barcode, now())], '已生成转借码');
  });

  elib('createCirculation', ({ params }) => {
    const rdrno = requireRdrno(params);
    return rows([watchTransfer(db, rdrno, codeOf(params), now())]);
  });

  elib('cancelCirculation', ({ params }) => {
    const rdrno = requireRdrno(params);
    return rows([withdrawTransfer(db, rdrno, codeOf(params), now())], '已取消转借');
  });

  elib('applyCirculation', ({ params }) => {
    const rdrno = requireRdrno(params);
    return rows([transferOffer(db, rdrno, codeOf(params), now())]);
  });

  elib('doCirculation', ({ params }) => {
    const rdrno = requireRdrno(params);
    return rows([takeTransfer(db, rdrno, codeOf(params), now())], '转借成功');
  });
}
