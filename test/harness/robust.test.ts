import { request as httpRequest } from 'node:http';
import * as assert from 'uvu/assert';
import { checksum, snapshotState } from './fuzz/snapshot.js';
import { APPID, harnessSuite, sendChunked } from './helpers.js';
import { ELIB_CALLS, type ElibName, PLATFORM_CALLS, type PlatformPath } from '../../src/api/contract/endpoints.js';

const Robust = harnessSuite('robustness');

const ENDPOINTS = [
  '/api/v1/auth/login',
  '/api/v1/service/list',
  '/api/v1/offiaccount/authorize',
  '/api/v1/offiaccount/component_code_access_token',
  '/api/v1/offiaccount/snsapi_userinfo',
  '/api/v1/offiaccount/signature',
  '/api/v1/hunter/save',
  '/api/v1/rdrno/list',
  '/api/v1/rdrno/save',
  '/api/v1/rdrno/select',
  '/api/v1/rdrno/del',
  '/api/v1/elib/checkReader',
  '/api/v1/elib/getReaderBaseInfo',
  '/api/v1/elib/getReaderExtendInfo',
  '/api/v1/elib/bindOpenid',
  '/api/v1/elib/unbindOpenid',
  '/api/v1/elib/getReaderByOpenid',
  '/api/v1/elib/getDictionary',
  '/api/v1/elib/addReader',
  '/api/v1/elib/modifyReaderInfo',
];

/** The method the registry lists for a call (a wrong one is the fuzz's: HTTP 405). */
function methodOf(path: string): string {
  const call = path.replace(/^\/api/, '');
  const elib = /^\/v1\/elib\/(\w+)$/.exec(call);
  return elib ? ELIB_CALLS[elib[1] as ElibName].method : PLATFORM_CALLS[call as PlatformPath].method;
}
const POST_ENDPOINTS = ENDPOINTS.filter((path) => methodOf(path) === 'POST');

const GARBAGE: Record<string, string>[] = [
  {},
  { rdrno: 'undefined', openid: 'null', authorizer_appid: APPID },
  {
    rdrno: "' OR 1=1 --",
    password: '"; DROP TABLE readers; --',
    openid: '../../etc/passwd',
    authorizer_appid: APPID,
    key: '__proto__',
  },
  { rdrno: 'x'.repeat(5000), url: `http://${'a'.repeat(3000)}`, code: '\u0000\u0001', appid: APPID },
  {
    rdrno: '读者证',
    openid: '😀😀😀😀😀😀',
    url: 'http://[::1',
    authorizer_appid: APPID,
    libcode: '书香',
    status: '9',
    type: '1',
    name: '',
    timestamp: '-1',
  },
];

/** 200, or 403 for a call naming someone else's openid or card (docs/API.md). */
function assertEnvelope(path: string, status: number, body: Record<string, unknown>) {
  assert.ok(
    status === 200 || (status === 403 && (body.code === 403 || body.status === '403')),
    `${path}: HTTP ${status}`,
  );
  const failed = 'status' in body ? body.status !== '0' : body.code !== 1;
  if (failed) assert.ok(/[\u4e00-\u9fff]/.test(String(body.message)), `${path}: ${String(body.message)}`);
}

Robust('garbage query and body params never produce a 5xx', async ({ as }) => {
  const client = await as('reader');
  for (const path of ENDPOINTS) {
    for (const params of GARBAGE) {
      const response =
        methodOf(path) === 'GET'
          ? await client.raw(`${path}?${new URLSearchParams(params)}`)
          : await client.raw(path, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(params),
            });
      assertEnvelope(path, response.status, await response.json());
    }
  }
});

Robust('malformed bodies are a failure envelope', async ({ client }) => {
  const bodies: [string, string][] = [
    ['application/json', '{not json'],
    ['application/json', '[1,2,3]'],
    ['application/json', 'null'],
    ['application/json', '{"rdrno": {"$gt": ""}, "openid": [1,2]}'],
    ['application/x-www-form-urlencoded', '%E0%A4%A=bad&&=='],
    ['multipart/form-data; boundary=nope', '--broken'],
    ['text/plain', 'hello'],
  ];
  for (const path of POST_ENDPOINTS) {
    for (const [type, body] of bodies) {
      const response = await client.raw(path, { method: 'POST', headers: { 'content-type': type }, body });
      assertEnvelope(`${path} ${type} ${body}`, response.status, await response.json());
    }
  }
});

