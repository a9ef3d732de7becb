import { createHash } from 'node:crypto';
import * as assert from 'uvu/assert';
import { getTicket } from '../../harness/server/wechat/jsapi.js';
import { APPID, Client, harnessSuite } from './helpers.js';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

const Signature = harnessSuite('jsapi/signature');

Signature(
  'the signature is sha1 over ticket, nonce, timestamp and the URL without fragment',
  async ({ server, client }) => {
    const url = `${server.url}/books/index?x=1#/ignored`;
    const body = await client.get('/api/v1/offiaccount/signature', { url, authorizer_appid: APPID });
    assert.is(body.code, 1);
    const { appId, timestamp, noncestr, signature } = body.data;
    assert.is(appId, APPID);
    assert.type(timestamp, 'number');
    assert.ok(Math.abs(timestamp - Date.now() / 1000) < 5);
    assert.ok(noncestr.length >= 8);
    const ticket = getTicket(server.db, APPID)!;
    const expected = sha1(
      `jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${server.url}/books/index?x=1`,
    );
    assert.is(signature, expected);
  },
);

Signature('url is required and must be http(s)', async ({ client }) => {
  for (const url of ['', 'ftp://x/y', 'javascript:alert(1)', '/relative']) {
    const body = await client.get('/api/v1/offiaccount/signature', { url, authorizer_appid: APPID });
    assert.is(body.code, 0, url);
    assert.ok(body.message.length > 0);
  }
});

Signature('the client accepts a matching wx.config and names what it signed', async ({ server, client }) => {
  const url = `${server.url}/opac/index`;
  const { data } = await client.get('/api/v1/offiaccount/signature', { url, authorizer_appid: APPID });
  const verify = (body: object) =>
    client.post('/__wx/jsapi/verify', {
      appId: data.appId,
      timestamp: data.timestamp,
      nonceStr: data.noncestr,
      signature: data.signature,
      jsApiList: ['scanQRCode'],
      openTagList: [],
      url,
      ...body,
    });
  assert.equal(await verify({}), { ok: true, errMsg: 'config:ok', expectedSignature: data.signature, signedUrl: url });
  const wrongPage = await verify({ url: `${server.url}/books/index` });
  assert.is(wrongPage.ok, false);
  assert.is(wrongPage.errMsg, 'config:invalid signature');
  assert.is(wrongPage.signedUrl, `${server.url}/books/index`);
  const otherDomain = await verify({ url: 'http://evil.example/opac/index' });
  assert.is(otherDomain.errMsg, 'config:invalid url domain');
  const badAppid = await verify({ appId: 'wxnope' });
  assert.is(badAppid.ok, false);
});

Signature('a reset rotates the ticket', async ({ server }) => {
  const before = getTicket(server.db, APPID);
  const response = await new Client(server.url).raw('/__harness/api/reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  assert.is((await response.json()).code, 1);
  assert.is.not(getTicket(server.db, APPID), before);
});

Signature.run();
