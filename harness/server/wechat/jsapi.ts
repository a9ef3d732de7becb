/**
 * The JS-SDK side of the emulated WeChat platform: one jsapi_ticket per official account
 * (rotated by every reseed), the signature the vendor hands to wx.config, and the client-side
 * check the emulated WeChat client runs on wx.config (POST /__wx/jsapi/verify).
 */
import type { Context } from 'hono';
import { harnessConfig, isRegisteredAppid } from '../config.js';
import type { Db } from '../db.js';
import { randomToken, safeEqual, sha1Hex } from '../util.js';

/** Issues a fresh ticket for every registered official account. */
export function issueTicket(db: Db): void {
  const ticket = `HARNESS_${randomToken(78)}`;
  db.prepare('INSERT INTO jsapi_tickets (appid, ticket) VALUES (?, ?) ON CONFLICT (appid) DO UPDATE SET ticket = excluded.ticket')
    .run(harnessConfig.authorizerAppid, ticket);
}

export function getTicket(db: Db, appid: string): string | undefined {
  const row = db.prepare('SELECT ticket FROM jsapi_tickets WHERE appid = ?').get(appid) as
    | { ticket: string }
    | undefined;
  return row?.ticket;
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
}

interface VerifyRequest {
  appId?: unknown;
  timestamp?: unknown;
  nonceStr?: unknown;
  signature?: unknown;
  url?: unknown;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** What the WeChat client decides about a wx.config on the page at `body.url`. */
export function verifyConfig(db: Db, host: string, body: VerifyRequest): VerifyResult {
  const appId = text(body.appId);
  const timestamp = text(body.timestamp);
  const nonceStr = text(body.nonceStr);
  const signature = text(body.signature);
  const url = text(body.url);
  if (!appId || !isRegisteredAppid(appId)) return { ok: false, errMsg: 'config:invalid appid' };
  if (!timestamp || !nonceStr || !signature) return { ok: false, errMsg: 'config:invalid arguments' };
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return { ok: false, errMsg: 'config:invalid url domain' };
  }
  // The official account's JS secure domain is the harness host itself.
  if (page.host !== host || !/^https?:$/.test(page.protocol)) {
    return { ok: false, errMsg: 'config:invalid url domain', signedUrl: signedUrl(url) };
  }
  const ticket = getTicket(db, appId) ?? '';
  const expected = jsapiSignature(ticket, nonceStr, timestamp, url);
  const result = { expectedSignature: expected, signedUrl: signedUrl(url) };
  return safeEqual(expected, signature.toLowerCase())
    ? { ok: true, errMsg: 'config:ok', ...result }
    : { ok: false, errMsg: 'config:invalid signature', ...result };
}

export async function verifyHandler(c: Context, db: Db) {
  let body: VerifyRequest = {};
  try {
    const parsed: unknown = await c.req.json();
    if (parsed && typeof parsed === 'object') body = parsed as VerifyRequest;
  } catch {
    return c.json({ ok: false, errMsg: 'config:invalid arguments' } satisfies VerifyResult);
  }
  return c.json(verifyConfig(db, c.req.header('host') ?? '', body));
}
