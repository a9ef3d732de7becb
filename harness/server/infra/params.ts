/** Parameter validators shared by the vendor API's areas (platform and library system). */
import { isRegisteredAppid } from './config.js';
import { optional, type Params, required } from './http.js';
import { InputError } from './envelope.js';

/** authorizer_appid, required and registered. */
export function requireAppid(params: Params, name = 'authorizer_appid'): string {
  const appid = required(params, name, `公众号 ${name}`);
  if (!isRegisteredAppid(appid)) throw new InputError('公众号未授权');
  return appid;
}

/** authorizer_appid when present (library-system calls): must be registered. */
export function checkOptionalAppid(params: Params): void {
  const appid = optional(params, 'authorizer_appid');
  if (appid && !isRegisteredAppid(appid)) throw new InputError('公众号未授权');
}

const OPENID = /^[A-Za-z0-9_-]{6,64}$/;

export function requireOpenid(params: Params): string {
  const openid = required(params, 'openid', '用户标识 openid');
  if (!OPENID.test(openid)) throw new InputError('用户标识 openid 格式错误');
  return openid;
}

/** openid when given ('' when not): checked like a required one. */
export function optionalOpenid(params: Params): string {
  return optional(params, 'openid') ? requireOpenid(params) : '';
}

const RDRNO = /^[A-Za-z0-9-]{1,32}$/;

export function requireRdrno(params: Params): string {
  const rdrno = required(params, 'rdrno', '读者证号');
  if (!RDRNO.test(rdrno)) throw new InputError('读者证号格式错误');
  // Card numbers are upper case; a phone keyboard's lower case names the same card.
  return rdrno.toUpperCase();
}
