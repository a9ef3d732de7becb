/**
 * 活动报名: the events the library publishes, as listed and as one event's page shows them with
 * the user's standing; a sign-up as 我的活动 shows it (its shown state read from the event's
 * times, its entry code signed); the venue's check-in code; each event's picture. Signing up,
 * cancelling and checking in are eventSignups.ts's; the desk's side eventDesk.ts's.
 *
 * The codes: a sign-up's entry code `LIBEVENT:<id>.<sig>` (the desk scans it) and a venue's
 * `LIBEVENTSITE:<eventid>.<sig>` (the user scans it), sig = the first 22 characters of
 * base64url(HMAC-SHA256(meta.qrcode_secret, the text before the dot)), the reader QR code's secret
 * (readerQrcode.ts); the prefixes keep the three kinds of code apart.
 */
import { createHmac } from 'node:crypto';
import {
  EVENT_ENTRY_PREFIX,
  EVENT_KIND_NAMES,
  EVENT_VENUE_PREFIX,
  type EventKind,
} from '../../../src/api/contract/events.js';
import type {
  EventAudience,
  EventDetail,
  EventSignup,
  LibraryEvent,
  SignupState,
} from '../../../src/api/contract/index.js';
import { type Db, scalar, select } from '../infra/db.js';
import { InputError, NotFound } from '../infra/envelope.js';
import { getMeta } from '../infra/meta.js';
import type { EventRow, EventSignupRow } from '../infra/rows.js';
import { cstDateTime, safeEqual } from '../infra/util.js';
import { escapeXml, wrapText } from './covers.js';
import {
  cancelSignupRefusal,
  eventCheckinRefusal,
  EVENT_STATE_NAMES,
  type EventFacts,
  eventState,
  SIGNUP_STATE_NAMES,
  signupState,
} from './rules/index.js';

/** An event with its library and its counts. */
export type EventRecord = Omit<EventRow, 'kind' | 'audience'> & {
  kind: EventKind;
  audience: EventAudience;
  libname: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Seats held (signed up or checked in), and places on the waitlist. */
  taken: number;
  waiting: number;
};

export type SignupRecord = Omit<EventSignupRow, 'state'> & { state: SignupState };

export const EVENT_SELECT = `
  SELECT e.*, l.name AS libname, l.address, l.latitude, l.longitude,
    (SELECT COUNT(*) FROM event_signups s WHERE s.eventid = e.eventid AND s.state IN ('signed', 'attended')) AS taken,
    (SELECT COUNT(*) FROM event_signups s WHERE s.eventid = e.eventid AND s.state = 'waiting') AS waiting
  FROM events e JOIN libraries l ON l.code = e.libcode`;

export const eventPictureUrl = (eventid: number) => `/api/event-pictures/${eventid}`;

/** `YYYY-MM-DD HH:mm`, China time. */
export const minuteOf = (ms: number) => cstDateTime(ms).slice(0, 16);

export function findEvent(db: Db, eventid: number): EventRecord | undefined {
  return select<EventRecord>(db, `${EVENT_SELECT} WHERE e.eventid = ?`).get(eventid);
}

export function eventFacts(e: EventRecord): EventFacts {
  return {
    starttime: e.starttime,
    endtime: e.endtime,
    signupstart: e.signupstart,
    signupend: e.signupend,
    cancelled: e.state === 'cancelled',
    audience: e.audience,
    agemin: e.agemin,
    agemax: e.agemax,
    capacity: e.capacity,
    taken: e.taken,
    waiting: e.waiting,
    waitlimit: e.waitlimit,
  };
}

/** An event as listed; `mine` the user's sign-up's shown state, or null. */
export function listedEvent(e: EventRecord, now: number, mine: SignupState | null): LibraryEvent {
  const state = eventState(eventFacts(e), now);
  return {
    eventid: e.eventid,
    libcode: e.libcode,
    libname: e.libname,
    kind: e.kind,
    kindname: EVENT_KIND_NAMES[e.kind],
    title: e.title,
    speaker: e.speaker,
    summary: e.summary,
    picture: eventPictureUrl(e.eventid),
    place: e.place,
    starttime: minuteOf(e.starttime),
    endtime: minuteOf(e.endtime),
    capacity: e.capacity,
    seatsleft: Math.max(0, e.capacity - e.taken),
    waiting: e.waiting,
    waitlimit: e.waitlimit,
    audience: e.audience,
    agemin: e.agemin,
    agemax: e.agemax,
    signupstart: minuteOf(e.signupstart),
    signupend: minuteOf(e.signupend),
    state,
    statename: EVENT_STATE_NAMES[state],
    mine,
  };
}

/** A detail's extra fields, for eventSignups.ts's eventDetail. */
export function detailOf(
  e: EventRecord,
  now: number,
  signup: EventSignup | null,
  standing: Pick<EventDetail, 'action' | 'reason'>,
): EventDetail {
  return {
    ...listedEvent(e, now, signup?.state ?? null),
    content: e.content,
    address: e.address,
    latitude: e.latitude,
    longitude: e.longitude,
    cancelreason: e.cancelreason,
    signup,
    ...standing,
  };
}

