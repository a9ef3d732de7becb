/**
 * The JS-SDK promise wrappers against the harness's WeChat emulation: a phone page (bridge + the
 * real SDK) per device, its `wx` handed to src/wx/sdk.ts, answers queued through the control API.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PLACEHOLDER_JPEG } from '../../harness/bridge/defaults.js';
import { createFineOrder } from '../../harness/server/ils/fineOrders.js';
import type { FineOrder } from '../../src/api/contract';
import {
  chooseImage,
  chooseWXPay,
  checkJsApi,
  downloadImage,
  getLocalImgData,
  getLocation,
  getNetworkType,
  openAddress,
  openLocation,
  previewImage,
  scanCode,
  scanQRCode,
  toImageDataUrl,
  uploadImage,
} from '../../src/wx/api';
import { WX_MESSAGES } from '../../src/wx/errors';
import { wechatConfig } from '../../src/wechatConfig';
import { setLandingUrl } from '../../src/wx/detect';
import { configureWx, installWx, type Wx } from '../../src/wx/sdk';
import { APPID } from '../harness/helpers.js';
import { clearBrowserState, setPageUrl } from '../helpers/origin';
import {
  ALL_APIS,
  configure,
  control,
  type Device,
  jssdkSuite,
  type JsSdkCtx,
  openPage,
  type Page,
} from '../harness/jssdk-page.js';

type Ctx = JsSdkCtx;
const DEVICES: Device[] = ['ios', 'android'];
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const JPEG_URL = `data:image/jpeg;base64,${PLACEHOLDER_JPEG}`;

const cancelled = { ok: false, cancelled: true, message: WX_MESSAGES.cancelled };
const failed = { ok: false, cancelled: false, message: WX_MESSAGES.failed };

/** A configured phone whose SDK the wrappers use. */
async function phone(ctx: Ctx, device: Device, jsApiList = ALL_APIS): Promise<Page> {
  const page = openPage(ctx.server.url, '/wxloan', { device });
  assert.is(await configure(ctx.client, page, { jsApiList }), 'ready');
  installWx(page.wx as unknown as Wx);
  return page;
}

const queue = (ctx: Ctx, api: string, answer: object) => control(ctx.client, 'POST', 'answers', { api, answer });

/** Runs `check` on a configured phone of each device. */
async function onEachDevice(ctx: Ctx, check: (device: Device, page: Page) => Promise<void>) {
  for (const device of DEVICES) {
    const page = await phone(ctx, device);
    try {
      await check(device, page);
    } finally {
      await page.close();
    }
  }
}

const Api = jssdkSuite('wx wrappers: replies on iOS and Android');
Api.before.each(async ({ client }) => {
  await control(client, 'DELETE', 'answers');
  await control(client, 'DELETE', 'location');
});
Api.after(() => installWx(null));

Api('scanQRCode: QR text, EAN-13 with its ISBN, a book barcode; cancel and failure', async (ctx) => {
  await onEachDevice(ctx, async () => {
    assert.equal(await scanQRCode(), {
      ok: true,
      data: { text: 'DEMO0001', format: 'QR_CODE', barcode: false, isbn: null },
    });
    await queue(ctx, 'scanQRCode', { action: 'ok', data: { result: '9787020002207', codeType: 'EAN_13' } });
    assert.equal(await scanQRCode(), {
      ok: true,
      data: { text: '9787020002207', format: 'EAN_13', barcode: true, isbn: '9787020002207' },
    });
    await queue(ctx, 'scanQRCode', { action: 'ok', data: { result: 'A100000001', codeType: 'CODE_128' } });
    assert.equal(await scanCode(), { ok: true, data: 'A100000001' });
    await queue(ctx, 'scanQRCode', { action: 'ok', data: { result: 'https://lib.example.cn/t?no=1,2' } });
    assert.equal(await scanCode(), { ok: true, data: 'https://lib.example.cn/t?no=1,2' });
    await queue(ctx, 'scanQRCode', { action: 'cancel' });
    assert.equal(await scanQRCode(), cancelled);
    await queue(ctx, 'scanQRCode', { action: 'fail' });
    assert.equal(await scanQRCode(), failed);
  });
});

