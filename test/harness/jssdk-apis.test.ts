/**
 * Each JS-SDK API's reply as the real SDK hands it to success / cancel / fail, on iOS and Android,
 * with answers from the control API's queue (and the defaults).
 */
import * as assert from 'uvu/assert';
import { PLACEHOLDER_JPEG } from '../../harness/bridge/defaults.js';
import { createFineOrder, getFineOrder } from '../../harness/server/ils/fineOrders.js';
import { configure, control, type Device, jssdkSuite, type JsSdkCtx, openPage, type Page } from './jssdk-page.js';

type Ctx = JsSdkCtx;
const Apis = jssdkSuite('jssdk: API replies per device');
Apis.before.each(async ({ client }) => {
  await control(client, 'DELETE', 'answers');
  await control(client, 'DELETE', 'location');
});

const DEVICES: Device[] = ['ios', 'android'];

async function phone(ctx: Ctx, device: Device): Promise<Page> {
  const page = openPage(ctx.server.url, '/wxloan', { device });
  assert.is(await configure(ctx.client, page), 'ready');
  return page;
}

const queue = (ctx: Ctx, api: string, answer: object) => control(ctx.client, 'POST', 'answers', { api, answer });

Apis('scanQRCode: QR text and EAN_13 barcodes reach the page alike on both devices', async (ctx) => {
  for (const device of DEVICES) {
    const page = await phone(ctx, device);
    assert.equal(await page.call('scanQRCode', { needResult: 1 }), [
      'success',
      { errMsg: 'scanQRCode:ok', resultStr: 'DEMO0001' },
    ]);
    await queue(ctx, 'scanQRCode', { action: 'ok', data: { result: '9787020002207', codeType: 'EAN_13' } });
    assert.equal((await page.call('scanQRCode', { needResult: 1 }))[1].resultStr, 'EAN_13,9787020002207');
    await queue(ctx, 'scanQRCode', { action: 'ok', data: { result: 'https://example.com/q?a=1' } });
    assert.equal((await page.call('scanQRCode', { needResult: 1 }))[1].resultStr, 'https://example.com/q?a=1');
    assert.equal(await page.call('scanQRCode', { needResult: 0 }), ['success', { errMsg: 'scanQRCode:ok' }]);
    await queue(ctx, 'scanQRCode', { action: 'cancel' });
    assert.equal(await page.call('scanQRCode', { needResult: 1 }), ['cancel', { errMsg: 'scanQRCode:cancel' }]);
    await page.close();
  }
});

Apis('scanQRCode: iOS wraps the result in JSON beneath the SDK, Android does not', async (ctx) => {
  for (const device of DEVICES) {
    const page = await phone(ctx, device);
    await queue(ctx, 'scanQRCode', { action: 'ok', data: { result: '9787020002207', codeType: 'EAN_13' } });
    await page.call('scanQRCode', { needResult: 1 });
    const bridge = (
      page.window as unknown as { __harnessBridge: { log: { name: string; reply: { resultStr: string } }[] } }
    ).__harnessBridge;
    const raw = bridge.log.filter((r) => r.name === 'scanQRCode').at(-1)!.reply.resultStr;
    if (device === 'ios') assert.equal(JSON.parse(raw).scan_code.scan_result, 'EAN_13,9787020002207');
    else assert.is(raw, 'EAN_13,9787020002207');
    await page.close();
  }
});

Apis('getLocation: the library by default, a set position, a refusal', async (ctx) => {
  for (const device of DEVICES) {
    const page = await phone(ctx, device);
    const [callback, res] = await page.call('getLocation', { type: 'gcj02' });
    assert.is(callback, 'success');
    assert.equal(res, { errMsg: 'getLocation:ok', latitude: 30.274085, longitude: 120.15507, speed: 0, accuracy: 30 });
    await control(ctx.client, 'POST', 'location', { latitude: 31.2304, longitude: 121.4737, accuracy: 65 });
    assert.equal((await page.call('getLocation'))[1], {
      errMsg: 'getLocation:ok',
      latitude: 31.2304,
      longitude: 121.4737,
      speed: 0,
      accuracy: 65,
    });
    await control(ctx.client, 'POST', 'location', { deny: true });
    assert.equal(await page.call('getLocation'), ['fail', { errMsg: 'getLocation:fail auth deny' }]);
    await queue(ctx, 'getLocation', { action: 'cancel' });
    assert.equal(await page.call('getLocation'), ['cancel', { errMsg: 'getLocation:cancel' }]);
    await control(ctx.client, 'DELETE', 'location');
    await page.close();
  }
});

