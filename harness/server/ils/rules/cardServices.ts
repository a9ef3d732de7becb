/** Card services: loss reports, extensions, passwords, applying online. */
import { APPLICATION_REFUSALS, READER_INPUT_RULES } from '../../../../src/api/contract/cards.js';
import type { CardState } from '../../../../src/api/contract/index.js';
import { cardStateRefusal } from './readers.js';

/** The card services' settings. */
export interface CardPolicy {
  /** A card may be extended only this many days (or fewer) before its end date. */
  delayWindowDays: number;
  /** An extension adds this many years to the end date (to today, for an expired card). */
  delayYears: number;
  /** An expired card may still be extended online this many days after its end date. */
  expiredGraceDays: number;
  /** A card applied for online is valid this many years. */
  newCardYears: number;
}

export const CARD_POLICY: CardPolicy = { delayWindowDays: 30, delayYears: 1, expiredGraceDays: 180, newCardYears: 3 };

/** Reporting a card lost: only a valid card. */
export function lostCardRefusal(state: CardState): string {
  if (state === 'lost') return '读者证已挂失，无需重复挂失';
  return cardStateRefusal(state);
}

/** Cancelling a loss report: only a lost card. */
export function cancelLostRefusal(state: CardState): string {
  if (state === 'lost') return '';
  if (state === 'valid') return '读者证未挂失，无需取消挂失';
  return cardStateRefusal(state);
}

/** A card someone wants to extend: its effective state, end date, the days left, what it owes. */
export interface DelayFacts {
  state: CardState;
  enddate: string;
  /** Days from today to the end date (0 on the last day, negative once it has passed). */
  daysLeft: number;
  /** Unpaid fines (cents) and the most a reader may owe and still be served (LibraryPolicy). */
  fine: number;
  maxUnpaidFine: number;
}

/**
 * Extending a card: a valid card within the window before its end date; an expired one within
 * the grace after it, when its unpaid fines are within the limit. Lost and cancelled cards never.
 */
export function delayRefusal(card: DelayFacts, policy: CardPolicy = CARD_POLICY): string {
  if (card.state === 'expired') {
    if (-card.daysLeft > policy.expiredGraceDays) {
      return `读者证已过期超过${policy.expiredGraceDays}天，不能在线延期，请携带身份证到馆办理`;
    }
    if (card.fine > card.maxUnpaidFine) return '未缴罚款超过限额，请先在财经记录中缴纳罚款，再办理延期';
    return '';
  }
  if (card.state === 'lost') return '读者证已挂失，请先取消挂失，再办理延期';
  const refusal = cardStateRefusal(card.state);
  if (refusal) return refusal;
  if (card.daysLeft > policy.delayWindowDays) {
    return `读者证有效期至${card.enddate}，到期前${policy.delayWindowDays}天内方可延期`;
  }
  return '';
}

/** A new password: 6–20 letters or digits, and not the old one. */
export function newPasswordRefusal(newPassword: string, oldPassword: string): string {
  const rule = READER_INPUT_RULES.password;
  if (!rule.pattern.test(newPassword)) return rule.message;
  if (newPassword === oldPassword) return '新密码不能与原密码相同';
  return '';
}

/** The reader type applied for, as the library's dictionary has it. */
export interface ApplicationType {
  name: string;
  /** May be applied for online (desk-only types such as VIP读者 may not). */
  online: boolean;
  /** The card names a guardian (少儿读者). */
  guardian: boolean;
}

/** What the library knows when someone applies for a card online. */
export interface ApplicationFacts {
  /** The library (its name) where this ID number already holds a card, or '' when it holds none there. */
  existingCardLibrary: string;
  type?: ApplicationType;
  /** The guardian's name and phone as given ('' when none). */
  guardian?: string;
  guardianPhone?: string;
  /** The applicant ticked 已阅读并同意《读者服务协议》. */
  agreed?: boolean;
}

/**
 * Applying for a card online: the terms agreed to, a type the library lets be applied for online,
 * a child's card naming its guardian (name and phone), one card per ID number per library.
 */
export function addReaderRefusal(facts: ApplicationFacts): string {
  const { type } = facts;
  if (facts.agreed === false) return APPLICATION_REFUSALS.agreement;
  if (type && !type.online) return APPLICATION_REFUSALS.deskOnly(type.name);
  if (type?.guardian) {
    // A guardian's name follows a reader's (READER_INPUT_RULES.name).
    if (!facts.guardian) return APPLICATION_REFUSALS.guardianName(type.name);
    if (!READER_INPUT_RULES.name.pattern.test(facts.guardian)) return APPLICATION_REFUSALS.guardianNameRule;
    if (!READER_INPUT_RULES.phone.pattern.test(facts.guardianPhone ?? '')) return APPLICATION_REFUSALS.guardianPhone;
  }
  return facts.existingCardLibrary ? `该身份证号已在${facts.existingCardLibrary}办理过读者证，请勿重复办理` : '';
}
