/**
 * 活动报名: an event's moment from its times, and whether a WeChat user may sign up for it, cancel
 * a sign-up, or check in. Times are epoch ms; EVENT_RULES (the contract) gives the numbers. A
 * sign-up's shown state is read from the event's times (absent, missed): nothing runs when an
 * event starts or ends.
 */
import { EVENT_RULES } from '../../../../src/api/contract/events.js';
import type { CardState, EventAudience, EventState, SignupState } from '../../../../src/api/contract/index.js';
import { noShowBlockUntil, noShowRefusal } from './noShows.js';
import { cardStateRefusal } from './readers.js';

const MINUTE_MS = 60_000;

/** What the rules need to know of an event. */
export interface EventFacts {
  starttime: number;
  endtime: number;
  signupstart: number;
  signupend: number;
  /** Cancelled by the library. */
  cancelled: boolean;
  audience: EventAudience;
  agemin: number | null;
  agemax: number | null;
  capacity: number;
  /** Seats held (signed up or checked in). */
  taken: number;
  /** Users on the waitlist now, and the most it takes. */
  waiting: number;
  waitlimit: number;
}

/**
 * The event's moment: cancelled; ended from its end; ongoing from its start; before the sign-up
 * window soon; open from the window's start until (not including) its end; then closed.
 */
export function eventState(
  e: Pick<EventFacts, 'starttime' | 'endtime' | 'signupstart' | 'signupend' | 'cancelled'>,
  now: number,
): EventState {
  if (e.cancelled) return 'cancelled';
  if (now >= e.endtime) return 'ended';
  if (now >= e.starttime) return 'ongoing';
  if (now < e.signupstart) return 'soon';
  if (now >= e.signupend) return 'closed';
  return 'open';
}

export const EVENT_STATE_NAMES: Record<EventState, string> = {
  soon: '报名未开始',
  open: '报名中',
  closed: '报名已截止',
  ongoing: '进行中',
  ended: '已结束',
  cancelled: '已取消',
};

export const SIGNUP_STATE_NAMES: Record<SignupState, string> = {
  signed: '已报名',
  waiting: '候补中',
  attended: '已签到',
  absent: '未签到',
  cancelled: '已取消',
  dropped: '活动已取消',
  missed: '未候补上',
};

/** `MM-DD HH:mm`, China time. */
function monthDayTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(5, 16).replace('T', ' ');
}

/** The whole years of someone born on `birth` (YYYY-MM-DD) on `day` (YYYY-MM-DD). */
export function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) >= birth.slice(5) ? years : years - 1;
}

/** The ages an event is for, as its refusal says them: `6–12岁`, `6岁以上`, `12岁以下`. */
export function ageRange(agemin: number | null, agemax: number | null): string {
  if (agemin !== null && agemax !== null) return `${agemin}–${agemax}岁`;
  if (agemin !== null) return `${agemin}岁以上`;
  return agemax === null ? '' : `${agemax}岁以下`;
}

/** Why nobody may sign up now, from the event's moment alone ('' while the window is open). */
export function eventStateRefusal(
  e: Pick<EventFacts, 'starttime' | 'endtime' | 'signupstart' | 'signupend' | 'cancelled'>,
  now: number,
): string {
  switch (eventState(e, now)) {
    case 'cancelled':
      return '该活动已取消';
    case 'ended':
      return '活动已结束';
    case 'ongoing':
      return '活动已开始，不能报名';
    case 'soon':
      return `报名将于 ${monthDayTime(e.signupstart)} 开始`;
    case 'closed':
      return '报名已截止';
    default:
      return '';
  }
}

/** The WeChat user signing up, and the card they sign up with. */
export interface SignerFacts {
  /** The card named (state, holder's birth date YYYY-MM-DD), or null when none was named. */
  card: { state: CardState; birth: string } | null;
  /** Their sign-up that holds a place now (by the card for a card event, else by the user), or null. */
  mine: 'signed' | 'waiting' | null;
  /** When each of the user's (and the card's) no-shows was counted: the event's end. */
  noShows: readonly number[];
  /** They asked for a place on the waitlist should no seat be left. */
  waitlist: boolean;
  now: number;
}

