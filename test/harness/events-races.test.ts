/**
 * 活动报名's races, 50 trials each on events the desk publishes: two users on the last seat
 * (exactly one seat taken; the other refused, or on the waitlist when they asked), two seat
 * holders cancelling at once (two distinct waiting users promoted, seats never over capacity),
 * and one sign-up cancelled twice at once (cancelled once, one promotion).
 */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { type Client, harnessSuite, OPENID } from './helpers.js';

const Races = harnessSuite('events: races');

type Row = Record<string, any>;
type Answer = { status: string; message: string; rows: Row[]; total: number };
const elib = (client: Client, name: ElibName, params: Record<string, string>) =>
  client.elib(name, params) as Promise<Answer>;
type Db = import('better-sqlite3').Database;
const TRIALS = 50;

const minute = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** A new event open to WeChat users, three days ahead. */
async function publish(client: Client, capacity: number, waitlimit: number): Promise<string> {
  const start = Date.now() + 3 * 86_400_000;
  const answer = await client.post('/__harness/api/events', {
    title: '测试讲座',
    libcode: 'SXLIB',
    kind: 'lecture',
    starttime: minute(start),
    endtime: minute(start + 3_600_000),
    capacity,
    waitlimit,
    audience: 'wechat',
  });
  assert.is(answer.code, 1, answer.message);
  return String(answer.data.eventid);
}

const states = (db: Db, eventid: string) =>
  Object.fromEntries(
    (
      db.prepare('SELECT openid, state FROM event_signups WHERE eventid = ? ORDER BY id').all(eventid) as {
        openid: string;
        state: string;
      }[]
    ).map((r) => [r.openid, r.state]),
  );
const seats = (db: Db, eventid: string) =>
  db
    .prepare("SELECT COUNT(*) FROM event_signups WHERE eventid = ? AND state IN ('signed', 'attended')")
    .pluck()
    .get(eventid) as number;

Races('the last seat, two users at once, 50 times: one seat taken; the other refused or waiting', async (ctx) => {
  const [reader, newcomer] = await Promise.all([ctx.as('reader'), ctx.as('newcomer')]);
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const eventid = await publish(ctx.client, 1, 5);
    const waitlist = trial % 2 === 1 ? '1' : '';
    const answers = await Promise.all([
      elib(reader, 'eventSignup', { eventid, openid: OPENID.reader, waitlist }),
      elib(newcomer, 'eventSignup', { eventid, openid: OPENID.newcomer, waitlist }),
    ]);
    const messages = answers.map((a) => a.message).sort();
    assert.equal(
      messages,
      waitlist ? ['已加入候补，当前排第1位', '报名成功'] : ['名额已满，可加入候补（当前候补0人）', '报名成功'],
      `trial ${trial}`,
    );
    assert.is(seats(ctx.server.db, eventid), 1);
  }
});

Races(
  'two seat holders cancel at once, 50 times: two distinct waiting users promoted, never over capacity',
  async (ctx) => {
    const [reader, newcomer, expired, lost] = await Promise.all(
      ['reader', 'newcomer', 'expired', 'lostcard'].map((p) => ctx.as(p)),
    );
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const eventid = await publish(ctx.client, 2, 5);
      const held = await Promise.all([
        elib(reader, 'eventSignup', { eventid, openid: OPENID.reader }),
        elib(newcomer, 'eventSignup', { eventid, openid: OPENID.newcomer }),
      ]);
      await elib(expired, 'eventSignup', { eventid, openid: OPENID.expired, waitlist: '1' });
      await elib(lost, 'eventSignup', { eventid, openid: OPENID.lostcard, waitlist: '1' });
      const cancelled = await Promise.all([
        elib(reader, 'cancelEventSignup', { openid: OPENID.reader, id: String(held[0].rows[0].id) }),
        elib(newcomer, 'cancelEventSignup', { openid: OPENID.newcomer, id: String(held[1].rows[0].id) }),
      ]);
      assert.equal(
        cancelled.map((a) => a.message),
        ['已取消报名', '已取消报名'],
        `trial ${trial}`,
      );
      assert.equal(states(ctx.server.db, eventid), {
        [OPENID.reader]: 'cancelled',
        [OPENID.newcomer]: 'cancelled',
        [OPENID.expired]: 'signed',
        [OPENID.lostcard]: 'signed',
      });
      assert.is(seats(ctx.server.db, eventid), 2);
      const promoted = ctx.server.db
        .prepare('SELECT COUNT(*) FROM event_signups WHERE eventid = ? AND promoted_at IS NOT NULL')
        .pluck()
        .get(eventid);
      assert.is(promoted, 2, 'each promoted once');
    }
  },
);

Races('one sign-up cancelled twice at once, 50 times: cancelled once, one user promoted once', async (ctx) => {
  const [reader, newcomer, expired] = await Promise.all(['reader', 'newcomer', 'expired'].map((p) => ctx.as(p)));
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const eventid = await publish(ctx.client, 1, 5);
    const seat = await elib(reader, 'eventSignup', { eventid, openid: OPENID.reader });
    await elib(newcomer, 'eventSignup', { eventid, openid: OPENID.newcomer, waitlist: '1' });
    await elib(expired, 'eventSignup', { eventid, openid: OPENID.expired, waitlist: '1' });
    const id = String(seat.rows[0].id);
    const answers = await Promise.all([
      elib(reader, 'cancelEventSignup', { openid: OPENID.reader, id }),
      elib(reader, 'cancelEventSignup', { openid: OPENID.reader, id }),
    ]);
    assert.equal(answers.map((a) => a.message).sort(), ['已取消报名', '该报名已取消'].sort(), `trial ${trial}`);
    assert.equal(states(ctx.server.db, eventid), {
      [OPENID.reader]: 'cancelled',
      [OPENID.newcomer]: 'signed',
      [OPENID.expired]: 'waiting',
    });
  }
});

Races.run();
