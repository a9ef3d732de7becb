/**
 * 活动报名 for the WeChat user: the list, one event with the user's standing, signing up (a seat,
 * or a place on the waitlist), cancelling (a cancelled seat goes to the first waiting user), 我的活动,
 * and checking in by the venue's code. Each change runs in one transaction: the facts as they are,
 * the rule (rules/events.ts), the write; a refusal writes nothing. Promotions come back as notices
 * (EventNotice) for the platform to send.
 */
import type { EventKind } from '../../../src/api/contract/events.js';
import { EVENT_VENUE_PREFIX } from '../../../src/api/contract/events.js';
import type { EventDetail, EventSignup, LibraryEvent } from '../../../src/api/contract/index.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import {
  EVENT_SELECT,
  type EventRecord,
  eventFacts,
  detailOf,
  listedEvent,
  minuteOf,
  ownSignup,
  readCode,
  requireEvent,
  type SignupRecord,
  shownSignup,
} from './events.js';
import { requireReader } from './readers.js';
import {
  cancelSignupRefusal,
  eventCheckinRefusal,
  type SignerFacts,
  signupRefusal,
  signupState,
} from './rules/index.js';

/** What the platform tells a user (a subscribe message 活动通知), once per `key`. */
export interface EventNotice {
  openid: string;
  rdrno: string;
  key: string;
  title: string;
  starttime: string;
  place: string;
  /** What happened: 候补成功，已为您保留名额 ... */
  note: string;
}

/** A promoted sign-up's notice. */
export function promotedNotice(s: SignupRecord, e: EventRecord): EventNotice {
  return {
    openid: s.openid,
    rdrno: s.rdrno,
    key: `event:${s.id}:promoted`,
    title: e.title,
    starttime: minuteOf(e.starttime),
    place: `${e.libname} ${e.place}`,
    note: '候补成功，已为您保留名额',
  };
}

export interface EventQuery {
  libcode: string;
  kind: EventKind | '';
  openid: string;
  page: number;
  rows: number;
}

/** The user's sign-up to an event that is not cancelled by them, the one holding a place first. */
function userSignup(db: Db, eventid: number, openid: string, rdrno = ''): SignupRecord | undefined {
  return select<SignupRecord>(
    db,
    `SELECT * FROM event_signups WHERE eventid = ? AND openid = ? AND state <> 'cancelled' AND (? = '' OR rdrno = ?)
     ORDER BY state IN ('signed', 'waiting', 'attended') DESC, id DESC LIMIT 1`,
  ).get(eventid, openid, rdrno, rdrno);
}

/** listEvent: events not ended and not cancelled, by start; with `openid` each with `mine`. */
export function listEvents(db: Db, q: EventQuery, now: number): { rows: LibraryEvent[]; total: number } {
  const where = `e.endtime > @now AND e.state <> 'cancelled' AND (@libcode = '' OR e.libcode = @libcode)
    AND (@kind = '' OR e.kind = @kind)`;
  const bind = { now, libcode: q.libcode, kind: q.kind };
  const total = scalar<number>(db, `SELECT COUNT(*) FROM events e WHERE ${where}`, bind) ?? 0;
  const records = select<EventRecord>(
    db,
    `${EVENT_SELECT} WHERE ${where} ORDER BY e.starttime, e.eventid LIMIT @limit OFFSET @offset`,
  ).all({ ...bind, limit: q.rows, offset: (q.page - 1) * q.rows });
  const rows = records.map((e) => {
    const mine = q.openid ? userSignup(db, e.eventid, q.openid) : undefined;
    return listedEvent(e, now, mine ? signupState(mine.state, e, now) : null);
  });
  return { rows, total };
}

