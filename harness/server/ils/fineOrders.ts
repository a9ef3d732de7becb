/**
 * Paying fines through WeChat Pay. createFineOrder makes an order for every unpaid fine of a card
 * (the amount is always the server's sum) with chooseWXPay's parameters; WeChat Pay confirms the
 * payment server to server (wechat/pay.ts, or the control API), which marks exactly the order's
 * fines paid, once. One open order per card: reused while it pays exactly the unpaid fines,
 * otherwise closed and replaced. An order not paid within WeChat's 2 hours is closed.
 */
import type { FineOrder } from '../../../src/api/contract/index.js';
import { harnessConfig } from '../infra/config.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import type { FineOrderRow } from '../infra/rows.js';
import { cstDate, cstDateTime, randomToken } from '../infra/util.js';
import { paySign } from '../infra/wxpay.js';
import { unpaidFineIds } from './fines.js';
import { requireCard } from './cardExists.js';
import { fineOrderRefusal, orderState, payRefusal, reusableOrder } from './rules/index.js';

type OrderRow = Omit<FineOrderRow, 'state'> & { state: FineOrder['state'] };

const ttl = () => harnessConfig.wechatPay.orderTtlMs;
const stateOf = (row: OrderRow, now: number) => orderState({ state: row.state, createdAt: row.created_at }, now, ttl());

function fineIdsOf(db: Db, orderid: string): number[] {
  return select<number>(db, 'SELECT fineid FROM fine_order_items WHERE orderid = ? ORDER BY fineid')
    .pluck()
    .all(orderid);
}

function toOrder(db: Db, row: OrderRow, now: number): FineOrder {
  return {
    orderid: row.orderid,
    amount: row.amount,
    fineids: fineIdsOf(db, row.orderid),
    state: stateOf(row, now),
    createtime: cstDateTime(row.created_at),
    paytime: row.paid_at === null ? null : cstDateTime(row.paid_at),
  };
}

/** chooseWXPay's parameters for an order, signed with the merchant key. */
function payParams(prepayid: string, now: number): NonNullable<FineOrder['pay']> {
  const request = {
    appId: harnessConfig.authorizerAppid,
    timeStamp: String(Math.floor(now / 1000)),
    nonceStr: randomToken(32),
    package: `prepay_id=${prepayid}`,
    signType: 'MD5' as const,
  };
  return {
    timestamp: request.timeStamp,
    nonceStr: request.nonceStr,
    package: request.package,
    signType: 'MD5',
    paySign: paySign(request, harnessConfig.wechatPay.merchantKey),
  };
}

const compact = (now: number) => cstDateTime(now).replace(/\D/g, '');

/** An order for every unpaid fine of the card, with chooseWXPay's parameters. */
export function createFineOrder(db: Db, rdrno: string, now: number): FineOrder {
  requireCard(db, rdrno);
  const row = db.transaction((): OrderRow => {
    const unpaid = unpaidFineIds(db, rdrno);
    const refusal = fineOrderRefusal(unpaid);
    if (refusal) throw new InputError(refusal);
    const open = select<OrderRow>(
      db,
      "SELECT * FROM fine_orders WHERE rdrno = ? AND state = 'created' ORDER BY created_at DESC",
    ).all(rdrno);
    const reusable = open.find((o) => stateOf(o, now) === 'created' && reusableOrder(fineIdsOf(db, o.orderid), unpaid));
    if (reusable) return reusable;
    prepare(db, "UPDATE fine_orders SET state = 'closed', closed_at = ? WHERE rdrno = ? AND state = 'created'").run(
      now,
      rdrno,
    );
    const amount =
      scalar<number>(db, `SELECT SUM(amount) FROM fines WHERE id IN (${unpaid.map(() => '?').join(',')})`, ...unpaid) ??
      0;
    const created: OrderRow = {
      orderid: `FO${compact(now)}${randomToken(8).toUpperCase()}`,
      rdrno,
      amount,
      state: 'created',
      prepayid: `wx${compact(now)}${randomToken(20).toLowerCase()}`,
      created_at: now,
      paid_at: null,
      closed_at: null,
    };
    prepare(
      db,
      'INSERT INTO fine_orders (orderid, rdrno, amount, state, prepayid, created_at) VALUES (@orderid, @rdrno, @amount, @state, @prepayid, @created_at)',
    ).run(created);
    const item = prepare(db, 'INSERT INTO fine_order_items (orderid, fineid) VALUES (?, ?)');
    for (const fineid of unpaid) item.run(created.orderid, fineid);
    return created;
  })();
  return { ...toOrder(db, row, now), pay: payParams(row.prepayid, now) };
}

