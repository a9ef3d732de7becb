/** /v1/elib reservations against the in-process harness: the list, the queue, cancelling, pickup. */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { cstDateOffset } from '../../harness/server/infra/util.js';
import { checksum } from './fuzz/snapshot.js';
import { type Client, harnessSuite } from './helpers.js';

const Reserves = harnessSuite('reservations');

const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);

type Row = {
  reserveid: number;
  state: string;
  queue: number | null;
  pickupdeadline: string | null;
  pickupshelf: string | null;
  pickupcode: string | null;
  title: string;
};
const byState = (rows: Row[], state: string) => rows.find((r) => r.state === state) as Row;

Reserves('listRdrCurReserves: ready first, then queued, then ended (newest first among them)', async ({ as }) => {
  const body = await elib(await as('reader'), 'listRdrCurReserves', { rdrno: 'SX100001' });
  assert.is(body.status, '0');
  assert.equal(
    body.rows.map((r: Row & { statename: string }) => [r.state, r.statename]),
    [
      ['ready', '可取书'],
      ['queued', '排队中'],
      ['cancelled', '已取消'],
      ['expired', '已过期'],
    ],
  );
  assert.equal(Object.keys(body.rows[0]).sort(), [
    'author',
    'bookrecno',
    'libcode',
    'libname',
    'pickupcode',
    'pickupdeadline',
    'pickupshelf',
    'queue',
    'reservedate',
    'reserveid',
    'state',
    'statename',
    'title',
  ]);
  assert.is(byState(body.rows, 'queued').queue, 2, 'another reader is queued ahead');
  assert.is(byState(body.rows, 'ready').pickupdeadline, cstDateOffset(Date.now(), 3));
  assert.is(byState(body.rows, 'ready').queue, null);
  assert.is(byState(body.rows, 'ready').pickupshelf, '1F 总服务台 预约取书架', "the pickup library's hold shelf");
  assert.match(byState(body.rows, 'ready').pickupcode ?? '', /^\d{6}$/);
  for (const state of ['queued', 'cancelled', 'expired']) {
    const row = byState(body.rows, state);
    assert.equal([row.pickupdeadline, row.pickupshelf, row.pickupcode], [null, null, null], state);
  }
  const extend = await elib(await as('reader'), 'getReaderExtendInfo', { rdrno: 'SX100001' });
  assert.is(extend.rows[0].reservecount, 2, 'queued and ready count; expired and cancelled do not');
});

Reserves('cancelReserve: refusals say why and change nothing', async ({ as, server }) => {
  const reader = await as('reader');
  const rows = (await elib(reader, 'listRdrCurReserves', { rdrno: 'SX100001' })).rows as Row[];
  const others = server.db.prepare("SELECT id FROM reservations WHERE rdrno = 'SX200003'").pluck().get() as number;
  const cases: [Record<string, string>, string][] = [
    [{ reserveid: String(byState(rows, 'expired').reserveid) }, '该预约已过期，无需取消'],
    [{ reserveid: String(byState(rows, 'cancelled').reserveid) }, '该预约已取消'],
    [{ reserveid: String(others) }, '预约记录不存在'],
    [{ reserveid: '999999' }, '预约记录不存在'],
    [{ reserveid: 'abc' }, '预约记录编号 reserveid 格式错误'],
    [{ reserveid: '0' }, '预约记录编号 reserveid 格式错误'],
    [{}, '缺少参数：预约记录编号'],
  ];
  for (const [params, message] of cases) {
    const before = checksum(server.db);
    const body = await elib(reader, 'cancelReserve', { rdrno: 'SX100001', ...params });
    assert.equal([body.status, body.message], ['1', message]);
    assert.is(checksum(server.db), before, message);
  }
  const before = checksum(server.db);
  const foreign = await elib(reader, 'cancelReserve', { rdrno: 'SX200003', reserveid: String(others) });
  assert.is(foreign.status, '403');
  assert.is(checksum(server.db), before);
});

