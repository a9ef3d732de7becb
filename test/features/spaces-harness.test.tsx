/**
 * 空间详情 and 我的空间预约 against the harness's library system: two readers on one day of a room,
 * the one who books second refused with nothing written and the slot shown as taken; a booking
 * made on the page; then, with the clock moved into its check-in window, 扫码签到 with a poster's
 * code (refused on the phone) and with the door's code (checked in), and 结束使用.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import SpaceDetailScreen from '../../src/features/spaces/SpaceDetailScreen';
import MySpacesScreen from '../../src/features/spaces/MySpacesScreen';
import { spacePath } from '../../src/router/paths';
import { installFakeWx } from '../helpers/wx';
import { checksum } from '../harness/fuzz/snapshot';
import { rawRequest } from '../harness/helpers';
import { APPID, control, signInAs, withHarness } from '../helpers/harness';
import { signInWechatUser } from '../helpers/wechatUsers';
import { byText, click, render, type Rendered, text, waitFor } from '../helpers/page';

/** HH:mm half an hour after `start`. */
const halfHourAfter = (start: string) => {
  const minutes = Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
/** A slot's name, as a screen reader reads it: its start and state. */
const nameOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
const Spaces = suite('空间预约 against the harness');
const server = withHarness(Spaces);

const ROOM = '研讨室A';
const roomId = () =>
  server.db.prepare("SELECT spaceid FROM spaces WHERE libcode = 'SXLIB' AND name = ?").pluck().get(ROOM) as number;
interface Booked {
  rdrno: string;
  date: string;
  startmin: number;
  state: string;
}
/** The bookings of the room made here (after the seed's). */
let seededUpTo = 0;
const bookings = () =>
  server.db
    .prepare('SELECT rdrno, date, startmin, state FROM space_bookings WHERE spaceid = ? AND id > ? ORDER BY id')
    .all(roomId(), seededUpTo) as Booked[];

async function harnessGet(path: string) {
  const res = await rawRequest(`${server.url}/__harness/api${path}`);
  return (await res.json()).data;
}

/** The first day after today with a free slot in the room, shown on `page`: its date. */
async function aLaterDay(page: Rendered): Promise<string> {
  const tabs = () => [...page.container.querySelectorAll<HTMLElement>('.spaces-dates [role="tab"]')];
  await waitFor(() => tabs().length === 7, 8000, 'the day tabs');
  for (let index = 1; index < 7; index += 1) {
    await click(tabs()[index]);
    await waitFor(
      () => tabs()[index].getAttribute('aria-selected') === 'true' && !page.container.querySelector('[aria-busy]'),
      8000,
      'the day',
    );
    if (page.container.querySelector('.spaces-slot--free'))
      return new URL(page.location(), 'http://x').searchParams.get('date') ?? '';
  }
  throw new Error('no free slot in the week');
}

/** The day the tests book on (a later day of the week with free slots). */
let date = '';

Spaces('two readers pick the same slot: the second is refused, nothing written, and sees it taken', async () => {
  seededUpTo = server.db.prepare('SELECT COALESCE(MAX(id), 0) FROM space_bookings').pluck().get() as number;
  // The app's reader picks a slot; another reader (beside it, by the API) books it first.
  const { root } = await signInAs(server, 'reader');
  const page = await render(<SpaceDetailScreen />, root, spacePath(roomId()));
  date = await aLaterDay(page);
  const free = page.container.querySelector('.spaces-slot--free')!;
  const slot = nameOf(free);
  assert.match(slot, /^\d\d:\d\d 可预约$/);
  const start = slot.split(' ')[0];
  const end = halfHourAfter(start);
  await click(free);
  assert.is(text(page.container.querySelector('.spaces-picked')!), `${start}–${end} · 30分钟`);

  const other = await signInWechatUser(server, 'fined');
  const made = await other.post('/api/v1/elib/bookSpace', {
    authorizer_appid: APPID,
    rdrno: 'SX500001',
    spaceid: String(roomId()),
    date,
    start,
    end,
  });
  assert.is(made.status, '0', made.message);

  const before = checksum(server.db);
  await click(byText(page.container, '预约', 'button'));
  await waitFor(() => !!page.container.querySelector('[role="alert"]'), 8000);
  assert.is(text(page.container.querySelector('[role="alert"]')!), '所选时段已被预约，请选择其他时段');
  assert.is(checksum(server.db), before, 'nothing written');
  const taken = slot.replace('可预约', '已约满');
  await waitFor(() => [...page.container.querySelectorAll('.spaces-slot')].some((el) => nameOf(el) === taken), 8000);
  assert.is(page.container.querySelector('.ui-result'), null);
  assert.equal(
    bookings().map((row) => [row.rdrno, row.date, row.state]),
    [['SX500001', date, 'booked']],
  );
});

Spaces(
  'booked on the page, then at the door: a poster’s code is refused on the phone, the door’s code checks in, 结束使用 ends it',
  async () => {
    const booking = await signInAs(server, 'reader');
    const page = await render(<SpaceDetailScreen />, booking.root, spacePath(roomId(), date));
    await waitFor(() => !!page.container.querySelector('.spaces-slot--free'), 8000);
    await click(page.container.querySelector('.spaces-slot--free')!);
    await click(byText(page.container, '预约', 'button'));
    await waitFor(() => !!page.container.querySelector('.ui-result'), 8000);
    assert.is(text(page.container.querySelector('.ui-result h2')!), '预约成功');
    await page.unmount();
    const booked = bookings().find((row) => row.rdrno === 'SX100001');
    assert.is(booked?.state, 'booked');

    // The harness clock moves to 10 minutes before the start (the window opens 15 minutes before).
    const target = Date.parse(`${date}T00:00:00+08:00`) + ((booked?.startmin ?? 0) - 10) * 60_000;
    const minutes = Math.round((target - (await harnessGet('/clock')).now) / 60_000);
    const hours = Math.floor(minutes / 60);
    await control(server, '/clock', { days: Math.floor(hours / 24), hours: hours % 24, minutes: minutes % 60 });
    const { root, env } = await signInAs(server, 'reader');
    env.confirmAnswer = true;
    const mine = await render(<MySpacesScreen />, root, '/spaces/mine');
    const card = () => [...mine.container.querySelectorAll('.spaces-booking')].find((el) => text(el).startsWith(ROOM))!;
    await waitFor(() => !!card() && text(card()).includes('扫码签到'), 8000, 'the booking with 扫码签到');
    const door = (await harnessGet('/spaces')).rows.find((s: { spaceid: number }) => s.spaceid === roomId()).code;
    const scans = ['https://example.com/poster', door];
    installFakeWx({
      scanQRCode: (args: { success: (r: object) => void }) =>
        args.success({ errMsg: 'scanQRCode:ok', resultStr: scans.shift() }),
    });
    await click(byText(card(), '扫码签到', 'button'));
    await waitFor(() => env.toasts.length > 0, 8000);
    assert.equal(env.toasts, ['这不是空间签到码']);
    const mineNow = () => bookings().find((row) => row.rdrno === 'SX100001')?.state;
    assert.is(mineNow(), 'booked');
    await click(byText(card(), '扫码签到', 'button'));
    await waitFor(() => text(card()).includes('使用中'), 8000);
    assert.is(env.toasts.at(-1), '签到成功');
    assert.is(mineNow(), 'checkedin');
    await click(byText(card(), '结束使用', 'button'));
    await waitFor(() => !text(card()).includes('使用中'), 8000);
    assert.is(mineNow(), 'left');
    assert.equal([...card().querySelectorAll('button')], []);
  },
);

Spaces.run();
