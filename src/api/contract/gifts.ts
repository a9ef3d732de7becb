/**
 * /v1/elib: the points mall (积分商城) and the reader's gifts (我的礼品). giftList gives the
 * categories, getGiftPage a page of gifts (each with whether the asking card may redeem it),
 * getGiftInsert redeems one (the points and one of the stock taken in one transaction),
 * getReaderGiftList lists the card's redemptions and cancelGiftOrder cancels one not yet
 * collected or posted (the points and the stock go back). docs/API.md, "Points mall".
 */
import type { PageParams } from './loans';

/** How a gift reaches the reader: collected at a library, posted, or either. */
export type GiftDelivery = 'pickup' | 'post' | 'both';

/** giftList: the mall's categories, in the library's order, each with its gifts on offer. */
export interface GiftCategory {
  cataid: number;
  name: string;
  count: number;
}

/** getGiftPage: a page of the gifts on offer, optionally of one category; `rdrno` adds the card's verdict. */
export interface GiftPageParams extends PageParams {
  cataid?: number | string;
  rdrno?: string;
  authorizer_appid?: string;
}

export interface Gift {
  giftid: number;
  cataid: number;
  name: string;
  summary: string;
  /** A picture of it (an image URL). */
  picture: string;
  points: number;
  /** How many are left. */
  stock: number;
  /** Offered from and until (YYYY-MM-DD, inclusive). */
  startdate: string;
  enddate: string;
  /** Redemptions one card may make. */
  perreader: number;
  delivery: GiftDelivery;
  /** 到馆领取 / 邮寄 / 到馆领取或邮寄 */
  deliveryname: string;
  /** With `rdrno`: the card's redemptions of it (not cancelled), and why it may not redeem it now ('' when it may). */
  redeemed: number;
  reason: string;
}

/** getGiftInsert: redeem a gift, collected at `libcode` or posted to one of the WeChat user's addresses. */
export interface RedeemParams {
  rdrno: string;
  giftid: number | string;
  delivery: 'pickup' | 'post';
  /** pickup: the library it is collected at. */
  libcode?: string;
  /** post: the WeChat user's address (`openid` names the user). */
  addressid?: number | string;
  openid?: string;
  authorizer_appid?: string;
}

/** 待领取 (ready, collect with the pickup code) / 待发货 (pending, to be posted) / 已领取 / 已发货 / 已取消 */
export type RedemptionState = 'ready' | 'pending' | 'collected' | 'shipped' | 'cancelled';

export interface Redemption {
  id: number;
  giftid: number;
  name: string;
  picture: string;
  points: number;
  state: RedemptionState;
  statename: string;
  delivery: 'pickup' | 'post';
  /** pickup: where, and the code the desk scans (a QR code of it); '' otherwise. */
  libcode: string;
  libname: string;
  pickupcode: string;
  /** post: the address as it was when redeemed; '' otherwise. */
  consignee: string;
  phone: string;
  address: string;
  createtime: string;
  /** When it was collected, posted or cancelled; null before. */
  closetime: string | null;
}

/** getReaderGiftList: the card's redemptions, newest first. */
export interface ReaderGiftsParams extends PageParams {
  rdrno: string;
  authorizer_appid?: string;
}

/** cancelGiftOrder: one of the card's redemptions not yet collected or posted. */
export interface CancelRedemptionParams {
  rdrno: string;
  id: number | string;
  authorizer_appid?: string;
}
