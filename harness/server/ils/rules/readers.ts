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

/** How many wrong card passwords the library lets through (platform/attempts.ts keeps the count). */
export interface PasswordPolicy {
  /** Wrong passwords on one card (from anyone) that lock it ... */
  cardFailures: number;
  /** ... when they fall within this long of each other (ms) ... */
  cardWindowMs: number;
  /** ... for this long (ms) from the last of them. */
  cardLockMs: number;
  /** Wrong guesses one WeChat user (openid) may make, on any cards ... */
  openidFailures: number;
  /** ... in this sliding window (ms). */
  openidWindowMs: number;
}

export const PASSWORD_POLICY: PasswordPolicy = {
  cardFailures: 5,
  cardWindowMs: 15 * 60_000,
  cardLockMs: 15 * 60_000,
  openidFailures: 10,
  openidWindowMs: 60 * 60_000,
};

/** Where one counter stands at a moment: locked until (epoch ms, 0 when not locked), tries left. */
export interface AttemptCount {
  lockedUntil: number;
  left: number;
}

/**
 * A card's counter from its wrong passwords (epoch ms, oldest first, none older than the last
 * right one): the failures within the window count; the `cardFailures`th locks the card for
 * `cardLockMs`, and the count starts again after it.
 */
export function cardAttempts(failures: readonly number[], now: number, policy = PASSWORD_POLICY): AttemptCount {
  let recent: number[] = [];
  let lockedUntil = 0;
  for (const at of [...failures].sort((a, b) => a - b)) {
    if (at > now) break;
    if (at < lockedUntil) continue;
    recent = recent.filter((t) => at - t < policy.cardWindowMs);
    recent.push(at);
    if (recent.length >= policy.cardFailures) {
      lockedUntil = at + policy.cardLockMs;
      recent = [];
    }
  }
  if (lockedUntil > now) return { lockedUntil, left: 0 };
  const counted = recent.filter((t) => now - t < policy.cardWindowMs).length;
  return { lockedUntil: 0, left: policy.cardFailures - counted };
}

/**
 * A WeChat user's counter from their wrong guesses on any cards (epoch ms): at most
 * `openidFailures` in any `openidWindowMs`; when they are used up, the next guess may come when
 * the oldest of them leaves the window.
 */
export function openidAttempts(failures: readonly number[], now: number, policy = PASSWORD_POLICY): AttemptCount {
  const recent = failures.filter((t) => t <= now && now - t < policy.openidWindowMs).sort((a, b) => a - b);
  const left = policy.openidFailures - recent.length;
  if (left > 0) return { lockedUntil: 0, left };
  return { lockedUntil: recent[recent.length - policy.openidFailures] + policy.openidWindowMs, left: 0 };
}

/** HH:mm of a moment in China Standard Time (the library's clock). */
export function chinaClock(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16);
}

/**
 * Before a card password is checked: the refusal while the card (`card`, absent for a card
 * number the library does not know) or the WeChat user (`user`) is locked, else ''.
 */
export function passwordLockRefusal(card: AttemptCount | null, user: AttemptCount): string {
  if (card?.lockedUntil) return `该读者证密码错误次数过多，已暂时锁定，请于 ${chinaClock(card.lockedUntil)} 后再试`;
  if (user.lockedUntil) return `密码错误次数过多，请于 ${chinaClock(user.lockedUntil)} 后再试`;
  return '';
}

/**
 * After a wrong password (counted): `what` (读者证密码错误, 原密码错误, 读者证号不存在) and what the
 * counters now allow: the tries left, or until when the card or the user is locked.
 */
export function wrongPasswordMessage(what: string, card: AttemptCount | null, user: AttemptCount): string {
  if (card?.lockedUntil) return `${what}次数过多，该读者证已暂时锁定，请于 ${chinaClock(card.lockedUntil)} 后再试`;
  if (user.lockedUntil) return `${what}，错误次数过多，请于 ${chinaClock(user.lockedUntil)} 后再试`;
  const left = Math.min(card?.left ?? Number.POSITIVE_INFINITY, user.left);
  return `${what}，还可尝试${left}次`;
}