Robust('odd pages and WeChat calls never produce a 5xx', async ({ client }) => {
  const paths = [
    '/%E0%A4%A',
    '/..%2F..%2Fetc%2Fpasswd',
    '/a/b/c.js',
    '/__wx/connect/oauth2/authorize',
    '/__wx/connect/oauth2/authorize?appid=%ZZ',
    '/__wx/nothing',
    '/__harness/api/nothing',
    '/__harness/unknown',
  ];
  for (const path of paths) {
    const response = await client.raw(path);
    assert.ok(response.status < 500, `${path}: ${response.status}`);
  }
  const posts: [string, string][] = [
    ['/__wx/jsapi/verify', '{bad'],
    ['/__wx/jsapi/verify', '[]'],
    ['/__harness/api/persona', '{bad'],
    ['/__wx/connect/oauth2/authorize/confirm', 'appid=1'],
  ];
  for (const [path, body] of posts) {
    const response = await client.raw(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    assert.ok(response.status < 500, `${path}: ${response.status}`);
  }
});

Robust('nothing changed after the garbage', async ({ as }) => {
  const client = await as('newcomer');
  const body = await client.get('/api/v1/elib/checkReader', {
    rdrno: 'DEMO0001',
    password: '123456',
    authorizer_appid: APPID,
  });
  assert.is(body.status, '0');
  const count = await client.get('/api/v1/elib/getDictionary', { key: 'rdrtype', authorizer_appid: APPID });
  assert.is(count.rows.length, 4);
});

// --- bodies past the limits, HEAD

const MB = 1024 * 1024;
const HUGE = 64 * MB;

Robust(
  'a 64 MB chunked body is refused at the limit, before it is all sent: vendor API, media, control API',
  async ({ server, client }) => {
    const auth = { authorization: `Bearer ${client.token}` };
    const targets: [string, Record<string, string>, number, (body: Record<string, unknown>) => void][] = [
      [
        '/api/v1/rdrno/save',
        { ...auth, 'content-type': 'application/json' },
        1,
        (body) => assert.equal(body, { code: 413, message: '请求数据过大，不能超过 1 MB', data: null }),
      ],
      [
        '/api/v1/elib/modifyReaderInfo',
        { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
        1,
        (body) => assert.equal(body, { status: '413', message: '请求数据过大，不能超过 1 MB', rows: [], total: 0 }),
      ],
      [
        '/__wx/media/upload',
        { 'content-type': 'image/jpeg' },
        10,
        (body) => {
          assert.is(body.errcode, 40006);
          assert.match(String(body.errmsg), '图片不能超过 10 MB');
        },
      ],
      [
        '/__harness/api/faults',
        { 'content-type': 'application/json' },
        1,
        (body) => assert.equal(body, { code: 413, message: '请求数据过大，不能超过 1 MB', data: null }),
      ],
    ];
    server.state.faults = { latency: 3 };
    const db = checksum(server.db);
    const state = snapshotState(server.state);
    for (const [path, headers, limitMb, check] of targets) {
      const answer = await sendChunked(server.url + path, headers, HUGE);
      assert.is(answer.status, 413, path);
      assert.is(answer.headers.connection, 'close', path);
      check(JSON.parse(answer.text));
      // What was handed over is the limit plus what the connection's buffers hold, far from 64 MB.
      assert.ok(answer.written < (limitMb + 24) * MB, `${path}: ${answer.written} bytes written before the answer`);
    }
    assert.is(checksum(server.db), db, 'nothing written');
    assert.is(snapshotState(server.state), state, 'no state changed');
    server.state.faults = {};
    // The server is still there, and reads a normal body.
    const body = await client.get('/api/v1/elib/getDictionary', { key: 'rdrtype', authorizer_appid: APPID });
    assert.is(body.rows.length, 4);
  },
);

Robust('a declared Content-Length over the limit is refused before a byte of the body', async ({ server, client }) => {
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(
      `${server.url}/api/v1/rdrno/save`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${client.token}`,
          'content-type': 'application/json',
          'content-length': String(HUGE),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, text });
        });
      },
    );
    req.on('error', reject);
    req.flushHeaders(); // the head only; the body never comes
  });
  assert.is(answer.status, 413);
  assert.is(JSON.parse(answer.text).code, 413);
});

Robust('a chunked body under the limit is read as usual', async ({ client }) => {
  const answer = await sendChunked(
    `${client.base}/api/v1/elib/giftList?authorizer_appid=${APPID}`,
    { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
    512 * 1024, // blanks: an empty JSON body, read to its end, then the query's parameters apply
  );
  assert.is(answer.status, 200);
  const body = JSON.parse(answer.text);
  assert.is(body.status, '0');
  assert.ok(body.rows.length > 0);
});

Robust('HEAD runs no vendor API handler: 405 with Allow, no row added', async ({ server, client }) => {
  const states = () => server.db.prepare('SELECT count(*) FROM oauth_states').pluck().get() as number;
  const before = states();
  const authorize = `/api/v1/offiaccount/authorize?authorizer_appid=${APPID}&redirect_uri=/`;
  const head = await client.raw(authorize, { method: 'HEAD' });
  assert.is(head.status, 405);
  assert.is(head.headers.get('allow'), 'GET');
  assert.is(await head.text(), '');
  assert.is(states(), before, 'HEAD added an OAuth state');
  for (const [path, allow] of [
    ['/api/v1/auth/login', 'POST'],
    ['/api/v1/elib/getDictionary?key=rdrtype', 'GET'],
  ]) {
    const response = await client.raw(path, { method: 'HEAD' });
    assert.is(response.status, 405, path);
    assert.is(response.headers.get('allow'), allow, path);
  }
  // GET does add one: the check above could fail.
  assert.is((await client.get(authorize)).code, 1);
  assert.is(states(), before + 1);
  // WeChat's authorize page hands a chosen persona a code on GET; HEAD hands out none.
  const codes = () => server.db.prepare('SELECT count(*) FROM oauth_codes').pluck().get() as number;
  const codesBefore = codes();
  const wechat = `/__wx/connect/oauth2/authorize?appid=${APPID}&redirect_uri=${encodeURIComponent(`${server.url}/`)}&response_type=code&scope=snsapi_base&state=s`;
  const refused = await client.raw(wechat, { method: 'HEAD', headers: { cookie: 'harness_persona=reader' } });
  assert.is(refused.status, 405);
  assert.is(codes(), codesBefore, 'HEAD issued a code');
  assert.is((await client.raw(wechat, { headers: { cookie: 'harness_persona=reader' } })).status, 302);
  assert.is(codes(), codesBefore + 1);
  // Files are still served to HEAD.
  assert.ok((await client.raw('/', { method: 'HEAD' })).status < 500);
});

Robust.run();
