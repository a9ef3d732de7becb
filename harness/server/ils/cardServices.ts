/**
 * The card services of the library system: report a card lost and cancel the report, extend a
 * card, change its password and the reader's contact details. Each gathers the facts, asks the
 * rule (rules/) and writes in one transaction with the state it checked in the WHERE clause, so
 * two calls at once change the card once and a refusal writes nothing.
 */
import type { ReaderBase } from '../../../src/api/contract/index.js';
import { READER_INPUT_RULES } from '../../../src/api/contract/cards.js';
import type { Db } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDate, daysBetween } from '../infra/util.js';
import { harnessConfig } from '../infra/config.js';
import { unpaidFineTotal } from './fines.js';
import { requireReader } from './readers.js';
import {
  CARD_POLICY,
  type CardPolicy,
  cancelLostRefusal,
  cardStateRefusal,
  delayRefusal,
  lostCardRefusal,
} from './rules/index.js';
import { prepare } from '../infra/db.js';

/** Runs `change` in a transaction after `refusalOf` (read inside it) said yes; the card after. */
function changeCard(
  db: Db,
  rdrno: string,
  now: number,
  refusalOf: (card: ReaderBase) => string,
  change: (card: ReaderBase) => number,
): ReaderBase {
  return db.transaction(() => {
    const card = requireReader(db, rdrno, now);
    const refusal = refusalOf(card);
    if (refusal) throw new InputError(refusal);
    // The statement re-checks the state it was decided on: a change another call made first wins.
    if (change(card) !== 1) throw new InputError('读者证状态已变化，请刷新后重试');
    return requireReader(db, rdrno, now);
  })();
}

/** 挂失: a valid card becomes lost. */
export function reportLost(db: Db, rdrno: string, now: number): ReaderBase {
  return changeCard(
    db,
    rdrno,
    now,
    (card) => lostCardRefusal(card.state),
    () => prepare(db, "UPDATE readers SET state = 'lost' WHERE rdrno = ? AND state = 'valid'").run(rdrno).changes,
  );
}

/** 取消挂失: a lost card is valid again (or reads expired, when its end date has passed). */
export function cancelLost(db: Db, rdrno: string, now: number): ReaderBase {
  return changeCard(
    db,
    rdrno,
    now,
    (card) => cancelLostRefusal(card.state),
    () => prepare(db, "UPDATE readers SET state = 'valid' WHERE rdrno = ? AND state = 'lost'").run(rdrno).changes,
  );
}

/** YYYY-MM-DD `years` later; 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * 延期: a valid card within the window before its end date gets `delayYears` more; an expired one
 * (within the grace, fines within the limit) is valid again for `delayYears` from today.
 */
export function delayCard(db: Db, rdrno: string, now: number, policy: CardPolicy = CARD_POLICY): ReaderBase {
  const today = cstDate(now);
  return changeCard(
    db,
    rdrno,
    now,
    (card) =>
      delayRefusal(
        {
          state: card.state,
          enddate: card.enddate,
          daysLeft: daysBetween(today, card.enddate),
          fine: unpaidFineTotal(db, rdrno),
          maxUnpaidFine: harnessConfig.libraryPolicy.maxUnpaidFine,
        },
        policy,
      ),
    (card) =>
      prepare(
        db,
        "UPDATE readers SET enddate = ?, state = 'valid' WHERE rdrno = ? AND enddate = ? AND state IN ('valid', 'expired')",
      ).run(addYears(card.enddate < today ? today : card.enddate, policy.delayYears), rdrno, card.enddate).changes,
  );
}

export interface ReaderContact {
  phone: string;
  email: string;
  address: string;
}

/** The contact details as given, or the first broken rule's message (READER_INPUT_RULES). */
export function checkContact(input: ReaderContact): ReaderContact {
  const { phone, email, address } = READER_INPUT_RULES;
  if (!phone.pattern.test(input.phone)) throw new InputError(phone.message);
  if (input.email && !email.pattern.test(input.email)) throw new InputError(email.message);
  if (input.address && !address.pattern.test(input.address)) throw new InputError(address.message);
  return input;
}

/** modifyReaderInfo: phone, email and address (empty email or address clears it). */
export function modifyContact(db: Db, rdrno: string, input: ReaderContact, now: number): ReaderBase {
  const contact = checkContact(input);
  if (requireReader(db, rdrno, now).state === 'cancelled') throw new InputError(cardStateRefusal('cancelled'));
  prepare(db, 'UPDATE readers SET phone = ?, email = ?, address = ? WHERE rdrno = ?').run(
    contact.phone,
    contact.email,
    contact.address,
    rdrno,
  );
  return requireReader(db, rdrno, now);
}

/** The card's new password (checked by the caller: platform/cardAccount.ts). */
export function setCardPassword(db: Db, rdrno: string, password: string): void {
  if (prepare(db, 'UPDATE readers SET password = ? WHERE rdrno = ?').run(password, rdrno).changes !== 1) {
    throw new InputError('读者证号不存在');
  }
}
