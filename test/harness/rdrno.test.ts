import * as assert from 'uvu/assert';
import { APPID, type Client, OPENID, harnessSuite } from './helpers.js';

const Rdrno = harnessSuite('rdrno');

const list = async (client: Client) =>
  (await client.get('/api/v1/rdrno/list', { openid: client.openid, authorizer_appid: APPID })).data;

Rdrno('the seeded personas have their cards, without passwords', async ({ as }) => {
  const reader = await list(await as('reader'));
  assert.is(reader.total, 1);
  assert.equal(reader.rows[0], {
    id: reader.rows[0].id,
    openid: OPENID.reader,
    rdrno: 'SX100001',
    libcode: 'SXLIB',
    remark: '本人',
    select: 1,
  });
  const multi = await list(await as('multicard'));
  assert.equal(
    multi.rows.map((r: { rdrno: string; select: number }) => [r.rdrno, r.select]),
    [
      ['SX200001', 0],
      ['SX200002', 1],
      ['SX200003', 0],
    ],
  );
  assert.equal(await list(await as('newcomer')), { rows: [], total: 0 });
});

Rdrno(
  'save needs the password checked first; save again updates it; the password is kept hashed',
  async ({ as, server }) => {
    const newcomer = await as('newcomer');
    const body = {
      openid: OPENID.newcomer,
      rdrno: 'DEMO0001',
      libcode: 'SXLIB',
      remark: '',
      authorizer_appid: APPID,
      password: '123456',
    };
    const unchecked = await newcomer.post('/api/v1/rdrno/save', body);
    assert.is(unchecked.code, 403);
    const checked = await newcomer.get('/api/v1/elib/checkReader', {
      rdrno: 'DEMO0001',
      password: '123456',
      openid: OPENID.newcomer,
    });
    assert.is(checked.status, '0');
    const saved = await newcomer.post('/api/v1/rdrno/save', body);
    assert.is(saved.code, 1);
    assert.is(saved.data.rdrno, 'DEMO0001');
    assert.is(saved.data.select, 1);
    assert.is(saved.data.password, undefined);
    const wrong = await newcomer.post('/api/v1/rdrno/save', { ...body, password: '654321' });
    assert.equal(wrong, { code: 0, message: '读者证密码错误，还可尝试4次', data: null });
    const updated = await newcomer.post('/api/v1/rdrno/save', { ...body, password: '', remark: '同步elibrary读者' });
    assert.is(updated.code, 1);
    const rows = (await list(newcomer)).rows;
    assert.is(rows.length, 1);
    assert.is(rows[0].remark, '同步elibrary读者');
    const stored = server.db
      .prepare("SELECT password_hash FROM rdrno_bindings WHERE rdrno = 'DEMO0001'")
      .pluck()
      .get() as string;
    assert.match(stored, /^scrypt\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    assert.not.match(stored, /123456/);
  },
);

Rdrno('select moves the flag; a card of another reader is refused', async ({ as }) => {
  const multicard = await as('multicard');
  const selected = await multicard.post('/api/v1/rdrno/select', {
    rdrno: 'SX200001',
    openid: OPENID.multicard,
    authorizer_appid: APPID,
  });
  assert.is(selected.code, 1);
  const rows = (await list(multicard)).rows;
  assert.equal(
    rows.map((r: { select: number }) => r.select),
    [1, 0, 0],
  );
  const other = await multicard.post('/api/v1/rdrno/select', {
    rdrno: 'SX100001',
    openid: OPENID.multicard,
    authorizer_appid: APPID,
  });
  assert.equal(other, { code: 403, message: '无权访问该读者证，请先验证密码绑定', data: null });
});

Rdrno('del removes the binding (the openid may be left out) and keeps one card selected', async ({ as }) => {
  const multicard = await as('multicard');
  const removed = await multicard.post('/api/v1/rdrno/del', { rdrno: 'SX200001' });
  assert.is(removed.code, 1);
  const rows = (await list(multicard)).rows;
  assert.equal(
    rows.map((r: { rdrno: string; select: number }) => [r.rdrno, r.select]),
    [
      ['SX200002', 1],
      ['SX200003', 0],
    ],
  );
  // Still the reader's in the library system (bound to their WeChat there): not saved any more.
  const again = await multicard.post('/api/v1/rdrno/del', { rdrno: 'SX200001', openid: OPENID.multicard });
  assert.equal(again, { code: 0, message: '未绑定该读者证', data: null });
});

Rdrno('invalid input is refused with a message and changes nothing', async ({ as }) => {
  const reader = await as('reader');
  const before = await list(reader);
  const cases = [
    { openid: OPENID.reader, rdrno: 'X', authorizer_appid: APPID },
    { openid: OPENID.reader, rdrno: 'bad card!', authorizer_appid: APPID, password: '1' },
    { openid: '', rdrno: 'SX100001', authorizer_appid: APPID, password: '123456' },
    { openid: OPENID.reader, rdrno: 'SX100001', authorizer_appid: 'wxnope', password: '123456' },
    { openid: OPENID.reader, rdrno: 'SX100001', authorizer_appid: APPID, password: '123456', libcode: 'NOPE' },
  ];
  for (const body of cases) {
    const response = await reader.post('/api/v1/rdrno/save', body);
    assert.ok(response.code !== 1, JSON.stringify(body));
    assert.ok(/[\u4e00-\u9fff]/.test(response.message), response.message);
  }
  assert.equal(await list(reader), before);
});

Rdrno.run();
