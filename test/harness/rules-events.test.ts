/** 活动报名's rules (ils/rules/events.ts), at their boundary times. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ageOn,
  cancelSignupRefusal,
  eventCheckinRefusal,
  type EventFacts,
  eventState,
  type SignerFacts,
  signupRefusal,
  signupState,
} from '../../harness/server/ils/rules/index.js';

const Events = suite('rules: events');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** The event starts 2026-12-20 14:00 China time and lasts 2 hours; sign-up runs 12-01 09:00 to 12-20 12:00. */
const START = Date.parse('2026-12-20T14:00:00+08:00');
const event = (over: Partial<EventFacts> = {}): EventFacts => ({
  starttime: START,
  endtime: START + 2 * HOUR,
  signupstart: Date.parse('2026-12-01T09:00:00+08:00'),
  signupend: START - 2 * HOUR,
  cancelled: false,
  audience: 'wechat',
  agemin: null,
  agemax: null,
  capacity: 30,
  taken: 10,
  waiting: 0,
  waitlimit: 5,
  ...over,
});
const OPEN_NOW = START - 3 * DAY;
const user = (over: Partial<SignerFacts> = {}): SignerFacts => ({
  card: null,
  mine: null,
  noShows: [],
  waitlist: false,
  now: OPEN_NOW,
  ...over,
});

Events('the moment: soon, open from the window’s first instant, closed at its end, ongoing, ended, cancelled', () => {
  const e = event();
  assert.is(eventState(e, e.signupstart - 1), 'soon');
  assert.is(eventState(e, e.signupstart), 'open');
  assert.is(eventState(e, e.signupend - 1), 'open');
  assert.is(eventState(e, e.signupend), 'closed');
  assert.is(eventState(e, START - 1), 'closed');
  assert.is(eventState(e, START), 'ongoing');
  assert.is(eventState(e, e.endtime - 1), 'ongoing');
  assert.is(eventState(e, e.endtime), 'ended');
  assert.is(eventState(event({ cancelled: true }), OPEN_NOW), 'cancelled');
});

Events('signing up follows the moment, each refusal saying why', () => {
  const e = event();
  assert.is(signupRefusal(user({ now: e.signupstart - 1 }), e), '报名将于 12-01 09:00 开始');
  assert.is(signupRefusal(user({ now: e.signupstart }), e), '');
  assert.is(signupRefusal(user({ now: e.signupend }), e), '报名已截止');
  assert.is(signupRefusal(user({ now: START }), e), '活动已开始，不能报名');
  assert.is(signupRefusal(user({ now: e.endtime }), e), '活动已结束');
  assert.is(signupRefusal(user(), event({ cancelled: true })), '该活动已取消');
});

Events('a card event needs a usable card whose holder is of age at the start', () => {
  const e = event({ audience: 'card', agemin: 6, agemax: 12 });
  assert.is(signupRefusal(user(), e), '该活动需凭读者证报名，请先绑定读者证');
  assert.is(signupRefusal(user({ card: { state: 'lost', birth: '2016-05-12' } }), e), '读者证已挂失，请先到馆办理');
  assert.is(signupRefusal(user({ card: { state: 'valid', birth: '2016-05-12' } }), e), '');
  // Six on the event's day (China time), not a day before: the day of the start counts.
  assert.is(signupRefusal(user({ card: { state: 'valid', birth: '2020-12-20' } }), e), '');
  assert.is(signupRefusal(user({ card: { state: 'valid', birth: '2020-12-21' } }), e), '该活动面向6–12岁读者');
  // Twelve until the day before the 13th birthday.
  assert.is(signupRefusal(user({ card: { state: 'valid', birth: '2013-12-21' } }), e), '');
  assert.is(signupRefusal(user({ card: { state: 'valid', birth: '2013-12-20' } }), e), '该活动面向6–12岁读者');
  assert.is(
    signupRefusal(user({ card: { state: 'valid', birth: '2010-01-01' } }), event({ audience: 'card', agemin: 18 })),
    '该活动面向18岁以上读者',
  );
  assert.is(ageOn('2016-05-12', '2026-05-11'), 9);
  assert.is(ageOn('2016-05-12', '2026-05-12'), 10);
  // An open event asks no card, whatever its card.
  assert.is(signupRefusal(user({ card: { state: 'lost', birth: '1990-01-01' } }), event()), '');
});

