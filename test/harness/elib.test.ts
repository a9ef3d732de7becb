import * as assert from 'uvu/assert';
import { APPID, type Client, OPENID, harnessSuite } from './helpers.js';
import type { ElibName } from '../../src/api/contract/endpoints.js';

const Elib = harnessSuite('elib');

const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);

Elib('checkReader returns the reader for the right password, without password or full ID', async ({ as }) => {
  const body = await elib(await as('newcomer'), 'checkReader', { rdrno: 'DEMO0001', password: '123456' });
  assert.is(body.status, '0');
  assert.is(body.rows.length, 1);
  const reader = body.rows[0];
  assert.is(reader.rdrno, 'DEMO0001');
  assert.is(reader.rdrtypename, '普通读者');
  assert.is(reader.state, 'valid');
  assert.is(reader.statename, '有效');
  assert.is(reader.password, undefined);
  assert.match(reader.idcard, /^\d{6}\*{8}\d{3}[\dX]$/);
  assert.match(reader.enddate, /^\d{4}-\d{2}-\d{2}$/);
});

Elib('checkReader explains every refusal', async ({ as }) => {
  const client = await as('newcomer');
  const cases: [Record<string, string>, string][] = [
    [{ rdrno: 'NOSUCH01', password: '123456' }, '读者证号不存在，还可尝试9次'],
    [{ rdrno: 'DEMO0001', password: '000000' }, '读者证密码错误，还可尝试4次'],
    [{ rdrno: 'SX300001', password: '123456' }, '读者证已挂失，请先到馆办理'],
    [{ rdrno: 'SX400001', password: '123456' }, '读者证已过期，请先办理延期'],
    [{ rdrno: 'SX900001', password: '123456' }, '读者证已注销'],
  ];
  for (const [params, message] of cases) {
    const body = await elib(client, 'checkReader', params);
    assert.is.not(body.status, '0', message);
    assert.is(body.message, message);
  }
});

Elib(
  'checkReader with an openid refuses a card bound to another WeChat user, and writes nothing',
  async ({ as, server }) => {
    const client = await as('newcomer');
    const snapshot = () => ({
      readers: server.db.prepare('SELECT rdrno, openid FROM readers ORDER BY rdrno').all(),
      bindings: server.db.prepare('SELECT openid, rdrno, selected FROM rdrno_bindings ORDER BY id').all(),
    });
    const before = snapshot();
    const taken = await elib(client, 'checkReader', { rdrno: 'SX100001', password: '123456', openid: OPENID.newcomer });
    assert.is(taken.status, '1');
    assert.is(taken.message, '该读者证已绑定其他微信，请先解绑');
    assert.equal(snapshot(), before);

    // Ownership is checked after the password (a wrong password says nothing about the binding) ...
    const wrong = await elib(client, 'checkReader', { rdrno: 'SX100001', password: '000000', openid: OPENID.newcomer });
    assert.match(wrong.message, /^读者证密码错误，还可尝试\d次$/);
    // ... and before the card's state.
    const lost = await elib(client, 'checkReader', { rdrno: 'SX300001', password: '123456', openid: OPENID.newcomer });
    assert.is(lost.message, '该读者证已绑定其他微信，请先解绑');

    const own = await elib(await as('reader'), 'checkReader', {
      rdrno: 'SX100001',
      password: '123456',
      openid: OPENID.reader,
    });
    assert.is(own.status, '0');
    const unbound = await elib(client, 'checkReader', {
      rdrno: 'DEMO0001',
      password: '123456',
      openid: OPENID.newcomer,
    });
    assert.is(unbound.status, '0');
    const other = await elib(client, 'checkReader', { rdrno: 'DEMO0001', password: '123456', openid: 'bad id' });
    assert.is(other.message, '无权访问其他微信用户的信息');
  },
);

