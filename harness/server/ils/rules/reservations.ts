/** Reserving a title, and a reservation's life: queued, ready, expired, cancelled. */
import type { ReserveState } from '../../../../src/api/contract/index.js';
import { addDays } from '../dates.js';
import { borrowerRefusal, type LibraryPolicy, type ReaderStanding } from './readers.js';

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
  if (state === 'fulfilled') return '该预约的图书已借阅，无需取消';
  return '';
}
