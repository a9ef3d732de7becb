/**
 * The real JS-SDK (weixin-js-sdk, jweixin 1.6), loaded as a lazy chunk and configured with a
 * signature from the vendor platform. `window.wx` is set here: the npm build never sets it.
 */
import { wechatConfig } from '../wechatConfig';
import { getSignature } from '../api/offiaccount';
import { failureMessage, platformOk } from '../api/result';
import { signatureUrl } from './detect';

// With the SDK's chunk, not the first route's: what a failed configuration tells the reader.
export { describeWxError } from './errors';

import type wxType from 'weixin-js-sdk';

export type Wx = typeof wxType;

let loaded: Promise<Wx> | null = null;
/** The latest wx.config: calls made while it runs wait for it. */
let configuring: Promise<ConfigResult> | null = null;

export function loadWx(): Promise<Wx> {
  loaded ??= import('weixin-js-sdk').then((mod) => {
    const wx = (mod.default ?? mod) as Wx;
    (window as unknown as { wx: Wx }).wx = wx;
    return wx;
  });
  return loaded;
}

/**
 * Hands over an SDK instance already loaded in the page (a test's emulated phone), or with null
 * goes back to the bundled one; either way no wx.config has run yet.
 */
export function installWx(wx: Wx | null): void {
  loaded = wx ? Promise.resolve(wx) : null;
  configuring = null;
}

export type ConfigResult = { ok: true; signedUrl: string } | { ok: false; signedUrl: string; message: string };

/** The outcome of the latest wx.config (after waiting for it), or null when none was started. */
export function configOutcome(): Promise<ConfigResult | null> {
  return configuring ?? Promise.resolve(null);
}

/**
 * Signs the URL this device checks (iOS: the landing URL, Android: the current one) and runs
 * wx.config; resolves on ready or error. If the page moved while the signature was on its way,
 * the new URL is signed instead.
 */
export function configureWx(appid: string, userAgent: string, href: () => string): Promise<ConfigResult> {
  const run = signAndConfigure(appid, userAgent, href);
  configuring = run;
  return run;
}

async function signAndConfigure(appid: string, userAgent: string, href: () => string): Promise<ConfigResult> {
  let url = '';
  let res: Awaited<ReturnType<typeof getSignature>> | null = null;
  for (let attempt = 0; attempt < 3 && url !== signatureUrl(userAgent, href()); attempt += 1) {
    url = signatureUrl(userAgent, href());
    res = await getSignature({ url, authorizer_appid: appid });
    if (!platformOk(res)) return { ok: false, signedUrl: url, message: failureMessage(res, '微信接口签名失败') };
  }
  if (!res || !platformOk(res)) return { ok: false, signedUrl: url, message: '微信接口签名失败' };
  const { appId, timestamp, noncestr, signature } = res.data;
  const wx = await loadWx();
  return new Promise((resolve) => {
    wx.config({
      debug: false,
      appId,
      timestamp,
      nonceStr: noncestr,
      signature,
      // Copies: the SDK renames the entries of the lists it gets in place.
      jsApiList: [...wechatConfig.jsApiList] as wxType.ApiMethod[],
      openTagList: [...wechatConfig.openTagList] as wxType.openTag[],
    });
    wx.ready(() => resolve({ ok: true, signedUrl: url }));
    wx.error((err: { errMsg?: string }) =>
      resolve({ ok: false, signedUrl: url, message: err?.errMsg ?? 'config:fail' }),
    );
  });
}
