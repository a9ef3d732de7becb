import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { LoginRequest } from '../api/contract';
import { randomString } from './random';

export type LoginSignParams = Omit<LoginRequest, 'sign'>;

/**
 * The login request signature: the four params sorted by name and joined as `k=v&...`
 * (values as is, not URL-encoded), then `&key=<key>`, MD5 over UTF-8, upper-case hex.
 */
export function signLogin(params: LoginSignParams, key: string): string {
  const { noncestr, nsk, psk, timestamp } = params;
  const fields: Record<string, string> = { noncestr, nsk, psk, timestamp };
  const query = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return bytesToHex(md5(utf8ToBytes(`${query}&key=${key}`))).toUpperCase();
}

/** A signed login body with a fresh 14-character nonce and `now` in Unix seconds. */
export function buildLoginRequest(nsk: string, psk: string, key: string, now: number = Date.now()): LoginRequest {
  const params: LoginSignParams = {
    nsk,
    psk,
    noncestr: randomString(14),
    timestamp: String(Math.floor(now / 1000)),
  };
  return { ...params, sign: signLogin(params, key) };
}
