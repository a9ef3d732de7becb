/** The electronic reader card's QR code: issued signed, verified like a self-service machine. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../harness/server/index.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, rawRequest, signedInClient, startTestServer } from './helpers.js';

interface Ctx {
  server: RunningServer;
  clock: { now: number };
  reader: Client;
}

const Qr = suite<Ctx>('reader QR code');
Qr.before(async (ctx) => {
  ctx.clock = { now: Date.now() };
  ctx.server = await startTestServer({ now: () => ctx.clock.now });
  ctx.reader = await signedInClient(ctx.server.url, 'reader');
});
Qr.after(({ server }) => server.close());

const issue = (client: Client, rdrno = 'SX100001') =>
  client.get('/api/v1/elib/getReaderQrcode', { rdrno, authorizer_appid: APPID });

async function verify(server: RunningServer, payload: unknown, gate?: boolean) {
  const res = await rawRequest(`${server.url}/__harness/api/reader-qrcode/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(gate === undefined ? { payload } : { payload, gate }),
  });
  return res.json();
}

Qr('a code is signed, short-lived, and the machine lets the reader in', async ({ server, reader, clock }) => {
  const before = checksum(server.db);
  const body = await issue(reader);
  assert.is(body.status, '0', body.message);
  const code = body.rows[0];
  assert.match(code.payload, /^RC1\.SX100001\.\d{10}\.[A-Za-z0-9_-]{22}$/);
  assert.is(code.name, '林书远');
  assert.is(code.refresh, 60);
  assert.is(code.expiresat - code.issuedat, 90_000);
  assert.is(checksum(server.db), before, 'issuing writes nothing');
  const verdict = await verify(server, code.payload);
  assert.is(verdict.code, 1);
  assert.equal(
    { ok: verdict.data.ok, result: verdict.data.result, message: verdict.data.message },
    { ok: true, result: 'valid', message: '验证通过：林书远（SX100001）' },
  );
  clock.now += 89_000;
  assert.is((await verify(server, code.payload)).data.result, 'valid', 'within the grace');
  clock.now += 2_000;
  const late = await verify(server, code.payload);
  assert.is(late.data.result, 'expired');
  assert.match(late.data.message, /^二维码已过期（9[01]秒前生成），请在手机上刷新$/);
  clock.now = Date.now();
});

Qr('forged, tampered, foreign and malformed payloads are told apart', async ({ server, reader }) => {
  const { payload } = (await issue(reader)).rows[0];
  const [v, rdrno, issued, sig] = payload.split('.');
  const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
  const cases: [string, string, string][] = [
    [`${v}.${rdrno}.${issued}.${flipped}`, 'forged', '二维码无效：签名不符，可能是伪造或篡改的'],
    [`${v}.SX500001.${issued}.${sig}`, 'forged', '二维码无效：签名不符，可能是伪造或篡改的'],
    [`${v}.${rdrno}.${Number(issued) + 30}.${sig}`, 'forged', '二维码无效：签名不符，可能是伪造或篡改的'],
    ['SX100001', 'unknown', '无法识别：不是本馆的读者证二维码'],
    ['https://example.com/?RC1.SX100001', 'unknown', '无法识别：不是本馆的读者证二维码'],
  ];
  for (const [text, result, message] of cases) {
    const verdict = await verify(server, text);
    assert.is(verdict.data.ok, false, text);
    assert.is(verdict.data.result, result, text);
    assert.is(verdict.data.message, message);
  }
  for (const bad of ['', '   ', 42, null]) {
    const refused = await verify(server, bad);
    assert.is(refused.code, 0);
    assert.is(refused.message, '缺少参数：payload（扫到的二维码内容）');
  }
});

Qr(
  'a card lost after the code was issued is refused at the machine; a lost card gets no code',
  async ({ server, reader }) => {
    const { payload } = (await issue(reader)).rows[0];
    server.db.prepare("UPDATE readers SET state = 'lost' WHERE rdrno = 'SX100001'").run();
    const verdict = await verify(server, payload);
    assert.equal([verdict.data.result, verdict.data.message], ['card', '读者证不可用：读者证已挂失，请先到馆办理']);
    const none = await issue(reader);
    assert.equal(
      [none.status, none.message],
      ['1', '读者证已挂失。找回读者证后，可在卡证详情中取消挂失，即可出示二维码'],
    );
    server.db.prepare("UPDATE readers SET state = 'valid' WHERE rdrno = 'SX100001'").run();
  },
);

Qr("another reader's card gets no code (403)", async ({ server }) => {
  const newcomer = await signedInClient(server.url, 'newcomer');
  const body = await issue(newcomer);
  assert.is(body.status, '403');
});

Qr('a reseed changes the key: codes issued before it no longer verify', async ({ server, reader }) => {
  const { payload } = (await issue(reader)).rows[0];
  await rawRequest(`${server.url}/__harness/api/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  assert.is((await verify(server, payload)).data.result, 'forged');
});

const stateOf = (client: Client, payload: string, rdrno = 'SX100001') =>
  client.get('/api/v1/elib/getReaderQrcodeState', { rdrno, payload, authorizer_appid: APPID });

Qr('a gate admits a code once; a look-up uses nothing up; the phone learns its code was used', async (ctx) => {
  const { server, clock } = ctx;
  clock.now = Date.now();
  const reader = await signedInClient(server.url, 'reader');
  const { payload } = (await issue(reader)).rows[0];
  const before = checksum(server.db);
  assert.is((await verify(server, payload)).data.result, 'valid', 'a look-up');
  assert.is((await verify(server, payload, false)).data.result, 'valid', 'gate: false is a look-up');
  assert.is(checksum(server.db), before, 'a look-up writes nothing');
  assert.equal((await stateOf(reader, payload)).rows[0], { used: false, usedat: null });
  const admitted = await verify(server, payload, true);
  assert.equal([admitted.data.ok, admitted.data.message], [true, '验证通过：林书远（SX100001）']);
  const again = await verify(server, payload, true);
  assert.equal(
    [again.code, again.data.ok, again.data.result, again.data.message],
    [1, false, 'used', '二维码已使用，请在手机上出示新的二维码'],
  );
  assert.is((await verify(server, payload)).data.result, 'used', 'a look-up tells it was used');
  assert.equal((await stateOf(reader, payload)).rows[0], { used: true, usedat: clock.now });
  // The phone's next code is a new one, admitted in its turn.
  clock.now += 1000;
  const next = (await issue(reader)).rows[0].payload;
  assert.is.not(next, payload);
  assert.is((await verify(server, next, true)).data.ok, true);
  // Another reader's code cannot be asked about from this session.
  const other = await stateOf(reader, payload.replace('SX100001', 'SX500001'), 'SX500001');
  assert.is(other.status, '403');
});

Qr('two gates scan one code at once: one admits the reader, the other answers 已使用', async ({ server, clock }) => {
  clock.now = Date.now() + 5000;
  const reader = await signedInClient(server.url, 'reader');
  const { payload } = (await issue(reader)).rows[0];
  const verdicts = await Promise.all([verify(server, payload, true), verify(server, payload, true)]);
  const results = verdicts.map((v) => v.data.result).sort();
  assert.equal(results, ['used', 'valid']);
  const uses = server.db.prepare('SELECT COUNT(*) FROM qrcode_uses WHERE payload = ?').pluck().get(payload);
  assert.is(uses, 1);
  clock.now = Date.now();
});

Qr.run();
