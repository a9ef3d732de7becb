import * as assert from 'uvu/assert';
import { APPID, type Client, OPENID, harnessSuite } from './helpers.js';

const Rdrno = harnessSuite('rdrno');

const list = async (client: Client, openid: string) =>
  (await client.get('/api/v1/rdrno/list', { openid, authorizer_appid: APPID })).data;

Rdrno('the seeded personas have their cards', async ({ client }) => {
  const reader = await list(client, OPENID.reader);
  assert.is(reader.total, 1);
  assert.equal(reader.rows[0], {
    id: reader.rows[0].id,
    openid: OPENID.reader,
    rdrno: 'SX100001',
    password: '123456',
    libcode: 'SXLIB',
    remark: '本人',
    select: 1,
  });
  const multi = await list(client, OPENID.multicard);
  assert.equal(
    multi.rows.map((r: { rdrno: string; select: number }) => [r.rdrno, r.select]),
    [
      ['SX200001', 0],
      ['SX200002', 1],
      ['SX200003', 0],
    ],
  );
  assert.equal(await list(client, OPENID.newcomer), { rows: [], total: 0 });
});

Rdrno('save adds a card (selected when it is the first), save again updates it', async ({ client }) => {
  const body = {
    openid: OPENID.newcomer,
    rdrno: 'DEMO0001',
    libcode: 'SXLIB',
    remark: '',
    authorizer_appid: APPID,
    password: '123456',
  };
  const saved = await client.post('/api/v1/rdrno/save', body);
  assert.is(saved.code, 1);
  assert.is(saved.data.rdrno, 'DEMO0001');
  assert.is(saved.data.select, 1);
  const updated = await client.post('/api/v1/rdrno/save', { ...body, password: '654321', remark: '同步elibrary读者' });
  assert.is(updated.code, 1);
  const rows = (await list(client, OPENID.newcomer)).rows;
  assert.is(rows.length, 1);
  assert.is(rows[0].password, '654321');
  assert.is(rows[0].remark, '同步elibrary读者');
});

Rdrno('select moves the flag; an unbound card is 未绑定该读者证', async ({ client }) => {
  const selected = await client.post('/api/v1/rdrno/select', {
    rdrno: 'SX200001',
    openid: OPENID.multicard,
    authorizer_appid: APPID,
  });
  assert.is(selected.code, 1);
  const rows = (await list(client, OPENID.multicard)).rows;
  assert.equal(
    rows.map((r: { select: number }) => r.select),
    [1, 0, 0],
  );
  const unknown = await client.post('/api/v1/rdrno/select', {
    rdrno: 'SX100001',
    openid: OPENID.multicard,
    authorizer_appid: APPID,
  });
  assert.equal(unknown, { code: 0, message: '未绑定该读者证', data: null });
});

Rdrno('del removes the binding and keeps one card selected', async ({ client }) => {
  const removed = await client.post('/api/v1/rdrno/del', { rdrno: 'SX200001', openid: OPENID.multicard });
  assert.is(removed.code, 1);
  const rows = (await list(client, OPENID.multicard)).rows;
  assert.equal(
    rows.map((r: { rdrno: string; select: number }) => [r.rdrno, r.select]),
    [
      ['SX200002', 1],
      ['SX200003', 0],
    ],
  );
  const again = await client.post('/api/v1/rdrno/del', { rdrno: 'SX200001', openid: OPENID.multicard });
  assert.is(again.code, 0);
});

Rdrno('invalid input is refused with a message and changes nothing', async ({ client }) => {
  const before = await list(client, OPENID.reader);
  const cases = [
    { openid: OPENID.reader, rdrno: 'X', authorizer_appid: APPID },
    { openid: OPENID.reader, rdrno: 'bad card!', authorizer_appid: APPID, password: '1' },
    { openid: '', rdrno: 'DEMO0002', authorizer_appid: APPID, password: '1' },
    { openid: OPENID.reader, rdrno: 'DEMO0002', authorizer_appid: 'wxnope', password: '1' },
    { openid: OPENID.reader, rdrno: 'DEMO0002', authorizer_appid: APPID, password: '1', libcode: 'NOPE' },
  ];
  for (const body of cases) {
    const response = await client.post('/api/v1/rdrno/save', body);
    assert.is(response.code, 0, JSON.stringify(body));
    assert.ok(/[\u4e00-\u9fff]/.test(response.message), response.message);
  }
  assert.equal(await list(client, OPENID.reader), before);
});

Rdrno.run();
