/**
 * Points in the library system (/v1/elib): the card's log, the rules as the library sets them,
 * the points mall and the card's gifts; the WeChat user's addresses on the platform (/v1/address).
 */
import type {
  AddressIdParams,
  AddressListParams,
  AddressSaveParams,
  BonusLogParams,
  CancelRedemptionParams,
  GiftPageParams,
  ReaderGiftsParams,
  RedeemParams,
} from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';
import { get, post } from '../../api/http';
import { withAccount } from '../../api/platform';

// SPEC lists ListReaderBonusLog among the POST calls.
export const listReaderBonusLog = (p: BonusLogParams) => elibPost('ListReaderBonusLog', p);
export const getPointRules = () => elibGet('getParameter', { key: 'pointrules' });

// The points mall: SPEC lists giftList, getGiftPage and getGiftInsert among the POST calls.
export const giftList = () => elibPost('giftList');
export const getGiftPage = (p: GiftPageParams) => elibPost('getGiftPage', p);
export const redeemGift = (p: RedeemParams) => elibPost('getGiftInsert', p);
export const getReaderGiftList = (p: ReaderGiftsParams) => elibGet('getReaderGiftList', p);
export const cancelGiftOrder = (p: CancelRedemptionParams) => elibPost('cancelGiftOrder', p);

// Addresses: a platform service of the WeChat user's (it carries the account id itself).
export const listAddresses = (p: AddressListParams) => get('/v1/address/list', withAccount(p));
export const saveAddress = (p: AddressSaveParams) => post('/v1/address/save', withAccount(p));
export const makeDefaultAddress = (p: AddressIdParams) => post('/v1/address/default', withAccount(p));
export const deleteAddress = (p: AddressIdParams) => post('/v1/address/del', withAccount(p));
