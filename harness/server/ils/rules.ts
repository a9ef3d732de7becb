/**
 * The library's rules as pure functions over plain data. Each `…Refusal` returns '' when the
 * operation may go ahead, or the Chinese reason it may not: the message the caller sees. Domain
 * operations gather the facts from the database; these decide. docs/API.md lists every message.
 *
 * Shape, for the rules to come (transfer, redeem ...): `xRefusal(reader, facts about the thing,
 * policy)`, checking the reader first (borrowerRefusal), then the thing.
 */
import { READER_INPUT_RULES } from '../../../src/api/contract/cards.js';
import type { CardState, ReserveState } from '../../../src/api/contract/index.js';
import { addDays, daysBetween } from './dates.js';

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

/** holdings.state: 0 在编, 1 在馆, 2 借出, 3 锁定, 4 丢失. */
export const ITEM_STATE = { cataloguing: 0, onShelf: 1, onLoan: 2, locked: 3, lost: 4 } as const;

/** A copy a reader wants to borrow. */
export interface ItemFacts {
  /** holdings.state (ITEM_STATE). */
  state: number;
  /** The copy is held for another reader's reservation. */
  reservedForOther: boolean;
}

/** A current loan the reader wants to renew. */
export interface LoanFacts {
  /** Its due date and the library's date today (YYYY-MM-DD). */
  returndate: string;
  today: string;
  renewcount: number;
  /** Another reader is queued for the title (waiting for a copy). */
  reservedForOther: boolean;
}

/** A title (bibliographic record) a reader wants to reserve. */
export interface TitleFacts {
  /** Copies that circulate: on the shelf or on loan (not in cataloguing, locked or lost). */
  lendableCopies: number;
  /** The reader already has an active reservation on it. */
  reservedByReader: boolean;
  /** The reader has a copy of it on loan now. */
  borrowedByReader: boolean;
  /** The pickup library: its name, its copies that circulate, and those a reader could borrow now. */
  pickup: {
    libname: string;
    /** Copies there 在馆 or 借出. */
    lendableCopies: number;
    /** Copies there 在馆 and not held for another reader's ready reservation. */
    onShelf: number;
  };
}

