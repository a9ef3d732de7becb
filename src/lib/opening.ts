/**
 * Whether a library is open, from its week of hours (Sunday first, null: closed that day) and the
 * time in the library (China time, whatever the phone's zone).
 */
export interface Hours {
  open: string;
  close: string;
}

export interface OpeningState {
  open: boolean;
  /** 开放中 / 已闭馆 */
  label: string;
  /** 今日 09:00–21:00, 今日闭馆 */
  today: string;
}

const CHINA_OFFSET_MS = 8 * 3_600_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of 'HH:mm', or null. */
function minutes(value: string): number | null {
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 0 = Sunday … 6 = Saturday, in the library. */
export function libraryWeekday(now: number): number {
  return new Date(now + CHINA_OFFSET_MS).getUTCDay();
}

export function hoursText(hours: Hours | null | undefined): string {
  return hours ? `${hours.open}–${hours.close}` : '闭馆';
}

export function openingState(week: readonly (Hours | null)[], now: number): OpeningState {
  const local = new Date(now + CHINA_OFFSET_MS);
  const hours = week[local.getUTCDay()] ?? null;
  const at = local.getUTCHours() * 60 + local.getUTCMinutes();
  const from = hours ? minutes(hours.open) : null;
  const to = hours ? minutes(hours.close) : null;
  const open = from !== null && to !== null && at >= from && at < to;
  return { open, label: open ? '开放中' : '已闭馆', today: hours ? `今日 ${hoursText(hours)}` : '今日闭馆' };
}

/** The week as shown: Monday first (周一 … 周日), each with its hours text. */
export const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

export function weekRows(week: readonly (Hours | null)[]): { day: number; name: string; text: string }[] {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, name: WEEKDAY_NAMES[day], text: hoursText(week[day]) }));
}
