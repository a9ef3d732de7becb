import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { APPID, Client, OPENID, startTestServer } from './helpers.js';
import type { RunningServer } from '../../harness/server/index.js';

interface Ctx {
  server: RunningServer;
  client: Client;
}
const clock = { now: Date.parse('2025-03-01T02:00:00Z') };

async function setup(ctx: Ctx) {
  ctx.server = await startTestServer({ now: () => clock.now });
  ctx.client = new Client(ctx.server.url);
  await ctx.client.login(clock.now);
}

/** The authorize URL the vendor hands out, fetched as a browser would (no fragment). */
async function authorizeUrl(client: Client, params: Record<string, string> = {}): Promise<URL> {
  const body = await client.get('/api/v1/offiaccount/authorize', {
    authorizer_appid: APPID,
    libcode: 'SXLIB',
    ...params,
  });
  assert.is(body.code, 1);
  return new URL(body.data);
}

async function codeFor(client: Client, persona: string): Promise<string> {
  const url = await authorizeUrl(client);
  const response = await client.raw(url.pathname + url.search, { headers: { cookie: `harness_persona=${persona}` } });
  return new URL(response.headers.get('location')!).searchParams.get('code')!;
}

// ---

const Authorize = suite<Ctx>('oauth/authorize');
Authorize.before(setup);
Authorize.after(async ({ server }) => server.close());

Authorize('the authorize URL points at the harness host with WeChat parameters', async ({ server, client }) => {
  const url = await authorizeUrl(client);
  assert.is(url.origin, server.url);
  assert.is(url.pathname, '/__wx/connect/oauth2/authorize');
  assert.is(url.hash, '#wechat_redirect');
  const q = url.searchParams;
  assert.is(q.get('appid'), APPID);
  assert.is(q.get('redirect_uri'), `${server.url}/`);
  assert.is(q.get('response_type'), 'code');
  assert.is(q.get('scope'), 'snsapi_userinfo');
  assert.match(q.get('state')!, /^[A-Za-z0-9]{16}$/);
  assert.is(q.get('component_appid'), 'wx0c1d2e3f4a5b6c7d');
  assert.is.not((await authorizeUrl(client)).searchParams.get('state'), q.get('state'));
});

Authorize(
  'an in-app redirect_uri is carried inside the landing URL; anything else is ignored',
  async ({ server, client }) => {
    const url = await authorizeUrl(client, { redirect_uri: '/books/index?tab=2' });
    assert.is(url.searchParams.get('redirect_uri'), `${server.url}/?redirect_uri=%2Fbooks%2Findex%3Ftab%3D2`);
    for (const bad of ['//evil.example/x', 'https://evil.example/', 'books/index', '/\\evil.example']) {
      const ignored = await authorizeUrl(client, { redirect_uri: bad });
      assert.is(ignored.searchParams.get('redirect_uri'), `${server.url}/`, bad);
    }
  },
);

Authorize('an unregistered appid is refused', async ({ client }) => {
  const body = await client.get('/api/v1/offiaccount/authorize', { authorizer_appid: 'wxother', libcode: 'SXLIB' });
  assert.is(body.code, 0);
  assert.is(body.message, '公众号未授权');
});

Authorize(
  'with a persona cookie the authorize page passes straight through with code and state',
  async ({ server, client }) => {
    const url = await authorizeUrl(client, { redirect_uri: '/opac/index' });
    const response = await client.raw(url.pathname + url.search, { headers: { cookie: 'harness_persona=reader' } });
    assert.is(response.status, 302);
    const back = new URL(response.headers.get('location')!);
    assert.is(back.origin, server.url);
    assert.is(back.searchParams.get('redirect_uri'), '/opac/index');
    assert.match(back.searchParams.get('code')!, /^[A-Za-z0-9]{32}$/);
    assert.is(back.searchParams.get('state'), url.searchParams.get('state'));
  },
);

Authorize('without a persona it renders the Chinese authorize page', async ({ client }) => {
  const url = await authorizeUrl(client);
  const response = await client.raw(url.pathname + url.search);
  assert.is(response.status, 200);
  const html = await response.text();
  for (const text of ['微信授权', '获取你的昵称、头像', '允许', '拒绝', '林书远', 'value="newcomer"'])
    assert.ok(html.includes(text), text);
});

Authorize(
  '允许 sets the persona cookie and returns a code; 拒绝 returns only the state',
  async ({ server, client }) => {
    const url = await authorizeUrl(client);
    const form = (action: string) =>
      new URLSearchParams({
        appid: APPID,
        redirect_uri: `${server.url}/?a=1`,
        scope: 'snsapi_userinfo',
        state: 'S1',
        persona: 'newcomer',
        action,
      });
    const allow = await client.raw('/__wx/connect/oauth2/authorize/confirm', { method: 'POST', body: form('allow') });
    assert.is(allow.status, 302);
    assert.match(allow.headers.get('set-cookie')!, 'harness_persona=newcomer');
    const allowed = new URL(allow.headers.get('location')!);
    assert.is(allowed.searchParams.get('a'), '1');
    assert.is(allowed.searchParams.get('state'), 'S1');
    const exchange = await client.get('/api/v1/offiaccount/component_code_access_token', {
      code: allowed.searchParams.get('code')!,
      appid: APPID,
    });
    assert.is(exchange.data.openid, OPENID.newcomer);
    const deny = await client.raw('/__wx/connect/oauth2/authorize/confirm', { method: 'POST', body: form('deny') });
    const denied = new URL(deny.headers.get('location')!);
    assert.is(denied.searchParams.get('code'), null);
    assert.is(denied.searchParams.get('state'), 'S1');
    assert.ok(url);
  },
);