Api("scanQRCode: iOS's JSON wrapper read even when the SDK leaves it (an iPad's desktop user agent)", async (ctx) => {
  const page = await phone(ctx, 'android');
  const bridge = (
    page.window as unknown as { __harnessBridge: { setHandler(name: string, handler: () => object): void } }
  ).__harnessBridge;
  const wrapped = JSON.stringify({ scan_code: { scan_result: 'EAN_13,9787536692930', scan_type: 'barcode' } });
  bridge.setHandler('scanQRCode', () => ({ err_msg: 'scanQRCode:ok', resultStr: wrapped }));
  assert.equal(await scanQRCode(), {
    ok: true,
    data: { text: '9787536692930', format: 'EAN_13', barcode: true, isbn: '9787536692930' },
  });
  bridge.setHandler('scanQRCode', () => ({ err_msg: 'scanQRCode:fail, system permission denied' }));
  assert.equal(await scanQRCode(), { ok: false, cancelled: false, message: WX_MESSAGES.systemDenied });
  await page.close();
});

Api('getLocation: the library, a set position, a refusal, a cancel', async (ctx) => {
  await onEachDevice(ctx, async () => {
    assert.equal(await getLocation(), {
      ok: true,
      data: { latitude: 30.274085, longitude: 120.15507, accuracy: 30, speed: 0 },
    });
    await control(ctx.client, 'POST', 'location', { latitude: 31.2304, longitude: 121.4737, accuracy: 65 });
    assert.equal(await getLocation('wgs84'), {
      ok: true,
      data: { latitude: 31.2304, longitude: 121.4737, accuracy: 65, speed: 0 },
    });
    await control(ctx.client, 'POST', 'location', { deny: true });
    assert.equal(await getLocation(), { ok: false, cancelled: false, message: WX_MESSAGES.userDenied });
    await control(ctx.client, 'DELETE', 'location');
    await queue(ctx, 'getLocation', { action: 'cancel' });
    assert.equal(await getLocation(), cancelled);
  });
});

Api('openLocation and previewImage: shown, cancelled, failed', async (ctx) => {
  await onEachDevice(ctx, async () => {
    assert.equal(await openLocation({ latitude: 30.274085, longitude: 120.15507, name: '书香市图书馆' }), {
      ok: true,
      data: undefined,
    });
    await queue(ctx, 'openLocation', { action: 'cancel' });
    assert.equal(await openLocation({ latitude: 30.27, longitude: 120.15 }), cancelled);
    await queue(ctx, 'openLocation', { action: 'fail' });
    assert.equal(await openLocation({ latitude: 30.27, longitude: 120.15 }), failed);
    assert.equal(await previewImage(['https://img.example/a.jpg', 'https://img.example/b.jpg']), {
      ok: true,
      data: undefined,
    });
    await queue(ctx, 'previewImage', { action: 'cancel' });
    assert.equal(await previewImage(['https://img.example/a.jpg']), cancelled);
    await queue(ctx, 'previewImage', { action: 'fail' });
    assert.equal(await previewImage(['https://img.example/a.jpg']), failed);
  });
});