Events('once per card or user; the no-show block from the third no-show, for 30 days', () => {
  assert.is(signupRefusal(user({ mine: 'signed' }), event()), '您已报名该活动');
  assert.is(signupRefusal(user({ mine: 'waiting' }), event()), '您已在该活动的候补名单中');
  const third = OPEN_NOW - 5 * DAY;
  const three = [third - 60 * DAY, third - 30 * DAY, third];
  const later = event({ starttime: START + 60 * DAY, endtime: START + 61 * DAY, signupend: START + 59 * DAY });
  assert.is(signupRefusal(user({ noShows: three.slice(1) }), event()), '');
  // Blocked until 30 days after the third (its China date named).
  assert.is(
    signupRefusal(user({ noShows: three }), event()),
    `您近90天内有3次报名未签到，${new Date(third + 30 * DAY + 8 * HOUR).toISOString().slice(0, 10)}前不能报名活动`,
  );
  assert.is(signupRefusal(user({ noShows: three, now: third + 30 * DAY - 1 }), later).slice(0, 9), '您近90天内有3次');
  assert.is(signupRefusal(user({ noShows: three, now: third + 30 * DAY }), later), '');
  // Three spread over more than 90 days do not block.
  assert.is(signupRefusal(user({ noShows: [third - 91 * DAY, third - 30 * DAY, third] }), event()), '');
});

Events('full: a waitlist place only when asked for and while the waitlist has room', () => {
  const full = event({ taken: 30, waiting: 4 });
  assert.is(signupRefusal(user(), event({ taken: 29 })), '');
  assert.is(signupRefusal(user(), full), '名额已满，可加入候补（当前候补4人）');
  assert.is(signupRefusal(user({ waitlist: true }), full), '');
  assert.is(signupRefusal(user({ waitlist: true }), event({ taken: 30, waiting: 5 })), '名额已满，候补也已满');
  assert.is(signupRefusal(user({ waitlist: true }), event({ taken: 30, waitlimit: 0 })), '名额已满');
});

Events('shown states: a seat never checked in is absent from the end, a waiting place missed from the start', () => {
  const e = event();
  assert.is(signupState('signed', e, e.endtime - 1), 'signed');
  assert.is(signupState('signed', e, e.endtime), 'absent');
  assert.is(signupState('waiting', e, START - 1), 'waiting');
  assert.is(signupState('waiting', e, START), 'missed');
  assert.is(signupState('attended', e, e.endtime + DAY), 'attended');
});

Events('cancelling: a seat until 2 hours before the start, a waitlist place until the start', () => {
  const e = event();
  assert.is(cancelSignupRefusal('signed', e, START - 2 * HOUR - 1), '');
  assert.is(cancelSignupRefusal('signed', e, START - 2 * HOUR), '活动开始前2小时内不能取消报名');
  assert.is(cancelSignupRefusal('waiting', e, START - 1), '');
  assert.is(cancelSignupRefusal(signupState('waiting', e, START), e, START), '活动已结束');
  assert.is(cancelSignupRefusal('cancelled', e, OPEN_NOW), '该报名已取消');
  assert.is(cancelSignupRefusal('dropped', e, OPEN_NOW), '该活动已取消');
  assert.is(cancelSignupRefusal('attended', e, START), '已签到，不能取消报名');
});

Events('checking in: a seat, from 30 minutes before the start until the end, once', () => {
  const e = event();
  assert.is(eventCheckinRefusal('signed', e, START - 30 * MIN - 1), '活动开始前30分钟开始签到');
  assert.is(eventCheckinRefusal('signed', e, START - 30 * MIN), '');
  assert.is(eventCheckinRefusal('signed', e, e.endtime - 1), '');
  assert.is(eventCheckinRefusal(signupState('signed', e, e.endtime), e, e.endtime), '活动已结束，不能签到');
  assert.is(eventCheckinRefusal('attended', e, START), '已签到，请勿重复签到');
  assert.is(eventCheckinRefusal('waiting', e, START - MIN), '候补中，未获得名额，不能签到');
  assert.is(eventCheckinRefusal('cancelled', e, START), '该报名已取消');
  assert.is(eventCheckinRefusal('dropped', e, START), '该活动已取消');
});

Events.run();
