import axios from 'axios';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, MESSAGES, request, setSessionRenewer, upload } from '../../src/api/http';
import { elibGet } from '../../src/api/elib';
import { apiSession } from '../../src/api/session';
import { setCookie } from '../../src/lib/cookie';
import { clearBrowserState, setPageUrl } from '../helpers/origin';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  contentType?: string;
  xsrf?: string;
  body: string;
}

/** A GET outside the registry (the test server's own paths). */
const get = <T = unknown>(url: string) => request<T>({ method: 'GET', url });

let server: Server;
let seen: Seen[] = [];

function answer(req: IncomingMessage, body: string) {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/api/ok') return { status: 200, body: { code: 1, message: 'ok', data: { n: 1 } } };
  if (url.pathname === '/api/session') {
    return req.headers.authorization === 'Bearer fresh'
      ? { status: 200, body: { code: 1, message: 'ok', data: 'after re-login' } }
      : { status: 401, body: { code: 401, message: '登录已失效，请重新进入', data: null } };
  }
  if (url.pathname === '/api/refused') return { status: 401, body: { code: 401, message: '登录已失效', data: null } };
  if (url.pathname === '/api/broken') return { status: 502, body: '<html>bad gateway</html>' };
  if (url.pathname === '/api/slow') return { status: 200, body: { code: 1, message: 'late', data: null }, delay: 300 };
  if (url.pathname.startsWith('/api/v1/elib/')) return { status: 200, body: { status: '0', message: 'ok', rows: [] } };
  if (url.pathname === '/api/v1/aloud/upload')
    return { status: 200, body: { code: 1, message: body.length > 0 ? 'got' : 'empty', data: null } };
  return { status: 404, body: { code: 404, message: '接口不存在', data: null } };
}

const api = suite('api client', {});

api.before(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        xsrf: req.headers['x-xsrf-token'] as string | undefined,
        body,
      });
      const reply = answer(req, body);
      setTimeout(() => {
        res.writeHead(reply.status, {
          'Content-Type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
        });
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      }, reply.delay ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setPageUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  clearBrowserState();
});

api.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
api.before.each(() => {
  seen = [];
});

api('sends the token cookie as a bearer Authorization header to base /api', async () => {
  setCookie('token', 'tok-123');
  const res = await get('/ok');
  assert.equal(res, { code: 1, message: 'ok', data: { n: 1 } });
  assert.is(seen[0].url, '/api/ok');
  assert.is(seen[0].authorization, 'Bearer tok-123');
});

api('resolves to the error response body instead of throwing', async () => {
  const res = await get('/refused');
  assert.equal(res, { code: 401, message: '登录已失效', data: null });
});

api('a non-envelope error and an unreachable server become Chinese failure envelopes', async () => {
  assert.equal(await get('/broken'), { code: -1, status: '-1', message: MESSAGES.server, data: null });
  const unreachable = await request({ url: '/ok', baseURL: 'http://127.0.0.1:1/api' });
  assert.equal(unreachable, { code: -1, status: '-1', message: MESSAGES.network, data: null });
});

api('a timeout becomes the timeout message', async () => {
  const saved = http.defaults.timeout;
  http.defaults.timeout = 50;
  try {
    const res = await get('/slow');
    assert.equal(res, { code: -1, status: '-1', message: MESSAGES.timeout, data: null });
  } finally {
    http.defaults.timeout = saved;
  }
});

api('the default timeout is 30000 ms', () => {
  assert.is(http.defaults.timeout, 30000);
  assert.is(http.defaults.baseURL, '/api');
});

api('library-system calls add authorizer_appid and drop empty params', async () => {
  apiSession.authorizer_appid = 'wxAPP';
  // Parameters beyond the registry's type (a variable may carry more than its type names).
  const params = { rdrno: 'R1', a: '', b: null, c: undefined, d: 'undefined', e: 0 };
  await elibGet('getReaderBaseInfo', params);
  const url = new URL(seen[0].url, 'http://x');
  assert.is(url.pathname, '/api/v1/elib/getReaderBaseInfo');
  assert.equal(Object.fromEntries(url.searchParams), { rdrno: 'R1', e: '0', authorizer_appid: 'wxAPP' });
});