/** An order number as given: up to 40 of [A-Za-z0-9], or a refusal. */
export function checkOrderId(orderid: string): string {
  if (!/^[A-Za-z0-9]{1,40}$/.test(orderid)) throw new InputError('订单号格式错误');
  return orderid;
}

/** The card's order (another card's is not told apart from none). */
export function getFineOrder(db: Db, rdrno: string, orderid: string, now: number): FineOrder {
  const row = findOrder(db, { orderid });
  if (!row || row.rdrno !== rdrno) throw new InputError('订单不存在');
  return toOrder(db, row, now);
}

export type OrderKey = { orderid: string } | { prepayid: string };

function findOrder(db: Db, key: OrderKey): OrderRow | undefined {
  return 'orderid' in key
    ? select<OrderRow>(db, 'SELECT * FROM fine_orders WHERE orderid = ?').get(key.orderid)
    : select<OrderRow>(db, 'SELECT * FROM fine_orders WHERE prepayid = ?').get(key.prepayid);
}

/**
 * WeChat Pay says the order was paid: in one transaction the order becomes paid and exactly its
 * fines are marked paid. Confirming a paid order again changes nothing (`already`); a closed or
 * unknown one is refused.
 */
export function confirmFineOrder(db: Db, key: OrderKey, now: number): { order: FineOrder; already: boolean } {
  return db.transaction(() => {
    const row = findOrder(db, key);
    if (!row) throw new InputError('订单不存在');
    const state = stateOf(row, now);
    if (state === 'paid') return { order: toOrder(db, row, now), already: true };
    const refusal = payRefusal(state);
    if (refusal) throw new InputError(refusal);
    const ids = fineIdsOf(db, row.orderid);
    const stillUnpaid = scalar<number>(
      db,
      `SELECT COUNT(*) FROM fines WHERE paid = 0 AND id IN (${ids.map(() => '?').join(',')})`,
      ...ids,
    );
    if (stillUnpaid !== ids.length) throw new InputError('订单已失效，请重新发起缴费');
    prepare(db, "UPDATE fine_orders SET state = 'paid', paid_at = ? WHERE orderid = ? AND state = 'created'").run(
      now,
      row.orderid,
    );
    prepare(
      db,
      `UPDATE fines SET paid = 1, paiddate = ?, orderid = ? WHERE paid = 0 AND id IN (${ids.map(() => '?').join(',')})`,
    ).run(cstDate(now), row.orderid, ...ids);
    const paid = findOrder(db, { orderid: row.orderid })!;
    return { order: toOrder(db, paid, now), already: false };
  })();
}

/** Closes an unpaid order (the merchant cancels it, or it was given up). */
export function closeFineOrder(db: Db, orderid: string, now: number): FineOrder {
  return db.transaction(() => {
    const row = findOrder(db, { orderid });
    if (!row) throw new InputError('订单不存在');
    const state = stateOf(row, now);
    if (state === 'paid') throw new InputError('订单已支付，不能关闭');
    if (state === 'closed') throw new InputError('订单已关闭');
    prepare(db, "UPDATE fine_orders SET state = 'closed', closed_at = ? WHERE orderid = ?").run(now, orderid);
    return toOrder(db, { ...row, state: 'closed' }, now);
  })();
}