Elib(
  'a method the registry does not list for a call: HTTP 405, Allow, a Chinese message, nothing run',
  async ({ as }) => {
    const client = await as('newcomer');
    const json = { 'content-type': 'application/json' };
    const cases: [string, string, string | undefined, string][] = [
      // checkReader is a GET call (SPEC §7): its POST form counts no password attempt.
      ['POST', '/api/v1/elib/checkReader', JSON.stringify({ rdrno: 'DEMO0001', password: '000000' }), 'GET'],
      ['GET', '/api/v1/elib/addReader?openid=x', undefined, 'POST'],
    ];
    for (const [method, path, body, allow] of cases) {
      const response = await client.raw(path, { method, headers: body ? json : {}, body });
      assert.is(response.status, 405, `${method} ${path}`);
      assert.is(response.headers.get('allow'), allow);
      const answer = await response.json();
      assert.is(answer.status, '405');
      assert.is(answer.message, '请求方法不支持');
    }
    // The refused POST above was no wrong guess: the right password still passes with no count.
    const right = await elib(client, 'checkReader', { rdrno: 'DEMO0001', password: '123456' });
    assert.is(right.status, '0');
    const wrong = await elib(client, 'checkReader', { rdrno: 'DEMO0001', password: '000000' });
    assert.is(wrong.message, '读者证密码错误，还可尝试4次');
  },
);

Elib('extended info counts loans, reservations, fines and points', async ({ as, server }) => {
  const body = await elib(await as('reader'), 'getReaderExtendInfo', { rdrno: 'SX100001' });
  const { overduecount, nextreturndate, readycount, ...counts } = body.rows[0];
  assert.equal(counts, {
    rdrno: 'SX100001',
    loancount: 6,
    loanlimit: 10,
    reservecount: 2,
    fine: 150,
    points: 320,
    deposit: 10000,
  });
  // What home's notices read: one loan overdue, so the earliest due date has passed.
  assert.is(overduecount, 1);
  assert.ok(nextreturndate < new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10), nextreturndate);
  assert.is(readycount, 1, 'one reservation ready to collect');
  const fined = await elib(await as('fined'), 'getReaderExtendInfo', { rdrno: 'SX500001' });
  // Overdue 45 days (¥4.50), a damaged copy (¥15.00) and a lost one (the book's price).
  const lostPrice = server.db
    .prepare(
      "SELECT b.price FROM fines f JOIN holdings h ON h.barcode = f.barcode JOIN books b ON b.bookrecno = h.bookrecno WHERE f.reason = 'lost'",
    )
    .pluck()
    .get() as number;
  assert.is(fined.rows[0].fine, 450 + 1500 + lostPrice);
  assert.is(fined.rows[0].loancount, 2);
});

Elib('persona loans are on real holdings marked 借出', async ({ server }) => {
  const rows = server.db
    .prepare(
      'SELECT h.state, b.title FROM loans l JOIN holdings h ON h.barcode = l.barcode JOIN books b ON b.bookrecno = l.bookrecno WHERE l.rdrno = ? AND l.returned_at IS NULL',
    )
    .all('SX100001') as { state: number; title: string }[];
  assert.is(rows.length, 6);
  for (const row of rows) assert.is(row.state, 2);
});

