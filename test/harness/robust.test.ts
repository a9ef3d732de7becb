import * as assert from 'uvu/assert';
import { APPID, harnessSuite } from './helpers.js';

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
];

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
      const get = await client.raw(`${path}?${new URLSearchParams(params)}`);
      assertEnvelope(path, get.status, await get.json());
      const post = await client.raw(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
      });
      assertEnvelope(path, post.status, await post.json());
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
  for (const path of ENDPOINTS) {
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

Robust.run();
