/**
 * The control API's in-memory parts: answer queues, policies, location, the JS-SDK log, the
 * bridge's answer lookup, persona client versions, reset and expiring tokens — and how each
 * refuses bad input (code 0, a Chinese message, nothing changed).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getTicket } from '../../harness/server/wechat/jsapi.js';
import { issueCode } from '../../harness/server/wechat/oauth.js';
import { checksum, snapshotState } from './fuzz/snapshot.js';
import { APPID, Client, OPENID, rawRequest, startTestServer } from './helpers.js';
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

// --- what the control API refuses to read, and whom it refuses to answer

const CHINESE = /[\u4e00-\u9fa5]/;

/** Everything a refused control call must leave alone: every row, the ticket, the in-memory state. */
function snapshot(server: RunningServer) {
  return { db: checksum(server.db), ticket: getTicket(server.db, APPID), state: snapshotState(server.state) };
}

/** A WeChat access token that expire-tokens would expire, and faults that a bad POST /faults would wipe. */
async function somethingToLose(server: RunningServer, client: Client) {
  const code = issueCode(server.db, APPID, OPENID.reader, 'snsapi_userinfo', 's', Date.now());
  const exchange = await client.get('/api/v1/offiaccount/component_code_access_token', { code, appid: APPID });
  assert.is(exchange.code, 1);
  assert.is(
    (await control(client, 'POST', 'faults', { latency: 5, endpoints: { '/v1/x': { failureRate: 1 } } })).code,
    1,
  );
}

const UNREADABLE: [string, Record<string, string>, string | undefined][] = [
  ['broken JSON', { 'content-type': 'application/json' }, '{"scale": "small"'],
  ['a JSON array', { 'content-type': 'application/json' }, '[{"scale": "small"}]'],
  ['JSON null', { 'content-type': 'application/json' }, 'null'],
  ['a JSON string', { 'content-type': 'application/json' }, '"small"'],
  ['garbage', { 'content-type': 'application/json' }, '\u0000\u00ff\ufffd garbage <xml/>'],
  ['JSON sent as text/plain', { 'content-type': 'text/plain' }, '{"scale": "small", "platform": true}'],
  ['JSON without a content type', {}, '{"scale": "small", "platform": true}'],
  ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'scale=small&platform=true'],
  ['an empty body', {}, undefined],
  ['an empty JSON body', { 'content-type': 'application/json' }, ''],
];

Control(
  'reset, faults, expire-tokens: a body that is not a JSON object changes nothing',
  async ({ server, client }) => {
    await somethingToLose(server, client);
    const before = snapshot(server);
    for (const path of ['reset', 'faults', 'expire-tokens']) {
      for (const [what, headers, body] of UNREADABLE) {
        const response = await client.raw(`/__harness/api/${path}`, { method: 'POST', headers, body });
        const answer = await response.json();
        assert.is(answer.code, 0, `${path}, ${what}: ${JSON.stringify(answer)}`);
        assert.is(answer.data, null);
        assert.match(answer.message, 'JSON 对象');
        assert.equal(snapshot(server), before, `${path}, ${what}: something changed`);
      }
    }
    assert.is((await control(client, 'GET', 'faults')).data.latency, 5);
    // The same calls, readable, do act: the checks above could fail.
    assert.is((await control(client, 'POST', 'expire-tokens', {})).data.accessTokens, 1);
    assert.equal((await control(client, 'POST', 'faults', {})).data, {});
  },
);

Control('a cross-origin call is refused (403) and changes nothing', async ({ server, client }) => {
  await somethingToLose(server, client);
  const before = snapshot(server);
  const foreign: Record<string, string>[] = [
    { origin: 'http://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'null' },
    { origin: server.url.replace('127.0.0.1', 'localhost') },
  ];
  const calls: [string, string, object | undefined][] = [
    ['POST', 'reset', { scale: 'small' }],
    ['POST', 'faults', {}],
    ['DELETE', 'faults', undefined],
    ['POST', 'expire-tokens', { platform: true }],
    ['POST', 'persona', { persona: 'newcomer' }],
    ['POST', 'answers', { api: 'scanQRCode', answer: { action: 'cancel' } }],
    ['GET', 'personas', undefined],
  ];
  for (const headers of foreign) {
    for (const [method, path, body] of calls) {
      const response = await client.raw(`/__harness/api/${path}`, {
        method,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      const what = `${method} ${path} ${JSON.stringify(headers)}`;
      assert.is(response.status, 403, what);
      const answer = await response.json();
      assert.is(answer.code, 403, what);
      assert.is(answer.data, null);
      assert.match(answer.message, CHINESE);
      assert.equal(response.headers.getSetCookie(), [], `${what}: a cookie was set`);
      assert.equal(snapshot(server), before, `${what}: something changed`);
    }
  }
});

Control('a same-origin page and a tool without those headers are answered', async ({ server, client }) => {
  const sameOrigin = await client.raw('/__harness/api/faults', {
    method: 'POST',
    headers: { origin: server.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: JSON.stringify({ latency: 7 }),
  });
  assert.is((await sameOrigin.json()).data.latency, 7);
  // Typed in the address bar: Sec-Fetch-Site none, no Origin.
  const typed = await client.raw('/__harness/api/faults', { headers: { 'sec-fetch-site': 'none' } });
  assert.is((await typed.json()).data.latency, 7);
  assert.equal((await control(client, 'DELETE', 'faults')).data, {});
});

Control('HEAD runs no control handler: 405 with the methods the path takes', async ({ server, client }) => {
  const before = snapshotState(server.state);
  for (const [path, allow] of [
    ['faults', 'GET, POST, DELETE'],
    ['reset', 'POST'],
    ['expire-tokens', 'POST'],
    ['personas', 'GET'],
  ]) {
    const response = await client.raw(`/__harness/api/${path}`, { method: 'HEAD' });
    assert.is(response.status, 405, path);
    assert.is(response.headers.get('allow'), allow, path);
    assert.is(await response.text(), '');
  }
  // An unknown path answers as it does to GET (the 404 envelope, HTTP 200), with no body.
  assert.is((await client.raw('/__harness/api/nothing', { method: 'HEAD' })).status, 200);
  assert.is(snapshotState(server.state), before);
});

Control('a body over the limit is refused (413) unread; /answers takes pictures', async ({ server, client }) => {
  const before = snapshot(server);
  const big = JSON.stringify({ latency: 1, pad: 'x'.repeat(1024 * 1024) });
  const response = await client.raw('/__harness/api/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: big,
  });
  assert.is(response.status, 413);
  const answer = await response.json();
  assert.equal(answer, { code: 413, message: '请求数据过大，不能超过 1 MB', data: null });
  assert.equal(snapshot(server), before);
  // The same 1 MB of padding is refused by checkAnswer, not by the limit: a 3 MB picture goes in.
  const picture = `data:image/jpeg;base64,${Buffer.alloc(2.25 * 1024 * 1024, 7).toString('base64')}`;
  const queued = await control(client, 'POST', 'answers', {
    api: 'chooseImage',
    answer: { action: 'ok', data: { images: [{ name: 'big.jpg', dataUrl: picture }] } },
  });
  assert.is(queued.code, 1, queued.message);
  await control(client, 'DELETE', 'answers');
  // Sanity for the refusals above: the server still answers on a fresh connection.
  assert.is((await rawRequest(`${server.url}/__harness/api/faults`).then((r) => r.json())).code, 1);
});

Control.run();
