/**
 * The one place a card password is checked against the library system (checkReader, rdrno/save,
 * modifyPassword), with the attempt limits of ils/rules/readers.ts counted in platform/attempts.ts:
 * a card locks for everyone after 5 wrong passwords, a WeChat user has 10 wrong guesses an hour
 * on any cards. Check and count run in one transaction, so calls at once cannot pass the limits.
 */
import type { Deps } from '../infra/http.js';
import { InputError } from '../infra/envelope.js';
import { safeEqual } from '../infra/util.js';
import { cardPasswordOf } from '../ils/readers.js';
import { passwordLockRefusal, wrongPasswordMessage } from '../ils/rules/index.js';
import { attemptCounts, cardSubject, clearCardFailures, logLocks, recordFailure, userSubject } from './attempts.js';
import type { Session } from './session.js';

export const WRONG_PASSWORD = '读者证密码错误';

/**
 * Passes when `password` is the card's; else refuses with `wrong` (or 读者证号不存在), the tries
 * left or until when it is locked, and counts the wrong one. A locked card or user is refused
 * before the password is looked at.
 */
export function verifyCardPassword(
  deps: Deps,
  session: Session,
  rdrno: string,
  password: string,
  wrong = WRONG_PASSWORD,
): void {
  const { db } = deps;
  const now = deps.now();
  const user = userSubject(session);
  const refusal = db.transaction((): string => {
    const expected = cardPasswordOf(db, rdrno);
    const card = expected === undefined ? null : cardSubject(rdrno);
    const before = attemptCounts(db, card, user, now);
    const locked = passwordLockRefusal(before.card, before.user);
    if (locked) return locked;
    if (card && expected !== undefined && safeEqual(password, expected)) {
      clearCardFailures(db, card);
      return '';
    }
    recordFailure(db, card ? [card, user] : [user], now);
    const after = attemptCounts(db, card, user, now);
    logLocks(before, after, card, user);
    return wrongPasswordMessage(card ? wrong : '读者证号不存在', after.card, after.user);
  })();
  if (refusal) throw new InputError(refusal);
}
