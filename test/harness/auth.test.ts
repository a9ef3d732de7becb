import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { APPID, Client, signedLogin, startTestServer } from './helpers.js';
import type { RunningServer } from '../../harness/server/index.js';

const Login = suite<{ server: RunningServer; client: Client; clock: { now: number } }>('auth/login');
const clock = { now: Date.parse('2025-03-01T02:00:00Z') };

Login.before(async (ctx) => {
  ctx.clock = clock;
  ctx.server = await startTestServer({ now: () => clock.now });
  ctx.client = new Client(ctx.server.url);
});
Login.after(async ({ server }) => server.close());

Login('a correctly signed login gets a token, the library and the appid', async ({ client }) => {
  const body = await client.login(clock.now);
  assert.is(body.code, 1);
  assert.ok(body.data.token.length >= 32);
  assert.equal(body.data.elibrary, { id: 1, name: '书香市图书馆', libcode: 'SXLIB' });
  assert.equal(body.data.wechat, { authorizer_appid: APPID });
});

Login('the body may be form-encoded', async ({ client }) => {
  const response = await client.raw('/api/v1/auth/login', {
    method: 'POST',
    body: new URLSearchParams(signedLogin(clock.now)),
  });
  assert.is((await response.json()).code, 1);
});

Login('a wrong signature is refused with 签名错误', async ({ client }) => {
  const body = await client.post('/api/v1/auth/login', { ...signedLogin(clock.now), sign: 'A'.repeat(32) });
  assert.is(body.code, 0);
  assert.is(body.message, '签名错误');
  assert.is(body.data, null);
});

Login('a lower-case signature is not the contract', async ({ client }) => {
  const login = signedLogin(clock.now);
  const body = await client.post('/api/v1/auth/login', { ...login, sign: login.sign.toLowerCase() });
  assert.is(body.message, '签名错误');
});

Login('a timestamp more than 300 s off is refused as expired', async ({ client }) => {
  const stale = await client.post('/api/v1/auth/login', signedLogin(clock.now - 301_000));
  assert.is(stale.code, 0);
  assert.match(stale.message, '请求已过期');
  const future = await client.post('/api/v1/auth/login', signedLogin(clock.now + 301_000));
  assert.match(future.message, '请求已过期');
  const edge = await client.post('/api/v1/auth/login', signedLogin(clock.now - 299_000));
  assert.is(edge.code, 1);
});

Login('an unknown client or a wrong psk is 应用未注册', async ({ client }) => {
  const unknown = await client.post('/api/v1/auth/login', signedLogin(clock.now, { nsk: 'someone-else' }));
  assert.is(unknown.message, '应用未注册');
  const wrongPsk = await client.post('/api/v1/auth/login', signedLogin(clock.now, { psk: 'guess' }));
  assert.is(wrongPsk.message, '应用未注册');
});

Login('the nonce must be 14 characters', async ({ client }) => {
  const body = await client.post('/api/v1/auth/login', signedLogin(clock.now, { noncestr: 'short' }));
  assert.is(body.code, 0);
  assert.match(body.message, 'noncestr');
});

Login('missing fields are named', async ({ client }) => {
  const { sign: _sign, ...unsigned } = signedLogin(clock.now);
  const body = await client.post('/api/v1/auth/login', unsigned);
  assert.is(body.code, 0);
  assert.match(body.message, 'sign');
});

// ---

const Token = suite<{ server: RunningServer; client: Client }>('auth/token');

Token.before(async (ctx) => {
  ctx.server = await startTestServer({ now: () => clock.now });
  ctx.client = new Client(ctx.server.url);
});
Token.after(async ({ server }) => server.close());

Token('calls without a bearer token get 401 and the platform envelope', async ({ client }) => {
  for (const path of ['/api/v1/service/list', '/api/v1/elib/getDictionary?key=libcode', '/api/v1/rdrno/list']) {
    const response = await client.raw(path);
    assert.is(response.status, 401, path);
    assert.equal(await response.json(), { code: 401, message: '登录已失效，请重新进入', data: null });
  }
});

Token('a made-up token is refused', async ({ client }) => {
  const response = await client.raw('/api/v1/service/list', { headers: { authorization: 'Bearer not-a-token' } });
  assert.is(response.status, 401);
});

Token('a token works for two hours', async ({ client }) => {
  await client.login(clock.now);
  const params = { authorizer_appid: APPID, libcode: 'SXLIB' };
  assert.is((await client.get('/api/v1/service/list', params)).code, 1);
  clock.now += 2 * 3600_000 - 1000;
  assert.is((await client.get('/api/v1/service/list', params)).code, 1);
  clock.now += 2000;
  const response = await client.raw(`/api/v1/service/list?authorizer_appid=${APPID}`);
  assert.is(response.status, 401);
});

Token('an unknown /api path answers 200 with code 404', async ({ client }) => {
  await client.login(clock.now);
  const response = await client.raw('/api/v1/nothing/here');
  assert.is(response.status, 200);
  assert.equal(await response.json(), { code: 404, message: '接口不存在', data: null });
});

Token('a platform call with the wrong method answers HTTP 405 with Allow and code 405', async ({ client }) => {
  const response = await client.raw('/api/v1/auth/login');
  assert.is(response.status, 405);
  assert.is(response.headers.get('allow'), 'POST');
  assert.equal(await response.json(), { code: 405, message: '请求方法不支持', data: null });
});

Token('pages on another loopback port may call the API (CORS); other origins may not', async ({ client }) => {
  const preflight = (origin: string) =>
    client.raw('/api/v1/service/list', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
  const local = await preflight('http://127.0.0.1:3000');
  assert.is(local.status, 204);
  assert.is(local.headers.get('access-control-allow-origin'), 'http://127.0.0.1:3000');
  assert.match(local.headers.get('access-control-allow-headers')!.toLowerCase(), 'authorization');
  const remote = await preflight('https://evil.example');
  assert.is(remote.headers.get('access-control-allow-origin'), null);
});

Login.run();
Token.run();
