/**
 * The vendor platform's clients: a registered client logs in with a signed request and receives
 * a bearer token (2 hours) that every other /api call carries.
 */
import type { LoginData, LoginRequest } from '../../../src/api/contract/index.js';
import { findClient, harnessConfig } from '../infra/config.js';
import { type Db, scalar, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import type { TokenRow } from '../infra/rows.js';
import { md5Hex, randomToken, safeEqual } from '../infra/util.js';
import { forgetExpiredSessions } from './session.js';

/** The expected login signature (see LoginRequest in src/api/contract/auth.ts). */
export function loginSign(
  fields: { noncestr: string; nsk: string; psk: string; timestamp: string },
  key: string,
): string {
  const query = (Object.keys(fields) as (keyof typeof fields)[])
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return md5Hex(`${query}&key=${key}`).toUpperCase();
}

/**
 * Checks the client, the request's freshness and its signature, then issues a token. The
 * timestamp is the phone's: its freshness is judged by `phoneNow` (the harness clock may have been
 * moved forward, the phone's cannot), the token's life by `now`.
 */
export function login(db: Db, request: LoginRequest, now: number, phoneNow = now): LoginData {
  const { nsk, psk, noncestr, timestamp, sign } = request;
  const client = findClient(nsk);
  if (!client || !safeEqual(client.psk, psk)) throw new InputError('应用未注册');
  if (!/^[A-Za-z0-9]{14}$/.test(noncestr)) throw new InputError('随机串 noncestr 须为14位字母或数字');
  if (!/^\d{1,12}$/.test(timestamp)) throw new InputError('时间戳 timestamp 格式错误');
  const skew = Math.abs(Math.floor(phoneNow / 1000) - Number(timestamp));
  if (skew > harnessConfig.loginWindowSec) throw new InputError('请求已过期，请检查手机时间后重试');
  if (!safeEqual(loginSign({ noncestr, nsk, psk, timestamp }, client.signKey), sign)) {
    throw new InputError('签名错误');
  }
  const token = randomToken(48);
  forgetExpiredSessions(db, now);
  prepare(db, 'INSERT INTO tokens (token, client, expires_at) VALUES (?, ?, ?)').run(
    token,
    client.nsk,
    now + harnessConfig.tokenTtlMs,
  );
  return {
    token,
    elibrary: { ...harnessConfig.elibrary },
    wechat: { authorizer_appid: harnessConfig.authorizerAppid },
  };
}

export function isTokenValid(db: Db, token: string, now: number): boolean {
  if (!token || token.length > 128) return false;
  const expiresAt = scalar<TokenRow['expires_at']>(db, 'SELECT expires_at FROM tokens WHERE token = ?', token);
  return expiresAt !== undefined && expiresAt > now;
}

/** Every live bearer token expires now; how many did. */
export function expireTokens(db: Db, now: number): number {
  return prepare(db, 'UPDATE tokens SET expires_at = ? WHERE expires_at > ?').run(now, now).changes;
}
