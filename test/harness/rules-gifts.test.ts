/** The points mall's rules (ils/rules/gifts.ts) and the points rules (ils/rules/points.ts), as pure functions. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  cancelRedemptionRefusal,
  handOverRefusal,
  type EarnFacts,
  earnRefusal,
  type GiftFacts,
  type PointsPolicy,
  type RedeemerFacts,
  redeemRefusal,
} from '../../harness/server/ils/rules/index.js';

const Gifts = suite('rules: gifts and points');

const gift = (changes: Partial<GiftFacts> = {}): GiftFacts => ({
  points: 300,
  stock: 5,
  startdate: '2026-11-01',
  enddate: '2026-12-31',
  perReader: 2,
  delivery: 'both',
  withdrawn: false,
  ...changes,
});
const redeemer = (changes: Partial<RedeemerFacts> = {}): RedeemerFacts => ({
  cardState: 'valid',
  balance: 500,
  redeemed: 0,
  today: '2026-11-24',
  choice: { delivery: 'pickup', addressOk: false },
  ...changes,
});

Gifts('a gift may be redeemed on offer, in stock, under the limit, with the points', () => {
  assert.is(redeemRefusal(redeemer(), gift()), '');
  assert.is(redeemRefusal(redeemer({ balance: 300 }), gift()), '', 'exactly enough');
  assert.is(redeemRefusal(redeemer({ redeemed: 1 }), gift()), '');
  assert.is(redeemRefusal(redeemer({ today: '2026-11-01' }), gift()), '', 'the first day');
  assert.is(redeemRefusal(redeemer({ today: '2026-12-31' }), gift()), '', 'the last day');
  assert.is(redeemRefusal(redeemer(), gift({ stock: 1 })), '', 'the last one');
});

Gifts('each refusal has its reason, the card first', () => {
  assert.is(
    redeemRefusal(redeemer({ cardState: 'lost', balance: 0 }), gift({ stock: 0 })),
    '读者证已挂失，请先到馆办理',
  );
  assert.is(redeemRefusal(redeemer({ cardState: 'expired' }), gift()), '读者证已过期，请先办理延期');
  assert.is(redeemRefusal(redeemer(), gift({ withdrawn: true })), '该礼品已下架');
  assert.is(redeemRefusal(redeemer({ today: '2026-10-31' }), gift()), '该礼品将于 2026-11-01 开始兑换');
  assert.is(redeemRefusal(redeemer({ today: '2027-01-01' }), gift()), '该礼品已过兑换期');
  assert.is(redeemRefusal(redeemer({ balance: 0 }), gift({ stock: 0 })), '该礼品已兑完');
  assert.is(redeemRefusal(redeemer({ redeemed: 2 }), gift()), '每位读者限兑2件，您已兑换2件');
  assert.is(redeemRefusal(redeemer({ balance: 120 }), gift()), '积分不足，还差180分');
});

Gifts('the way of receiving it must be one the gift allows, with an address when posted', () => {
  const post = (addressOk: boolean) => ({ delivery: 'post' as const, addressOk });
  const pickup = { delivery: 'pickup' as const, addressOk: false };
  assert.is(redeemRefusal(redeemer({ choice: post(true) }), gift()), '');
  assert.is(redeemRefusal(redeemer({ choice: post(true) }), gift({ delivery: 'post' })), '');
  assert.is(redeemRefusal(redeemer({ choice: pickup }), gift({ delivery: 'pickup' })), '');
  assert.is(redeemRefusal(redeemer({ choice: post(false) }), gift()), '请选择收货地址');
  assert.is(redeemRefusal(redeemer({ choice: post(true) }), gift({ delivery: 'pickup' })), '该礼品只能到馆领取');
  assert.is(redeemRefusal(redeemer({ choice: pickup }), gift({ delivery: 'post' })), '该礼品只能邮寄，请选择收货地址');
});

Gifts('a redemption can be cancelled until it is collected or shipped', () => {
  assert.is(cancelRedemptionRefusal('ready'), '');
  assert.is(cancelRedemptionRefusal('pending'), '');
  assert.is(cancelRedemptionRefusal('collected'), '礼品已领取，不能取消');
  assert.is(cancelRedemptionRefusal('shipped'), '礼品已发货，不能取消');
  assert.is(cancelRedemptionRefusal('cancelled'), '该兑换已取消');
});

Gifts('the desk collects only a gift 待领取 and sends only one 待发货', () => {
  assert.is(handOverRefusal('ready', 'collect'), '');
  assert.is(handOverRefusal('collected', 'collect'), '该礼品已领取');
  assert.is(handOverRefusal('pending', 'collect'), '该礼品为邮寄，不能到馆领取');
  assert.is(handOverRefusal('shipped', 'collect'), '该礼品为邮寄，不能到馆领取');
  assert.is(handOverRefusal('cancelled', 'collect'), '该兑换已取消');
  assert.is(handOverRefusal('pending', 'ship'), '');
  assert.is(handOverRefusal('shipped', 'ship'), '该礼品已发货');
  assert.is(handOverRefusal('ready', 'ship'), '该礼品为到馆领取，不能邮寄');
  assert.is(handOverRefusal('collected', 'ship'), '该礼品为到馆领取，不能邮寄');
  assert.is(handOverRefusal('cancelled', 'ship'), '该兑换已取消');
});

const points: PointsPolicy = { earn: { bind: 50, ontime: 2, comment: 5, aloud: 20, photo: 10 }, commentsPerDay: 3 };
const earn = (changes: Partial<EarnFacts> = {}): EarnFacts => ({
  reason: 'comment',
  cardState: 'valid',
  happened: true,
  rewarded: false,
  earnedToday: 0,
  ...changes,
});

Gifts('points are earned once for something that happened, comments under a daily cap', () => {
  assert.is(earnRefusal(earn(), points), '');
  assert.is(earnRefusal(earn({ earnedToday: 2 }), points), '');
  assert.is(earnRefusal(earn({ earnedToday: 3 }), points), '每天最多3条书评获得积分，明天再来吧');
  assert.is(earnRefusal(earn({ reason: 'ontime', earnedToday: 30 }), points), '', 'no cap on returns');
  assert.is(earnRefusal(earn({ happened: false }), points), '没有找到可以获得积分的记录');
  assert.is(earnRefusal(earn({ rewarded: true }), points), '该项积分已经发放过了');
  assert.is(earnRefusal(earn({ cardState: 'cancelled', rewarded: true }), points), '读者证已注销');
});

Gifts.run();