function sign(db: Db, body: string): string {
  const secret = getMeta(db, 'qrcode_secret');
  if (!secret) throw new Error('qrcode_secret missing: the database predates migration 4');
  return createHmac('sha256', secret).update(body).digest('base64url').slice(0, 22);
}

export const entryCodeOf = (db: Db, id: number) =>
  `${EVENT_ENTRY_PREFIX}${id}.${sign(db, `${EVENT_ENTRY_PREFIX}${id}`)}`;
export const venueCodeOf = (db: Db, eventid: number) =>
  `${EVENT_VENUE_PREFIX}${eventid}.${sign(db, `${EVENT_VENUE_PREFIX}${eventid}`)}`;

/**
 * The id a signed code names, or the refusal: `what` names the code (入场码, 签到码) in it. A
 * text of another kind (a book's ISBN, a reader card's code) is not recognised.
 */
export function readCode(db: Db, text: string, prefix: string, what: string): number {
  const match = new RegExp(`^${prefix}(\\d{1,9})\\.([A-Za-z0-9_-]{22})$`).exec(text.trim());
  if (!match) throw new InputError(`无法识别：不是本馆的活动${what}`);
  if (!safeEqual(match[2], sign(db, `${prefix}${match[1]}`))) {
    throw new InputError(`${what}无效：签名不符，可能是伪造或篡改的`);
  }
  return Number(match[1]);
}

/** A waiting sign-up's place: 1 = next (by when it joined). */
function positionOf(db: Db, s: SignupRecord): number {
  return (
    (scalar<number>(
      db,
      `SELECT COUNT(*) FROM event_signups WHERE eventid = ? AND state = 'waiting'
         AND (created_at < ? OR (created_at = ? AND id < ?))`,
      s.eventid,
      s.created_at,
      s.created_at,
      s.id,
    ) ?? 0) + 1
  );
}

/** A sign-up as the user sees it, with its event. */
export function shownSignup(db: Db, s: SignupRecord, e: EventRecord, now: number): EventSignup {
  const state = signupState(s.state, e, now);
  const refusal = cancelSignupRefusal(state, e, now);
  return {
    id: s.id,
    eventid: e.eventid,
    title: e.title,
    kindname: EVENT_KIND_NAMES[e.kind],
    picture: eventPictureUrl(e.eventid),
    libname: e.libname,
    place: e.place,
    starttime: minuteOf(e.starttime),
    endtime: minuteOf(e.endtime),
    eventstate: eventState(eventFacts(e), now),
    rdrno: s.rdrno,
    name: s.name,
    state,
    statename: SIGNUP_STATE_NAMES[state],
    position: state === 'waiting' ? positionOf(db, s) : 0,
    promotedtime: s.promoted_at == null ? null : minuteOf(s.promoted_at),
    createtime: minuteOf(s.created_at),
    checkedtime: s.checked_at == null ? null : minuteOf(s.checked_at),
    entrycode: state === 'signed' ? entryCodeOf(db, s.id) : '',
    cancancel: refusal === '',
    cancelrefusal: refusal,
    cancheckin: eventCheckinRefusal(state, e, now) === '',
  };
}

/** One of the user's sign-ups (another's reads as not there). */
export function ownSignup(db: Db, openid: string, id: number): SignupRecord {
  const row = select<SignupRecord>(db, 'SELECT * FROM event_signups WHERE id = ? AND openid = ?').get(id, openid);
  if (!row) throw new InputError('报名记录不存在');
  return row;
}

/** The event of a sign-up or named by a call; an unknown id is the record not there (404). */
export function requireEvent(db: Db, eventid: number): EventRecord {
  const e = findEvent(db, eventid);
  if (!e) throw new NotFound('活动不存在');
  return e;
}

/** An event's picture: an SVG card in its colour with its kind and title. */
export function eventPictureFor(db: Db, text: string): string | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const e = select<Pick<EventRow, 'title' | 'color' | 'kind'>>(
    db,
    'SELECT title, color, kind FROM events WHERE eventid = ?',
  ).get(Number(text));
  if (!e) return null;
  const kind = EVENT_KIND_NAMES[e.kind as EventKind] ?? '';
  const lines = wrapText(e.title, 10, 3)
    .map((line, i) => `<tspan x="240" dy="${i === 0 ? 0 : 44}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img" aria-label="${escapeXml(e.title)}">
<rect width="480" height="270" fill="${escapeXml(e.color)}"/>
<rect x="24" y="24" width="88" height="36" rx="18" fill="#fff" fill-opacity="0.25"/>
<text x="68" y="49" fill="#fff" font-size="20" font-family="sans-serif" text-anchor="middle">${escapeXml(kind)}</text>
<text x="240" y="130" fill="#fff" font-size="34" font-weight="bold" font-family="sans-serif" text-anchor="middle">${lines}</text>
</svg>`;
}
