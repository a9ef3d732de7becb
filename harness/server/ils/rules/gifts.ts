/**
 * The points mall: redeeming a gift for points (积分商城 兑换), and a reader cancelling a
 * redemption not yet collected. Redeeming takes the points and one of the stock in one
 * transaction; cancelling gives both back.
 */
import type { CardState } from '../../../../src/api/contract/index.js';
import { cardStateRefusal } from './readers.js';

/** How a gift reaches the reader: collected at a library, posted to an address, or either. */
export type GiftDelivery = 'pickup' | 'post' | 'both';

/** A gift as the mall offers it. */
export interface GiftFacts {
  /** Points it costs. */
  points: number;
  /** How many are left. */
  stock: number;
  /** Offered from and until (YYYY-MM-DD, inclusive). */
  startdate: string;
  enddate: string;
  /** Redemptions one card may make of it (cancelled ones do not count). */
  perReader: number;
  delivery: GiftDelivery;
  /** Taken off the shelf by the library. */
  withdrawn: boolean;
}

/** The reader asking, and how they want the gift. */
export interface RedeemerFacts {
  cardState: CardState;
  /** Points the card has now. */
  balance: number;
  /** Redemptions of this gift by this card, not cancelled. */
  redeemed: number;
  /** The library's date today (YYYY-MM-DD). */
  today: string;
  /** How the reader chose to receive it; for post, whether the address is theirs and complete. */
  choice: { delivery: 'pickup' | 'post'; addressOk: boolean };
}

/**
 * Redeeming: a usable card; the gift on offer today and in stock; the card under the gift's
 * limit; enough points; a way of receiving it the gift allows (and an address when posted).
 */
export function redeemRefusal(reader: RedeemerFacts, gift: GiftFacts): string {
  const cardRefusal = cardStateRefusal(reader.cardState);
  if (cardRefusal) return cardRefusal;
  if (gift.withdrawn) return '该礼品已下架';
  if (reader.today < gift.startdate) return `该礼品将于 ${gift.startdate} 开始兑换`;
  if (reader.today > gift.enddate) return '该礼品已过兑换期';
  if (gift.stock <= 0) return '该礼品已兑完';
  if (reader.redeemed >= gift.perReader) return `每位读者限兑${gift.perReader}件，您已兑换${reader.redeemed}件`;
  if (reader.balance < gift.points) return `积分不足，还差${gift.points - reader.balance}分`;
  const { delivery, addressOk } = reader.choice;
  if (delivery === 'post' && gift.delivery === 'pickup') return '该礼品只能到馆领取';
  if (delivery === 'pickup' && gift.delivery === 'post') return '该礼品只能邮寄，请选择收货地址';
  if (delivery === 'post' && !addressOk) return '请选择收货地址';
  return '';
}

/** A redemption's state: 待领取 / 待发货 (posted gifts), 已领取, 已发货, 已取消. */
export type RedemptionState = 'ready' | 'pending' | 'collected' | 'shipped' | 'cancelled';

/** Cancelling (the reader): only while nothing has left the library; the points and stock go back. */
export function cancelRedemptionRefusal(state: RedemptionState): string {
  switch (state) {
    case 'ready':
    case 'pending':
      return '';
    case 'collected':
      return '礼品已领取，不能取消';
    case 'shipped':
      return '礼品已发货，不能取消';
    default:
      return '该兑换已取消';
  }
}

/** The desk: a gift to collect is handed over (by its pickup code), a posted one is sent. */
export type HandOver = 'collect' | 'ship';

/** Handing a redemption over at the desk: only a 待领取 one is collected, only a 待发货 one sent. */
export function handOverRefusal(state: RedemptionState, action: HandOver): string {
  if (state === 'cancelled') return '该兑换已取消';
  if (action === 'collect') {
    if (state === 'ready') return '';
    return state === 'collected' ? '该礼品已领取' : '该礼品为邮寄，不能到馆领取';
  }
  if (state === 'pending') return '';
  return state === 'shipped' ? '该礼品已发货' : '该礼品为到馆领取，不能邮寄';
}
