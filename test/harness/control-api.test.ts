/**
 * The control API's in-memory parts: answer queues, policies, location, the JS-SDK log, the
 * bridge's answer lookup, persona client versions, reset and expiring tokens — and how each
 * refuses bad input (code 0, a Chinese message, nothing changed).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { issueCode } from '../../harness/server/wechat/oauth.js';
import { APPID, Client, OPENID, startTestServer } from './helpers.js';
import { control } from './jssdk-page.js';
import type { RunningServer } from '../../harness/server/index.js';

interface Ctx {
  server: RunningServer;
  client: Client;
}
const Control = suite<Ctx>('control API');

Control.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.client = new Client(ctx.server.url);
  await ctx.client.login();
});
Control.after(async ({ server }) => server.close());

Control('answers: queued per API, listed, cleared one or all', async ({ client }) => {
  let body = await control(client, 'POST', 'answers', {
    api: 'scanQRCode',
    answer: { action: 'ok', data: { result: 'SX100001', codeType: 'QR_CODE' } },
  });
  assert.is(body.code, 1);
  assert.is(body.data.queued, 1);
  await control(client, 'POST', 'answers', { api: 'getLocation', answer: { action: 'fail', errMsg: 'auth deny' } });
  body = await control(client, 'GET', 'answers');
  assert.equal(body.data.scanQRCode, [{ action: 'ok', data: { result: 'SX100001', codeType: 'QR_CODE' } }]);
  assert.equal(body.data.getLocation, [{ action: 'fail', errMsg: 'auth deny' }]);
  assert.equal(body.data.chooseWXPay, []);
  body = await control(client, 'DELETE', 'answers?api=getLocation');
  assert.equal(body.data.getLocation, []);
  assert.is(body.data.scanQRCode.length, 1);
  assert.is((await control(client, 'DELETE', 'answers?api=nope')).code, 0);
  body = await control(client, 'DELETE', 'answers');
  assert.equal(body.data.scanQRCode, []);
});

Control('answers: the api and the answer shape are validated', async ({ client }) => {
  const refused: [unknown, unknown][] = [
    ['closeWindow', { action: 'ok' }],
    [undefined, { action: 'ok' }],
    ['scanQRCode', { action: 'maybe' }],
    ['scanQRCode', 'ok'],
    ['scanQRCode', { action: 'ok', data: { result: '' } }],
    ['scanQRCode', { action: 'ok', data: { result: '978', codeType: 'PDF_417' } }],
    ['getLocation', { action: 'ok', data: { latitude: 91, longitude: 120 } }],
    ['getLocation', { action: 'ok', data: { latitude: '30', longitude: 120 } }],
    ['chooseImage', { action: 'ok', data: { images: [] } }],
    ['chooseImage', { action: 'ok', data: { images: [{ name: 'a', dataUrl: 'http://x/a.jpg' }] } }],
    ['openAddress', { action: 'ok', data: { userName: '王' } }],
    ['chooseWXPay', { action: 'ok', data: { extra: 1 } }],
    ['chooseWXPay', { action: 'fail', errMsg: 'x'.repeat(201) }],
  ];
  for (const [api, answer] of refused) {
    const body = await control(client, 'POST', 'answers', { api, answer });
    assert.is(body.code, 0, JSON.stringify({ api, answer }));
    assert.match(body.message, /[\u4e00-\u9fa5]/);
  }
  const queues = (await control(client, 'GET', 'answers')).data;
  assert.ok(
    Object.values(queues).every((queue) => (queue as unknown[]).length === 0),
    'nothing was queued',
  );
  assert.is(
    (await control(client, 'POST', 'answers', { api: 'openLocation', answer: { action: 'ok', data: {} } })).code,
    1,
  );
  await control(client, 'DELETE', 'answers');
});

Control('answer: queue, then policy, then default, with its source; defaultOnly skips both', async ({ client }) => {
  const ask = (body: object) => control(client, 'POST', 'answer', { device: 'ios', args: {}, ...body });
  await control(client, 'POST', 'answers', { api: 'chooseWXPay', answer: { action: 'cancel' } });
  await control(client, 'POST', 'policy', { api: 'chooseWXPay', policy: 'fail' });
  assert.equal((await ask({ api: 'chooseWXPay', defaultOnly: true })).data, {
    answer: { action: 'ok', data: {} },
    source: 'default',
  });
  assert.equal((await ask({ api: 'chooseWXPay' })).data, { answer: { action: 'cancel' }, source: 'queue' });
  assert.equal((await ask({ api: 'chooseWXPay' })).data, { answer: { action: 'fail' }, source: 'policy' });
  await control(client, 'DELETE', 'policy');
  assert.equal((await ask({ api: 'chooseWXPay' })).data.source, 'default');
  assert.is((await ask({ api: 'bogus' })).code, 0);
});

Control('policy: validated and listed for every API', async ({ client }) => {
  assert.is((await control(client, 'POST', 'policy', { api: 'scanQRCode', policy: 'sometimes' })).code, 0);
  assert.is((await control(client, 'POST', 'policy', { api: 'nope', policy: 'ok' })).code, 0);
  const body = await control(client, 'POST', 'policy', { api: 'getLocation', policy: 'cancel' });
  assert.is(body.code, 1);
  assert.is(body.data.getLocation, 'cancel');
  assert.is((await control(client, 'GET', 'policy')).data.scanQRCode, 'ask');
  assert.is((await control(client, 'DELETE', 'policy')).data.getLocation, 'ask');
});

Control('location: set, denied, validated, back to the library', async ({ client }) => {
  assert.equal((await control(client, 'GET', 'location')).data, {
    latitude: 30.274085,
    longitude: 120.15507,
    accuracy: 30,
    speed: 0,
    deny: false,
    source: 'default',
  });
  assert.equal((await control(client, 'POST', 'location', { latitude: 22.5431, longitude: 114.0579 })).data, {
    latitude: 22.5431,
    longitude: 114.0579,
    deny: false,
    source: 'set',
  });
  for (const bad of [
    { latitude: 100, longitude: 1 },
    { latitude: 1 },
    { latitude: 1, longitude: 2, accuracy: -1 },
    { deny: 'yes' },
  ]) {
    const body = await control(client, 'POST', 'location', bad);
    assert.is(body.code, 0, JSON.stringify(bad));
  }
  assert.is((await control(client, 'GET', 'location')).data.latitude, 22.5431, 'a refused change keeps the old one');
  assert.equal((await control(client, 'POST', 'location', { deny: true })).data, { deny: true, source: 'set' });
  assert.equal((await control(client, 'POST', 'answer', { api: 'getLocation' })).data.answer, {
    action: 'fail',
    errMsg: 'auth deny',
  });
  assert.is((await control(client, 'DELETE', 'location')).data.source, 'default');
});

Control('jssdk-log: entries validated, ?since, capped at 500, cleared', async ({ client }) => {
  await control(client, 'DELETE', 'jssdk-log');
  const entry = {
    time: 1,
    device: 'android',
    invoke: 'geoLocation',
    api: 'getLocation',
    args: {},
    reply: { err_msg: 'geoLocation:ok' },
    pageUrl: 'http://x/',
    source: 'queue',
  };
  const first = await control(client, 'POST', 'jssdk-log', entry);
  assert.is(first.code, 1);
  for (const bad of [
    { ...entry, device: 'pc' },
    { ...entry, invoke: '' },
    { ...entry, args: 'x' },
    { ...entry, args: { big: 'x'.repeat(70000) } },
  ]) {
    assert.is((await control(client, 'POST', 'jssdk-log', bad)).code, 0);
  }
  for (let i = 0; i < 505; i += 1) await control(client, 'POST', 'jssdk-log', { ...entry, time: i });
  const all = (await control(client, 'GET', 'jssdk-log')).data;
  assert.is(all.total, 500);
  assert.is(all.rows[499].id, all.lastId);
  assert.is(all.rows[0].id, first.data.id + 6, 'the oldest are dropped');
  const since = (await client.get('/__harness/api/jssdk-log', { since: String(all.lastId - 2) })).data;
  assert.is(since.rows.length, 2);
  assert.is((await control(client, 'DELETE', 'jssdk-log')).code, 1);
  assert.is((await control(client, 'GET', 'jssdk-log')).data.total, 0);
});

Control('persona: client version set, shown and validated', async ({ client }) => {
  const response = await client.raw('/__harness/api/persona', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona: 'reader', clientVersion: '7.0.11' }),
  });
  const body = await response.json();
  assert.is(body.data.clientVersion, '7.0.11');
  assert.match(response.headers.getSetCookie().join(', '), 'harness_client_version=7.0.11;');
  const personas = await client.get('/__harness/api/personas');
  assert.is(personas.data.current.clientVersion, '8.0.50', 'no cookie sent: the default');
  const withCookie = await (
    await client.raw('/__harness/api/personas', { headers: { cookie: 'harness_client_version=7.0.11' } })
  ).json();
  assert.is(withCookie.data.current.clientVersion, '7.0.11');
  for (const clientVersion of ['8', '8.0.x', 7, '8.0.50; evil']) {
    assert.is((await control(client, 'POST', 'persona', { persona: 'reader', clientVersion })).code, 0);
  }
});

Control('reset: scale validated; clears queues, policies, location, faults and the log', async ({ server, client }) => {
  assert.is((await control(client, 'POST', 'reset', { scale: 'huge' })).code, 0);
  await control(client, 'POST', 'answers', { api: 'scanQRCode', answer: { action: 'cancel' } });
  await control(client, 'POST', 'policy', { api: 'openAddress', policy: 'cancel' });
  await control(client, 'POST', 'location', { deny: true });
  await control(client, 'POST', 'faults', { latency: 5 });
  const body = await control(client, 'POST', 'reset', { scale: 'small' });
  assert.equal(body.data, { scale: 'small' });
  assert.equal((await control(client, 'GET', 'answers')).data.scanQRCode, []);
  assert.is((await control(client, 'GET', 'policy')).data.openAddress, 'ask');
  assert.is((await control(client, 'GET', 'location')).data.source, 'default');
  assert.equal((await control(client, 'GET', 'faults')).data, {});
  assert.is(server.state.log.length, 0);
  await client.login();
});

Control(
  'expire-tokens: WeChat access tokens answer 42001; with platform the bearer tokens 401',
  async ({ server, client }) => {
    const code = issueCode(server.db, APPID, OPENID.reader, 'snsapi_userinfo', 's', Date.now());
    const exchange = await client.get('/api/v1/offiaccount/component_code_access_token', { code, appid: APPID });
    const userInfo = () =>
      client.post('/api/v1/offiaccount/snsapi_userinfo', {
        openid: OPENID.reader,
        access_token: exchange.data.access_token,
        authorizer_appid: APPID,
      });
    assert.is((await userInfo()).code, 1);
    const expired = await control(client, 'POST', 'expire-tokens', {});
    assert.ok(expired.data.accessTokens >= 1);
    assert.is(expired.data.platformTokens, 0);
    const refused = await userInfo();
    assert.is(refused.errcode, 42001);
    await control(client, 'POST', 'expire-tokens', { platform: true });
    const denied = await client.raw(`/api/v1/service/list?authorizer_appid=${APPID}`);
    assert.is(denied.status, 401);
    await client.login();
  },
);

Control.run();
