/** Paying fines with WeChat Pay: payment orders. */
/** A payment order's state as stored, and when it was made (epoch ms). */
export interface OrderFacts {
  state: 'created' | 'paid' | 'closed';
  createdAt: number;
}

/** A created order not paid within `ttlMs` (WeChat's prepay_id lifetime) is closed. */
export function orderState(order: OrderFacts, now: number, ttlMs: number): OrderFacts['state'] {
  return order.state === 'created' && now - order.createdAt >= ttlMs ? 'closed' : order.state;
}

/** Asking for a payment order: there must be something to pay. */
export function fineOrderRefusal(unpaidFineIds: number[]): string {
  return unpaidFineIds.length ? '' : '没有需要缴纳的罚款';
}

/**
 * An open order is reused when it pays exactly the fines unpaid now; otherwise it is closed and
 * replaced (a fine was added or paid since).
 */
export function reusableOrder(orderFineIds: number[], unpaidFineIds: number[]): boolean {
  const a = [...orderFineIds].sort((x, y) => x - y);
  const b = [...unpaidFineIds].sort((x, y) => x - y);
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Paying an order (WeChat Pay's confirmation): only a created one; a paid one is paid already. */
export function payRefusal(state: OrderFacts['state']): string {
  return state === 'closed' ? '订单已关闭，请重新发起缴费' : '';
}
