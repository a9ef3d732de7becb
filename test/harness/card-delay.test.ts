/** 延期 of an expired card (rules/cardServices.ts delayRefusal): within the grace, fines within the limit. */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { addYears } from '../../harness/server/ils/cardServices.js';
import { cstDate, cstDateOffset } from '../../harness/server/infra/util.js';
import { checksum } from './fuzz/snapshot.js';
import { type Client, harnessSuite } from './helpers.js';

const Delay = harnessSuite('card delay');

const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);

Delay(
  'an expired card is extended from today; it is valid again and a second 延期 is refused',
  async ({ as, server }) => {
    const expired = await as('expired');
    const base = await elib(expired, 'getReaderBaseInfo', { rdrno: 'SX400001' });
    assert.is(base.rows[0].state, 'expired');
    const done = await elib(expired, 'delayCard', { rdrno: 'SX400001' });
    assert.is(done.status, '0', done.message);
    assert.is(done.message, '延期成功');
    const next = addYears(cstDate(Date.now()), 1);
    assert.equal([done.rows[0].state, done.rows[0].statename, done.rows[0].enddate], ['valid', '有效', next]);
    const before = checksum(server.db);
    const again = await elib(expired, 'delayCard', { rdrno: 'SX400001' });
    assert.is(again.message, `读者证有效期至${next}，到期前30天内方可延期`);
    assert.is(checksum(server.db), before, 'a refusal changes nothing');
    // The card works again: its QR code is issued.
    assert.is((await elib(expired, 'getReaderQrcode', { rdrno: 'SX400001' })).status, '0');
  },
);

Delay('expired too long, or owing over the limit: refused with the next step, unchanged', async ({ as, server }) => {
  server.db.prepare("UPDATE readers SET enddate = ? WHERE rdrno = 'SX500001'").run(cstDateOffset(Date.now(), -10));
  const fined = await as('fined');
  let before = checksum(server.db);
  const owing = await elib(fined, 'delayCard', { rdrno: 'SX500001' });
  assert.is(owing.message, '未缴罚款超过限额，请先在财经记录中缴纳罚款，再办理延期');
  assert.is(checksum(server.db), before);
  server.db.prepare("UPDATE readers SET enddate = ? WHERE rdrno = 'SX500001'").run(cstDateOffset(Date.now(), -181));
  before = checksum(server.db);
  const late = await elib(fined, 'delayCard', { rdrno: 'SX500001' });
  assert.is(late.message, '读者证已过期超过180天，不能在线延期，请携带身份证到馆办理');
  assert.is(checksum(server.db), before);
});

Delay('two 延期 at once on an expired card: one extends it, the other is refused', async ({ as, server }) => {
  server.db
    .prepare("UPDATE readers SET enddate = ?, state = 'valid' WHERE rdrno = 'SX200001'")
    .run(cstDateOffset(Date.now(), -3));
  const multicard = await as('multicard');
  const [a, b] = await Promise.all([
    elib(multicard, 'delayCard', { rdrno: 'SX200001' }),
    elib(multicard, 'delayCard', { rdrno: 'SX200001' }),
  ]);
  const messages = [a.message, b.message].sort();
  assert.is(messages[0], '延期成功');
  assert.match(messages[1], /^读者证有效期至\d{4}-\d\d-\d\d，到期前30天内方可延期$|^读者证状态已变化/);
  const enddate = server.db.prepare("SELECT enddate FROM readers WHERE rdrno = 'SX200001'").pluck().get();
  assert.is(enddate, addYears(cstDate(Date.now()), 1), 'extended once');
});

Delay.run();
