/**
 * The rule every vendor API route follows (docs/API.md, "Who may call what"): a call that names
 * an `openid` speaks for that WeChat user, and one that names an `rdrno` for that card. Both need
 * a session that proved its WeChat identity; the openid must be the session's, and the card one
 * the session owns (platform/session.ts). Routes whose handler proves the identity or the card
 * itself (snsapi_userinfo, checkReader, addReader) declare it and are spared that half.
 */
import type { Db } from '../infra/db.js';
import type { Proves } from '../infra/http.js';
import { ownsCard, type Session } from './session.js';

export type { Proves };

export const ACCESS_MESSAGES = {
  anonymous: '请先完成微信授权',
  otherUser: '无权访问其他微信用户的信息',
  otherCard: '无权访问该读者证，请先验证密码绑定',
} as const;

/** The identities a call names: its `openid` and `rdrno` parameters, trimmed ('' when absent). */
export interface Named {
  openid: string;
  rdrno: string;
}

/** '' when the session may make this call, else the refusal (HTTP 403). */
export function accessRefusal(db: Db, session: Session, { openid, rdrno }: Named, proves?: Proves): string {
  if (!openid && !rdrno) return '';
  if (proves === 'openid' && !rdrno) return '';
  if (!session.openid) return ACCESS_MESSAGES.anonymous;
  if (openid && openid !== session.openid) return ACCESS_MESSAGES.otherUser;
  if (rdrno && proves !== 'card' && !ownsCard(db, session, rdrno)) return ACCESS_MESSAGES.otherCard;
  return '';
}
