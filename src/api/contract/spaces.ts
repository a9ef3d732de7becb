/**
 * /v1/elib: 空间预约, the libraries' study rooms (研讨室) and seats (自习座位), booked by the
 * half hour within the library's opening hours, up to a week ahead. listSpace lists them,
 * getSpaceDay gives one day of a space's slots, bookSpace books a range of free slots (one
 * transaction: of two cards racing for a slot one wins), listMySpaceBooking lists the card's
 * bookings, cancelSpaceBooking cancels one before it starts, spaceCheckin checks in by the door's
 * QR code, and leaveSpace ends a booking early (the rest of it is free again). A booking that is
 * not checked in within `checkinAfterMinutes` of its start is released and counts as a no-show.
 * Every call that books names the card with `rdrno`. docs/API.md, "Study spaces".
 */
import type { OpeningHours } from './libraries';
import type { PageParams } from './loans';

export const SPACE_KINDS = ['room', 'seat'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];
export const SPACE_KIND_NAMES: Record<SpaceKind, string> = { room: '研讨室', seat: '自习座位' };

/** The library's rules for spaces (ils/rules/spaces.ts applies them). */
export const SPACE_RULES = {
  slotMinutes: 30,
  /** Bookable days: today and the next six. */
  daysAhead: 7,
  /** Booked time one card may hold on one day (cancelled and released bookings do not count). */
  dailyMinutes: 240,
  /** Bookings one card may hold not yet ended (待签到 or 使用中). */
  openBookings: 2,
  /** Check-in opens this long before the start and closes this long after it. */
  checkinBeforeMinutes: 15,
  checkinAfterMinutes: 15,
  /** This many no-shows within `noShowWindowDays` block booking for `blockDays`. */
  noShowLimit: 3,
  noShowWindowDays: 90,
  blockDays: 30,
} as const;

/** listSpace: a library's spaces (all libraries without `libcode`), with `date`'s free slots. */
export interface SpaceListParams {
  libcode?: string;
  kind?: SpaceKind | '';
  /** YYYY-MM-DD, today when absent. */
  date?: string;
  authorizer_appid?: string;
}

export interface Space {
  spaceid: number;
  libcode: string;
  libname: string;
  kind: SpaceKind;
  kindname: string;
  /** 研讨室A, 12号座 ... */
  name: string;
  /** Where: 二楼研讨区, 四楼自习室 ... */
  area: string;
  /** People it seats (1 for a seat). */
  capacity: number;
  /** 投影仪、白板 ...; '' when none. */
  facilities: string;
  /** The day asked for: the library's hours (null: closed) and the free slots still ahead. */
  date: string;
  hours: OpeningHours | null;
  freeslots: number;
}

/** getSpaceDay: one space on one day; with `rdrno` the card's standing that day. */
export interface SpaceDayParams {
  spaceid: number | string;
  /** YYYY-MM-DD; the library's today when absent (a shared link carries no day). */
  date?: string;
  rdrno?: string;
  authorizer_appid?: string;
}

/** A half hour: free, taken by another card, the asking card's own, or already begun. */
export type SlotState = 'free' | 'taken' | 'mine' | 'past';

export interface SpaceSlot {
  /** HH:mm */
  start: string;
  end: string;
  state: SlotState;
}

export interface SpaceDay extends Space {
  /** The days that may be booked, from today (YYYY-MM-DD). */
  dates: string[];
  /** The library's opening hours that day, half hour by half hour; [] when closed. */
  slots: SpaceSlot[];
  /** With `rdrno`: booked minutes the card has left that day, bookings it may still make, and why it may not book at all ('' when it may). */
  minutesleft: number;
  bookingsleft: number;
  reason: string;
}

/** bookSpace: the card books `start` to `end` (HH:mm, on the half hour) on `date`. */
export interface BookSpaceParams {
  rdrno: string;
  spaceid: number | string;
  date: string;
  start: string;
  end: string;
  authorizer_appid?: string;
}

/**
 * booked 待签到, checkedin 使用中, done 已完成, left 已离开 (left early), cancelled 已取消,
 * released 未签到 (not checked in in time: released, a no-show).
 */
export type BookingState = 'booked' | 'checkedin' | 'done' | 'left' | 'cancelled' | 'released';

export interface SpaceBooking {
  id: number;
  spaceid: number;
  /** The space as booked: its name, kind, library and area. */
  name: string;
  kindname: string;
  libcode: string;
  libname: string;
  area: string;
  date: string;
  /** HH:mm; after leaving early, `end` is when the reader left (rounded up to the half hour). */
  start: string;
  end: string;
  state: BookingState;
  statename: string;
  /** Check-in window, `YYYY-MM-DD HH:mm`. */
  checkinfrom: string;
  checkinuntil: string;
  createtime: string;
  checkedtime: string | null;
  closetime: string | null;
  /** What the card may do with it now. */
  cancancel: boolean;
  cancheckin: boolean;
  canleave: boolean;
}

/** listMySpaceBooking: the card's bookings; upcoming (not ended) by start, past newest first. */
export interface MyBookingsParams extends PageParams {
  rdrno: string;
  scope: 'upcoming' | 'past';
  authorizer_appid?: string;
}

/** cancelSpaceBooking, leaveSpace: one of the card's bookings. */
export interface BookingParams {
  rdrno: string;
  id: number | string;
  authorizer_appid?: string;
}

/** spaceCheckin: the card scanned a door's code (SPACE_DOOR_PREFIX); its booking there now is checked in. */
export interface SpaceCheckinParams {
  rdrno: string;
  code: string;
  authorizer_appid?: string;
}

/** The text of a space's door QR code starts with this. */
export const SPACE_DOOR_PREFIX = 'LIBSPACE:';
