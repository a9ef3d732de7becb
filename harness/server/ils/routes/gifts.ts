/**
 * /v1/elib the points mall: giftList (categories), getGiftPage (gifts), getGiftInsert (redeem),
 * getReaderGiftList (the card's gifts), cancelGiftOrder. A posted gift goes to one of the WeChat
 * user's addresses (platform/addresses.ts), named with `openid` and `addressid`.
 * docs/API.md, "Points mall".
 */
import { InputError, page, rows } from '../../infra/envelope.js';
import { type Deps, optional, type Params, required } from '../../infra/http.js';
import { requireOpenid, requireRdrno } from '../../infra/params.js';
import { requireAddress } from '../../platform/addresses.js';
import { requireCard } from '../cardExists.js';
import { cancelRedemption, giftCategories, giftPage, type RedeemChoice, readerGifts, redeemGift } from '../gifts.js';
import { parsePaging } from '../history.js';
import type { ElibRoute } from './types.js';

/** A positive integer id as given, or a refusal naming the field. */
function idOf(text: string, what: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new InputError(`${what}格式错误`);
  return Number(text);
}

export function giftRoutes(elib: ElibRoute, { db, now }: Deps): void {
  const paging = (params: Params) => parsePaging(optional(params, 'page'), optional(params, 'rows'));

  elib('giftList', () => rows(giftCategories(db, now())));

  elib('getGiftPage', ({ params }) => {
    const cataid = optional(params, 'cataid');
    const rdrno = optional(params, 'rdrno');
    if (rdrno) requireCard(db, rdrno);
    const query = { cataid: cataid ? idOf(cataid, '礼品分类 cataid ') : null, rdrno, ...paging(params) };
    const { rows: list, total } = giftPage(db, query, now());
    return page(list, total);
  });

  elib('getGiftInsert', ({ params }) => {
    const rdrno = requireRdrno(params);
    const giftid = idOf(required(params, 'giftid', '礼品编号'), '礼品编号 giftid ');
    const delivery = required(params, 'delivery', '领取方式');
    let choice: RedeemChoice;
    if (delivery === 'pickup') {
      choice = { delivery, libcode: optional(params, 'libcode') };
    } else if (delivery === 'post') {
      const addressid = optional(params, 'addressid');
      const address = addressid
        ? requireAddress(db, requireOpenid(params), idOf(addressid, '地址编号 addressid '))
        : null;
      choice = {
        delivery,
        address: address && {
          consignee: address.name,
          phone: address.phone,
          address: [address.province, address.city, address.district, address.detail].join(' '),
        },
      };
    } else {
      throw new InputError('领取方式 delivery 须为 pickup 或 post');
    }
    return rows([redeemGift(db, rdrno, giftid, choice, now())], '兑换成功');
  });

  elib('getReaderGiftList', ({ params }) => {
    const rdrno = requireRdrno(params);
    requireCard(db, rdrno);
    const { rows: list, total } = readerGifts(db, rdrno, paging(params));
    return page(list, total);
  });

  elib('cancelGiftOrder', ({ params }) => {
    const rdrno = requireRdrno(params);
    const id = idOf(required(params, 'id', '兑换记录编号'), '兑换记录编号 id ');
    return rows([cancelRedemption(db, rdrno, id, now())], '已取消兑换，积分已退回');
  });
}