Reserves('a copy checked in goes to the first in the queue; cancelling a ready one passes it on', async (ctx) => {
  const { as, server, client } = ctx;
  const reader = await as('reader');
  const family = await as('multicard');
  const queued = byState((await elib(reader, 'listRdrCurReserves', { rdrno: 'SX100001' })).rows, 'queued');
  const barcode = server.db
    .prepare(
      "SELECT barcode FROM loans WHERE rdrno = 'SX200001' AND bookrecno = (SELECT bookrecno FROM reservations WHERE id = ?) AND returned_at IS NULL",
    )
    .pluck()
    .get(queued.reserveid) as string;

  const desk = await client.post('/__harness/api/return', { barcode });
  assert.is(desk.code, 1, desk.message);
  assert.equal([desk.data.fine, desk.data.held], [0, true], 'on time; held for the queue');
  const first = byState((await elib(family, 'listRdrCurReserves', { rdrno: 'SX200003' })).rows, 'ready');
  assert.is(first.pickupdeadline, cstDateOffset(Date.now(), 6), '7 days counting today');
  assert.match(first.pickupcode ?? '', /^\d{6}$/, 'a pickup code drawn when the copy is held');
  assert.is(first.pickupshelf, '1F 总服务台 预约取书架');
  const mine = (await elib(reader, 'listRdrCurReserves', { rdrno: 'SX100001' })).rows as Row[];
  assert.is(mine.find((r) => r.reserveid === queued.reserveid)?.queue, 1, 'now next in line');

  const cancelled = await elib(family, 'cancelReserve', { rdrno: 'SX200003', reserveid: String(first.reserveid) });
  assert.equal([cancelled.status, cancelled.message], ['0', '取消成功']);
  const now = (await elib(reader, 'listRdrCurReserves', { rdrno: 'SX100001' })).rows as Row[];
  const passed = now.find((r) => r.reserveid === queued.reserveid) as Row;
  assert.equal([passed.state, passed.pickupdeadline], ['ready', cstDateOffset(Date.now(), 6)]);
  assert.equal(now[0].reserveid, passed.reserveid, 'the ready one comes first');
  const held = server.db.prepare('SELECT barcode FROM reservations WHERE id = ?').pluck().get(queued.reserveid);
  assert.is(held, barcode);
});

Reserves('cancelReserve: a queued reservation of the card is cancelled once', async ({ as }) => {
  const reader = await as('reader');
  const ready = byState((await elib(reader, 'listRdrCurReserves', { rdrno: 'SX100001' })).rows, 'ready');
  const params = { rdrno: 'SX100001', reserveid: String(ready.reserveid) };
  const [a, b] = await Promise.all([elib(reader, 'cancelReserve', params), elib(reader, 'cancelReserve', params)]);
  assert.equal([a.status, b.status].sort(), ['0', '1']);
  const rows = (await elib(reader, 'listRdrCurReserves', { rdrno: 'SX100001' })).rows as Row[];
  assert.is(rows.find((r) => r.reserveid === ready.reserveid)?.state, 'cancelled');
});

Reserves('a late copy checked in is fined by the rule, and the fine is listed', async ({ as, server, client }) => {
  const barcode = server.db
    .prepare("SELECT barcode FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL AND returndate = ?")
    .pluck()
    .get(cstDateOffset(Date.now(), -5)) as string;
  const desk = await client.post('/__harness/api/return', { barcode });
  assert.equal([desk.code, desk.data.fine], [1, 50]);
  const fines = await elib(await as('reader'), 'listRdrCurFine', { rdrno: 'SX100001' });
  const fine = fines.rows.find((f: { fineid: number }) => f.fineid === desk.data.fineid);
  assert.equal([fine.reasonname, fine.amount, fine.barcode, fine.paid], ['过期 5 天', 50, barcode, false]);
  const again = await client.post('/__harness/api/return', { barcode });
  assert.equal([again.code, again.message], [0, '该书没有在借记录']);
});

Reserves.run();
