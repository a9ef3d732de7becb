/**
 * 活动报名, the library's side (the harness's control API): the events with their venue check-in
 * codes, publishing one, cancelling one (every seat and waitlist place is dropped, their holders
 * told), checking a reader in by their entry code, taking seats for tests; and the sign-ups the
 * reminder job tells about the day before their event.
 */
import { EVENT_ENTRY_PREFIX, EVENT_KINDS, type EventKind } from '../../../src/api/contract/events.js';
import type { EventSignup, LibraryEvent } from '../../../src/api/contract/index.js';
import { type Db, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDate, cstDateOffset } from '../infra/util.js';
import { isLibrary } from './dictionaries.js';
import { checkIn, type EventNotice, promoteNext } from './eventSignups.js';
import {
  EVENT_SELECT,
  type EventRecord,
  listedEvent,
  minuteOf,
  ownSignup,
  readCode,
  requireEvent,
  type SignupRecord,
  venueCodeOf,
} from './events.js';

const KIND_COLORS: Record<EventKind, string> = {
  lecture: '#3f6fb5',
  exhibition: '#8a5a9e',
  family: '#e07b39',
  training: '#2f8f6b',
};

/** An event as the desk lists it: with its venue check-in code's text. */
export type DeskEvent = LibraryEvent & { taken: number; venuecode: string };

const deskEvent = (db: Db, e: EventRecord, now: number): DeskEvent => ({
  ...listedEvent(e, now, null),
  taken: e.taken,
  venuecode: venueCodeOf(db, e.eventid),
});

/** The events not ended a day ago, by start (cancelled ones too). */
export function deskEvents(db: Db, now: number): DeskEvent[] {
  return select<EventRecord>(db, `${EVENT_SELECT} WHERE e.endtime > ? ORDER BY e.starttime, e.eventid`)
    .all(now - 86_400_000)
    .map((e) => deskEvent(db, e, now));
}

/** `YYYY-MM-DD HH:mm` (China time) as epoch ms, or the refusal naming the field. */
function minuteAt(value: unknown, label: string): number {
  const text = typeof value === 'string' ? value.trim() : '';
  const ms = Date.parse(`${text.replace(' ', 'T')}:00+08:00`);
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text) || Number.isNaN(ms) || minuteOf(ms) !== text) {
    throw new InputError(`${label}须为 YYYY-MM-DD HH:mm`);
  }
  return ms;
}

function whole(value: unknown, label: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new InputError(`${label}须为${min}到${max}的整数`);
  }
  return value;
}

function words(value: unknown, label: string, max: number, required: boolean): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (value !== undefined && typeof value !== 'string') throw new InputError(`${label}须为文字`);
  if (required && !text) throw new InputError(`缺少参数：${label}`);
  if ([...text].length > max) throw new InputError(`${label}不能超过${max}个字`);
  return text;
}

/** POST /__harness/api/events: the body as sent (JSON), checked field by field. */
export function publishEvent(db: Db, body: Record<string, unknown>, now: number): DeskEvent {
  const title = words(body.title, '活动名称 title', 40, true);
  const libcode = words(body.libcode, '图书馆 libcode', 32, true);
  if (!isLibrary(db, libcode)) throw new InputError('图书馆代码不存在');
  const kind = body.kind as EventKind;
  if (!EVENT_KINDS.includes(kind)) throw new InputError(`活动类型 kind 须为 ${EVENT_KINDS.join('、')} 之一`);
  const start = minuteAt(body.starttime, '开始时间 starttime ');
  const end = minuteAt(body.endtime, '结束时间 endtime ');
  if (end <= start) throw new InputError('结束时间须晚于开始时间');
  if (start <= now) throw new InputError('开始时间须晚于现在');
  const capacity = whole(body.capacity, '名额 capacity ', 1, 10000);
  const waitlimit = body.waitlimit === undefined ? 0 : whole(body.waitlimit, '候补人数 waitlimit ', 0, 1000);
  const audience = body.audience;
  if (audience !== 'card' && audience !== 'wechat') throw new InputError('报名对象 audience 须为 card 或 wechat');
  const agemin = body.agemin === undefined ? null : whole(body.agemin, '最小年龄 agemin ', 0, 120);
  const agemax = body.agemax === undefined ? null : whole(body.agemax, '最大年龄 agemax ', 0, 120);
  if ((agemin !== null || agemax !== null) && audience !== 'card') throw new InputError('限定年龄的活动须凭读者证报名');
  if (agemin !== null && agemax !== null && agemin > agemax) throw new InputError('最小年龄不能大于最大年龄');
  const signupstart = body.signupstart === undefined ? now : minuteAt(body.signupstart, '报名开始 signupstart ');
  const signupend = body.signupend === undefined ? start : minuteAt(body.signupend, '报名截止 signupend ');
  if (signupend <= signupstart || signupend > start) throw new InputError('报名截止须晚于报名开始，且不晚于活动开始');
  const eventid = Number(
    prepare(
      db,
      `INSERT INTO events (libcode, kind, title, speaker, summary, content, place, color, starttime, endtime,
           capacity, waitlimit, audience, agemin, agemax, signupstart, signupend, state, published_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'published', ?)`,
    ).run(
      libcode,
      kind,
      title,
      words(body.speaker, '主讲 speaker', 40, false),
      words(body.summary, '简介 summary', 100, false),
      words(body.content, '详情 content', 4000, false),
      words(body.place, '地点 place', 40, false) || '活动室',
      KIND_COLORS[kind],
      start,
      end,
      capacity,
      waitlimit,
      audience,
      agemin,
      agemax,
      signupstart,
      signupend,
      now,
    ).lastInsertRowid,
  );
  return deskEvent(db, requireEvent(db, eventid), now);
}