/** The user's facts for signing up (the card only for a card event). */
function signerFacts(
  db: Db,
  e: EventRecord,
  user: { openid: string; rdrno: string; waitlist: boolean },
  now: number,
): SignerFacts & { name: string } {
  const reader = e.audience === 'card' && user.rdrno ? requireReader(db, user.rdrno, now) : null;
  const idcard = reader ? (scalar<string>(db, 'SELECT idcard FROM readers WHERE rdrno = ?', reader.rdrno) ?? '') : '';
  const birth = `${idcard.slice(6, 10)}-${idcard.slice(10, 12)}-${idcard.slice(12, 14)}`;
  // One sign-up per card for a card event (whoever made it), per WeChat user for an open one.
  const holding = select<{ state: 'signed' | 'waiting' | 'attended' }>(
    db,
    `SELECT state FROM event_signups WHERE eventid = ? AND state IN ('signed', 'waiting', 'attended')
       AND (CASE WHEN ? = '' THEN openid = ? ELSE rdrno = ? END) LIMIT 1`,
  ).get(e.eventid, reader ? reader.rdrno : '', user.openid, reader ? reader.rdrno : '');
  const noShows = prepare(
    db,
    `SELECT DISTINCT s.id, e.endtime FROM event_signups s JOIN events e ON e.eventid = s.eventid
       WHERE (s.openid = ? OR (? <> '' AND s.rdrno = ?)) AND s.state = 'signed' AND e.state <> 'cancelled' AND e.endtime <= ?`,
  )
    .all(user.openid, user.rdrno, user.rdrno, now)
    .map((row) => (row as { endtime: number }).endtime);
  return {
    card: reader && { state: reader.state, birth },
    mine: holding ? (holding.state === 'waiting' ? 'waiting' : 'signed') : null,
    noShows,
    waitlist: user.waitlist,
    now,
    name: reader?.name ?? '',
  };
}

/** getEvent: one event; with `openid` the user's sign-up, what they may do and why not. */
export function eventDetail(
  db: Db,
  eventid: number,
  user: { openid: string; rdrno: string } | null,
  now: number,
): EventDetail {
  const e = requireEvent(db, eventid);
  if (!user) return detailOf(e, now, null, { action: 'none', reason: '' });
  const own = userSignup(db, eventid, user.openid, e.audience === 'card' ? user.rdrno : '');
  const signup = own ? shownSignup(db, own, e, now) : null;
  if (signup && (signup.state === 'signed' || signup.state === 'waiting')) {
    return detailOf(
      e,
      now,
      signup,
      signup.cancancel ? { action: 'cancel', reason: '' } : { action: 'none', reason: signup.cancelrefusal },
    );
  }
  const reason = signupRefusal(signerFacts(db, e, { ...user, waitlist: true }, now), eventFacts(e));
  if (reason) return detailOf(e, now, signup, { action: 'none', reason });
  return detailOf(e, now, signup, { action: e.taken < e.capacity ? 'signup' : 'waitlist', reason: '' });
}

/** eventSignup: a seat when one is left, else (with `waitlist`) the last place on the waitlist. */
export function signUp(
  db: Db,
  input: { eventid: number; openid: string; rdrno: string; waitlist: boolean; nickname: string },
  now: number,
): EventSignup {
  return db.transaction(() => {
    const e = requireEvent(db, input.eventid);
    const facts = signerFacts(db, e, input, now);
    const refusal = signupRefusal(facts, eventFacts(e));
    if (refusal) throw new InputError(refusal);
    const card = e.audience === 'card';
    const id = Number(
      prepare(
        db,
        'INSERT INTO event_signups (eventid, openid, rdrno, name, state, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(
        e.eventid,
        input.openid,
        card ? input.rdrno : '',
        card ? facts.name : input.nickname || '微信用户',
        e.taken < e.capacity ? 'signed' : 'waiting',
        now,
      ).lastInsertRowid,
    );
    return shownSignup(db, ownSignup(db, input.openid, id), requireEvent(db, e.eventid), now);
  })();
}

/**
 * Gives a seat to the first waiting user (by when they joined), if the event has not started and
 * a seat is free: their notice, or null.
 */
export function promoteNext(db: Db, eventid: number, now: number): EventNotice | null {
  const e = requireEvent(db, eventid);
  if (e.state === 'cancelled' || now >= e.starttime || e.taken >= e.capacity) return null;
  const promoted = select<SignupRecord>(
    db,
    `UPDATE event_signups SET state = 'signed', promoted_at = ? WHERE id = (
       SELECT id FROM event_signups WHERE eventid = ? AND state = 'waiting' ORDER BY created_at, id LIMIT 1)
     RETURNING *`,
  ).get(now, eventid);
  return promoted ? promotedNotice(promoted, e) : null;
}

