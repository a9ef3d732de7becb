/**
 * Who may call what (docs/API.md): the attacks the vendor API used to allow, each refused and
 * changing nothing; sessions proven by WeChat.
 */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, OPENID, harnessSuite, rawRequest } from './helpers.js';

const Own = harnessSuite('ownership');

const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);

Own("another reader's data, cards and binding: each refused with 403, nothing changed", async ({ as, server }) => {
  const attacker = await as('newcomer');
  const before = checksum(server.db);
  const attempts: [string, Promise<Record<string, any>>][] = [
    ['base info', elib(attacker, 'getReaderBaseInfo', { rdrno: 'SX500001' })],
    ['extended info', elib(attacker, 'getReaderExtendInfo', { rdrno: 'SX500001' })],
    ['reader by openid', elib(attacker, 'getReaderByOpenid', { openid: OPENID.fined })],
    ['saved cards', attacker.get('/api/v1/rdrno/list', { openid: OPENID.multicard, authorizer_appid: APPID })],
    ['bind an unbound card', elib(attacker, 'bindOpenid', { rdrno: 'DEMO0001', openid: OPENID.newcomer })],
    ['bind to someone else', elib(attacker, 'bindOpenid', { rdrno: 'DEMO0001', openid: OPENID.reader })],
    ['unbind', elib(attacker, 'unbindOpenid', { rdrno: 'SX100001', openid: OPENID.reader })],
    ['delete', attacker.post('/api/v1/rdrno/del', { rdrno: 'SX200002', openid: OPENID.multicard })],
    ['delete, openid left out', attacker.post('/api/v1/rdrno/del', { rdrno: 'SX200002' })],
    [
      'select',
      attacker.post('/api/v1/rdrno/select', { rdrno: 'SX100001', openid: OPENID.reader, authorizer_appid: APPID }),
    ],
    [
      'replace',
      attacker.post('/api/v1/rdrno/save', {
        openid: OPENID.reader,
        rdrno: 'SX100001',
        libcode: 'SXLIB',
        remark: '',
        authorizer_appid: APPID,
        password: '123456',
      }),
    ],
  ];
  for (const [what, pending] of attempts) {
    const body = await pending;
    const refused = body.code === 403 || body.status === '403';
    assert.ok(refused, `${what}: ${JSON.stringify(body)}`);
    assert.match(String(body.message), /[\u4e00-\u9fff]/, what);
  }
  assert.is(checksum(server.db), before);
  const raw = await attacker.raw(`/api/v1/elib/getReaderBaseInfo?rdrno=SX500001`);
  assert.is(raw.status, 403);
});

Own('a session that proved no WeChat identity names no openid and no card', async ({ client }) => {
  const list = await client.get('/api/v1/rdrno/list', { openid: OPENID.reader, authorizer_appid: APPID });
  assert.equal(list, { code: 403, message: '请先完成微信授权', data: null });
  const check = await elib(client, 'checkReader', { rdrno: 'DEMO0001', password: '123456' });
  assert.is(check.status, '403');
  // Calls that name no one stay open: the service grid, the dictionaries.
  assert.is((await client.get('/api/v1/service/list', { authorizer_appid: APPID, libcode: 'SXLIB' })).code, 1);
  assert.is((await elib(client, 'getDictionary', { key: 'libcode' })).status, '0');
});

Own(
  'a stored identity proves a new session through snsapi_userinfo, not by naming the openid',
  async ({ as, server }) => {
    const reader = await as('reader');
    const accessToken = server.db
      .prepare('SELECT token FROM access_tokens WHERE openid = ? ORDER BY expires_at DESC')
      .pluck()
      .get(OPENID.reader) as string;
    const fresh = new (reader.constructor as typeof Client)(server.url);
    await fresh.login();
    const wrong = await fresh.post('/api/v1/offiaccount/snsapi_userinfo', {
      openid: OPENID.reader,
      access_token: 'NOT-A-TOKEN',
      libcode: 'SXLIB',
      authorizer_appid: APPID,
    });
    assert.is.not(wrong.code, 1);
    assert.is((await fresh.get('/api/v1/rdrno/list', { openid: OPENID.reader, authorizer_appid: APPID })).code, 403);
    const proven = await fresh.post('/api/v1/offiaccount/snsapi_userinfo', {
      openid: OPENID.reader,
      access_token: accessToken,
      libcode: 'SXLIB',
      authorizer_appid: APPID,
    });
    assert.is(proven.code, 1);
    const list = await fresh.get('/api/v1/rdrno/list', { openid: OPENID.reader, authorizer_appid: APPID });
    assert.is(list.data.rows[0].rdrno, 'SX100001');
  },
);