/**
 * Signing up: the event's moment; a card event's card (named, usable, its holder's age at the
 * event's start within the range); one sign-up per card (card event) or per user (open event);
 * the no-show block; then a seat, or with `waitlist` a place on a waitlist with room.
 */
export function signupRefusal(user: SignerFacts, event: EventFacts): string {
  const state = eventStateRefusal(event, user.now);
  if (state) return state;
  if (event.audience === 'card') {
    if (!user.card) return '该活动需凭读者证报名，请先绑定读者证';
    const card = cardStateRefusal(user.card.state);
    if (card) return card;
    const age = ageOn(user.card.birth, new Date(event.starttime + 8 * 3_600_000).toISOString().slice(0, 10));
    if ((event.agemin !== null && age < event.agemin) || (event.agemax !== null && age > event.agemax)) {
      return `该活动面向${ageRange(event.agemin, event.agemax)}读者`;
    }
  }
  if (user.mine === 'signed') return '您已报名该活动';
  if (user.mine === 'waiting') return '您已在该活动的候补名单中';
  const blocked = noShowRefusal(
    noShowBlockUntil(user.noShows, user.now, EVENT_RULES),
    EVENT_RULES,
    '报名未签到',
    '报名活动',
  );
  if (blocked) return blocked;
  if (event.taken < event.capacity) return '';
  if (event.waitlimit <= 0) return '名额已满';
  if (event.waiting >= event.waitlimit) return '名额已满，候补也已满';
  if (!user.waitlist) return `名额已满，可加入候补（当前候补${event.waiting}人）`;
  return '';
}

/**
 * A sign-up's state as shown: a seat never checked in reads absent from the event's end, a place
 * still waiting reads missed from its start.
 */
export function signupState(
  written: SignupState,
  event: Pick<EventFacts, 'starttime' | 'endtime'>,
  now: number,
): SignupState {
  if (written === 'signed' && now >= event.endtime) return 'absent';
  if (written === 'waiting' && now >= event.starttime) return 'missed';
  return written;
}

/** Refusals shared by cancelling and checking in, for a sign-up no longer holding a place. */
function closedRefusal(state: SignupState): string {
  switch (state) {
    case 'cancelled':
      return '该报名已取消';
    case 'dropped':
      return '该活动已取消';
    case 'attended':
      return '已签到';
    case 'absent':
    case 'missed':
      return '活动已结束';
    default:
      return '';
  }
}

/**
 * Cancelling (the user): a seat until `cancelBeforeMinutes` before the start, a waitlist place
 * until the start. `state` is the shown one (signupState).
 */
export function cancelSignupRefusal(state: SignupState, event: Pick<EventFacts, 'starttime'>, now: number): string {
  if (state === 'attended') return '已签到，不能取消报名';
  const closed = closedRefusal(state);
  if (closed) return closed;
  if (state === 'waiting') return now >= event.starttime ? '活动已开始，不能取消候补' : '';
  if (now >= event.starttime - EVENT_RULES.cancelBeforeMinutes * MINUTE_MS) {
    return `活动开始前${EVENT_RULES.cancelBeforeMinutes / 60}小时内不能取消报名`;
  }
  return '';
}

/**
 * Checking in (the venue's code, or the desk scanning the entry code): only a seat, from
 * `checkinBeforeMinutes` before the start until the end, once. `state` is the shown one.
 */
export function eventCheckinRefusal(
  state: SignupState,
  event: Pick<EventFacts, 'starttime' | 'endtime'>,
  now: number,
): string {
  if (state === 'attended') return '已签到，请勿重复签到';
  if (state === 'waiting') return '候补中，未获得名额，不能签到';
  const closed = closedRefusal(state);
  if (closed) return state === 'absent' || state === 'missed' ? '活动已结束，不能签到' : closed;
  if (now < event.starttime - EVENT_RULES.checkinBeforeMinutes * MINUTE_MS) {
    return `活动开始前${EVENT_RULES.checkinBeforeMinutes}分钟开始签到`;
  }
  if (now >= event.endtime) return '活动已结束，不能签到';
  return '';
}
