/**
 * The one place a card password is checked against the library system, with the attempt limits
 * of platform/attempts.ts applied per card and per session.
 */
import type { Deps } from '../infra/http.js';
import { InputError } from '../infra/envelope.js';
import { safeEqual } from '../infra/util.js';
import { cardPasswordOf } from '../ils/readers.js';
import { cardSubject, sessionSubject } from './attempts.js';
import type { Session } from './session.js';

/** Passes when `password` is the card's; else refuses (and counts a wrong one). */
export function verifyCardPassword(deps: Deps, session: Session, rdrno: string, password: string): void {
  const attempts = deps.state.passwordAttempts;
  const subjects = [cardSubject(rdrno), sessionSubject(session.token)];
  const now = deps.now();
  const locked = attempts.refusal(subjects, now);
  if (locked) throw new InputError(locked);
  const expected = cardPasswordOf(deps.db, rdrno);
  if (expected === undefined) {
    // Guessing card numbers counts against the session.
    attempts.fail([sessionSubject(session.token)], now);
    throw new InputError('读者证号不存在');
  }
  if (!safeEqual(password, expected)) {
    attempts.fail(subjects, now);
    throw new InputError('读者证密码错误');
  }
  attempts.succeed(cardSubject(rdrno));
}
