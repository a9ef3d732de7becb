/**
 * The real JS-SDK (weixin-js-sdk) over the bridge, in a happy-dom window pointed at a running
 * harness: wx.config succeeds only for the URL the device signs, then APIs answer.
 */
import * as assert from 'uvu/assert';
import { configure as configureWith, jssdkSuite, type JsSdkCtx, openPage as open, type Page } from './jssdk-page.js';

const Bridge = jssdkSuite('bridge + real JS-SDK');

/** A phone page at `path` with the bridge and then the SDK loaded, as the served page would. */
const openPage = (ctx: JsSdkCtx, path: string, device: 'ios' | 'android'): Page =>
  open(ctx.server.url, path, { device });

const configure = (ctx: JsSdkCtx, page: Page, signedUrl: string) =>
  configureWith(ctx.client, page, {
    url: signedUrl,
    jsApiList: ['getLocation', 'scanQRCode', 'checkJsApi', 'openAddress'],
  });

Bridge('the page sees a WeChat user agent per device', async (ctx) => {
  const ios = openPage(ctx, '/', 'ios');
  assert.match(ios.window.navigator.userAgent, 'iPhone OS 17_5');
  assert.match(ios.window.navigator.userAgent, 'MicroMessenger/8.0.50');
  const android = openPage(ctx, '/', 'android');
  assert.match(android.window.navigator.userAgent, 'Android 14');
  assert.match(android.window.navigator.userAgent, 'XWEB/1300289');
  await ios.window.happyDOM.close();
  await android.window.happyDOM.close();
});

Bridge('iOS: wx.config passes with the landing URL, after in-app navigation too', async (ctx) => {
  const page = openPage(ctx, '/books/index?x=1#top', 'ios');
  page.window.history.pushState({}, '', '/opac/index');
  assert.is(await configure(ctx, page, `${ctx.server.url}/books/index?x=1`), 'ready');
  const location = await page.run<Record<string, number>>((wx, done) =>
    wx.getLocation({ type: 'gcj02', success: done }),
  );
  assert.ok(location.latitude > 30 && location.longitude > 120);
  const check = await page.run<Record<string, unknown>>((wx, done) =>
    wx.checkJsApi({ jsApiList: ['getLocation', 'scanQRCode'], success: done }),
  );
  // Objects from the page's realm: compare their JSON.
  assert.equal(JSON.parse(JSON.stringify(check.checkResult)), { getLocation: true, scanQRCode: true });
  const network = await page.run<Record<string, string>>((wx, done) => wx.getNetworkType({ success: done }));
  assert.is(network.networkType, 'wifi');
  const scan = await page.run<Record<string, string>>((wx, done) => wx.scanQRCode({ needResult: 1, success: done }));
  assert.is(scan.resultStr, 'DEMO0001');
  const harness = (
    page.window as unknown as { __harnessBridge: { log: { name: string; reply?: { err_msg: string } }[] } }
  ).__harnessBridge;
  const verified = harness.log.find((entry) => entry.name === 'preVerifyJSAPI');
  assert.is(verified?.reply?.err_msg, 'config:ok');
  const notListed = await page.run<Record<string, string>>((wx, done) => wx.chooseImage({ fail: done, success: done }));
  assert.is(notListed.errMsg, 'chooseImage:permission denied');
  await page.window.happyDOM.close();
});

Bridge('iOS: a signature for the current (non-landing) URL is refused', async (ctx) => {
  const page = openPage(ctx, '/books/index', 'ios');
  page.window.history.pushState({}, '', '/opac/index');
  assert.is(await configure(ctx, page, `${ctx.server.url}/opac/index`), 'config:invalid signature');
  await page.window.happyDOM.close();
});

Bridge('Android: the current URL is the one signed', async (ctx) => {
  const page = openPage(ctx, '/books/index', 'android');
  page.window.history.pushState({}, '', '/opac/index');
  assert.is(await configure(ctx, page, `${ctx.server.url}/opac/index`), 'ready');
  const scan = await page.run<Record<string, string>>((wx, done) => wx.scanQRCode({ needResult: 1, success: done }));
  assert.is(scan.resultStr, 'DEMO0001');
  await page.window.happyDOM.close();
  const stale = openPage(ctx, '/books/index', 'android');
  stale.window.history.pushState({}, '', '/opac/index');
  assert.is(await configure(ctx, stale, `${ctx.server.url}/books/index`), 'config:invalid signature');
  await stale.window.happyDOM.close();
});

Bridge('APIs fail before wx.config', async (ctx) => {
  const page = openPage(ctx, '/', 'ios');
  const res = await page.run<Record<string, string>>((wx, done) => wx.getLocation({ fail: done, success: done }));
  assert.match(res.errMsg, /^getLocation:/);
  assert.is.not(res.errMsg, 'getLocation:ok');
  await page.window.happyDOM.close();
});

Bridge.run();
