/**
 * 活动报名, 活动详情 and 我的活动 as readers see them, against the harness's library system: the
 * list and its filter, joining a full event's waitlist and being promoted when a seat is given
 * back, a card event asking for a card, and a seat's entry code, check-in by the venue's code and
 * cancelling.
 */
import { runInAction } from 'mobx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ELIB_CALLS, type ElibName } from '../../src/api/contract/endpoints';
import EventScreen from '../../src/features/events/EventScreen';
import EventsScreen from '../../src/features/events/EventsScreen';
import MyEventsScreen from '../../src/features/events/MyEventsScreen';
import { checksum } from '../harness/fuzz/snapshot';
import { APPID, signInAs, withHarness } from '../helpers/harness';
import { allByText, byText, click, render, text, waitFor } from '../helpers/page';
import { signInWechatUser, type WechatUser } from '../helpers/wechatUsers';
import { fakeScans } from '../helpers/wx';

const Events = suite('活动报名 against the harness');
const server = withHarness(Events);

/** Seeded: 1008 is full, open to WeChat users, `reader` holds a seat; 1006 starts within half an hour; 1013 is for card holders. */
const FULL = 1008;
const SOON = 1006;
const CARD_ONLY = 1013;

const scans = fakeScans;

const elib = (user: WechatUser, name: ElibName, params: Record<string, string>) => {
  const all = { authorizer_appid: APPID, ...params };
  return ELIB_CALLS[name].method === 'GET'
    ? user.get(`/api/v1/elib/${name}`, all)
    : user.post(`/api/v1/elib/${name}`, all);
};

async function venueCode(eventid: number): Promise<string> {
  const res = await fetch(`${server.url}/__harness/api/events`);
  const events = (await res.json()).data as { eventid: number; venuecode: string }[];
  return events.find((e) => e.eventid === eventid)?.venuecode ?? '';
}

const signupState = (openid: string, eventid: number) =>
  server.db
    .prepare('SELECT state FROM event_signups WHERE openid = ? AND eventid = ? ORDER BY id DESC')
    .pluck()
    .get(openid, eventid);

Events('the list by start; a kind shows only its events; a row opens the event', async () => {
  const { root } = await signInAs(server, 'newcomer');
  const page = await render(<EventsScreen />, root, '/events');
  await waitFor(() => page.container.querySelectorAll('.events-row').length > 3);
  // Each filter row says what its 全部 is.
  assert.equal(allByText(page.container, '全部', 'button'), []);
  assert.is(allByText(page.container, '全部场馆', 'button').length, 1);
  assert.is(allByText(page.container, '全部类型', 'button').length, 1);
  // Green says seats are left; a full event is not shown as good news.
  for (const seats of page.container.querySelectorAll('.events-seats')) assert.match(text(seats), /^剩余\d+个名额/);
  assert.ok(text(page.container).includes('名额已满'), 'a full event is listed');
  await click(byText(page.container, '亲子', 'button'));
  await waitFor(() => {
    const rows = [...page.container.querySelectorAll('.events-row')];
    return rows.length > 0 && rows.every((row) => text(row).includes('亲子'));
  });
  const first = page.container.querySelector('.events-row')!;
  assert.match(first.getAttribute('href') ?? '', /^\/events\/detail\?id=\d+$/);
  await click(first);
  assert.match(page.location(), /^\/events\/detail\?id=\d+$/);
  await page.unmount();
});

Events(
  'a full event: the newcomer joins the waitlist, and is promoted when the reader gives the seat back',
  async () => {
    const { root } = await signInAs(server, 'newcomer');
    const openid = root.app.wxuser!.openid;
    const page = await render(<EventScreen />, root, `/events/detail?id=${FULL}`);
    await waitFor(() => !!page.container.querySelector('.events-signup'));
    assert.ok(text(page.container).includes('名额已满，可加入候补'));
    assert.not.ok(page.container.querySelector('.events-signup button')?.textContent === '报名', 'no seat offered');
    await click(byText(page.container, '加入候补', 'button'));
    await waitFor(() => !!page.container.querySelector('.ui-result'));
    assert.match(text(page.container.querySelector('.ui-result')!), /已加入候补.*候补第1位.*报名人初来乍到/);
    assert.is(signupState(openid, FULL), 'waiting');
    await page.unmount();

    // The reader gives their seat back: the first waiting user has it.
    const reader = await signInWechatUser(server, 'reader');
    const mine = await elib(reader, 'listMyEvent', { openid: reader.openid, scope: 'upcoming' });
    const seat = mine.rows.find((s: { eventid: number }) => s.eventid === FULL);
    const cancelled = await elib(reader, 'cancelEventSignup', { openid: reader.openid, id: String(seat.id) });
    assert.is(cancelled.message, '已取消报名');

    const list = await render(<MyEventsScreen />, root, '/events/mine');
    await waitFor(() => !!list.container.querySelector('.events-mine'));
    const card = [...list.container.querySelectorAll('.events-mine')].find((el) => text(el).includes('冬季读书月'))!;
    assert.match(text(card), /已报名.*候补成功/);
    assert.match(card.querySelector('.qr-image')?.getAttribute('data-payload') ?? '', /^LIBEVENT:\d+\./);
    await list.unmount();
  },
);

