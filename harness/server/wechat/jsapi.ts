/**
 * The JS-SDK side of the emulated WeChat platform: one jsapi_ticket per official account
 * (rotated by every reseed), the signature the vendor hands to wx.config, and the client-side
 * check the emulated WeChat client runs on wx.config (POST /__wx/jsapi/verify): signature over
 * the URL the device checks, not older than 2 hours, its nonce never reused with another timestamp.
 */
import { harnessConfig, isRegisteredAppid } from '../infra/config.js';
import { type Db, select, prepare } from '../infra/db.js';
import type { HarnessState } from '../infra/state.js';
import { randomToken, safeEqual, sha1Hex } from '../infra/util.js';

/** Issues a fresh ticket for every registered official account. */
export function issueTicket(db: Db): void {
  const ticket = `HARNESS_${randomToken(78)}`;
  prepare(
    db,
    'INSERT INTO jsapi_tickets (appid, ticket) VALUES (?, ?) ON CONFLICT (appid) DO UPDATE SET ticket = excluded.ticket',
  ).run(harnessConfig.authorizerAppid, ticket);
}

export function getTicket(db: Db, appid: string): string | undefined {
  const row = select<{ ticket: string }>(db, 'SELECT ticket FROM jsapi_tickets WHERE appid = ?').get(appid);
  return row?.ticket;
}

export interface PageSignature {
  /** Unix seconds. */
  timestamp: number;
  noncestr: string;
  signature: string;
  /** The URL as signed (without its fragment). */
  url: string;
}

/** A fresh wx.config signature of `url` with the account's ticket; undefined when it has none. */
export function signPage(db: Db, appid: string, url: string, now: number): PageSignature | undefined {
  const ticket = getTicket(db, appid);
  if (!ticket) return undefined;
  const timestamp = Math.floor(now / 1000);
  const noncestr = randomToken(16);
  return { timestamp, noncestr, signature: jsapiSignature(ticket, noncestr, timestamp, url), url: signedUrl(url) };
}

/** The page URL as signed: everything before '#'. */
export function signedUrl(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** sha1 of `jsapi_ticket=..&noncestr=..&timestamp=..&url=..` (lower-case hex), as WeChat does. */
export function jsapiSignature(ticket: string, noncestr: string, timestamp: string | number, url: string): string {
  return sha1Hex(`jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${signedUrl(url)}`);
}

export interface VerifyResult {
  ok: boolean;
  errMsg: string;
  expectedSignature?: string;
  signedUrl?: string;
  /** Why it failed, in Chinese, for the JS-SDK log. */
  explain?: string;
}

export interface VerifyRequest {
  appId?: unknown;
  timestamp?: unknown;
  nonceStr?: unknown;
  signature?: unknown;
  url?: unknown;
  /** ios | android: which URL rule the client applied (for the explanation). */
  device?: unknown;
  /** The URL the other rule would have checked (iOS: the current URL; Android: the landing URL). */
  alternateUrl?: unknown;
}

/** WeChat's jsapi_ticket lives 7200 s: a signature older than that no longer verifies. */
export const SIGNATURE_TTL_SEC = 7200;

export interface VerifyOptions {
  /** Epoch ms. */
  now?: number;
  state?: HarnessState;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const RULE: Record<string, string> = {
  ios: 'iOS 微信校验的是进入页面时的地址（落地页，之后 pushState 换的地址都不算）',
  android: 'Android 微信校验的是调用 wx.config 时的当前地址',
};

/** Which URL the signature was made for, when the harness can tell. */
function signedFor(signature: string, body: VerifyRequest, ticket: string, state?: HarnessState): string {
  const issued = state?.signatures.get(signature);
  if (issued) return issued.url;
  const alternate = text(body.alternateUrl);
  if (alternate && safeEqual(jsapiSignature(ticket, text(body.nonceStr), text(body.timestamp), alternate), signature)) {
    return signedUrl(alternate);
  }
  return '';
}

function explainMismatch(
  signature: string,
  body: VerifyRequest,
  ticket: string,
  checked: string,
  state?: HarnessState,
): string {
  const rule = RULE[text(body.device)] ?? '客户端校验的是';
  const other = signedFor(signature, body, ticket, state);
  if (other && other !== checked) return `签名用的地址是 ${other}，而${rule}：${checked}`;
  return `签名与 jsapi_ticket、noncestr、timestamp、url（${checked}）对不上：检查签名算法，或 jsapi_ticket 是否已更换（重置数据会更换）`;
}

/** What the WeChat client decides about a wx.config on the page at `body.url`. */
export function verifyConfig(db: Db, host: string, body: VerifyRequest, options: VerifyOptions = {}): VerifyResult {
  const appId = text(body.appId);
  const timestamp = text(body.timestamp);
  const nonceStr = text(body.nonceStr);
  const signature = text(body.signature).toLowerCase();
  const url = text(body.url);
  if (!appId || !isRegisteredAppid(appId))
    return { ok: false, errMsg: 'config:invalid appid', explain: `appId ${appId || '（空）'} 不是本公众号` };
  if (!timestamp || !nonceStr || !signature)
    return { ok: false, errMsg: 'config:invalid arguments', explain: 'timestamp、nonceStr、signature 不能为空' };
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return { ok: false, errMsg: 'config:invalid url domain', explain: `页面地址无法识别：${url}` };
  }
  // The official account's JS secure domain is the harness host itself.
  if (page.host !== host || !/^https?:$/.test(page.protocol)) {
    return {
      ok: false,
      errMsg: 'config:invalid url domain',
      signedUrl: signedUrl(url),
      explain: `${page.host} 不在公众号的 JS 接口安全域名（${host}）内`,
    };
  }
  const ticket = getTicket(db, appId) ?? '';
  const expected = jsapiSignature(ticket, nonceStr, timestamp, url);
  const result = { expectedSignature: expected, signedUrl: signedUrl(url) };
  const refuse = (explain: string): VerifyResult => ({
    ok: false,
    errMsg: 'config:invalid signature',
    ...result,
    explain,
  });
  if (!safeEqual(expected, signature))
    return refuse(explainMismatch(signature, body, ticket, result.signedUrl, options.state));
  const now = options.now ?? Date.now();
  const age = Math.floor(now / 1000) - Number(timestamp);
  if (!Number.isFinite(age) || age > SIGNATURE_TTL_SEC) {
    return refuse(`签名的时间戳 ${timestamp} 已超过 2 小时（jsapi_ticket 已过期）：每次 wx.config 前重新获取签名`);
  }
  if (options.state && !options.state.rememberNonce(nonceStr, timestamp)) {
    return refuse(`noncestr ${nonceStr} 已经和另一个时间戳一起用过：每次签名都要用新的随机串`);
  }
  return { ok: true, errMsg: 'config:ok', ...result };
}