Api(
  'pictures: chooseImage → getLocalImgData (a data URL on both devices) → uploadImage → downloadImage',
  async (ctx) => {
    await onEachDevice(ctx, async (device, page) => {
      const chosen = await chooseImage();
      assert.ok(chosen.ok);
      if (!chosen.ok) return;
      assert.is(chosen.data.length, 1);
      assert.match(chosen.data[0], device === 'ios' ? /^wxlocalresource:\/\// : /^weixin:\/\/resourceid\//);
      assert.equal(await getLocalImgData(chosen.data[0]), { ok: true, data: JPEG_URL });
      // What the client itself handed over: the data-URL prefix on iOS only.
      const raw = await page.call('getLocalImgData', { localId: chosen.data[0] });
      assert.is(raw[1].localData, device === 'ios' ? JPEG_URL : PLACEHOLDER_JPEG);

      await queue(ctx, 'chooseImage', {
        action: 'ok',
        data: {
          images: [
            { name: 'a.png', dataUrl: `data:image/png;base64,${PNG}` },
            { name: 'b.jpg', dataUrl: JPEG_URL },
            { name: 'c.jpg', dataUrl: JPEG_URL },
          ],
        },
      });
      const two = await chooseImage(2);
      assert.ok(two.ok && two.data.length === 2, 'count caps the pictures');
      if (!two.ok) return;
      assert.equal(await getLocalImgData(two.data[0]), { ok: true, data: `data:image/png;base64,${PNG}` });

      const uploaded = await uploadImage(two.data[0]);
      assert.ok(uploaded.ok && /^[\w-]{16,}$/.test(uploaded.data), 'a serverId');
      if (!uploaded.ok) return;
      const downloaded = await downloadImage(uploaded.data);
      assert.ok(downloaded.ok && downloaded.data !== two.data[0], 'a new localId');
      if (!downloaded.ok) return;
      assert.equal(await getLocalImgData(downloaded.data), { ok: true, data: `data:image/png;base64,${PNG}` });

      assert.equal(await getLocalImgData('wxlocalresource://unknown'), failed);
      assert.equal(await uploadImage('wxlocalresource://unknown'), failed);
      assert.equal(await downloadImage('no-such-media'), failed);
      await queue(ctx, 'chooseImage', { action: 'cancel' });
      assert.equal(await chooseImage(), cancelled);
      await queue(ctx, 'chooseImage', { action: 'fail' });
      assert.equal(await chooseImage(), failed);
    });
  },
);

Api('chooseWXPay: paid, cancelled, failed', async (ctx) => {
  // A real fine order per device: the emulated client confirms an `ok` with WeChat Pay.
  const cards: Record<Device, string> = { ios: 'SX500001', android: 'SX100001' };
  await onEachDevice(ctx, async (device) => {
    const order = createFineOrder(ctx.server.db, cards[device], Date.now()).pay as NonNullable<FineOrder['pay']>;
    await queue(ctx, 'chooseWXPay', { action: 'cancel' });
    assert.equal(await chooseWXPay(order), cancelled);
    await queue(ctx, 'chooseWXPay', { action: 'fail' });
    assert.equal(await chooseWXPay(order), failed);
    assert.equal(await chooseWXPay(order), { ok: true, data: undefined });
    assert.equal(await chooseWXPay({ ...order, paySign: 'SIGN' }), failed, 'WeChat Pay refuses a forged signature');
  });
});

Api('openAddress: the SDK names on both devices; cancelled, failed', async (ctx) => {
  await onEachDevice(ctx, async () => {
    assert.equal(await openAddress(), {
      ok: true,
      data: {
        userName: '林书远',
        telNumber: '13805710001',
        postalCode: '310000',
        provinceName: '浙江省',
        cityName: '杭州市',
        countryName: '西湖区',
        detailInfo: '文华路1号',
        nationalCode: '330106',
      },
    });
    await queue(ctx, 'openAddress', { action: 'cancel' });
    assert.equal(await openAddress(), cancelled);
    await queue(ctx, 'openAddress', { action: 'fail' });
    assert.equal(await openAddress(), failed);
  });
});

Api('checkJsApi (JSON text beneath the SDK on Android) and getNetworkType', async (ctx) => {
  await onEachDevice(ctx, async () => {
    assert.equal(await checkJsApi(['scanQRCode', 'chooseWXPay', 'startRecord']), {
      ok: true,
      data: { scanQRCode: true, chooseWXPay: true, startRecord: false },
    });
    assert.equal(await getNetworkType(), { ok: true, data: 'wifi' });
  });
});

Api('an API left out of wx.config is refused with the account-permission message', async (ctx) => {
  const page = await phone(ctx, 'ios', ['getLocation']);
  assert.equal(await scanQRCode(), { ok: false, cancelled: false, message: WX_MESSAGES.notPermitted });
  assert.equal(await chooseWXPay({ timestamp: 1, nonceStr: 'n', package: 'p', signType: 'MD5', paySign: 's' }), {
    ok: false,
    cancelled: false,
    message: WX_MESSAGES.notPermitted,
  });
  assert.ok((await getLocation()).ok);
  await page.close();
});

Api('before any wx.config the client answers "offline verifying": not ready yet', async (ctx) => {
  const page = openPage(ctx.server.url, '/wxloan', { device: 'android' });
  installWx(page.wx as unknown as Wx);
  assert.equal(await scanQRCode(), { ok: false, cancelled: false, message: WX_MESSAGES.notReady });
  await page.close();
});

Api.run();

// ---

const Data = suite('wx wrappers: picture data URLs');

Data('bare base64 from Android gets the type its first bytes show; a data URL stays as it is', () => {
  assert.is(toImageDataUrl(PLACEHOLDER_JPEG), JPEG_URL);
  assert.is(toImageDataUrl(PNG), `data:image/png;base64,${PNG}`);
  assert.is(toImageDataUrl('R0lGODlhAQABAAAAACw='), 'data:image/gif;base64,R0lGODlhAQABAAAAACw=');
  assert.is(toImageDataUrl('UklGRiQAAABXRUJQ'), 'data:image/webp;base64,UklGRiQAAABXRUJQ');
  assert.is(
    toImageDataUrl(`${PNG.slice(0, 20)}\n${PNG.slice(20)}`),
    `data:image/png;base64,${PNG}`,
    'line breaks dropped',
  );
  assert.is(toImageDataUrl(JPEG_URL), JPEG_URL);
});

Data.run();

// ---

const Config = jssdkSuite('wx wrappers: waiting for wx.config');
const JS_API_LIST = [...wechatConfig.jsApiList];
const IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50';

/** The app's side: its page at the phone's address, signed in to the vendor API. */
function appPageAt(ctx: Ctx, url: string) {
  setPageUrl(url);
  document.cookie = `token=${ctx.client.token}; path=/`;
}

Config.after(() => {
  installWx(null);
  clearBrowserState();
});

Config('a call made while wx.config is on its way waits for it, then runs', async (ctx) => {
  const page = openPage(ctx.server.url, '/wxloan?from=menu', { device: 'ios' });
  installWx(page.wx as unknown as Wx);
  appPageAt(ctx, page.window.location.href);
  setLandingUrl(page.window.location.href);
  const configured = configureWx(APPID, IOS_UA, () => page.window.location.href);
  const scanned = scanCode();
  assert.equal(await configured, { ok: true, signedUrl: page.window.location.href });
  assert.equal(await scanned, { ok: true, data: 'DEMO0001' });
  assert.equal([...wechatConfig.jsApiList], JS_API_LIST, "the SDK's renaming does not reach the app's config");
  await page.close();
});

Config('after a failed wx.config a call is not made: the reader reads the config failure', async (ctx) => {
  const page = openPage(ctx.server.url, '/books/index', { device: 'ios' });
  installWx(page.wx as unknown as Wx);
  appPageAt(ctx, page.window.location.href);
  // iOS checks the landing URL; this signature is for another one.
  setLandingUrl(`${ctx.server.url}/userindex`);
  const configured = await configureWx(APPID, IOS_UA, () => page.window.location.href);
  assert.equal(configured, {
    ok: false,
    signedUrl: `${ctx.server.url}/userindex`,
    message: 'config:invalid signature',
  });
  assert.equal(await scanQRCode(), { ok: false, cancelled: false, message: WX_MESSAGES.invalidSignature });
  const bridge = (page.window as unknown as { __harnessBridge: { log: { name: string }[] } }).__harnessBridge;
  assert.not.ok(
    bridge.log.some((record) => record.name === 'scanQRCode'),
    'the scan never reached the client',
  );
  await page.close();
});

Config.run();
