/**
 * The control API's library desk (under /__harness/api): what staff or WeChat Pay would do that
 * the app cannot, for tests and the harness page. Confirm an order's payment as WeChat Pay would
 * (without the pay sheet), close an unpaid order, check a copy in at the desk (which charges an
 * overdue fine and hands the copy to the next reservation), hand a redeemed gift over (collected
 * by its pickup code, or posted), count a gift's stock again, change a card's state or forget the
 * WeChat user bound to it. Envelope {code, message, data}.
 */
import type { Hono } from 'hono';
import type { CardState } from '../../../src/api/contract/index.js';
import { InputError } from '../infra/envelope.js';
import type { Deps } from '../infra/http.js';
import { checkOrderId, closeFineOrder, confirmFineOrder } from '../ils/fineOrders.js';
import { handOverGift, setGiftStock } from '../ils/gifts.js';
import { checkItemBarcode } from '../ils/bib.js';
import { returnLoan } from '../ils/loans.js';
import { changeCardAtDesk } from '../ils/readers.js';
import { readJson } from './guard.js';
import { answer as desk } from './stateRoutes.js';

const CARD_STATES: readonly CardState[] = ['valid', 'lost', 'expired', 'cancelled'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function orderIdOf(body: Record<string, unknown>): string {
  const orderid = text(body.orderid);
  if (!orderid) throw new InputError('缺少参数：订单号 orderid');
  return checkOrderId(orderid);
}

export function circulationRoutes(harness: Hono, { db, now }: Deps): void {
  harness.post('/api/fine-orders/confirm', async (c) => {
    const body = await readJson(c);
    return desk(c, () => {
      const { order, already } = confirmFineOrder(db, { orderid: orderIdOf(body) }, now());
      return { data: order, message: already ? '订单此前已支付' : '订单已支付' };
    });
  });

  harness.post('/api/fine-orders/close', async (c) => {
    const body = await readJson(c);
    return desk(c, () => ({ data: closeFineOrder(db, orderIdOf(body), now()), message: '订单已关闭' }));
  });

  harness.post('/api/return', async (c) => {
    const body = await readJson(c);
    return desk(c, () => {
      const barcode = text(body.barcode);
      if (!barcode) throw new InputError('缺少参数：图书条码 barcode');
      return { data: returnLoan(db, checkItemBarcode(barcode), now()), message: '已还书' };
    });
  });

  harness.post('/api/gifts/collect', async (c) => {
    const body = await readJson(c);
    return desk(c, () => {
      const pickupcode = text(body.pickupcode);
      if (!/^\d{10}$/.test(pickupcode)) throw new InputError('领取码应为10位数字');
      return { data: handOverGift(db, 'collect', { pickupcode }, now()), message: '礼品已领取' };
    });
  });

  harness.post('/api/gifts/ship', async (c) => {
    const body = await readJson(c);
    return desk(c, () => {
      const id = body.id;
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw new InputError('兑换记录编号 id 须为正整数');
      return { data: handOverGift(db, 'ship', { id }, now()), message: '礼品已发货' };
    });
  });

  harness.post('/api/gifts/stock', async (c) => {
    const body = await readJson(c);
    return desk(c, () => {
      const { giftid, stock } = body;
      if (typeof giftid !== 'number' || !Number.isInteger(giftid) || giftid < 1)
        throw new InputError('礼品编号 giftid 须为正整数');
      if (typeof stock !== 'number') throw new InputError('库存 stock 须为0到9999的整数');
      return { data: setGiftStock(db, giftid, stock), message: '库存已更新' };
    });
  });

  harness.post('/api/cards/:rdrno', async (c) => {
    const body = await readJson(c);
    return desk(c, () => {
      const { state, unbindWechat } = body;
      if (state !== undefined && !CARD_STATES.includes(state as CardState))
        throw new InputError('证状态 state 只能是 valid、lost、expired 或 cancelled');
      if (unbindWechat !== undefined && typeof unbindWechat !== 'boolean')
        throw new InputError('解除微信绑定 unbindWechat 须为 true 或 false');
      if (state === undefined && unbindWechat === undefined)
        throw new InputError('缺少参数：证状态 state 或解除微信绑定 unbindWechat');
      const change = { state: state as CardState | undefined, unbindWechat: unbindWechat === true };
      return { data: changeCardAtDesk(db, c.req.param('rdrno'), change, now()), message: '读者证已更新' };
    });
  });
}