Own('bindOpenid needs the password verified in this session, or saved with the card', async ({ as }) => {
  const newcomer = await as('newcomer');
  // Verified in another session does not count.
  const other = await as('lostcard');
  assert.is((await elib(other, 'checkReader', { rdrno: 'DEMO0002', password: '123456' })).status, '0');
  assert.is((await elib(newcomer, 'bindOpenid', { rdrno: 'DEMO0002', openid: OPENID.newcomer })).status, '403');
  assert.is((await elib(newcomer, 'checkReader', { rdrno: 'DEMO0002', password: '123456' })).status, '0');
  assert.is((await elib(newcomer, 'bindOpenid', { rdrno: 'DEMO0002', openid: OPENID.newcomer })).status, '0');
  assert.is((await elib(newcomer, 'unbindOpenid', { rdrno: 'DEMO0002', openid: OPENID.newcomer })).status, '0');
  // multicard's saved cards were saved with their password: switching needs no password again.
  const multicard = await as('multicard');
  assert.is((await elib(multicard, 'bindOpenid', { rdrno: 'SX200003', openid: OPENID.multicard })).status, '0');
  assert.is((await elib(multicard, 'bindOpenid', { rdrno: 'SX200001', openid: OPENID.multicard })).status, '0');
});

Own('no response carries a password or a full ID number', async ({ as }) => {
  const reader = await as('reader');
  const bodies = [
    await elib(reader, 'getReaderBaseInfo', { rdrno: 'SX100001' }),
    await elib(reader, 'getReaderByOpenid', { openid: OPENID.reader }),
    await elib(reader, 'checkReader', { rdrno: 'SX100001', password: '123456' }),
    await reader.get('/api/v1/rdrno/list', { openid: OPENID.reader, authorizer_appid: APPID }),
  ];
  for (const body of bodies) {
    const text = JSON.stringify(body);
    assert.not.match(text, /password|123456/, text);
    assert.not.match(text, /\d{17}[\dX]/, text);
  }
  assert.match(bodies[0].rows[0].idcard, /^330106\*{8}\d{3}[\dX]$/);
});

Own(
  "another card's space booking: its id reads as not there, its card is refused; nothing changed",
  async ({ as, server }) => {
    const fined = await as('fined');
    const id = String(
      server.db.prepare("SELECT id FROM space_bookings WHERE rdrno = 'SX100001' AND state = 'booked'").pluck().get(),
    );
    const before = checksum(server.db);
    for (const name of ['cancelSpaceBooking', 'leaveSpace'] as const) {
      const own = await elib(fined, name, { rdrno: 'SX500001', id });
      assert.equal([own.status, own.message], ['1', '预约记录不存在'], name);
      assert.is((await elib(fined, name, { rdrno: 'SX100001', id })).status, '403', name);
    }
    const named = await elib(fined, 'listMySpaceBooking', { rdrno: 'SX100001' });
    assert.equal([named.status, named.rows], ['403', []]);
    assert.is(checksum(server.db), before);
  },
);

Own('events: another user’s sign-ups are out of reach; naming their openid is refused 403', async ({ as, server }) => {
  const attacker = await as('newcomer');
  const seat = server.db
    .prepare("SELECT id FROM event_signups WHERE openid = ? AND state = 'signed' ORDER BY id DESC")
    .pluck()
    .get(OPENID.reader) as number;
  const before = checksum(server.db);
  const cancel = await elib(attacker, 'cancelEventSignup', { openid: OPENID.newcomer, id: String(seat) });
  assert.equal([cancel.status, cancel.message], ['1', '报名记录不存在']);
  for (const [name, params] of [
    ['listMyEvent', { openid: OPENID.reader, scope: 'upcoming' }],
    ['cancelEventSignup', { openid: OPENID.reader, id: String(seat) }],
    ['eventSignup', { openid: OPENID.reader, eventid: '1012' }],
    ['eventCheckin', { openid: OPENID.reader, code: 'LIBEVENTSITE:1006.x' }],
    ['getEvent', { openid: OPENID.reader, eventid: '1008' }],
    ['listEvent', { openid: OPENID.reader }],
    ['eventSignup', { openid: OPENID.newcomer, eventid: '1013', rdrno: 'SX100001' }],
  ] as [ElibName, Record<string, string>][]) {
    const body = await elib(attacker, name, params);
    assert.is(body.status, '403', `${name} ${JSON.stringify(body)}`);
  }
  assert.is(checksum(server.db), before);
});

// The password attempt limits: test/harness/password-attempts.test.ts (and rules-passwords.test.ts).

Own('the harness page still lists demo cards with their passwords (control API, same origin)', async ({ server }) => {
  const res = await rawRequest(`${server.url}/__harness/api/personas`);
  const body = await res.json();
  const reader = body.data.rows.find((r: { persona: string }) => r.persona === 'reader');
  assert.equal(reader.cards, [{ rdrno: 'SX100001', password: '123456', select: 1 }]);
});

Own.run();
