/**
 * The OAuth 2.0 side of the emulated WeChat platform: states, single-use codes (5 min), access
 * tokens (7200 s) and the user info they unlock. Refusals carry WeChat's errcode and errmsg.
 */
import type { CodeExchangeData, WechatUser } from '../../../src/api/contract/index.js';
import { harnessConfig } from '../infra/config.js';
import { type Db, select, prepare } from '../infra/db.js';
import { randomToken } from '../infra/util.js';
import { findWechatUser } from './personas.js';

export interface WechatError {
  errcode: number;
  errmsg: string;
  /** Chinese explanation for the reader. */
  message: string;
}

export const WX_ERRORS = {
  invalidCode: { errcode: 40029, errmsg: 'invalid code', message: '授权码无效，请重新授权（40029）' },
  codeUsed: { errcode: 40163, errmsg: 'code been used', message: '授权码已被使用，请重新授权（40163）' },
  invalidToken: {
    errcode: 40001,
    errmsg: 'invalid credential, access_token is invalid or not latest',
    message: '授权凭证无效，请重新授权（40001）',
  },
  tokenExpired: { errcode: 42001, errmsg: 'access_token expired', message: '授权已过期，请重新授权（42001）' },
  invalidOpenid: { errcode: 40003, errmsg: 'invalid openid', message: '用户身份不匹配，请重新授权（40003）' },
} satisfies Record<string, WechatError>;

export const SCOPES = ['snsapi_base', 'snsapi_userinfo'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh `state` for an authorize URL, remembered with the moment it was handed out. */
export function rememberState(db: Db, appid: string, now: number): string {
  const state = randomToken(16);
  prepare(db, 'DELETE FROM oauth_states WHERE created_at < ?').run(now - DAY_MS);
  prepare(db, 'INSERT INTO oauth_states (state, appid, created_at) VALUES (?, ?, ?)').run(state, appid, now);
  return state;
}

export function issueCode(db: Db, appid: string, openid: string, scope: string, state: string, now: number): string {
  const code = randomToken(32);
  // Spent and expired codes are kept a day (a reused code still reads 40163), then forgotten.
  prepare(db, 'DELETE FROM oauth_codes WHERE expires_at < ?').run(now - DAY_MS);
  prepare(db, 'INSERT INTO oauth_codes (code, appid, openid, scope, state, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    code,
    appid,
    openid,
    scope,
    state,
    now + harnessConfig.codeTtlMs,
  );
  return code;
}

interface CodeRow {
  appid: string;
  openid: string;
  scope: string;
  expires_at: number;
  used_at: number | null;
}

/** Trades a code for an access token; a code works once, for its own app, within 5 minutes. */
export function exchangeCode(db: Db, code: string, appid: string, now: number): CodeExchangeData | WechatError {
  const row = select<CodeRow>(
    db,
    'SELECT appid, openid, scope, expires_at, used_at FROM oauth_codes WHERE code = ?',
  ).get(code);
  if (!row || row.appid !== appid) return WX_ERRORS.invalidCode;
  if (row.used_at !== null) return WX_ERRORS.codeUsed;
  if (row.expires_at <= now) return WX_ERRORS.invalidCode;
  const accessToken = randomToken(64);
  db.transaction(() => {
    prepare(db, 'DELETE FROM access_tokens WHERE expires_at < ?').run(now - DAY_MS);
    prepare(db, 'UPDATE oauth_codes SET used_at = ? WHERE code = ?').run(now, code);
    prepare(db, 'INSERT INTO access_tokens (token, appid, openid, scope, expires_at) VALUES (?, ?, ?, ?, ?)').run(
      accessToken,
      row.appid,
      row.openid,
      row.scope,
      now + harnessConfig.accessTokenTtlSec * 1000,
    );
  })();
  return {
    openid: row.openid,
    access_token: accessToken,
    expires_in: harnessConfig.accessTokenTtlSec,
    scope: row.scope,
  };
}

/** The WeChat user behind an access token (snsapi_userinfo). */
export function userInfo(db: Db, openid: string, accessToken: string, now: number): WechatUser | WechatError {
  const row = select<{ openid: string; expires_at: number }>(
    db,
    'SELECT openid, expires_at FROM access_tokens WHERE token = ?',
  ).get(accessToken);
  if (!row) return WX_ERRORS.invalidToken;
  if (row.expires_at <= now) return WX_ERRORS.tokenExpired;
  if (row.openid !== openid) return WX_ERRORS.invalidOpenid;
  return findWechatUser(db, openid) ?? WX_ERRORS.invalidOpenid;
}

export function isWechatError(value: object): value is WechatError {
  return 'errcode' in value && typeof (value as WechatError).errcode === 'number';
}

/** Every live access token expires now (snsapi_userinfo then answers 42001); how many did. */
export function expireAccessTokens(db: Db, now: number): number {
  return prepare(db, 'UPDATE access_tokens SET expires_at = ? WHERE expires_at > ?').run(now, now).changes;
}