Elib("getReaderByOpenid follows bindOpenid; binding replaces the openid's previous card", async ({ as }) => {
  const client = await as('newcomer');
  const none = await elib(client, 'getReaderByOpenid', { openid: OPENID.newcomer });
  assert.is(none.status, '0');
  assert.equal(none.rows, []);
  const multi = await elib(await as('multicard'), 'getReaderByOpenid', { openid: OPENID.multicard });
  assert.is(multi.rows[0].rdrno, 'SX200001');

  // Each card's password is verified in this session first.
  for (const rdrno of ['DEMO0001', 'DEMO0002'])
    assert.is((await elib(client, 'checkReader', { rdrno, password: '123456' })).status, '0');
  assert.is((await elib(client, 'bindOpenid', { rdrno: 'DEMO0001', openid: OPENID.newcomer })).status, '0');
  assert.is((await elib(client, 'getReaderByOpenid', { openid: OPENID.newcomer })).rows[0].rdrno, 'DEMO0001');
  assert.is((await elib(client, 'bindOpenid', { rdrno: 'DEMO0002', openid: OPENID.newcomer })).status, '0');
  assert.is((await elib(client, 'getReaderByOpenid', { openid: OPENID.newcomer })).rows[0].rdrno, 'DEMO0002');
  const base = await elib(client, 'getReaderBaseInfo', { rdrno: 'DEMO0001' });
  assert.is(base.status, '0');

  // Another reader's card: not even named without its password.
  const taken = await elib(client, 'bindOpenid', { rdrno: 'SX100001', openid: OPENID.newcomer });
  assert.is(taken.status, '403');

  assert.is((await elib(client, 'unbindOpenid', { rdrno: 'DEMO0002', openid: OPENID.newcomer })).status, '0');
  assert.equal((await elib(client, 'getReaderByOpenid', { openid: OPENID.newcomer })).rows, []);
  // Someone else's unbind is refused and leaves the owner's binding alone.
  const theirs = await elib(client, 'unbindOpenid', { rdrno: 'SX100001', openid: OPENID.newcomer });
  assert.is(theirs.status, '403');
  const owner = await as('reader');
  assert.is((await elib(owner, 'getReaderByOpenid', { openid: OPENID.reader })).rows[0].rdrno, 'SX100001');
});

Elib('dictionaries: reader types, libraries, locations with their library', async ({ client }) => {
  const types = await elib(client, 'getDictionary', { key: 'rdrtype' });
  assert.equal(
    types.rows.map((r: { name: string }) => r.name),
    ['普通读者', '学生读者', '少儿读者', 'VIP读者'],
  );
  const libs = await elib(client, 'getDictionary', { key: 'libcode' });
  assert.equal(
    libs.rows.map((r: { code: string }) => r.code),
    ['SXLIB', 'SXLIB-CN', 'SXLIB-HX', 'SXLIB-ET'],
  );
  assert.is(libs.rows[0].name, '书香市图书馆');
  const locations = await elib(client, 'getDictionary', { key: 'location' });
  assert.ok(locations.rows.length >= 8);
  for (const row of locations.rows)
    assert.ok(['SXLIB', 'SXLIB-CN', 'SXLIB-HX', 'SXLIB-ET'].includes(row.libcode), row.code);
  const bad = await elib(client, 'getDictionary', { key: 'users' });
  assert.is(bad.status, '1');
});

Elib('the service list is sorted by sortnum, descending, and filtered by status', async ({ client }) => {
  const all = await client.get('/api/v1/service/list', { authorizer_appid: APPID, libcode: 'SXLIB' });
  const sortnums = all.data.rows.map((r: { sortnum: number }) => r.sortnum);
  assert.equal(
    sortnums,
    [...sortnums].sort((a: number, b: number) => b - a),
  );
  assert.is(new Set(sortnums).size, sortnums.length);
  assert.ok(all.data.rows.length >= 16);
  assert.is(all.data.rows[0].name, '图书检索');
  // Icons are pictures on the vendor's side, as its CDN serves them (service-icons.test.ts).
  for (const row of all.data.rows) assert.match(row.icon, /^\/api\/media\/[A-Za-z0-9]+$/);
  const shown = await client.get('/api/v1/service/list', { authorizer_appid: APPID, libcode: 'SXLIB', status: '1' });
  assert.is(shown.data.total, all.data.total - 1);
  assert.ok(shown.data.rows.every((r: { status: number }) => r.status === 1));
});

Elib('visit records need type 1', async ({ client, server }) => {
  const record = { name: '首页', type: '1', url: '/', authorizer_appid: APPID, libcode: 'SXLIB' };
  assert.is((await client.post('/api/v1/hunter/save', record)).code, 1);
  assert.is((await client.post('/api/v1/hunter/save', { ...record, type: '2' })).code, 0);
  const count = server.db.prepare("SELECT COUNT(*) AS n FROM hunter WHERE name = '首页'").get() as { n: number };
  assert.is(count.n, 1);
});

Elib.run();