api('uploads are sent as multipart form data', async () => {
  const fields = { openid: 'o', rdrno: 'R1', contestid: '1', title: 'a', text: 'b', duration: '9', nonce: 'n' };
  const res = await upload('/v1/aloud/upload', { ...fields, file: new Blob(['hello'], { type: 'text/plain' }) });
  assert.match(seen[0].contentType ?? '', /^multipart\/form-data; boundary=/);
  assert.match(seen[0].body, /name="file"/);
  assert.match(seen[0].body, /name="title"/);
  assert.is((res as { message: string }).message, 'got');
});

api('a 401 logs in again once and retries the call with the new token', async () => {
  setCookie('token', 'stale');
  let logins = 0;
  setSessionRenewer(async () => {
    logins += 1;
    await new Promise((r) => setTimeout(r, 20));
    setCookie('token', 'fresh');
    return true;
  });
  try {
    const [a, b] = await Promise.all([get('/session'), get('/session')]);
    assert.equal(a, { code: 1, message: 'ok', data: 'after re-login' });
    assert.equal(b, a);
    assert.is(logins, 1, 'concurrent 401s share one login');
    assert.equal(
      seen.map((s) => s.authorization),
      ['Bearer stale', 'Bearer stale', 'Bearer fresh', 'Bearer fresh'],
    );
  } finally {
    setSessionRenewer(null);
  }
});

api('when the re-login fails, or the retry is refused again, the 401 reaches the caller once', async () => {
  setCookie('token', 'stale');
  let logins = 0;
  setSessionRenewer(async () => {
    logins += 1;
    return false;
  });
  try {
    assert.equal(await get('/session'), { code: 401, message: '登录已失效，请重新进入', data: null });
    assert.is(logins, 1);
    assert.is(seen.length, 1, 'no retry without a new token');
    seen = [];
    setSessionRenewer(async () => {
      logins += 1;
      return true;
    }); // "succeeds" but the token stays stale
    assert.is(((await get('/refused')) as { code: number }).code, 401);
    assert.is(seen.length, 2, 'one retry, no loop');
  } finally {
    setSessionRenewer(null);
  }
});

/** A Cookie Store on the page (as Chromium and WebKit have) that counts its lookups. */
function stubCookieStore() {
  const looked: string[] = [];
  const store = {
    get: async (name: string) => {
      looked.push(name);
      await new Promise((r) => setTimeout(r, 5));
      return { name, value: 'from-cookie-store' };
    },
  };
  Object.defineProperty(window, 'cookieStore', { value: store, configurable: true, writable: true });
  return { looked, remove: () => delete (window as { cookieStore?: unknown }).cookieStore };
}

api('no XSRF cookie lookup before a request: no cookieStore.get, no X-XSRF-TOKEN header', async () => {
  document.cookie = 'XSRF-TOKEN=from-document-cookie; path=/';
  const store = stubCookieStore();
  try {
    await get('/ok');
    // axios took this page's origin when it loaded, before the test server had a port, so a plain
    // call looks cross-origin to it (no XSRF either way); a call that asks for the header is the
    // real check: the instance names no cookie, so even then nothing is looked up.
    await request({ method: 'GET', url: '/ok', withXSRFToken: true });
    assert.equal(store.looked, []);
    assert.equal(
      seen.map((s) => s.xsrf),
      [undefined, undefined],
    );

    // The same page with axios' defaults does look the cookie up: the stub is seen.
    const defaults = axios.create({ baseURL: '/api', adapter: 'xhr', withXSRFToken: true });
    await defaults.get('/ok');
    assert.equal(store.looked, ['XSRF-TOKEN']);
    assert.is(seen[2].xsrf, 'from-cookie-store');
  } finally {
    store.remove();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  }
});

api('without a Cookie Store the XSRF cookie is not read from document.cookie either', async () => {
  document.cookie = 'XSRF-TOKEN=from-document-cookie; path=/';
  try {
    await request({ method: 'GET', url: '/ok', withXSRFToken: true });
    assert.is(seen[0].xsrf, undefined);
    await axios.create({ baseURL: '/api', adapter: 'xhr', withXSRFToken: true }).get('/ok');
    assert.is(seen[1].xsrf, 'from-document-cookie', "axios' defaults read it: the check can fail");
  } finally {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  }
});

api.run();
