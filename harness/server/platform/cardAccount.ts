/**
 * Card services where the platform and the library system change together, in one transaction:
 * a password change (the library's password and the hash the platform saved with the card) and a
 * card applied for online (the library's new card, bound to the applicant's WeChat there, saved
 * and selected on the platform). A refusal anywhere leaves both as they were.
 */
import type { RdrnoBinding, ReaderBase } from '../../../src/api/contract/index.js';
import { harnessConfig } from '../infra/config.js';
import { InputError } from '../infra/envelope.js';
import type { Deps } from '../infra/http.js';
import { setCardPassword } from '../ils/cardServices.js';
import { requireReader } from '../ils/readers.js';
import { type Application, checkApplication, createReader } from '../ils/registration.js';
import { cardStateRefusal, newPasswordRefusal } from '../ils/rules/index.js';
import { verifyCardPassword } from './cardPassword.js';
import { rehashBinding, saveBinding, selectBinding } from './cards.js';
import { hashPassword } from './passwords.js';
import { markCardVerified, type Session } from './session.js';

export const WRONG_OLD_PASSWORD = '原密码错误';
export const ONLINE_CARD_REMARK = '在线办证';

/**
 * modifyPassword. The new password is checked first (a malformed one costs no attempt); then the
 * old one, which counts toward the limits like checkReader's (原密码错误，还可尝试4次; platform/attempts.ts).
 */
export function changeCardPassword(
  deps: Deps,
  session: Session,
  input: { rdrno: string; oldPassword: string; newPassword: string },
): void {
  const { db, now } = deps;
  const { rdrno, oldPassword, newPassword } = input;
  const refusal =
    newPasswordRefusal(newPassword, oldPassword) ||
    (requireReader(db, rdrno, now()).state === 'cancelled' ? cardStateRefusal('cancelled') : '');
  if (refusal) throw new InputError(refusal);
  verifyCardPassword(deps, session, rdrno, oldPassword, WRONG_OLD_PASSWORD);
  const hash = hashPassword(newPassword);
  db.transaction(() => {
    setCardPassword(db, rdrno, newPassword);
    rehashBinding(db, session.openid, rdrno, hash);
    markCardVerified(db, session, rdrno, now());
  })();
}

/** addReader: the new card, saved on the platform for the applicant and selected. */
export function registerReader(
  deps: Deps,
  session: Session,
  input: Application,
): { reader: ReaderBase; binding: RdrnoBinding } {
  const { db, now } = deps;
  const application = checkApplication(db, input, now());
  return db.transaction(() => {
    const reader = createReader(db, application, now());
    const { binding } = saveBinding(
      db,
      {
        openid: application.openid,
        rdrno: reader.rdrno,
        passwordHash: hashPassword(application.password),
        libcode: reader.libcode,
        remark: ONLINE_CARD_REMARK,
        appid: harnessConfig.authorizerAppid,
      },
      now(),
    );
    selectBinding(db, application.openid, reader.rdrno);
    markCardVerified(db, session, reader.rdrno, now());
    return { reader, binding: { ...binding, select: 1 } };
  })();
}
