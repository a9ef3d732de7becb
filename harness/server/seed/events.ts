/**
 * The events as seeded (data/events.ts): about ten days back to a month ahead of the seed day,
 * over the four libraries, some full, some with waitlists, one not yet open, one cancelled; the
 * personas' sign-ups (`reader` attended two past events and missed one, holds a seat at the full
 * event FULL_EVENT_ID; `fined` missed three and is blocked); other seats and waitlist places held
 * by users who are not personas. Times relative to the seed moment (China time).
 */
import type { Db } from '../infra/db.js';
import { cstDateOffset } from '../infra/util.js';
import { PERSONAS, personaOpenid } from '../wechat/personas.js';
import { CARDS } from './data/readers.js';
import { type EventDef, EVENTS, OTHER_NAMES } from './data/events.js';

const MINUTE = 60_000;
const COLORS = { lecture: '#3f6fb5', exhibition: '#8a5a9e', family: '#e07b39', training: '#2f8f6b' } as const;

const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`);

/** The event's start: its day and time, or `inMinutes` from the seed moment (to 5 minutes). */
export function seededStart(e: EventDef, now: number): number {
  if (e.inMinutes !== undefined) return Math.ceil((now + e.inMinutes * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
  return at(cstDateOffset(now, e.day), e.at);
}

/** A user who is not a persona: a stable openid per event and seat. */
const otherOpenid = (eventid: number, n: number) => `oSEEDUSER_${eventid}_${String(n).padStart(4, '0')}`;
const otherName = (n: number) =>
  OTHER_NAMES[(n * 2) % OTHER_NAMES.length] + OTHER_NAMES[(n * 2 + 1) % OTHER_NAMES.length];

export function seedEvents(db: Db, now: number): void {
  const event = db.prepare(
    `INSERT INTO events (eventid, libcode, kind, title, speaker, summary, content, place, color, starttime, endtime,
       capacity, waitlimit, audience, agemin, agemax, signupstart, signupend, state, cancelreason, published_at, cancelled_at)
     VALUES (@eventid, @libcode, @kind, @title, @speaker, @summary, @content, @place, @color, @starttime, @endtime,
       @capacity, @waitlimit, @audience, @agemin, @agemax, @signupstart, @signupend, @state, @cancelreason, @published, @cancelled)`,
  );
  const signup = db.prepare(
    `INSERT INTO event_signups (eventid, openid, rdrno, name, state, created_at, checked_at, closed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const e of EVENTS) {
    const starttime = seededStart(e, now);
    const endtime = starttime + e.minutes * MINUTE;
    const signupstart = at(cstDateOffset(starttime, -(e.opens ?? 30)), '09:00');
    const cancelled = e.cancelled !== undefined;
    event.run({
      eventid: e.id,
      libcode: e.libcode,
      kind: e.kind,
      title: e.title,
      speaker: e.speaker,
      summary: e.summary,
      content: `<p>${e.summary}</p>${e.body}`,
      place: e.place,
      color: COLORS[e.kind],
      starttime,
      endtime,
      capacity: e.capacity,
      waitlimit: e.waitlimit,
      audience: e.audience,
      agemin: e.agemin ?? null,
      agemax: e.agemax ?? null,
      signupstart,
      signupend: starttime,
      state: cancelled ? 'cancelled' : 'published',
      cancelreason: e.cancelled ?? '',
      published: signupstart - 2 * 86_400_000,
      cancelled: cancelled ? now - 60 * MINUTE : null,
    });
    // Sign-ups made since the window opened, a few minutes apart, all before the seed moment.
    const made = (n: number) => Math.min(signupstart + (n + 1) * 10 * MINUTE, now - (400 - n) * MINUTE);
    const over = endtime <= now;
    const others = e.taken;
    let n = 0;
    for (; n < others; n += 1) {
      // Of a past event's seats, about four in five came.
      const attended = over && n % 5 !== 4;
      const state = cancelled ? 'dropped' : attended ? 'attended' : 'signed';
      signup.run(e.id, otherOpenid(e.id, n), '', otherName(n), state, made(n), attended ? starttime : null, null);
    }
    for (const s of e.signups ?? []) {
      const persona = PERSONAS.find((p) => p.id === s.persona);
      const card = CARDS.find((c) => c.rdrno === s.rdrno);
      const name = e.audience === 'card' ? (card?.name ?? '') : (persona?.nickname ?? '');
      const written = cancelled ? 'dropped' : s.state === 'absent' ? 'signed' : s.state;
      const checked = s.state === 'attended' ? starttime - 10 * MINUTE : null;
      signup.run(e.id, personaOpenid(s.persona), s.rdrno ?? '', name, written, made(n), checked, null);
      n += 1;
    }
    for (let w = 0; w < (e.waiting ?? 0); w += 1, n += 1) {
      signup.run(e.id, otherOpenid(e.id, n), '', otherName(n), cancelled ? 'dropped' : 'waiting', made(n), null, null);
    }
  }
}
