/**
 * Applying for a card online (addReader): the library system checks the application as the desk
 * would (name, ID number by SPEC §5, phone, reader type, library, password), refuses a second
 * card for one ID number in one library, and issues a new card bound to the applicant's WeChat.
 */
import type { ReaderBase } from '../../../src/api/contract/index.js';
import { READER_INPUT_RULES } from '../../../src/api/contract/cards.js';
import { type Db, scalar, prepare, select } from '../infra/db.js';
import type { RdrtypeRow } from '../infra/rows.js';
import { InputError } from '../infra/envelope.js';
import { cstDate } from '../infra/util.js';
import { addYears } from './cardServices.js';
import { isLibrary } from './dictionaries.js';
import { idcardRefusal, sexOf } from './idcard.js';
import { requireReader } from './readers.js';
import { addReaderRefusal, CARD_POLICY, type CardPolicy } from './rules/index.js';

export interface Application {
  openid: string;
  name: string;
  idcard: string;
  phone: string;
  rdrtype: string;
  libcode: string;
  /** '' for the default: the ID number's last six. */
  password: string;
  /** A child's card (a reader type with guardian: 1): the guardian's name and phone; else ''. */
  guardian: string;
  guardianPhone: string;
  /** The applicant ticked 已阅读并同意《读者服务协议》. */
  agreed: boolean;
}

/** Cards issued online are numbered WX000001, WX000002 ... */
const ONLINE_PREFIX = 'WX';

function nextCardNumber(db: Db): string {
  const last = scalar<string | null>(
    db,
    `SELECT MAX(rdrno) FROM readers WHERE rdrno GLOB '${ONLINE_PREFIX}[0-9][0-9][0-9][0-9][0-9][0-9]'`,
  )!;
  const next = (last ? Number(last.slice(ONLINE_PREFIX.length)) : 0) + 1;
  return `${ONLINE_PREFIX}${String(next).padStart(6, '0')}`;
}

/** The application with its password settled, or the first thing wrong with it. */
export function checkApplication(db: Db, input: Application, now: number): Application {
  const rules = READER_INPUT_RULES;
  if (!rules.name.pattern.test(input.name)) throw new InputError(rules.name.message);
  const idcard = input.idcard.toUpperCase();
  const idRefusal = idcardRefusal(idcard, now);
  if (idRefusal) throw new InputError(idRefusal);
  if (!rules.phone.pattern.test(input.phone)) throw new InputError(rules.phone.message);
  const type = select<Pick<RdrtypeRow, 'name' | 'online' | 'guardian'>>(
    db,
    'SELECT name, online, guardian FROM rdrtypes WHERE code = ?',
  ).get(input.rdrtype);
  if (!type) throw new InputError('读者类型不存在');
  if (!isLibrary(db, input.libcode)) throw new InputError('图书馆代码不存在');
  const password = input.password || idcard.slice(-6);
  if (!rules.password.pattern.test(password)) throw new InputError(rules.password.message);
  const guardian = type.guardian ? input.guardian.trim() : '';
  const guardianPhone = type.guardian ? input.guardianPhone.trim() : '';
  const refusal = addReaderRefusal({
    existingCardLibrary: '',
    type: { name: type.name, online: type.online === 1, guardian: type.guardian === 1 },
    guardian,
    guardianPhone,
    agreed: input.agreed,
  });
  if (refusal) throw new InputError(refusal);
  return { ...input, idcard, password, guardian, guardianPhone };
}

/**
 * Issues the card (valid `newCardYears` from today, no deposit) bound to the applicant's openid
 * in the library system, which unbinds the openid's previous card there (one card per openid).
 * Call inside the caller's transaction when the platform saves the card too.
 */
export function createReader(db: Db, input: Application, now: number, policy: CardPolicy = CARD_POLICY): ReaderBase {
  const application = checkApplication(db, input, now);
  const existing = scalar<string>(
    db,
    'SELECT l.name FROM readers r JOIN libraries l ON l.code = r.libcode WHERE r.idcard = ? AND r.libcode = ?',
    application.idcard,
    application.libcode,
  );
  const refusal = addReaderRefusal({ existingCardLibrary: existing ?? '' });
  if (refusal) throw new InputError(refusal);
  const rdrno = nextCardNumber(db);
  const today = cstDate(now);
  db.transaction(() => {
    prepare(db, 'UPDATE readers SET openid = NULL WHERE openid = ?').run(application.openid);
    prepare(
      db,
      `INSERT INTO readers (rdrno, password, name, sex, rdrtype, libcode, idcard, phone, startdate, enddate, state, deposit, openid,
         guardian, guardianphone)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'valid', 0, ?, ?, ?)`,
    ).run(
      rdrno,
      application.password,
      application.name,
      sexOf(application.idcard),
      application.rdrtype,
      application.libcode,
      application.idcard,
      application.phone,
      today,
      addYears(today, policy.newCardYears),
      application.openid,
      application.guardian,
      application.guardianPhone,
    );
  })();
  return requireReader(db, rdrno, now);
}
