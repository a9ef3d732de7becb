/** /v1/elib fines and their payment, with WeChat Pay's confirmation (/__wx/pay/confirm). */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { harnessConfig } from '../../harness/server/infra/config.js';
import { cstDate } from '../../harness/server/infra/util.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite, md5 } from './helpers.js';

const Fines = harnessSuite('fines and payment');

const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);

type Pay = { timestamp: string; nonceStr: string; package: string; signType: string; paySign: string };

/** What the client's pay sheet sends WeChat Pay once the person paid. */
const sheet = (pay: Pay) => ({
  appId: APPID,
  timeStamp: pay.timestamp,
  nonceStr: pay.nonceStr,
  package: pay.package,
  signType: pay.signType,
  paySign: pay.paySign,
});

Fines('listRdrCurFine: unpaid first, then paid, each with its reason', async ({ as }) => {
  const body = await elib(await as('fined'), 'listRdrCurFine', { rdrno: 'SX500001' });
  assert.is(body.status, '0');
  assert.equal(
    body.rows.map((f: { reason: string; reasonname: string; paid: boolean }) => [f.reason, f.reasonname, f.paid]),
    [
      ['damaged', '污损赔偿', false],
      ['overdue', '过期 45 天', false],
      ['lost', '丢失赔偿', false],
      ['overdue', '过期 40 天', true],
    ],
  );
  assert.equal(Object.keys(body.rows[0]).sort(), [
    'amount',
    'barcode',
    'createdate',
    'fineid',
    'paid',
    'paiddate',
    'reason',
    'reasonname',
    'title',
  ]);
  assert.ok(body.rows.every((f: { title: string; barcode: string }) => f.title && f.barcode));
  assert.is(body.rows[1].amount, 450, '45 days at 10 fen');
  assert.is(body.rows[0].paiddate, null);
  assert.ok(body.rows[3].paiddate);
  const unpaid = body.rows
    .filter((f: { paid: boolean }) => !f.paid)
    .reduce((n: number, f: { amount: number }) => n + f.amount, 0);
  const extend = await elib(await as('fined'), 'getReaderExtendInfo', { rdrno: 'SX500001' });
  assert.is(extend.rows[0].fine, unpaid, 'the reader standing agrees');
});

Fines('createFineOrder: the server sums the unpaid fines and signs chooseWXPay like WeChat Pay', async ({ as }) => {
  const client = await as('fined');
  const extend = await elib(client, 'getReaderExtendInfo', { rdrno: 'SX500001' });
  const body = await elib(client, 'createFineOrder', { rdrno: 'SX500001', amount: '1' });
  assert.is(body.status, '0', body.message);
  const order = body.rows[0];
  assert.is(order.amount, extend.rows[0].fine, "the amount is always the server's");
  assert.is(order.fineids.length, 3);
  assert.is(order.state, 'created');
  assert.is(order.paytime, null);
  const { pay } = order;
  assert.match(pay.package, /^prepay_id=wx\w+$/);
  assert.is(pay.signType, 'MD5');
  const signed = `appId=${APPID}&nonceStr=${pay.nonceStr}&package=${pay.package}&signType=MD5&timeStamp=${pay.timestamp}&key=${harnessConfig.wechatPay.merchantKey}`;
  assert.is(pay.paySign, md5(signed).toUpperCase());
  const again = await elib(client, 'createFineOrder', { rdrno: 'SX500001' });
  assert.is(again.rows[0].orderid, order.orderid, 'the open order is reused');
});

Fines('nothing to pay is refused and changes nothing', async ({ as, server }) => {
  const family = await as('multicard');
  const before = checksum(server.db);
  const body = await elib(family, 'createFineOrder', { rdrno: 'SX200001' });
  assert.equal([body.status, body.message], ['1', '没有需要缴纳的罚款']);
  assert.is(checksum(server.db), before);
});