/** cancelEventSignup: the user's seat or waitlist place; a seat goes to the first waiting user. */
export function cancelSignup(
  db: Db,
  openid: string,
  id: number,
  now: number,
): { signup: EventSignup; notices: EventNotice[] } {
  return db.transaction(() => {
    const before = ownSignup(db, openid, id);
    const e = requireEvent(db, before.eventid);
    const refusal = cancelSignupRefusal(signupState(before.state, e, now), e, now);
    if (refusal) throw new InputError(refusal);
    const changed = prepare(
      db,
      "UPDATE event_signups SET state = 'cancelled', closed_at = ? WHERE id = ? AND state IN ('signed', 'waiting')",
    ).run(now, id).changes;
    if (changed !== 1) throw new InputError('该报名已取消');
    const promoted = before.state === 'signed' ? promoteNext(db, e.eventid, now) : null;
    const signup = shownSignup(db, ownSignup(db, openid, id), requireEvent(db, e.eventid), now);
    return { signup, notices: promoted ? [promoted] : [] };
  })();
}

/** listMyEvent: upcoming (event not ended) by start, or past newest first; every sign-up. */
export function mySignups(
  db: Db,
  openid: string,
  query: { scope: 'upcoming' | 'past'; page: number; rows: number },
  now: number,
): { rows: EventSignup[]; total: number } {
  const upcoming = query.scope === 'upcoming';
  const where = `s.openid = @openid AND ${upcoming ? 'e.endtime > @now' : 'e.endtime <= @now'}`;
  const from = 'FROM event_signups s JOIN events e ON e.eventid = s.eventid';
  const total = scalar<number>(db, `SELECT COUNT(*) ${from} WHERE ${where}`, { openid, now }) ?? 0;
  const order = upcoming ? 'e.starttime, s.id' : 'e.starttime DESC, s.id DESC';
  const signups = select<SignupRecord>(
    db,
    `SELECT s.* ${from} WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
  ).all({ openid, now, limit: query.rows, offset: (query.page - 1) * query.rows });
  const rows = signups.map((s) => shownSignup(db, s, requireEvent(db, s.eventid), now));
  return { rows, total };
}

/** Checks a seat in (the venue's code or the desk): the sign-up as it is now. */
export function checkIn(db: Db, s: SignupRecord, e: EventRecord, now: number): EventSignup {
  const refusal = eventCheckinRefusal(signupState(s.state, e, now), e, now);
  if (refusal) throw new InputError(refusal);
  const changed = prepare(
    db,
    "UPDATE event_signups SET state = 'attended', checked_at = ? WHERE id = ? AND state = 'signed'",
  ).run(now, s.id).changes;
  if (changed !== 1) throw new InputError('已签到，请勿重复签到');
  return shownSignup(db, ownSignup(db, s.openid, s.id), e, now);
}

/**
 * eventCheckin: the user scanned the venue's code; every seat they hold for that event is checked
 * in (a parent may hold one per child's card). No sign-up of theirs: 您没有报名该活动.
 */
export function venueCheckin(db: Db, openid: string, code: string, now: number): EventSignup[] {
  return db.transaction(() => {
    const e = requireEvent(db, readCode(db, code, EVENT_VENUE_PREFIX, '签到码'));
    const mine = select<SignupRecord>(
      db,
      `SELECT * FROM event_signups WHERE eventid = ? AND openid = ? AND state <> 'cancelled'
       ORDER BY state = 'signed' DESC, id`,
    ).all(e.eventid, openid);
    if (!mine.length) throw new InputError('您没有报名该活动');
    const seats = mine.filter((s) => !eventCheckinRefusal(signupState(s.state, e, now), e, now));
    if (!seats.length) throw new InputError(eventCheckinRefusal(signupState(mine[0].state, e, now), e, now));
    return seats.map((s) => checkIn(db, s, e, now));
  })();
}
