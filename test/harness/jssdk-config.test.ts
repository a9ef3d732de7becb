/**
 * wx.config over the bridge as the client checks it: the URL each device signs, stale
 * signatures, reused nonces, the permission messages, and what the JS-SDK log explains.
 */
import { createHash } from 'node:crypto';
import * as assert from 'uvu/assert';
import { getTicket } from '../../harness/server/wechat/jsapi.js';
import { APPID } from './helpers.js';
import { configure, jssdkSuite, type JsSdkCtx, openPage, serverLog } from './jssdk-page.js';

const Config = jssdkSuite('jssdk: wx.config');

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** A signature made by hand (not issued by the platform). */
function sign(server: JsSdkCtx['server'], url: string, noncestr: string, timestamp: number) {
  const ticket = getTicket(server.db, APPID)!;
  return {
    appId: APPID,
    timestamp,
    noncestr,
    signature: sha1(`jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url}`),
  };
}

const now = () => Math.floor(Date.now() / 1000);

Config(
  'iOS: the landing URL passes after pushState; the current URL is refused and explained',
  async ({ server, client }) => {
    const page = openPage(server.url, '/books/index?x=1#top', { device: 'ios' });
    page.window.history.pushState({}, '', '/opac/index');
    assert.is(await configure(client, page, { url: `${server.url}/opac/index` }), 'config:invalid signature');
    const [refused] = await serverLog(
      client,
      (e) => e.invoke === 'preVerifyJSAPI' && e.reply.err_msg === 'config:invalid signature',
    );
    assert.is(refused.api, 'config');
    assert.is(refused.device, 'ios');
    assert.match(refused.explain!, `${server.url}/opac/index`);
    assert.match(refused.explain!, `${server.url}/books/index?x=1`);
    assert.match(refused.explain!, '落地页');
    await page.close();

    const again = openPage(server.url, '/books/index?x=1#top', { device: 'ios' });
    again.window.history.pushState({}, '', '/opac/index');
    assert.is(await configure(client, again, { url: `${server.url}/books/index?x=1` }), 'ready');
    const config = (again.window as unknown as { __harnessBridge: { config: { state: number; signedUrl: string } } })
      .__harnessBridge.config;
    assert.is(config.state, 1);
    assert.is(config.signedUrl, `${server.url}/books/index?x=1`);
    await again.close();
  },
);

Config(
  'Android: the current URL passes; the landing URL after pushState is refused (hand-made signature explained too)',
  async ({ server, client }) => {
    const page = openPage(server.url, '/books/index', { device: 'android' });
    page.window.history.pushState({}, '', '/opac/index');
    assert.is(await configure(client, page), 'ready');
    await page.close();

    const stale = openPage(server.url, '/books/index', { device: 'android' });
    stale.window.history.pushState({}, '', '/opac/index');
    const signature = sign(server, `${server.url}/books/index`, 'HandMadeNonce001', now());
    assert.is(await configure(client, stale, { signature }), 'config:invalid signature');
    const [entry] = await serverLog(client, (e) => e.args.verifyNonceStr === 'HandMadeNonce001');
    assert.match(entry.explain!, 'Android');
    assert.match(entry.explain!, `签名用的地址是 ${server.url}/books/index，`);
    await stale.close();
  },
);

Config('a signature older than 2 hours is refused as invalid signature', async ({ server, client }) => {
  const page = openPage(server.url, '/', { device: 'ios' });
  const old = sign(server, `${server.url}/`, 'OldNonce00000001', now() - 7201);
  assert.is(await configure(client, page, { signature: old }), 'config:invalid signature');
  const [entry] = await serverLog(client, (e) => e.args.verifyNonceStr === 'OldNonce00000001');
  assert.match(entry.explain!, '2 小时');
  await page.close();
  const fresh = openPage(server.url, '/', { device: 'ios' });
  assert.is(
    await configure(client, fresh, { signature: sign(server, `${server.url}/`, 'OldNonce00000002', now() - 7000) }),
    'ready',
  );
  await fresh.close();
});

Config('a nonce reused with another timestamp is refused', async ({ server, client }) => {
  // One timestamp for both configs that must pass: two now() calls can fall either side of a second.
  const stamp = now() - 10;
  const first = openPage(server.url, '/', { device: 'ios' });
  assert.is(
    await configure(client, first, { signature: sign(server, `${server.url}/`, 'ReusedNonce00001', stamp) }),
    'ready',
  );
  await first.close();
  const same = openPage(server.url, '/', { device: 'ios' });
  assert.is(
    await configure(client, same, { signature: sign(server, `${server.url}/`, 'ReusedNonce00001', stamp) }),
    'ready',
  );
  await same.close();
  const second = openPage(server.url, '/', { device: 'ios' });
  assert.is(
    await configure(client, second, { signature: sign(server, `${server.url}/`, 'ReusedNonce00001', stamp + 10) }),
    'config:invalid signature',
  );
  const [entry] = await serverLog(client, (e) => e.args.verifyNonceStr === 'ReusedNonce00001' && !!e.explain);
  assert.match(entry.explain!, 'noncestr');
  await second.close();
});

Config('before a successful config every API fails with the offline-verifying message', async ({ server }) => {
  for (const device of ['ios', 'android'] as const) {
    const page = openPage(server.url, '/', { device });
    const [callback, res] = await page.call('getLocation');
    assert.is(callback, 'fail');
    assert.is(res.errMsg, 'getLocation:fail, the permission value is offline verifying');
    await page.close();
  }
});

Config('after a failed config APIs still fail; an API not listed is permission denied', async ({ server, client }) => {
  const failed = openPage(server.url, '/', { device: 'ios' });
  await configure(client, failed, { url: `${server.url}/elsewhere` });
  const [, res] = await failed.call('scanQRCode', { needResult: 1 });
  assert.is(res.errMsg, 'scanQRCode:fail, the permission value is offline verifying');
  await failed.close();

  const page = openPage(server.url, '/', { device: 'android' });
  assert.is(await configure(client, page, { jsApiList: ['scanQRCode'] }), 'ready');
  for (const api of ['getLocation', 'chooseImage', 'chooseWXPay', 'openAddress', 'previewImage']) {
    const [callback, denied] = await page.call(api, api === 'previewImage' ? { urls: [] } : {});
    assert.is(callback, 'fail', api);
    assert.is(denied.errMsg, `${api}:permission denied`);
  }
  // The basic ones need no listing.
  assert.is((await page.call('getNetworkType'))[1].errMsg, 'getNetworkType:ok');
  await page.close();
});

Config.run();