Events('an event for card holders asks a user without a card to bind one, and comes back', async () => {
  const { root } = await signInAs(server, 'newcomer');
  const page = await render(<EventScreen />, root, `/events/detail?id=${CARD_ONLY}`);
  await waitFor(() => !!page.container.querySelector('.events-signup'));
  assert.ok(text(page.container).includes('该活动需凭读者证报名，请先绑定读者证'));
  assert.not.ok(text(page.container.querySelector('.events-signup')!).includes('报名成功'));
  await click(byText(page.container, '去绑定读者证', 'button'));
  assert.is(page.location(), `/rdrnos/bind?redirect_url=${encodeURIComponent(`/events/detail?id=${CARD_ONLY}`)}`);
  await page.unmount();
});

Events('a family’s card event names the card it signs up with, and where to change it', async () => {
  const { root } = await signInAs(server, 'multicard');
  const page = await render(<EventScreen />, root, '/events/detail?id=1009');
  await waitFor(() => !!page.container.querySelector('.events-signup'));
  const bar = page.container.querySelector('.events-signup')!;
  assert.match(text(bar), new RegExp(`以读者证 ${root.rdrno} 报名`));
  assert.match(text(bar), /该活动面向\d+–\d+岁读者/, 'the parent’s card is outside the age range');
  assert.is(byText(bar, '换一张读者证').getAttribute('href'), '/rdrnos/index');
  await page.unmount();
});

Events('another card chosen while the event is shown: the event is read again for it, not left loading', async () => {
  const { root } = await signInAs(server, 'multicard');
  const page = await render(<EventScreen />, root, '/events/detail?id=1009');
  await waitFor(() => !!page.container.querySelector('.events-signup'));
  const first = root.rdrno;
  const other = root.reader.rdrnos.find((card) => card.rdrno !== first);
  assert.ok(other, 'the family has a second card');
  // What choosing a card in 我的读者证 does: the active card changes, the features forget the last one.
  runInAction(() =>
    root.reader.setRdrnos(root.reader.rdrnos.map((card) => ({ ...card, select: card === other ? 1 : 0 }))),
  );
  assert.is(root.rdrno, other.rdrno);
  await waitFor(
    () =>
      text(page.container.querySelector('.events-signup') ?? page.container).includes(`以读者证 ${other.rdrno} 报名`),
    5000,
    'the event shown for the new card',
  );
  await page.unmount();
});

Events('a child’s sign-up names the child, on the result and in 我的活动', async () => {
  const { root } = await signInAs(server, 'multicard');
  assert.ok((await root.reader.switchTo('SX200003')).ok);
  const child = server.db.prepare("SELECT name FROM readers WHERE rdrno = 'SX200003'").pluck().get() as string;
  const page = await render(<EventScreen />, root, '/events/detail?id=1009');
  await waitFor(() => !!page.container.querySelector('.events-signup button'));
  await click(byText(page.container, '报名', 'button'));
  await waitFor(() => !!page.container.querySelector('.ui-result'));
  assert.ok(text(page.container.querySelector('.ui-result')!).includes(`报名人${child}`));
  await page.unmount();
  const list = await render(<MyEventsScreen />, root, '/events/mine');
  await waitFor(() => text(list.container).includes(`报名人：${child}（读者证 SX200003）`));
  await list.unmount();
});

Events(
  'a seat: its entry code, 扫码签到 by the venue’s code (another code refused on the phone), and 取消报名 confirmed first',
  async () => {
    const { root, env } = await signInAs(server, 'reader');
    const openid = root.app.wxuser!.openid;
    const page = await render(<EventScreen />, root, `/events/detail?id=${SOON}`);
    await waitFor(() => !!page.container.querySelector('.events-signup button'));
    await click(byText(page.container, '报名', 'button'));
    await waitFor(() => !!page.container.querySelector('.ui-result'));
    assert.match(text(page.container.querySelector('.ui-result')!), /报名成功.*入场码/);
    await page.unmount();

    const code = await venueCode(SOON);
    scans(['LIBTRANSFER:ABCDEFGHJKMN', code]);
    const list = await render(<MyEventsScreen />, root, '/events/mine');
    const cardOf = (title: RegExp) =>
      [...list.container.querySelectorAll('.events-mine')].find((el) => title.test(text(el)));
    await waitFor(() => cardOf(/扫码签到/));
    const before = checksum(server.db);
    await click(byText(cardOf(/扫码签到/)!, '扫码签到', 'button'));
    await waitFor(() => env.toasts.length > 0);
    assert.equal(env.toasts.slice(-1), ['这不是活动签到码，请扫描活动现场的签到二维码']);
    assert.is(checksum(server.db), before, 'nothing written');
    await click(byText(cardOf(/扫码签到/)!, '扫码签到', 'button'));
    await waitFor(() => env.toasts.includes('签到成功'));
    assert.is(signupState(openid, SOON), 'attended');

    // Cancelling another seat, after the confirmation.
    const held = cardOf(/取消报名/)!;
    const title = held.querySelector('.events-mine-title')!.textContent!;
    const stateOf = () =>
      server.db
        .prepare(
          'SELECT s.state FROM event_signups s JOIN events e ON e.eventid = s.eventid WHERE s.openid = ? AND e.title = ?',
        )
        .pluck()
        .get(openid, title);
    env.confirmAnswer = false;
    await click(byText(held, '取消报名', 'button'));
    assert.is(stateOf(), 'signed', 'not confirmed: nothing changed');
    assert.equal(env.confirmButtons.slice(-1), [['确认取消报名', '暂不']]);
    env.confirmAnswer = true;
    await click(byText(cardOf(new RegExp(title))!, '取消报名', 'button'));
    await waitFor(() => env.toasts.includes('已取消报名'));
    assert.is(stateOf(), 'cancelled');
    await waitFor(() => text(cardOf(new RegExp(title))!).includes('已取消'));
    await list.unmount();
  },
);

Events.run();
