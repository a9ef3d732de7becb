/**
 * Who is calling. A client token (auth/login) is anonymous until it proves a WeChat identity: a
 * code exchange or snsapi_userinfo with a valid access token binds it to that openid. A card is
 * the session's when the session's openid saved it on the platform, the library system has it
 * bound to that openid, or its password was verified in this session (checkReader). docs/API.md,
 * "Who may call what", is the contract; infra/http.ts applies it to every route.
 */
import { type Db, select, prepare } from '../infra/db.js';
import type { Session } from '../infra/http.js';
import type { RdrnoBindingRow, TokenRow } from '../infra/rows.js';
import { cardPasswordOf, isBoundTo } from '../ils/readers.js';
import { verifyPassword } from './passwords.js';

export type { Session };

export function findSession(db: Db, token: string): Session | null {
  const row = select<Pick<TokenRow, 'token' | 'openid'>>(db, 'SELECT token, openid FROM tokens WHERE token = ?').get(
    token,
  );
  return row ? { token: row.token, openid: row.openid ?? '' } : null;
}

/**
 * The session now speaks for `openid`. A session that spoke for someone else forgets the cards
 * verified under the other identity.
 */
export function proveSession(db: Db, session: Session, openid: string): void {
  if (session.openid === openid) return;
  db.transaction(() => {
    prepare(db, 'DELETE FROM session_cards WHERE token = ?').run(session.token);
    prepare(db, 'UPDATE tokens SET openid = ? WHERE token = ?').run(openid, session.token);
  })();
  session.openid = openid;
}

/** The card's password was verified in this session. */
export function markCardVerified(db: Db, session: Session, rdrno: string, now: number): void {
  prepare(
    db,
    'INSERT INTO session_cards (token, rdrno, verified_at) VALUES (?, ?, ?) ON CONFLICT (token, rdrno) DO UPDATE SET verified_at = excluded.verified_at',
  ).run(session.token, rdrno, now);
}

export function isCardVerified(db: Db, session: Session, rdrno: string): boolean {
  return !!prepare(db, 'SELECT 1 FROM session_cards WHERE token = ? AND rdrno = ?').get(session.token, rdrno);
}

/** The session may name this card: saved by its openid, bound to it in the library, or verified. */
export function ownsCard(db: Db, session: Session, rdrno: string): boolean {
  if (!session.openid) return false;
  const saved = prepare(db, 'SELECT 1 FROM rdrno_bindings WHERE openid = ? AND rdrno = ?').get(session.openid, rdrno);
  return !!saved || isBoundTo(db, rdrno, session.openid) || isCardVerified(db, session, rdrno);
}

/**
 * The card's password is proven for this session: verified here (checkReader), or the password
 * the session's openid saved with the card still matches the card's password in the library.
 */
export function cardPasswordProven(db: Db, session: Session, rdrno: string): boolean {
  if (isCardVerified(db, session, rdrno)) return true;
  const saved = select<Pick<RdrnoBindingRow, 'password_hash'>>(
    db,
    'SELECT password_hash FROM rdrno_bindings WHERE openid = ? AND rdrno = ?',
  ).get(session.openid, rdrno);
  const password = cardPasswordOf(db, rdrno);
  return !!saved?.password_hash && password !== undefined && verifyPassword(password, saved.password_hash);
}

/** Sessions of expired tokens are forgotten with them. */
export function forgetExpiredSessions(db: Db, now: number): void {
  prepare(db, 'DELETE FROM session_cards WHERE token IN (SELECT token FROM tokens WHERE expires_at <= ?)').run(now);
  prepare(db, 'DELETE FROM tokens WHERE expires_at <= ?').run(now);
}