/** A dropped or reminded sign-up's notice. */
function notice(s: SignupRecord, e: EventRecord, what: 'dropped' | 'tomorrow', note: string): EventNotice {
  return {
    openid: s.openid,
    rdrno: s.rdrno,
    key: `event:${s.id}:${what}`,
    title: e.title,
    starttime: minuteOf(e.starttime),
    place: `${e.libname} ${e.place}`,
    note,
  };
}

/** The library cancels an event: every seat and waitlist place dropped; their holders' notices. */
export function cancelEvent(
  db: Db,
  eventid: number,
  reasonText: unknown,
  now: number,
): { event: DeskEvent; notices: EventNotice[] } {
  return db.transaction(() => {
    const reason = words(reasonText, '取消原因 reason', 100, true);
    const e = requireEvent(db, eventid);
    if (e.state === 'cancelled') throw new InputError('该活动已取消');
    if (now >= e.endtime) throw new InputError('活动已结束，不能取消');
    prepare(db, "UPDATE events SET state = 'cancelled', cancelreason = ?, cancelled_at = ? WHERE eventid = ?").run(
      reason,
      now,
      eventid,
    );
    const dropped = select<SignupRecord>(
      db,
      `UPDATE event_signups SET state = 'dropped', closed_at = ? WHERE eventid = ? AND state IN ('signed', 'waiting')
       RETURNING *`,
    ).all(now, eventid);
    const notices = dropped.map((s) => notice(s, e, 'dropped', `活动已取消：${reason}`));
    return { event: deskEvent(db, requireEvent(db, eventid), now), notices };
  })();
}

/** The desk scans a reader's entry code: their seat checked in. */
export function deskCheckin(db: Db, code: string, now: number): EventSignup {
  return db.transaction(() => {
    const id = readCode(db, code, EVENT_ENTRY_PREFIX, '入场码');
    const s = select<SignupRecord>(db, 'SELECT * FROM event_signups WHERE id = ?').get(id);
    if (!s) throw new InputError('报名记录不存在');
    return checkIn(db, ownSignup(db, s.openid, id), requireEvent(db, s.eventid), now);
  })();
}

/**
 * For tests: the event's seats taken by anonymous users up to `taken` (never fewer than now, never
 * more than its capacity); or with a lower number than now, seats given back by those anonymous
 * users (the first waiting users promoted).
 */
export function setTakenSeats(db: Db, eventid: number, takenValue: unknown, now: number) {
  return db.transaction(() => {
    const e = requireEvent(db, eventid);
    const taken = whole(takenValue, '已占名额 taken ', 0, e.capacity);
    const insert = prepare(
      db,
      "INSERT INTO event_signups (eventid, openid, rdrno, name, state, created_at) VALUES (?, ?, '', '读者', 'signed', ?)",
    );
    for (let n = e.taken; n < taken; n += 1) insert.run(eventid, `oEVENTSEAT_${eventid}_${n}_${now}`, now);
    if (taken < e.taken) {
      const anonymous = prepare(
        db,
        `SELECT id FROM event_signups WHERE eventid = ? AND state = 'signed' AND openid LIKE 'oEVENTSEAT\\_%' ESCAPE '\\'
           ORDER BY id DESC LIMIT ?`,
      )
        .pluck()
        .all(eventid, e.taken - taken) as number[];
      if (anonymous.length < e.taken - taken) throw new InputError('只能让出测试占用的名额');
      const release = prepare(db, "UPDATE event_signups SET state = 'cancelled', closed_at = ? WHERE id = ?");
      for (const id of anonymous) release.run(now, id);
    }
    const notices: EventNotice[] = [];
    for (let n = 0; n < e.capacity; n += 1) {
      const promoted = promoteNext(db, eventid, now);
      if (!promoted) break;
      notices.push(promoted);
    }
    return { event: deskEvent(db, requireEvent(db, eventid), now), notices };
  })();
}

/** The reminder job: the user's seats at events starting tomorrow (China time), one notice each. */
export function tomorrowNotices(db: Db, openid: string, now: number): EventNotice[] {
  const tomorrow = cstDateOffset(now, 1);
  return select<SignupRecord>(
    db,
    `SELECT s.* FROM event_signups s JOIN events e ON e.eventid = s.eventid
     WHERE s.openid = ? AND s.state = 'signed' AND e.state <> 'cancelled' AND e.starttime > ? ORDER BY e.starttime`,
  )
    .all(openid, now)
    .map((s) => ({ s, e: requireEvent(db, s.eventid) }))
    .filter(({ e }) => cstDate(e.starttime) === tomorrow)
    .map(({ s, e }) => notice(s, e, 'tomorrow', '活动明天开始，请准时参加'));
}
