/**
 * Study spaces (空间预约): booking a range of half hours in a room or at a seat, cancelling it,
 * checking in at the door and leaving early. Times are a date (YYYY-MM-DD, China time) and
 * minutes from its midnight; `now` is epoch ms. SPACE_RULES in the contract gives the numbers.
 */
import type { BookingState, CardState, OpeningHours } from '../../../../src/api/contract/index.js';
import { noShowBlockUntil, noShowRefusal, type NoShowPolicy } from './noShows.js';
import { cardStateRefusal } from './readers.js';

/** The library's numbers for spaces (SPACE_RULES). */
export interface SpacePolicy extends NoShowPolicy {
  slotMinutes: number;
  daysAhead: number;
  dailyMinutes: number;
  openBookings: number;
  checkinBeforeMinutes: number;
  checkinAfterMinutes: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const CST_MS = 8 * 3_600_000;

/** The moment (epoch ms) `minutes` after midnight of `date` in China time. */
export function spaceMoment(date: string, minutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) - CST_MS + minutes * MINUTE_MS;
}

/** YYYY-MM-DD of a moment in China time, and the date `days` later. */
export function spaceDate(ms: number, days = 0): string {
  return new Date(ms + CST_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** HH:mm of minutes after midnight. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight of HH:mm (00:00 to 24:00), or null. */
export function clockMinutes(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/** The days that may be booked at `now`: today and the next `daysAhead - 1`. */
export function bookableDates(now: number, policy: SpacePolicy): string[] {
  return Array.from({ length: policy.daysAhead }, (_, i) => spaceDate(now, i));
}

/** A card's standing for spaces, whatever it asks for. */
export interface SpaceCardFacts {
  cardState: CardState;
  /** When each of the card's no-shows was counted (a released booking's check-in deadline). */
  noShows: readonly number[];
  /** Bookings not yet ended (待签到 or 使用中). */
  openBookings: number;
  now: number;
}

/** The same card on the day asked for. */
export interface SpaceDayFacts {
  /** Minutes the card has booked that day (cancelled and released bookings do not count). */
  bookedMinutes: number;
}

/** Why the card may not book at all ('' when it may): its card, its no-shows, its open bookings. */
export function spaceCardRefusal(card: SpaceCardFacts, policy: SpacePolicy): string {
  const refusal = cardStateRefusal(card.cardState);
  if (refusal) return refusal;
  const blocked = noShowRefusal(noShowBlockUntil(card.noShows, card.now, policy), policy, '预约未签到', '预约');
  if (blocked) return blocked;
  if (card.openBookings >= policy.openBookings) return `最多同时持有${policy.openBookings}个未结束的预约`;
  return '';
}

/** Hours as the reader reads them: 4, 1.5, 0.5. */
const hoursText = (minutes: number) => String(Math.round((minutes / 60) * 10) / 10);

/** The daily limit's refusal for a booking of `wanted` minutes ('' when it fits). */
export function dailyRefusal(bookedMinutes: number, wanted: number, policy: SpacePolicy): string {
  if (bookedMinutes + wanted <= policy.dailyMinutes) return '';
  const left = Math.max(0, policy.dailyMinutes - bookedMinutes);
  const limit = `每天最多预约${hoursText(policy.dailyMinutes)}小时`;
  return left > 0 ? `${limit}，您当天还可预约${hoursText(left)}小时` : `${limit}，您当天已约满`;
}

/** What is asked: `start` to `end` (minutes) on `date`, in a space open `hours` that day. */
export interface SlotRequest {
  date: string;
  start: number;
  end: number;
  /** The library's hours that day; null when closed. */
  hours: OpeningHours | null;
  /** Another booking of the space overlaps the range. */
  taken: boolean;
  /** Another booking of the card's (any space) overlaps the range. */
  ownOverlap: boolean;
}

/**
 * Booking: a usable card not blocked for no-shows; a day within the week; the library open; half
 * hours within its hours, not begun more than the check-in grace ago; slots free; the card
 * elsewhere at no time of it; within the daily minutes and the open bookings.
 */
export function bookRefusal(card: SpaceCardFacts & SpaceDayFacts, ask: SlotRequest, policy: SpacePolicy): string {
  const cardRefusal = cardStateRefusal(card.cardState);
  if (cardRefusal) return cardRefusal;
  const blocked = noShowRefusal(noShowBlockUntil(card.noShows, card.now, policy), policy, '预约未签到', '预约');
  if (blocked) return blocked;
  if (!bookableDates(card.now, policy).includes(ask.date)) return `只能预约今天起${policy.daysAhead}天内的时段`;
  if (!ask.hours) return `${ask.date} 闭馆，不能预约`;
  if (ask.start % policy.slotMinutes || ask.end % policy.slotMinutes) return '预约时段须从整点或半点开始和结束';
  if (ask.start >= ask.end) return '结束时间须晚于开始时间';
  const open = clockMinutes(ask.hours.open) ?? 0;
  const close = clockMinutes(ask.hours.close) ?? 0;
  if (ask.start < open || ask.end > close) return `所选时段不在开放时间内（${ask.hours.open}–${ask.hours.close}）`;
  if (card.now >= spaceMoment(ask.date, ask.start + policy.checkinAfterMinutes)) return '所选时段已开始，不能预约';
  if (ask.taken) return '所选时段已被预约，请选择其他时段';
  if (ask.ownOverlap) return '您在该时段已有其他预约';
  const daily = dailyRefusal(card.bookedMinutes, ask.end - ask.start, policy);
  if (daily) return daily;
  if (card.openBookings >= policy.openBookings) return `最多同时持有${policy.openBookings}个未结束的预约`;
  return '';
}

/** A booking as the rules see it. */
export interface BookingFacts {
  state: BookingState;
  date: string;
  start: number;
  end: number;
}

/** What a booking no longer 待签到 or 使用中 says when asked to change. */
function closedRefusal(state: BookingState): string {
  switch (state) {
    case 'cancelled':
      return '该预约已取消';
    case 'released':
      return '该预约因未按时签到已释放';
    default:
      return '该预约已结束';
  }
}

/** Check-in window of a booking (epoch ms): [from, until). */
export function checkinWindow(b: Pick<BookingFacts, 'date' | 'start'>, policy: SpacePolicy): [number, number] {
  return [
    spaceMoment(b.date, b.start - policy.checkinBeforeMinutes),
    spaceMoment(b.date, b.start + policy.checkinAfterMinutes),
  ];
}

/** Cancelling: only a 待签到 booking, before its start. */
export function cancelRefusal(b: BookingFacts, now: number): string {
  if (b.state === 'checkedin') return '已签到的预约不能取消，可结束使用';
  if (b.state !== 'booked') return closedRefusal(b.state);
  if (now >= spaceMoment(b.date, b.start)) return '预约时段已开始，不能取消';
  return '';
}

/** Checking in: a 待签到 booking, from 15 minutes before its start to 15 minutes after it. */
export function checkinRefusal(b: BookingFacts, now: number, policy: SpacePolicy): string {
  if (b.state === 'checkedin') return '您已签到，无需重复签到';
  if (b.state !== 'booked') return closedRefusal(b.state);
  const [from, until] = checkinWindow(b, policy);
  if (now < from) return `还未到签到时间，请于${clockText(b.start - policy.checkinBeforeMinutes)}后签到`;
  if (now >= until) return closedRefusal('released');
  return '';
}

/** Leaving early: only a 使用中 booking. */
export function leaveRefusal(b: BookingFacts): string {
  if (b.state === 'checkedin') return '';
  if (b.state === 'booked') return '尚未签到，不能结束使用';
  return closedRefusal(b.state);
}

/** A 待签到 booking not checked in by now is released; a 使用中 one past its end is done. */
export function lapsedState(b: BookingFacts, now: number, policy: SpacePolicy): BookingState {
  if (b.state === 'booked' && now >= checkinWindow(b, policy)[1]) return 'released';
  if (b.state === 'checkedin' && now >= spaceMoment(b.date, b.end)) return 'done';
  return b.state;
}

/** Where a booking left early ends: now rounded up to the half hour, within the booking. */
export function leftEnd(b: BookingFacts, now: number, policy: SpacePolicy): number {
  const minutes = Math.ceil((now - spaceMoment(b.date, 0)) / MINUTE_MS);
  const rounded = Math.ceil(minutes / policy.slotMinutes) * policy.slotMinutes;
  return Math.min(b.end, Math.max(b.start, rounded));
}
