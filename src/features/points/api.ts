/**
 * Points in the library system (/v1/elib): the card's log, the rules as the library sets them,
 * the points mall and the card's gifts; the WeChat user's addresses on the platform (/v1/address).
 */
import type {
  Address,
  AddressIdParams,
  AddressListParams,
  AddressSaveParams,
  BonusLogParams,
  BonusLogRow,
  CancelRedemptionParams,
  Gift,
  GiftCategory,
  GiftPageParams,
  PointRule,
  ReaderGiftsParams,
  RedeemParams,
  Redemption,
  Rows,
} from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';
import { get, post } from '../../api/http';
import { type Platform, withAccount } from '../../api/platform';

// SPEC lists ListReaderBonusLog among the POST calls.
export const listReaderBonusLog = (p: BonusLogParams) => elibPost<BonusLogRow>('ListReaderBonusLog', p);
export const getPointRules = () => elibGet<PointRule>('getParameter', { key: 'pointrules' });

// The points mall: SPEC lists giftList, getGiftPage and getGiftInsert among the POST calls.
export const giftList = () => elibPost<GiftCategory>('giftList');
export const getGiftPage = (p: GiftPageParams) => elibPost<Gift>('getGiftPage', p);
export const redeemGift = (p: RedeemParams) => elibPost<Redemption>('getGiftInsert', p);
export const getReaderGiftList = (p: ReaderGiftsParams) => elibGet<Redemption>('getReaderGiftList', p);
export const cancelGiftOrder = (p: CancelRedemptionParams) => elibPost<Redemption>('cancelGiftOrder', p);

// Addresses: a platform service of the WeChat user's (it carries the account id itself).
export const listAddresses = (p: AddressListParams): Platform<Rows<Address>> => get('/v1/address/list', withAccount(p));
export const saveAddress = (p: AddressSaveParams): Platform<Address> => post('/v1/address/save', withAccount(p));
export const makeDefaultAddress = (p: AddressIdParams): Platform<Address> =>
  post('/v1/address/default', withAccount(p));
export const deleteAddress = (p: AddressIdParams): Platform<{ id: number }> => post('/v1/address/del', withAccount(p));
