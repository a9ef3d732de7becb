/**
 * /v1/elib: 活动报名, the library's events (talks, exhibitions, parent–child reading, training).
 * listEvent lists upcoming events by date, getEvent gives one with the asking user's standing,
 * eventSignup takes a seat in one transaction (or a place on the waitlist when full),
 * cancelEventSignup gives it back (the first waiting user is promoted), listMyEvent lists the
 * WeChat user's sign-ups with their entry QR codes, and eventCheckin checks the user in by the
 * venue's code. A sign-up belongs to a WeChat user (`openid`); an event for card holders also
 * records the card (`rdrno`), one sign-up per card. docs/API.md, "Events".
 */
import type { PageParams } from './loans';

export const EVENT_KINDS = ['lecture', 'exhibition', 'family', 'training'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_NAMES: Record<EventKind, string> = {
  lecture: '讲座',
  exhibition: '展览',
  family: '亲子',
  training: '培训',
};

/** Who may sign up: holders of a usable reader card, or any WeChat user. */
export type EventAudience = 'card' | 'wechat';

/** The library's rules for events (ils/rules/events.ts applies them). */
export const EVENT_RULES = {
  /** Cancelling a sign-up closes this long before the start. */
  cancelBeforeMinutes: 120,
  /** Check-in opens this long before the start and stays open until the end. */
  checkinBeforeMinutes: 30,
  /** This many no-shows within `noShowWindowDays` block signing up for `blockDays`. */
  noShowLimit: 3,
  noShowWindowDays: 90,
  blockDays: 30,
} as const;

/**
 * An event's moment: 报名未开始 (before the sign-up window), 报名中, 报名已截止 (window closed, not
 * started), 进行中, 已结束, 已取消 (by the library).
 */
export type EventState = 'soon' | 'open' | 'closed' | 'ongoing' | 'ended' | 'cancelled';

/**
 * A sign-up: signed 已报名 (a seat), waiting 候补中, attended 已签到, absent 未签到 (held a seat, the
 * event ended, never checked in), cancelled 已取消 (by the user), dropped 活动已取消 (the library
 * cancelled the event), missed 未候补上 (still waiting when the event began).
 */
export type SignupState = 'signed' | 'waiting' | 'attended' | 'absent' | 'cancelled' | 'dropped' | 'missed';

/** listEvent: events not yet ended, by start time; filters by library and kind. */
export interface EventListParams extends PageParams {
  libcode?: string;
  kind?: EventKind | '';
  /** Adds the user's own sign-up to each row (`mine`). */
  openid?: string;
  authorizer_appid?: string;
}

/** An event as the list shows it. Times are China time, `YYYY-MM-DD HH:mm`. */
export interface LibraryEvent {
  eventid: number;
  libcode: string;
  libname: string;
  kind: EventKind;
  kindname: string;
  title: string;
  speaker: string;
  summary: string;
  /** A picture of it (an image URL). */
  picture: string;
  /** Where in the library (报告厅, 二楼故事屋 ...). */
  place: string;
  starttime: string;
  endtime: string;
  capacity: number;
  /** Seats not taken. */
  seatsleft: number;
  /** Users on the waitlist now, and the most it takes (0: no waitlist). */
  waiting: number;
  waitlimit: number;
  audience: EventAudience;
  /** Children's events: the card holder's age, inclusive; null when open to all ages. */
  agemin: number | null;
  agemax: number | null;
  signupstart: string;
  signupend: string;
  state: EventState;
  statename: string;
  /** With `openid`: the user's sign-up's state (one not cancelled), else null. */
  mine: SignupState | null;
}

/** getEvent: one event; with `openid` (and `rdrno` for a card event) the user's standing. */
export interface EventParams {
  eventid: number | string;
  openid?: string;
  rdrno?: string;
  authorizer_appid?: string;
}

/** What the user may do now on the event's page. */
export type EventAction = 'signup' | 'waitlist' | 'cancel' | 'none';

export interface EventDetail extends LibraryEvent {
  /** The description, HTML (the app sanitizes it as it does articles). */
  content: string;
  /** The library's address and position, for 导航. */
  address: string;
  latitude: number;
  longitude: number;
  /** The library's reason when it cancelled the event, else ''. */
  cancelreason: string;
  /** The user's sign-up (not cancelled), else null. */
  signup: EventSignup | null;
  action: EventAction;
  /** Why the user may not sign up (or cancel) now: '' when `action` says what they may do. */
  reason: string;
}

/** eventSignup: a seat, or with `waitlist` '1' a place on the waitlist when no seat is left. */
export interface EventSignupParams {
  eventid: number | string;
  openid: string;
  /** The card signing up: required by an event for card holders, ignored by an open one. */
  rdrno?: string;
  waitlist?: '1' | '';
  authorizer_appid?: string;
}

/** One sign-up, with its event as the user's list shows it. */
export interface EventSignup {
  id: number;
  eventid: number;
  title: string;
  kindname: string;
  picture: string;
  libname: string;
  place: string;
  starttime: string;
  endtime: string;
  eventstate: EventState;
  /** The card it was made with ('' for an event open to WeChat users) and its holder's name, or the WeChat nickname. */
  rdrno: string;
  name: string;
  state: SignupState;
  statename: string;
  /** On the waitlist: its place (1 = next), else 0. */
  position: number;
  /** When it was promoted from the waitlist, else null: the page tells the user. */
  promotedtime: string | null;
  createtime: string;
  checkedtime: string | null;
  /** While it holds a seat and the event has not ended: the entry QR code's text (signed), else ''. */
  entrycode: string;
  /** Whether the user may cancel it now, and why not when they may not. */
  cancancel: boolean;
  cancelrefusal: string;
  /** Whether it may be checked in now (a seat, from `checkinBeforeMinutes` before the start to the end). */
  cancheckin: boolean;
}

/** listMyEvent: the WeChat user's sign-ups; upcoming (event not ended) by start, past newest first. */
export interface MyEventsParams extends PageParams {
  openid: string;
  scope: 'upcoming' | 'past';
  authorizer_appid?: string;
}

/** cancelEventSignup: one of the user's sign-ups, a seat or a waitlist place. */
export interface CancelSignupParams {
  openid: string;
  id: number | string;
  authorizer_appid?: string;
}

/** eventCheckin: the user scanned the venue's check-in code (EVENT_VENUE_PREFIX). */
export interface EventCheckinParams {
  openid: string;
  code: string;
  authorizer_appid?: string;
}

/** The text of a sign-up's entry QR code (the desk scans it) and of a venue's check-in code. */
export const EVENT_ENTRY_PREFIX = 'LIBEVENT:';
export const EVENT_VENUE_PREFIX = 'LIBEVENTSITE:';
