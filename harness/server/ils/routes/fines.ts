/**
 * /v1/elib fine calls: the card's fines, a WeChat Pay order for the unpaid ones, and an order's
 * state. An order named by `orderid` must be the card's (else 订单不存在).
 */
import { type Deps, required } from '../../infra/http.js';
import { rows } from '../../infra/envelope.js';
import { requireRdrno } from '../../infra/params.js';
import { checkOrderId, createFineOrder, getFineOrder } from '../fineOrders.js';
import { listFines } from '../fines.js';
import type { ElibRoute } from './types.js';

export function fineRoutes(elib: ElibRoute, { db, now }: Deps): void {
  elib('listRdrCurFine', ({ params }) => rows(listFines(db, requireRdrno(params))));

  elib('createFineOrder', ({ params }) => rows([createFineOrder(db, requireRdrno(params), now())], '订单已创建'));

  elib('getFineOrder', ({ params }) => {
    const rdrno = requireRdrno(params);
    const orderid = checkOrderId(required(params, 'orderid', '订单号'));
    return rows([getFineOrder(db, rdrno, orderid, now())]);
  });
}
