/**
 * No-shows: a reader who held an event's seat or a space's booking and never checked in. Too many
 * within a window block further sign-ups (events) or bookings (spaces) for a while: EVENT_RULES
 * and SPACE_RULES in the contract give the numbers.
 */

export interface NoShowPolicy {
  /** This many no-shows … */
  noShowLimit: number;
  /** … within this many days of each other … */
  noShowWindowDays: number;
  /** … block for this many days from the one that made the count. */
  blockDays: number;
}

const DAY_MS = 86_400_000;

/**
 * Until when (epoch ms) the reader is blocked at `now`, or null. `noShows` are the moments each
 * no-show was counted (the event's end, the booking's check-in deadline), in any order; those
 * after `now` are not counted yet.
 */
export function noShowBlockUntil(noShows: readonly number[], now: number, policy: NoShowPolicy): number | null {
  const counted = noShows.filter((t) => t <= now).sort((a, b) => a - b);
  let until: number | null = null;
  for (let i = policy.noShowLimit - 1; i < counted.length; i += 1) {
    const first = counted[i - policy.noShowLimit + 1];
    if (counted[i] - first > policy.noShowWindowDays * DAY_MS) continue;
    const end = counted[i] + policy.blockDays * DAY_MS;
    if (end > now && (until === null || end > until)) until = end;
  }
  return until;
}

/** YYYY-MM-DD of a moment in China Standard Time (the library's calendar). */
export function chinaDate(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The refusal while blocked ('' when not): `您近90天内有3次报名未签到，2026-12-25前不能报名活动`.
 * `what` names the no-show (报名未签到, 预约未签到), `act` what is refused (报名活动, 预约).
 */
export function noShowRefusal(until: number | null, policy: NoShowPolicy, what: string, act: string): string {
  if (until === null) return '';
  return `您近${policy.noShowWindowDays}天内有${policy.noShowLimit}次${what}，${chinaDate(until)}前不能${act}`;
}
