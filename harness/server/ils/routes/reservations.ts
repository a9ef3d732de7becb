/**
 * /v1/elib reservation calls: the card's reservations, and cancelling one. A reservation named by
 * `reserveid` must be the card's (else 预约记录不存在, nothing changed).
 */
import { type Deps, required } from '../../infra/http.js';
import { rows } from '../../infra/envelope.js';
import { requireRdrno } from '../../infra/params.js';
import { cancelReservation, listReservations, parseReserveId } from '../reservations.js';
import type { ElibRoute } from './types.js';

export function reservationRoutes(elib: ElibRoute, { db, now }: Deps): void {
  elib('listRdrCurReserves', ({ params }) => rows(listReservations(db, requireRdrno(params), now())));

  elib('cancelReserve', ({ params }) => {
    const rdrno = requireRdrno(params);
    const reserveid = parseReserveId(required(params, 'reserveid', '预约记录编号'));
    cancelReservation(db, rdrno, reserveid, now());
    return rows([], '取消成功');
  });
}
