/** POST /api/v1/auth/login: a registered client signs in and receives a 2-hour token. */
import type { Hono } from 'hono';
import type { LoginData } from '../../../../src/api/contract/index.js';
import { findClient, harnessConfig } from '../../infra/config.js';
import { type Deps, InputError, ok, required, route } from '../../infra/http.js';
import { md5Hex, randomToken, safeEqual } from '../../infra/util.js';

/** The expected login signature (see LoginRequest in src/api/contract/auth.ts). */
export function loginSign(fields: { noncestr: string; nsk: string; psk: string; timestamp: string }, key: string): string {
  const query = (Object.keys(fields) as (keyof typeof fields)[])
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return md5Hex(`${query}&key=${key}`).toUpperCase();
}

export function authRoutes(api: Hono, deps: Deps): void {
  route(api, 'platform', deps, ['post'], '/v1/auth/login', ({ params }) => {
    const nsk = required(params, 'nsk');
    const psk = required(params, 'psk');
    const noncestr = required(params, 'noncestr');
    const timestamp = required(params, 'timestamp');
    const sign = required(params, 'sign');
    const client = findClient(nsk);
    if (!client || !safeEqual(client.psk, psk)) throw new InputError('应用未注册');
    if (!/^[A-Za-z0-9]{14}$/.test(noncestr)) throw new InputError('随机串 noncestr 须为14位字母或数字');
    if (!/^\d{1,12}$/.test(timestamp)) throw new InputError('时间戳 timestamp 格式错误');
    const skew = Math.abs(Math.floor(deps.now() / 1000) - Number(timestamp));
    if (skew > harnessConfig.loginWindowSec) throw new InputError('请求已过期，请检查手机时间后重试');
    if (!safeEqual(loginSign({ noncestr, nsk, psk, timestamp }, client.signKey), sign)) {
      throw new InputError('签名错误');
    }
    const token = randomToken(48);
    const now = deps.now();
    deps.db.prepare('DELETE FROM tokens WHERE expires_at <= ?').run(now);
    deps.db.prepare('INSERT INTO tokens (token, client, expires_at) VALUES (?, ?, ?)')
      .run(token, client.nsk, now + harnessConfig.tokenTtlMs);
    const data: LoginData = {
      token,
      elibrary: { ...harnessConfig.elibrary },
      wechat: { authorizer_appid: harnessConfig.authorizerAppid },
    };
    return ok(data, '登录成功');
  }, { auth: false });
}