Fines('two confirmations of one payment at once: the fines are paid once', async ({ as, server, client }) => {
  const fined = await as('fined');
  const order = (await elib(fined, 'createFineOrder', { rdrno: 'SX500001' })).rows[0];
  const bad = await client.post('/__wx/pay/confirm', { ...sheet(order.pay), paySign: 'A'.repeat(32) });
  assert.equal(bad, { errcode: 40004, errmsg: '支付验证签名失败' });
  const before = checksum(server.db);
  const unknown = await client.post('/__wx/pay/confirm', sheet({ ...order.pay, package: 'prepay_id=wx1' }));
  assert.is(unknown.errcode, 40004, 'another prepay_id breaks the signature');
  assert.is(checksum(server.db), before);

  const answers = await Promise.all([1, 2].map(() => client.post('/__wx/pay/confirm', sheet(order.pay))));
  assert.ok(answers.every((a) => a.errcode === 0 && a.orderid === order.orderid));
  const paid = server.db
    .prepare(`SELECT COUNT(*) FROM fines WHERE paid = 1 AND orderid = ? AND paiddate = ?`)
    .pluck()
    .get(order.orderid, cstDate(Date.now()));
  assert.is(paid, 3);
  const receipt = await elib(fined, 'getFineOrder', { rdrno: 'SX500001', orderid: order.orderid });
  assert.equal([receipt.rows[0].state, receipt.rows[0].amount], ['paid', order.amount]);
  assert.match(receipt.rows[0].paytime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.is((await elib(fined, 'getReaderExtendInfo', { rdrno: 'SX500001' })).rows[0].fine, 0);
  const none = await elib(fined, 'createFineOrder', { rdrno: 'SX500001' });
  assert.is(none.message, '没有需要缴纳的罚款');
});

Fines('a closed order cannot be paid; a new fine replaces the open order', async ({ as, server, client }) => {
  const reader = await as('reader');
  const first = (await elib(reader, 'createFineOrder', { rdrno: 'SX100001' })).rows[0];
  const closed = await client.post('/__harness/api/fine-orders/close', { orderid: first.orderid });
  assert.equal([closed.code, closed.data.state], [1, 'closed']);
  const before = checksum(server.db);
  const refused = await client.post('/__wx/pay/confirm', sheet(first.pay));
  assert.equal(refused, { errcode: 40005, errmsg: '订单已关闭，请重新发起缴费' });
  const desk = await client.post('/__harness/api/fine-orders/confirm', { orderid: first.orderid });
  assert.equal([desk.code, desk.message], [0, '订单已关闭，请重新发起缴费']);
  assert.is(checksum(server.db), before);

  const second = (await elib(reader, 'createFineOrder', { rdrno: 'SX100001' })).rows[0];
  assert.is.not(second.orderid, first.orderid, 'a closed order is not reused');
  const barcode = server.db
    .prepare("SELECT barcode FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL ORDER BY returndate")
    .pluck()
    .get() as string;
  assert.is((await client.post('/__harness/api/return', { barcode })).data.fine, 50);
  const third = (await elib(reader, 'createFineOrder', { rdrno: 'SX100001' })).rows[0];
  assert.is.not(third.orderid, second.orderid);
  assert.is(third.amount, second.amount + 50);
  const replaced = await elib(reader, 'getFineOrder', { rdrno: 'SX100001', orderid: second.orderid });
  assert.is(replaced.rows[0].state, 'closed');
  const confirmed = await client.post('/__harness/api/fine-orders/confirm', { orderid: third.orderid });
  assert.equal([confirmed.code, confirmed.message, confirmed.data.state], [1, '订单已支付', 'paid']);
  const twice = await client.post('/__harness/api/fine-orders/confirm', { orderid: third.orderid });
  assert.equal([twice.code, twice.message], [1, '订单此前已支付']);
});

Fines("getFineOrder: another card's order is not found, another card is 403", async ({ as, server }) => {
  const orderid = server.db.prepare("SELECT orderid FROM fine_orders WHERE rdrno = 'SX500001'").pluck().get() as string;
  const reader = await as('reader');
  const before = checksum(server.db);
  const own = await elib(reader, 'getFineOrder', { rdrno: 'SX100001', orderid });
  assert.equal([own.status, own.message], ['1', '订单不存在']);
  const foreign = await elib(reader, 'getFineOrder', { rdrno: 'SX500001', orderid });
  assert.is(foreign.status, '403');
  const bad = await elib(reader, 'getFineOrder', { rdrno: 'SX100001', orderid: 'FO-1' });
  assert.is(bad.message, '订单号格式错误');
  assert.is(checksum(server.db), before);
});

Fines.run();
