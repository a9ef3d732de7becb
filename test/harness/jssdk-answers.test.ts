/**
 * Where answers come from: the harness page around the app (a host stub), else the control API's
 * queue, its policy, the default — and the JS-SDK log, framed and on the server, says which.
 */
import * as assert from 'uvu/assert';
import {
  configure,
  control,
  jssdkSuite,
  type JsSdkCtx,
  openPage,
  type Page,
  type PageOptions,
  plain,
  serverLog,
} from './jssdk-page.js';
import type { Answer, JsSdkLogEntry } from '../../harness/bridge/protocol.js';

type Ctx = JsSdkCtx;
const Answers = jssdkSuite('jssdk: answer routing and the log');
Answers.before.each(async ({ client }) => {
  await control(client, 'DELETE', 'answers');
  await control(client, 'DELETE', 'policy');
  await control(client, 'DELETE', 'jssdk-log');
});

async function phone(ctx: Ctx, host?: PageOptions['host']): Promise<Page> {
  const page = openPage(ctx.server.url, '/wxloan', { device: 'ios', host });
  assert.is(await configure(ctx.client, page), 'ready');
  return page;
}

/** The `nth` scanQRCode entry of the server log (1-based), once it is there. */
const scanEntry = async (client: JsSdkCtx['client'], nth: number) =>
  (await serverLog(client, (e) => e.invoke === 'scanQRCode', nth))[nth - 1];

Answers('no panel: queue first (in order), then the policy, then the default', async (ctx) => {
  const page = await phone(ctx);
  await control(ctx.client, 'POST', 'answers', {
    api: 'scanQRCode',
    answer: { action: 'ok', data: { result: 'SX100001' } },
  });
  await control(ctx.client, 'POST', 'answers', {
    api: 'scanQRCode',
    answer: { action: 'ok', data: { result: 'SX200001' } },
  });
  await control(ctx.client, 'POST', 'policy', { api: 'scanQRCode', policy: 'cancel' });
  assert.is((await page.call('scanQRCode', { needResult: 1 }))[1].resultStr, 'SX100001');
  assert.is((await scanEntry(ctx.client, 1)).source, 'queue');
  assert.is((await page.call('scanQRCode', { needResult: 1 }))[1].resultStr, 'SX200001');
  assert.equal(await page.call('scanQRCode', { needResult: 1 }), ['cancel', { errMsg: 'scanQRCode:cancel' }]);
  const policyEntry = await scanEntry(ctx.client, 3);
  assert.is(policyEntry.source, 'policy');
  assert.equal(policyEntry.reply, { err_msg: 'scanQRCode:cancel' });
  await control(ctx.client, 'POST', 'policy', { api: 'scanQRCode', policy: 'ask' });
  assert.is((await page.call('scanQRCode', { needResult: 1 }))[1].resultStr, 'DEMO0001');
  assert.is((await scanEntry(ctx.client, 4)).source, 'default');
  await page.close();
});

Answers('a policy "ok" answers with the default data', async (ctx) => {
  const page = await phone(ctx);
  await control(ctx.client, 'POST', 'policy', { api: 'openAddress', policy: 'ok' });
  const [callback, res] = await page.call('openAddress');
  assert.is(callback, 'success');
  assert.is(res.userName, '林书远');
  await control(ctx.client, 'POST', 'policy', { api: 'chooseWXPay', policy: 'fail' });
  assert.equal(await page.call('chooseWXPay', { package: 'prepay_id=1', paySign: 'x' }), [
    'fail',
    { errMsg: 'chooseWXPay:fail' },
  ]);
  await page.close();
});

