/** Calendar dates as the library writes them: YYYY-MM-DD (China Standard Time), pure helpers. */
import { daysBetween } from '../infra/util.js';

export { daysBetween };

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` moved by `days` (negative for earlier). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD (2024-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}