Apis('chooseImage → getLocalImgData → uploadImage → media/get → downloadImage', async (ctx) => {
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  for (const device of DEVICES) {
    const page = await phone(ctx, device);
    // Default: the placeholder JPEG.
    const [, chosen] = await page.call('chooseImage', { count: 1 });
    assert.is(chosen.errMsg, 'chooseImage:ok');
    assert.ok(Array.isArray(chosen.localIds) && chosen.localIds.length === 1, 'localIds is an array after the SDK');
    assert.match(chosen.localIds[0], device === 'ios' ? /^wxlocalresource:\/\// : /^weixin:\/\/resourceid\//);
    const [, local] = await page.call('getLocalImgData', { localId: chosen.localIds[0] });
    assert.is(local.localData, device === 'ios' ? `data:image/jpeg;base64,${PLACEHOLDER_JPEG}` : PLACEHOLDER_JPEG);

    // Two PNGs chosen in a panel-like answer; count caps them.
    await queue(ctx, 'chooseImage', {
      action: 'ok',
      data: {
        images: [
          { name: 'a.png', dataUrl: `data:image/png;base64,${png}` },
          { name: 'b.jpg', dataUrl: `data:image/jpeg;base64,${PLACEHOLDER_JPEG}` },
          { name: 'c.jpg', dataUrl: `data:image/jpeg;base64,${PLACEHOLDER_JPEG}` },
        ],
      },
    });
    const [, two] = await page.call('chooseImage', { count: 2 });
    assert.is(two.localIds.length, 2);
    const [, pngData] = await page.call('getLocalImgData', { localId: two.localIds[0] });
    assert.is(pngData.localData, device === 'ios' ? `data:image/png;base64,${png}` : png);

    const [uploaded, up] = await page.call('uploadImage', { localId: two.localIds[0] });
    assert.is(uploaded, 'success');
    assert.type(up.serverId, 'string');
    const media = await ctx.client.raw(`/__wx/cgi-bin/media/get?media_id=${up.serverId}`);
    assert.is(media.headers.get('content-type'), 'image/png');
    const bytes = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      media.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      media.stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
    assert.is(bytes.toString('base64'), png);

    const [, down] = await page.call('downloadImage', { serverId: up.serverId });
    assert.is(down.errMsg, 'downloadImage:ok');
    assert.is.not(down.localId, two.localIds[0]);
    const [, again] = await page.call('getLocalImgData', { localId: down.localId });
    assert.is(again.localData, pngData.localData);

    assert.equal(await page.call('downloadImage', { serverId: 'nope' }), ['fail', { errMsg: 'downloadImage:fail' }]);
    assert.equal(await page.call('uploadImage', { localId: 'wxlocalresource://unknown' }), [
      'fail',
      { errMsg: 'uploadImage:fail' },
    ]);
    await queue(ctx, 'chooseImage', { action: 'cancel' });
    assert.equal(await page.call('chooseImage'), ['cancel', { errMsg: 'chooseImage:cancel' }]);
    await page.close();
  }
});

Apis('media/get answers 40007 for an unknown media_id', async ({ client }) => {
  const body = await (await client.raw('/__wx/cgi-bin/media/get?media_id=doesnotexist')).json();
  assert.equal(body, { errcode: 40007, errmsg: 'invalid media_id' });
});

Apis('chooseWXPay: cancel and fail pay nothing; ok is confirmed to the library by WeChat Pay', async (ctx) => {
  const cards = { ios: 'SX500001', android: 'SX100001' } as const;
  for (const device of DEVICES) {
    const order = createFineOrder(ctx.server.db, cards[device], Date.now());
    const pay = order.pay as NonNullable<typeof order.pay>;
    const state = () => getFineOrder(ctx.server.db, cards[device], order.orderid, Date.now()).state;
    const page = await phone(ctx, device);
    await queue(ctx, 'chooseWXPay', { action: 'cancel' });
    assert.equal(await page.call('chooseWXPay', pay), ['cancel', { errMsg: 'chooseWXPay:cancel' }]);
    await queue(ctx, 'chooseWXPay', { action: 'fail' });
    assert.equal(await page.call('chooseWXPay', pay), ['fail', { errMsg: 'chooseWXPay:fail' }]);
    assert.is(state(), 'created', 'nothing paid');
    const forged = await page.call('chooseWXPay', { ...pay, paySign: 'F'.repeat(32) });
    assert.equal(forged, ['fail', { errMsg: 'chooseWXPay:fail 支付验证签名失败' }]);
    assert.is(state(), 'created');
    assert.equal(await page.call('chooseWXPay', pay), ['success', { errMsg: 'chooseWXPay:ok' }]);
    assert.is(state(), 'paid', 'WeChat Pay told the library');
    await page.close();
  }
});

Apis('openAddress: the SDK maps editAddress fields to its own names', async (ctx) => {
  const expected = {
    userName: '林书远',
    telNumber: '13805710001',
    nationalCode: '330106',
    errMsg: 'openAddress:ok',
    postalCode: '310000',
    provinceName: '浙江省',
    cityName: '杭州市',
    countryName: '西湖区',
    detailInfo: '文华路1号',
  };
  for (const device of DEVICES) {
    const page = await phone(ctx, device);
    const [callback, res] = await page.call('openAddress');
    assert.is(callback, 'success');
    assert.equal(res, expected);
    await queue(ctx, 'openAddress', { action: 'cancel' });
    assert.equal(await page.call('openAddress'), ['cancel', { errMsg: 'openAddress:cancel' }]);
    await page.close();
  }
});

Apis('checkJsApi (a JSON string beneath the SDK on Android) and getNetworkType', async (ctx) => {
  for (const device of DEVICES) {
    const page = await phone(ctx, device);
    const [, check] = await page.call('checkJsApi', {
      jsApiList: ['getLocation', 'chooseWXPay', 'scanQRCode', 'startRecord'],
    });
    assert.equal(check.checkResult, { getLocation: true, chooseWXPay: true, scanQRCode: true, startRecord: false });
    assert.equal(await page.call('getNetworkType'), ['success', { errMsg: 'getNetworkType:ok', networkType: 'wifi' }]);
    await page.close();
  }
});

Apis('previewImage and openLocation answer ok when not framed; every reply is a fresh object', async (ctx) => {
  const page = await phone(ctx, 'ios');
  assert.equal(await page.call('previewImage', { current: 'a', urls: ['a', 'b'] }), [
    'success',
    { errMsg: 'previewImage:ok' },
  ]);
  assert.equal(await page.call('openLocation', { latitude: 30.27, longitude: 120.15, name: '总馆' }), [
    'success',
    { errMsg: 'openLocation:ok' },
  ]);
  const results = await page.run<Record<string, unknown>[]>((wx, done) => {
    const seen: Record<string, unknown>[] = [];
    const next = (res: Record<string, unknown>) => {
      seen.push(res);
      res.resultStr = 'changed by the page';
      if (seen.length === 2) done(seen);
      else wx.scanQRCode({ needResult: 1, success: next });
    };
    wx.scanQRCode({ needResult: 1, success: next });
  });
  assert.ok(results[0] !== results[1], 'two calls never share a reply');
  const bridge = (
    page.window as unknown as { __harnessBridge: { log: { name: string; reply: { resultStr: string } }[] } }
  ).__harnessBridge;
  for (const record of bridge.log.filter((r) => r.name === 'scanQRCode')) {
    assert.match(record.reply.resultStr, 'DEMO0001');
  }
  await page.close();
});

Apis.run();
