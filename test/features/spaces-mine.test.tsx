/**
 * 我的空间预约 as the reader sees it, against a fake library system (spacesFakes.ts): the card's
 * bookings with 取消预约, 扫码签到 (a code that is not a door's refused without a call) and 结束使用.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import MySpacesScreen from '../../src/features/spaces/MySpacesScreen';
import { installWx } from '../../src/wx/sdk';
import { fakeScans } from '../helpers/wx';
import { type Backend, byText, click, fakeBackend, render, sentTo, text, unmountAll, waitFor } from '../helpers/page';
import { ok, YEAR, booking, reader } from './spacesFakes';

const Mine = suite('我的空间预约');
let backend: Backend | null = null;
Mine.after.each(async () => {
  await unmountAll();
  backend?.restore();
  backend = null;
  installWx(null);
});

const scans = fakeScans;

const card = (container: Element, name: string) => {
  const found = [...container.querySelectorAll('.spaces-booking')].find((el) => text(el).startsWith(name));
  if (!found) throw new Error(`no booking ${name}: ${text(container)}`);
  return found;
};
const buttons = (el: Element) => [...el.querySelectorAll('button')].map((b) => text(b));

Mine(
  'upcoming bookings with their actions; 取消预约 and 结束使用 confirm first; the scan checks the door code',
  async () => {
    const seat = booking({
      id: 32,
      spaceid: 9,
      name: '12号座',
      kindname: '自习座位',
      area: '四楼自习室',
      start: '08:30',
      end: '12:00',
      state: 'checkedin',
      statename: '使用中',
      cancancel: false,
      cancheckin: false,
      canleave: true,
    });
    backend = fakeBackend({
      '/v1/elib/listMySpaceBooking': ({ scope }) => ok(scope === 'upcoming' ? [booking(), seat] : []),
      '/v1/elib/cancelSpaceBooking': () =>
        ok([booking({ state: 'cancelled', statename: '已取消', cancancel: false, cancheckin: false })], '已取消预约'),
      '/v1/elib/spaceCheckin': () =>
        ok(
          [booking({ state: 'checkedin', statename: '使用中', cancancel: false, cancheckin: false, canleave: true })],
          '签到成功',
        ),
      '/v1/elib/leaveSpace': () =>
        ok([{ ...seat, state: 'left', statename: '已离开', end: '10:30', canleave: false }], '已结束使用'),
    });
    const { root, env } = reader();
    const page = await render(<MySpacesScreen />, root, '/spaces/mine');
    await waitFor(() => page.container.querySelectorAll('.spaces-booking').length === 2);
    assert.equal(sentTo(backend, '/v1/elib/listMySpaceBooking'), [
      { rdrno: 'SX100001', scope: 'upcoming', page: 1, rows: 20 },
    ]);
    const room = card(page.container, '研讨室A');
    assert.match(
      text(room),
      new RegExp(
        `^研讨室A待签到河西分馆 · 二楼研讨区${YEAR}11月26日 周四 10:00–11:30签到时间 09:45–10:15，请到门口扫码签到`,
      ),
    );
    assert.equal(buttons(room), ['取消预约', '扫码签到']);
    assert.equal(buttons(card(page.container, '12号座')), ['结束使用']);

    // 取消预约: 暂不 changes nothing.
    await click(byText(room, '取消预约', 'button'));
    assert.equal(env.confirmButtons.at(-1), ['确认取消预约', '暂不']);
    assert.equal(sentTo(backend, '/v1/elib/cancelSpaceBooking'), []);

    // A code that is not a door's is refused without asking the library; the door's checks in.
    scans(['https://example.com/poster', 'LIBSPACE:7:sig']);
    await click(byText(room, '扫码签到', 'button'));
    await waitFor(() => env.toasts.length === 1);
    assert.equal(env.toasts, ['这不是空间签到码']);
    assert.equal(sentTo(backend, '/v1/elib/spaceCheckin'), []);
    await click(byText(room, '扫码签到', 'button'));
    await waitFor(() => text(card(page.container, '研讨室A')).includes('使用中'));
    assert.equal(sentTo(backend, '/v1/elib/spaceCheckin'), [{ rdrno: 'SX100001', code: 'LIBSPACE:7:sig' }]);
    assert.equal(env.toasts.at(-1), '签到成功');
    assert.equal(buttons(card(page.container, '研讨室A')), ['结束使用']);

    env.confirmAnswer = true;
    await click(byText(card(page.container, '12号座'), '结束使用', 'button'));
    await waitFor(() => text(card(page.container, '12号座')).includes('已离开'));
    assert.equal(env.confirmButtons.at(-1), ['确认结束使用', '暂不']);
    assert.equal(sentTo(backend, '/v1/elib/leaveSpace'), [{ rdrno: 'SX100001', id: 32 }]);
    assert.equal(buttons(card(page.container, '12号座')), []);
    assert.equal(env.toasts.at(-1), '已结束使用');
  },
);

Mine('取消预约 confirmed: the row shows 已取消 without buttons; 已结束 empty offers 去预约', async () => {
  backend = fakeBackend({
    '/v1/elib/listMySpaceBooking': ({ scope }) => ok(scope === 'upcoming' ? [booking()] : []),
    '/v1/elib/cancelSpaceBooking': () =>
      ok([booking({ state: 'cancelled', statename: '已取消', cancancel: false, cancheckin: false })], '已取消预约'),
  });
  const { root, env } = reader();
  env.confirmAnswer = true;
  const page = await render(<MySpacesScreen />, root, '/spaces/mine');
  await waitFor(() => !!page.container.querySelector('.spaces-booking'));
  await click(byText(page.container, '取消预约', 'button'));
  await waitFor(() => text(card(page.container, '研讨室A')).includes('已取消'));
  assert.equal(sentTo(backend, '/v1/elib/cancelSpaceBooking'), [{ rdrno: 'SX100001', id: 31 }]);
  assert.equal(buttons(card(page.container, '研讨室A')), []);
  assert.not.ok(text(page.container).includes('签到时间'), 'no check-in window for a cancelled booking');
  assert.equal(env.toasts, ['已取消预约']);

  await click(byText(page.container, '已结束', 'button'));
  await waitFor(() => text(page.container).includes('没有已结束的预约'));
  await click(byText(page.container, '去预约', 'button'));
  assert.is(page.location(), '/spaces');
});

Mine.run();
