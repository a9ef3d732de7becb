/** Who is asking: a reader's standing, their type's limits, the library's policy, and the card checks every rule starts with. */
import type { CardState } from '../../../../src/api/contract/index.js';

/** A reader type's limits (table rdrtypes). */
export interface ReaderTypeLimits {
  /** Items on loan at once. */
  loanlimit: number;
  /** Loan period in days. */
  loandays: number;
  /** Renewals per loan. */
  renewlimit: number;
  /** Active reservations at once. */
  reservelimit: number;
}

/** What the library knows about a reader when they ask for something. */
export interface ReaderStanding {
  /** The effective card state (a valid card past its end date is expired). */
  state: CardState;
  limits: ReaderTypeLimits;
  /** Current (unreturned) loans. */
  loancount: number;
  /** Current loans past their due date. */
  overduecount: number;
  /** Active reservations. */
  reservecount: number;
  /** Unpaid fines, cents. */
  fine: number;
}

/** Library-wide settings the rules read (the values: harnessConfig.libraryPolicy). */
export interface LibraryPolicy {
  /** The most a reader may owe in unpaid fines (cents) and still borrow, renew or reserve. */
  maxUnpaidFine: number;
  /** Overdue fine per item per day (cents). */
  finePerDay: number;
  /** The most one overdue loan is fined (cents). */
  maxOverdueFine: number;
  /** Days a ready reservation waits for its reader (the deadline day included). */
  pickupDays: number;
  /** Days a queued reservation waits for a copy before it lapses. */
  reserveDays: number;
}

/** Why a card in this state cannot be used, or '' (valid). */
export function cardStateRefusal(state: CardState): string {
  switch (state) {
    case 'lost':
      return '读者证已挂失，请先到馆办理';
    case 'expired':
      return '读者证已过期，请先办理延期';
    case 'cancelled':
      return '读者证已注销';
    default:
      return '';
  }
}

/** A card bound in the library system to `boundOpenid` cannot be taken over by `openid`. */
export function openidRefusal(boundOpenid: string | null, openid: string): string {
  return boundOpenid && boundOpenid !== openid ? '该读者证已绑定其他微信，请先解绑' : '';
}

/**
 * Binding a card to `openid` in the library system: not while it is bound to someone else, and
 * never a cancelled card (lost and expired cards can be bound, so the app can show their state).
 */
export function bindRefusal(card: { state: CardState; openid: string | null }, openid: string): string {
  return openidRefusal(card.openid, openid) || (card.state === 'cancelled' ? cardStateRefusal(card.state) : '');
}

/** What every circulation rule checks first: a usable card and fines within the limit. */
export function borrowerRefusal(reader: ReaderStanding, policy: LibraryPolicy): string {
  const refusal = cardStateRefusal(reader.state);
  if (refusal) return refusal;
  if (reader.fine > policy.maxUnpaidFine) return '未缴罚款超过限额，请先缴纳';
  return '';
}
