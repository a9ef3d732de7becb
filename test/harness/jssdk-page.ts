/**
 * A phone page for the JS-SDK suites: a happy-dom window on a running harness with the bridge and
 * then the real weixin-js-sdk loaded (as the served page would), optionally framed by a harness
 * page stub (window.parent.__harnessHost).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Window } from 'happy-dom';
import type { Test } from 'uvu';
import { APPID, type Client, harnessSuite, type HarnessCtx } from './helpers.js';
import type { HarnessHost, JsSdkLogEntry } from '../../harness/bridge/protocol.js';

const SDK = readFileSync(createRequire(import.meta.url).resolve('weixin-js-sdk'), 'utf8');

export type Device = 'ios' | 'android';
export type Res = Record<string, any>;
type Wx = Record<string, any>;

export const ALL_APIS = [
  'scanQRCode',
  'getLocation',
  'openLocation',
  'chooseImage',
  'previewImage',
  'getLocalImgData',
  'downloadImage',
  'uploadImage',
  'chooseWXPay',
  'openAddress',
  'checkJsApi',
  'getNetworkType',
];

export interface PageOptions {
  device?: Device;
  clientVersion?: string;
  /** Frames the page in a harness page stub. */
  host?: Partial<HarnessHost>;
}

export interface Page {
  window: Window;
  wx: Wx;
  /** Calls `fn(wx, done)`; resolves with what `done` got (3 s at most). */
  run<T = Res>(fn: (wx: Wx, done: (value: T) => void) => void): Promise<T>;
  /** Calls wx[api](args) and resolves with [callback name, result] from success / cancel / fail. */
  call(api: string, args?: Record<string, unknown>): Promise<[string, Res]>;
  close(): Promise<void>;
}

let bridgeCode = '';

export async function loadBridge(client: Client): Promise<void> {
  bridgeCode ||= await (await client.raw('/__harness/bridge.js')).text();
}

export function openPage(base: string, path: string, options: PageOptions = {}): Page {
  const window = new Window({ url: base + path });
  window.document.cookie = `harness_device=${options.device ?? 'ios'}`;
  if (options.clientVersion) window.document.cookie = `harness_client_version=${options.clientVersion}`;
  if (options.host)
    Object.defineProperty(window, 'parent', { value: { __harnessHost: options.host }, configurable: true });
  window.eval(bridgeCode);
  window.eval(`(function(){var module={exports:{}};${SDK}\n;window.wx=module.exports;})()`);
  const wx = (window as unknown as { wx: Wx }).wx;
  const run = <T>(fn: (wx: Wx, done: (value: T) => void) => void) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer from the bridge')), 3000);
      fn(wx, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  const call = (api: string, args: Record<string, unknown> = {}) =>
    run<[string, Res]>((w, done) =>
      w[api]({
        ...args,
        success: (res: Res) => done(['success', plain(res)]),
        cancel: (res: Res) => done(['cancel', plain(res)]),
        fail: (res: Res) => done(['fail', plain(res)]),
      }),
    );
  return { window, wx, run, call, close: () => window.happyDOM.close() };
}

/** A copy outside the page's realm (deep-equal works on it). */
export const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface ConfigOptions {
  jsApiList?: string[];
  openTagList?: string[];
  /** The URL to sign; default: the page's current URL. */
  url?: string;
  /** Use this signature data instead of asking the platform. */
  signature?: { appId: string; timestamp: number | string; noncestr: string; signature: string };
}

/** wx.config with a platform signature; resolves 'ready' or the error's errMsg. */
export async function configure(client: Client, page: Page, options: ConfigOptions = {}): Promise<string> {
  const url = options.url ?? page.window.location.href.split('#')[0];
  const data =
    options.signature ?? (await client.get('/api/v1/offiaccount/signature', { url, authorizer_appid: APPID })).data;
  return page.run<string>((wx, done) => {
    wx.config({
      appId: data.appId,
      timestamp: data.timestamp,
      nonceStr: data.noncestr,
      signature: data.signature,
      jsApiList: options.jsApiList ?? ALL_APIS,
      openTagList: options.openTagList ?? ['wx-open-launch-weapp'],
    });
    wx.ready(() => done('ready'));
    wx.error((res: { errMsg: string }) => done(res.errMsg));
  });
}

/** Log entries on the server that match, once there are `atLeast` (the bridge posts fire-and-forget). */
export async function serverLog(
  client: Client,
  match: (entry: JsSdkLogEntry) => boolean,
  atLeast = 1,
): Promise<JsSdkLogEntry[]> {
  let rows: JsSdkLogEntry[] = [];
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const body = await client.get('/__harness/api/jssdk-log');
    rows = (body.data.rows as JsSdkLogEntry[]).filter(match);
    if (rows.length >= atLeast) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return rows;
}

export const control = (client: Client, method: string, path: string, body?: unknown) =>
  client
    .raw(`/__harness/api/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    .then((response) => response.json());

export type JsSdkCtx = HarnessCtx;

/** A harness suite (logged-in client) with the bridge bundle loaded. */
export function jssdkSuite(name: string): Test<JsSdkCtx> {
  const test = harnessSuite(name);
  test.before(async ({ client }) => loadBridge(client));
  return test;
}