Authorize(
  "the authorize page's script asks for JSON and replaces itself with the answer's location (no history entry)",
  async ({ server, client }) => {
    const page = await client.raw(
      `/__wx/connect/oauth2/authorize?${new URLSearchParams({
        appid: APPID,
        redirect_uri: `${server.url}/`,
        response_type: 'code',
        scope: 'snsapi_userinfo',
        state: 'S2',
      })}`,
    );
    assert.match(await page.text(), 'location.replace(answer.location)');
    const body = new URLSearchParams({
      appid: APPID,
      redirect_uri: `${server.url}/?b=2`,
      scope: 'snsapi_userinfo',
      state: 'S2',
      persona: 'reader',
      action: 'allow',
    });
    const allow = await client.raw('/__wx/connect/oauth2/authorize/confirm', {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
    });
    assert.is(allow.status, 200);
    assert.match(allow.headers.get('set-cookie')!, 'harness_persona=reader');
    const back = new URL(((await allow.json()) as { location: string }).location);
    assert.is(back.searchParams.get('b'), '2');
    assert.is(back.searchParams.get('state'), 'S2');
    assert.ok(back.searchParams.get('code'));
  },
);

Authorize('bad authorize requests get a Chinese error page, never a redirect elsewhere', async ({ server, client }) => {
  const base = {
    appid: APPID,
    redirect_uri: `${server.url}/`,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'x',
  };
  const cases: Record<string, string>[] = [
    { ...base, appid: 'wxnope' },
    { ...base, response_type: 'token' },
    { ...base, redirect_uri: 'https://evil.example/' },
    { ...base, redirect_uri: 'not a url' },
    { ...base, scope: 'snsapi_everything' },
  ];
  for (const params of cases) {
    const response = await client.raw(`/__wx/connect/oauth2/authorize?${new URLSearchParams(params)}`, {
      headers: { cookie: 'harness_persona=reader' },
    });
    assert.is(response.status, 200, JSON.stringify(params));
    assert.match(await response.text(), '授权失败');
  }
});

// ---

const Exchange = suite<Ctx>('oauth/code exchange and user info');
Exchange.before(setup);
Exchange.after(async ({ server }) => server.close());

Exchange('a code gives the openid and a 7200 s token, once', async ({ client }) => {
  const code = await codeFor(client, 'reader');
  const first = await client.get('/api/v1/offiaccount/component_code_access_token', { code, appid: APPID });
  assert.is(first.code, 1);
  assert.is(first.data.openid, OPENID.reader);
  assert.is(first.data.expires_in, 7200);
  assert.is(first.data.scope, 'snsapi_userinfo');
  const again = await client.get('/api/v1/offiaccount/component_code_access_token', { code, appid: APPID });
  assert.is(again.code, 0);
  assert.is(again.errcode, 40163);
  assert.is(again.data.errcode, 40163);
  assert.match(again.message, '已被使用');
});

Exchange('an unknown code is 40029', async ({ client }) => {
  const body = await client.get('/api/v1/offiaccount/component_code_access_token', { code: 'nope', appid: APPID });
  assert.is(body.code, 0);
  assert.is(body.errcode, 40029);
  assert.equal(body.data, { errcode: 40029, errmsg: 'invalid code' });
});

Exchange('a code older than 5 minutes is 40029', async ({ client }) => {
  const code = await codeFor(client, 'reader');
  clock.now += 5 * 60_000 + 1;
  const body = await client.get('/api/v1/offiaccount/component_code_access_token', { code, appid: APPID });
  assert.is(body.errcode, 40029);
});

Exchange('user info for the token holder; 42001 once the token expired', async ({ client }) => {
  const code = await codeFor(client, 'multicard');
  const { data } = await client.get('/api/v1/offiaccount/component_code_access_token', { code, appid: APPID });
  const request = { openid: data.openid, access_token: data.access_token, libcode: 'SXLIB', authorizer_appid: APPID };
  const info = await client.post('/api/v1/offiaccount/snsapi_userinfo', request);
  assert.is(info.code, 1);
  assert.is(info.data.openid, OPENID.multicard);
  assert.is(info.data.nickname, '王家三口');
  assert.match(info.data.headimgurl, /^data:image\/svg\+xml,/);
  assert.is(info.data.country, '中国');
  clock.now += 7200_000;
  await client.login(clock.now);
  const expired = await client.post('/api/v1/offiaccount/snsapi_userinfo', request);
  assert.is(expired.code, 0);
  assert.is(expired.errcode, 42001);
  assert.match(expired.message, '42001');
});

Exchange("user info refuses an unknown token (40001) and another user's openid", async ({ client }) => {
  await client.login(clock.now);
  const unknown = await client.post('/api/v1/offiaccount/snsapi_userinfo', {
    openid: OPENID.reader,
    access_token: 'made-up',
    libcode: 'SXLIB',
    authorizer_appid: APPID,
  });
  assert.is(unknown.code, 0);
  assert.match(unknown.message, '40001');
  const code = await codeFor(client, 'reader');
  const { data } = await client.get('/api/v1/offiaccount/component_code_access_token', { code, appid: APPID });
  const mismatch = await client.post('/api/v1/offiaccount/snsapi_userinfo', {
    openid: OPENID.fined,
    access_token: data.access_token,
    libcode: 'SXLIB',
    authorizer_appid: APPID,
  });
  assert.is(mismatch.code, 0);
});

Authorize.run();
Exchange.run();
