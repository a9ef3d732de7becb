/**
 * The real JS-SDK (weixin-js-sdk, jweixin 1.6), loaded as a lazy chunk and configured with a
 * signature from the vendor platform. `window.wx` is set here: the npm build never sets it.
 */
import { config } from '../config';
import { getSignature } from '../api/offiaccount';
import { failureMessage, platformOk } from '../api/result';
import { signatureUrl } from './detect';

import type wxType from 'weixin-js-sdk';

export type Wx = typeof wxType;

let loaded: Promise<Wx> | null = null;

export function loadWx(): Promise<Wx> {
  loaded ??= import('weixin-js-sdk').then((mod) => {
    const wx = (mod.default ?? mod) as Wx;
    (window as unknown as { wx: Wx }).wx = wx;
    return wx;
  });
  return loaded;
}

export type ConfigResult = { ok: true } | { ok: false; message: string };

/** Signs the right URL for the device and runs wx.config; resolves on ready or error. */
export async function configureWx(appid: string, userAgent: string, href: string): Promise<ConfigResult> {
  const url = signatureUrl(userAgent, href);
  const res = await getSignature({ url, authorizer_appid: appid });
  if (!platformOk(res)) return { ok: false, message: failureMessage(res, '微信接口签名失败') };
  const wx = await loadWx();
  return new Promise((resolve) => {
    wx.config({
      debug: false,
      appId: res.data.appId,
      timestamp: res.data.timestamp,
      nonceStr: res.data.noncestr,
      signature: res.data.signature,
      jsApiList: config.jsApiList as wxType.ApiMethod[],
      openTagList: config.openTagList as wxType.openTag[],
    });
    wx.ready(() => resolve({ ok: true }));
    wx.error((err: { errMsg?: string }) => resolve({ ok: false, message: err?.errMsg ?? 'config:fail' }));
  });
}
