/**
 * What the spaces screens say about time, and the slot range a reader picks: pure functions, so
 * the store and the tests share them.
 */
import type { SpaceSlot } from '../../api/contract';
import { SPACE_RULES } from '../../api/contract/spaces';
import { monthDayText } from '../../lib/loanStatus';
import { WEEKDAY_NAMES } from '../../lib/opening';

/** A length of time as a reader says it: 30分钟, 1小时, 1.5小时. */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes}分钟`;
  return `${Math.round((minutes / 60) * 10) / 10}小时`;
}

/** 周五 of YYYY-MM-DD ('' when unreadable). */
function weekdayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? '' : WEEKDAY_NAMES[day.getUTCDay()];
}

/** A booking's day as a reader says it: 11月28日 周五 (with the year when not `today`'s). */
export const dayText = (date: string, today: string) => `${monthDayText(date, today)} ${weekdayOf(date)}`.trim();

/** What the reader must do to keep a booking (SPACE_RULES' check-in window). */
export function checkinRule(): string {
  const { checkinBeforeMinutes: before, checkinAfterMinutes: after } = SPACE_RULES;
  const window = before === after ? `开始前后${before}分钟内` : `开始前${before}分钟至开始后${after}分钟内`;
  return `${window}到门口扫码签到，逾时未签到将释放并记为未签到`;
}

/** A bookable day's tab: 今天, 明天, then 周五 11-28 (`index` counts from today). */
export function dateLabel(date: string, index: number): string {
  if (index === 0) return '今天';
  if (index === 1) return '明天';
  return `${weekdayOf(date)} ${date.slice(5)}`.trim();
}

/** A slot's state as its button says it after the time. */
export const SLOT_STATE_TEXT: Record<SpaceSlot['state'], string> = {
  free: '可预约',
  taken: '已约满',
  mine: '我的预约',
  past: '已过',
};

/** The slots picked: indices into the day's slots, first to last, both included. */
export interface SlotRange {
  first: number;
  last: number;
}

/**
 * The range after the reader taps slot `index`: a slot not free does nothing; the first tap (or
 * a tap after a range of two or more) starts a range of one; a tap on that one slot again lets it
 * go; a later slot with only free slots between ends the range there; any other tap starts anew.
 */
export function tapSlot(slots: readonly SpaceSlot[], range: SlotRange | null, index: number): SlotRange | null {
  if (slots[index]?.state !== 'free') return range;
  if (!range || range.first !== range.last) return { first: index, last: index };
  if (index === range.first) return null;
  const between = slots.slice(range.first, index + 1);
  if (index > range.first && between.every((slot) => slot.state === 'free')) return { first: range.first, last: index };
  return { first: index, last: index };
}

/** Whether slot `index` is in the range. */
export const inRange = (range: SlotRange | null, index: number) =>
  range !== null && index >= range.first && index <= range.last;

/** Minutes from HH:mm to HH:mm. */
export function minutesBetween(start: string, end: string): number {
  const at = (text: string) => {
    const [hours, minutes] = text.split(':').map(Number);
    return hours * 60 + minutes;
  };
  return at(end) - at(start);
}
