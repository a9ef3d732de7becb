/** Borrowing, renewing, and the overdue fine a late return costs. */
import { copyStateRefusal } from '../../../../src/api/contract/catalogue.js';
import { addDays, daysBetween } from '../dates.js';
import { borrowerRefusal, type LibraryPolicy, type ReaderStanding } from './readers.js';

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

/**
 * Borrowing one copy. An overdue loan does not stop it: lateness costs a fine when the copy comes
 * back, and unpaid fines past the limit stop borrowing (the reader rule).
 */
export function loanRefusal(reader: ReaderStanding, item: ItemFacts, policy: LibraryPolicy): string {
  const refusal = borrowerRefusal(reader, policy);
  if (refusal) return refusal;
  if (reader.loancount >= reader.limits.loanlimit) return `已借满${reader.limits.loanlimit}本，请先归还`;
  // Worded in the contract: 手机借书 says it from getHoldingInfo before asking for the position.
  const shelfRefusal = copyStateRefusal(item.state);
  if (shelfRefusal) return shelfRefusal;
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

/**
 * Renewing one current loan (renewedDueDate gives the new due date): '' or why not, with what
 * the reader can do instead. One rule, two uses: renewBook decides with it, and listRdrCurLoan
 * shows each loan's answer before the reader asks (renewable, renewnote).
 */
export function renewRefusal(reader: ReaderStanding, loan: LoanFacts, policy: LibraryPolicy): string {
  const refusal = borrowerRefusal(reader, policy);
  if (refusal) return refusal;
  if (loan.returndate < loan.today) return '该书已过期，不能续借，请尽快归还';
  if (loan.renewcount >= reader.limits.renewlimit) {
    return `已续借${loan.renewcount}次，不能再续借。可到馆办理或按时归还`;
  }
  if (loan.reservedForOther) return '该书已被其他读者预约，不能续借，请按时归还';
  if (renewedDueDate(loan.today, loan.returndate, reader.limits.loandays) <= loan.returndate) {
    return '续借后应还日期不变，临近应还日期时再续借';
  }
  return '';
}

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
