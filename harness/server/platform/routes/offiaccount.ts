/**
 * /api/v1/offiaccount/*: the vendor platform's front for the official account's WeChat calls
 * (authorize URL, code exchange, user info, JS-SDK signature).
 */
import type { Context, Hono } from 'hono';
import type { SignatureData } from '../../../../src/api/contract/index.js';
import { harnessConfig } from '../../infra/config.js';
import { type Deps, optional, required } from '../../infra/http.js';
import { type PlatformFailure, platformRoute } from '../../infra/endpoints.js';
import { InputError, ok } from '../../infra/envelope.js';
import { signPage } from '../../wechat/jsapi.js';
import {
  exchangeCode,
  isWechatError,
  rememberState,
  userInfo,
  type WechatError,
  WX_ERRORS,
} from '../../wechat/oauth.js';
import { requireAppid, requireOpenid } from '../../infra/params.js';
import { proveSession } from '../session.js';

/** The origin the caller reached the harness at (protocol of the request, its Host header). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.protocol}//${c.req.header('host') ?? url.host}`;
}

/** An in-app path: one leading '/', not '//' or '/\', no control characters. */
export function isInAppPath(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it refuses
  return /^\/(?![/\\])/.test(value) && !/[\u0000-\u001f\u007f\\]/.test(value) && value.length <= 1000;
}

function refusal(error: WechatError): PlatformFailure {
  return {
    code: 0,
    message: error.message,
    errcode: error.errcode,
    data: { errcode: error.errcode, errmsg: error.errmsg },
  };
}

export function offiaccountRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;

  platformRoute(api, deps, '/v1/offiaccount/authorize', ({ c, params }) => {
    const appid = requireAppid(params);
    const back = optional(params, 'redirect_uri');
    const origin = requestOrigin(c);
    const landing = `${origin}/${back && isInAppPath(back) ? `?redirect_uri=${encodeURIComponent(back)}` : ''}`;
    const state = rememberState(db, appid, deps.now());
    const query = [
      `appid=${appid}`,
      `redirect_uri=${encodeURIComponent(landing)}`,
      'response_type=code',
      'scope=snsapi_userinfo',
      `state=${state}`,
      `component_appid=${harnessConfig.componentAppid}`,
    ].join('&');
    return ok(`${origin}/__wx/connect/oauth2/authorize?${query}#wechat_redirect`);
  });

  // A successful exchange proves the caller's WeChat identity: the session speaks for that openid.
  platformRoute(api, deps, '/v1/offiaccount/component_code_access_token', ({ params, session }) => {
    const code = required(params, 'code', '授权码 code');
    const appid = requireAppid(params, 'appid');
    if (code.length > 128) return refusal(WX_ERRORS.invalidCode);
    const result = exchangeCode(db, code, appid, deps.now());
    if (isWechatError(result)) return refusal(result);
    proveSession(db, session, result.openid);
    return ok(result);
  });

  // So does a valid access token for the openid named (a returning reader's stored identity).
  platformRoute(
    api,
    deps,
    '/v1/offiaccount/snsapi_userinfo',
    ({ params, session }) => {
      const openid = requireOpenid(params);
      const accessToken = required(params, 'access_token', '授权凭证 access_token');
      requireAppid(params);
      const result = userInfo(db, openid, accessToken, deps.now());
      if (isWechatError(result)) return refusal(result);
      proveSession(db, session, openid);
      return ok(result);
    },
    { proves: 'openid' },
  );

  platformRoute(api, deps, '/v1/offiaccount/signature', ({ params }) => {
    const appid = requireAppid(params);
    const url = required(params, 'url', '页面地址 url');
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new InputError('页面地址 url 格式错误');
    }
    if (!/^https?:$/.test(parsed.protocol)) throw new InputError('页面地址 url 须以 http:// 或 https:// 开头');
    const signed = signPage(db, appid, url, deps.now());
    if (!signed) throw new InputError('jsapi_ticket 获取失败，请稍后再试');
    const data: SignatureData = {
      appId: appid,
      timestamp: signed.timestamp,
      noncestr: signed.noncestr,
      signature: signed.signature,
    };
    // The emulated client names the URL a refused signature was made for.
    deps.state.rememberSignature(signed.signature, {
      url: signed.url,
      nonceStr: signed.noncestr,
      timestamp: String(signed.timestamp),
    });
    return ok(data);
  });
}