/** Why a card in this state cannot be used, or '' (valid). */
export function cardStateRefusal(state: CardState): string {
  switch (state) {
    case 'lost':
      return '读者证已挂失，请先到馆办理';
    case 'expired':
      return '读者证已过期，请到馆续期';
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

/** Borrowing one copy. */
export function loanRefusal(reader: ReaderStanding, item: ItemFacts, policy: LibraryPolicy): string {
  const refusal = borrowerRefusal(reader, policy);
  if (refusal) return refusal;
  if (reader.overduecount > 0) return '有逾期未还的图书，请先归还';
  if (reader.loancount >= reader.limits.loanlimit) return `已借满${reader.limits.loanlimit}本，请先归还`;
  if (item.state === ITEM_STATE.onLoan) return '该书已借出';
  if (item.state !== ITEM_STATE.onShelf) return '该书暂不可借';
  if (item.reservedForOther) return '该书已为其他读者预留';
  return '';
}

/**
 * The due date after a renewal: the reader type's loandays counted from the day of the renewal
 * (as Interlib does), never earlier than the current due date.
 */
export function renewedDueDate(today: string, returndate: string, loandays: number): string {
  const renewed = addDays(today, loandays);
  return renewed > returndate ? renewed : returndate;
}

/** Renewing one current loan (renewedDueDate gives the new due date). */
export function renewRefusal(reader: ReaderStanding, loan: LoanFacts, policy: LibraryPolicy): string {
  const refusal = borrowerRefusal(reader, policy);
  if (refusal) return refusal;
  if (loan.returndate < loan.today) return '该书已逾期，不能续借，请尽快归还';
  if (loan.renewcount >= reader.limits.renewlimit) return `已续借${loan.renewcount}次，不能再续借`;
  if (loan.reservedForOther) return '该书已被其他读者预约，不能续借';
  if (renewedDueDate(loan.today, loan.returndate, reader.limits.loandays) <= loan.returndate) {
    return '续借后应还日期不变，无需续借';
  }
  return '';
}

/**
 * Reserving a title for pickup at a library: only when none of its copies there is on the shelf
 * (a reader borrows that one), and only at a library that has copies of it (the queue is served
 * by copies coming back there).
 */
export function reserveRefusal(reader: ReaderStanding, title: TitleFacts, policy: LibraryPolicy): string {
  const refusal = borrowerRefusal(reader, policy);
  if (refusal) return refusal;
  if (title.reservedByReader) return '已预约该书，请勿重复预约';
  if (title.borrowedByReader) return '您已借阅该书，不能预约';
  if (reader.reservecount >= reader.limits.reservelimit) return `最多同时预约${reader.limits.reservelimit}本`;
  if (title.lendableCopies <= 0) return '该书暂无可借馆藏，不能预约';
  if (title.pickup.lendableCopies <= 0) return `${title.pickup.libname}没有该书的可借馆藏，请选择其他取书馆`;
  if (title.pickup.onShelf > 0) return `该书在${title.pickup.libname}有在架图书，请直接到馆借阅`;
  return '';
}

// --- fines

/** Whole days a loan due on `returndate` is late on `day` (0 when on time). */
export function overdueDays(returndate: string, day: string): number {
  return Math.max(0, daysBetween(returndate, day));
}

/**
 * The overdue fine for one loan: finePerDay for each day late, at most maxOverdueFine. It is
 * charged when the copy comes back; until then it is what returning it today would cost.
 */
export function overdueFine(days: number, policy: LibraryPolicy): number {
  return Math.min(Math.max(0, days) * policy.finePerDay, policy.maxOverdueFine);
}

// --- reservations

/** A reservation as stored: its state, the day a queued one lapses, a ready one's deadline. */
export interface ReservationFacts {
  state: ReserveState;
  /** A queued reservation lapses after this day. */
  enddate: string;
  /** A ready reservation is kept for its reader until this day (inclusive). */
  pickupdeadline: string | null;
}

/**
 * The state on `today`: a queued reservation past its end date, or a ready one past its pickup
 * deadline, has expired (nothing needs to run at midnight for that to be true).
 */
export function reservationState(r: ReservationFacts, today: string): ReserveState {
  if (r.state === 'queued' && r.enddate < today) return 'expired';
  if (r.state === 'ready' && (r.pickupdeadline ?? '') < today) return 'expired';
  return r.state;
}

/** The day an effectively expired reservation ended: the day after its end date or deadline. */
export function expiryDate(r: ReservationFacts): string {
  return addDays(r.state === 'ready' ? (r.pickupdeadline ?? r.enddate) : r.enddate, 1);
}

/** A new reservation waits for a copy until this day. */
export function reservationEndDate(reservedate: string, policy: LibraryPolicy): string {
  return addDays(reservedate, policy.reserveDays);
}

/** A reservation that became ready on `day` is kept until this day (inclusive). */
export function pickupDeadline(day: string, policy: LibraryPolicy): string {
  return addDays(day, policy.pickupDays - 1);
}

/** A queued reservation: when it was made, for its place in the queue. */
export interface QueuedReservation {
  reserveid: number;
  reservedate: string;
}

/**
 * The place (1 = next) of `reserveid` among the queued reservations of one title at one pickup
 * library: first come, first served (by reservation date, then by the order they were made).
 */
export function queuePosition(queue: QueuedReservation[], reserveid: number): number {
  const me = queue.find((r) => r.reserveid === reserveid);
  if (!me) return 0;
  const ahead = queue.filter(
    (r) => r.reservedate < me.reservedate || (r.reservedate === me.reservedate && r.reserveid < me.reserveid),
  );
  return ahead.length + 1;
}

/** Cancelling a reservation in its current (effective) state: only queued or ready ones. */
export function cancelReserveRefusal(state: ReserveState): string {
  if (state === 'expired') return '该预约已过期，无需取消';
  if (state === 'cancelled') return '该预约已取消';
  return '';
}

// --- paying fines

/** A payment order's state as stored, and when it was made (epoch ms). */
export interface OrderFacts {
  state: 'created' | 'paid' | 'closed';
  createdAt: number;
}

/** A created order not paid within `ttlMs` (WeChat's prepay_id lifetime) is closed. */
export function orderState(order: OrderFacts, now: number, ttlMs: number): OrderFacts['state'] {
  return order.state === 'created' && now - order.createdAt >= ttlMs ? 'closed' : order.state;
}

/** Asking for a payment order: there must be something to pay. */
export function fineOrderRefusal(unpaidFineIds: number[]): string {
  return unpaidFineIds.length ? '' : '没有需要缴纳的罚款';
}

/**
 * An open order is reused when it pays exactly the fines unpaid now; otherwise it is closed and
 * replaced (a fine was added or paid since).
 */
export function reusableOrder(orderFineIds: number[], unpaidFineIds: number[]): boolean {
  const a = [...orderFineIds].sort((x, y) => x - y);
  const b = [...unpaidFineIds].sort((x, y) => x - y);
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Paying an order (WeChat Pay's confirmation): only a created one; a paid one is paid already. */
export function payRefusal(state: OrderFacts['state']): string {
  return state === 'closed' ? '订单已关闭，请重新发起缴费' : '';
}

// --- card services (lostCard, cancelLostCard, delayCard, modifyPassword, addReader)

/** The card services' settings. */
export interface CardPolicy {
  /** A card may be extended only this many days (or fewer) before its end date. */
  delayWindowDays: number;
  /** An extension adds this many years to the end date. */
  delayYears: number;
  /** A card applied for online is valid this many years. */
  newCardYears: number;
}

export const CARD_POLICY: CardPolicy = { delayWindowDays: 30, delayYears: 1, newCardYears: 3 };

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

/** A card someone wants to extend: its effective state, end date and the days left until then. */
export interface DelayFacts {
  state: CardState;
  enddate: string;
  /** Days from today to the end date (0 on the last day). */
  daysLeft: number;
}

/** Extending a card: only a valid card, and only within the window before its end date. */
export function delayRefusal(card: DelayFacts, policy: CardPolicy = CARD_POLICY): string {
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

/** What the library knows when someone applies for a card online. */
export interface ApplicationFacts {
  /** The library (its name) where this ID number already holds a card, or '' when it holds none there. */
  existingCardLibrary: string;
}

/** Applying for a card: one card per ID number per library. */
export function addReaderRefusal(facts: ApplicationFacts): string {
  return facts.existingCardLibrary ? `该身份证号已在${facts.existingCardLibrary}办理过读者证，请勿重复办理` : '';
}