Answers('framed: the harness page answers, sees every invoke, and shows previews, maps and launches', async (ctx) => {
  const asked: [string, Record<string, unknown>][] = [];
  const logged: JsSdkLogEntry[] = [];
  const shown: [string, Record<string, unknown>][] = [];
  const answers: Record<string, Answer | null> = {
    scanQRCode: { action: 'ok', data: { result: '9787544270878', codeType: 'EAN_13' } },
    getLocation: { action: 'ok' },
    chooseWXPay: { action: 'cancel' },
    openAddress: null,
  };
  const page = await phone(ctx, {
    ask: async (api, args) => {
      asked.push([api, plain(args)]);
      return answers[api] as never;
    },
    log: (entry) => logged.push(plain(entry)),
    show: (kind, detail) => shown.push([kind, plain(detail)]),
  });
  await control(ctx.client, 'POST', 'answers', {
    api: 'scanQRCode',
    answer: { action: 'ok', data: { result: 'QUEUED' } },
  });
  assert.is(
    (await page.call('scanQRCode', { needResult: 1, scanType: ['barCode'] }))[1].resultStr,
    'EAN_13,9787544270878',
  );
  assert.equal(asked[0], ['scanQRCode', { needResult: 1, scanType: ['barCode'] }]);
  assert.is((await scanEntry(ctx.client, 1)).source, 'panel');
  // `ok` without data from a panel: the default data (the library's position).
  assert.is((await page.call('getLocation'))[1].latitude, 30.274085);
  assert.equal(await page.call('chooseWXPay', { package: 'prepay_id=1', paySign: 'x' }), [
    'cancel',
    { errMsg: 'chooseWXPay:cancel' },
  ]);
  // A panel that declines (null) leaves the answer to the control API.
  await control(ctx.client, 'POST', 'answers', {
    api: 'openAddress',
    answer: { action: 'fail', errMsg: 'openAddress:fail no address' },
  });
  assert.equal(await page.call('openAddress'), ['fail', { errMsg: 'openAddress:fail no address' }]);
  assert.equal((await serverLog(ctx.client, (e) => e.invoke === 'editAddress'))[0].source, 'queue');
  // The queued scan answer was never needed.
  assert.is((await control(ctx.client, 'GET', 'answers')).data.scanQRCode.length, 1);

  assert.equal(await page.call('previewImage', { current: 'https://x/1.jpg', urls: ['https://x/1.jpg'] }), [
    'success',
    { errMsg: 'previewImage:ok' },
  ]);
  assert.equal(
    await page.call('openLocation', { latitude: 30.27, longitude: 120.15, name: '总馆', address: '文华路1号' }),
    ['success', { errMsg: 'openLocation:ok' }],
  );
  assert.equal(
    shown.map(([kind]) => kind),
    ['previewImage', 'openLocation'],
  );
  assert.equal(shown[0][1], { current: 'https://x/1.jpg', urls: ['https://x/1.jpg'] });
  assert.is(shown[1][1].name, '总馆');

  const invokes = logged.map((entry) => entry.invoke);
  for (const name of [
    'preVerifyJSAPI',
    'scanQRCode',
    'geoLocation',
    'getBrandWCPayRequest',
    'editAddress',
    'imagePreview',
    'openLocation',
  ]) {
    assert.ok(invokes.includes(name), `${name} logged to the page`);
  }
  const config = logged.find((entry) => entry.invoke === 'preVerifyJSAPI')!;
  assert.is(config.api, 'config');
  assert.equal(config.reply, { err_msg: 'config:ok' });
  assert.ok(Array.isArray(config.args.verifyJsApiList));
  const location = logged.find((entry) => entry.invoke === 'geoLocation')!;
  assert.is(location.api, 'getLocation');
  assert.is(location.source, 'panel');
  assert.not.ok('verifySignature' in location.args, 'config noise stays out of other entries');
  await page.close();
});

Answers('a host that throws or is missing falls back to the server', async (ctx) => {
  const page = await phone(ctx, {
    ask: () => Promise.reject(new Error('panel closed')),
    log: () => {
      throw new Error('x');
    },
  });
  assert.is((await page.call('scanQRCode', { needResult: 1 }))[1].resultStr, 'DEMO0001');
  assert.is((await scanEntry(ctx.client, 1)).source, 'default');
  await page.close();
});

Answers('the server log keeps entries in order, answers ?since= and shortens image data', async (ctx) => {
  const page = await phone(ctx);
  const [, chosen] = await page.call('chooseImage', { count: 1 });
  await page.call('getLocalImgData', { localId: chosen.localIds[0] });
  const rows = await serverLog(ctx.client, (e) => e.invoke === 'getLocalImgData');
  const local = rows[0];
  assert.ok(String(local.reply.localData).length < 200, 'long base64 is cut in the log');
  assert.match(String(local.reply.localData), '字符');
  const all = (await control(ctx.client, 'GET', 'jssdk-log')).data.rows as JsSdkLogEntry[];
  const newer = (await ctx.client.get('/__harness/api/jssdk-log', { since: String(local.id - 1) })).data
    .rows as JsSdkLogEntry[];
  assert.is(newer[0].id, local.id);
  assert.ok(all.every((entry, i) => i === 0 || entry.id > all[i - 1].id));
  assert.ok(all.every((entry) => entry.pageUrl.startsWith(`${ctx.server.url}/wxloan`)));
  await page.close();
});

Answers.run();
