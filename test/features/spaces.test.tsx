/**
 * 空间预约 and 空间详情 as the reader sees them, against a fake library system (spacesFakes.ts): the
 * spaces by library and kind, a space's day of slots, picking a range and booking it (ending on
 * the result), a refusal shown with the day read again, a range over the day's time refused
 * before any call, and the bind prompt without a card.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import SpaceDetailScreen from '../../src/features/spaces/SpaceDetailScreen';
import SpacesScreen from '../../src/features/spaces/SpacesScreen';
import {
  type Backend,
  allByText,
  byText,
  click,
  fakeBackend,
  render,
  sentTo,
  text,
  unmountAll,
  update,
  waitFor,
} from '../helpers/page';
import {
  ok,
  refused,
  TODAY,
  YEAR,
  DATES,
  LIBRARIES,
  space,
  SLOTS,
  spaceDay,
  withSlots,
  booking,
  reader,
} from './spacesFakes';

/** A slot's name, as a screen reader reads it: its start and state. */
const nameOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
const findSlot = (container: Element, name: string) =>
  [...container.querySelectorAll<HTMLButtonElement>('.spaces-slot')].find((el) => nameOf(el) === name);
const slot = (container: Element, name: string) => {
  const found = findSlot(container, name);
  if (!found) throw new Error(`no slot ${name}: ${text(container)}`);
  return found;
};
const pressed = (container: Element) =>
  [...container.querySelectorAll('.spaces-slot[aria-pressed="true"]')].map(nameOf);

const DETAIL = `/spaces/detail?id=7&date=${TODAY}`;

// ---

const Spaces = suite('空间预约 and 空间详情');
let backend: Backend | null = null;
Spaces.after.each(async () => {
  await unmountAll();
  backend?.restore();
  backend = null;
});

Spaces('the current library’s rooms, then seats, then every library; a row opens its day', async () => {
  backend = fakeBackend({
    '/v1/elib/listSpace': ({ kind }) =>
      ok(
        kind === 'seat'
          ? [
              space({
                spaceid: 9,
                kind: 'seat',
                kindname: '自习座位',
                name: '12号座',
                area: '四楼自习室',
                capacity: 1,
                facilities: '',
                freeslots: 0,
              }),
            ]
          : [space(), space({ spaceid: 8, name: '研讨室B', hours: null, freeslots: 0 })],
      ),
  });
  const { root } = reader(false);
  const page = await render(<SpacesScreen />, root, '/spaces');
  await waitFor(() => page.container.querySelectorAll('.spaces-row').length === 2);
  assert.equal(sentTo(backend, '/v1/elib/listSpace'), [{ libcode: 'HXFG', kind: 'room' }]);
  const [a, b] = page.container.querySelectorAll('.spaces-row');
  assert.is(text(a), '研讨室A剩余5个可约时段河西分馆 · 二楼研讨区 · 可容纳6人设施：投影仪、白板今日开放 09:00–21:00');
  assert.is(text(b), '研讨室B今日闭馆河西分馆 · 二楼研讨区 · 可容纳6人设施：投影仪、白板');
  assert.is(byText(page.container, '我的空间预约', 'a').getAttribute('href'), '/spaces/mine');
  assert.is(byText(page.container, '河西分馆', 'button').getAttribute('aria-pressed'), 'true');

  await click(byText(page.container, '自习座位', 'button'));
  await waitFor(() => text(page.container).includes('12号座'));
  assert.is(
    text(page.container.querySelector('.spaces-row')!),
    '12号座今日已约满河西分馆 · 四楼自习室今日开放 09:00–21:00',
  );
  await click(byText(page.container, '全部', 'button'));
  await waitFor(() => sentTo(backend, '/v1/elib/listSpace').length === 3);
  assert.equal(sentTo(backend, '/v1/elib/listSpace').slice(1), [{ libcode: 'HXFG', kind: 'seat' }, { kind: 'seat' }]);

  await click(byText(page.container, '研讨室', 'button'));
  await waitFor(() => page.container.querySelectorAll('.spaces-row').length === 2);
  await click(page.container.querySelector('.spaces-row')!);
  assert.is(page.location(), DETAIL);
});

Spaces('the library list coming after the page: the list follows the current library', async () => {
  backend = fakeBackend({ '/v1/elib/listSpace': () => ok([space()]) });
  const { root } = reader(false);
  await update(() => {
    root.app.libcode = [];
    root.app.current_lib = null;
  });
  const page = await render(<SpacesScreen />, root, '/spaces');
  await waitFor(() => !!page.container.querySelector('.spaces-row'));
  assert.equal(sentTo(backend, '/v1/elib/listSpace'), [{ kind: 'room' }]);
  assert.is(page.container.querySelector('.ui-chips'), null, 'no chips without libraries');
  await update(() => {
    root.app.libcode = LIBRARIES;
    root.app.current_lib = LIBRARIES[1];
  });
  await waitFor(() => sentTo(backend, '/v1/elib/listSpace').length === 2);
  assert.equal(sentTo(backend, '/v1/elib/listSpace')[1], { libcode: 'HXFG', kind: 'room' });
  assert.is(byText(page.container, '河西分馆', 'button').getAttribute('aria-pressed'), 'true');
});

Spaces('a range of free slots picked and booked: the call, the result, the day read again', async () => {
  let booked = false;
  backend = fakeBackend({
    '/v1/elib/getSpaceDay': () => ok([spaceDay(booked ? withSlots(['10:00', '10:30', '11:00'], 'mine') : SLOTS)]),
    '/v1/elib/bookSpace': () => {
      booked = true;
      return ok([booking()], '预约成功');
    },
  });
  const { root, env } = reader();
  const page = await render(<SpaceDetailScreen />, root, DETAIL);
  await waitFor(() => !!page.container.querySelector('h1'));
  assert.is(text(page.container.querySelector('h1')!), '研讨室A');
  assert.equal(sentTo(backend, '/v1/elib/getSpaceDay'), [{ spaceid: 7, date: TODAY, rdrno: 'SX100001' }]);
  assert.ok(
    text(page.container).includes('研讨室 · 河西分馆 · 二楼研讨区可容纳6人 · 设施：投影仪、白板开放时间 09:00–21:00'),
  );
  assert.equal(
    [...page.container.querySelectorAll('.spaces-dates [role="tab"]')].map((el) => text(el)),
    ['今天', '明天', '周六 11-28', '周日 11-29', '周一 11-30', '周二 12-01', '周三 12-02'],
  );
  assert.ok(text(page.container).includes('当天还可预约4小时'));
  assert.ok(slot(page.container, '09:00 已过'));
  // A taken slot does nothing; a start, then an end past a taken slot starts anew.
  await click(slot(page.container, '09:30 已约满'));
  assert.equal(pressed(page.container), []);
  await click(slot(page.container, '10:00 可预约'));
  await click(slot(page.container, '12:30 可预约'));
  assert.equal(pressed(page.container), ['12:30 已选']);
  await click(slot(page.container, '10:00 可预约'));
  await click(slot(page.container, '11:00 可预约'));
  assert.equal(pressed(page.container), ['10:00 已选', '10:30 已选', '11:00 已选']);
  assert.is(text(page.container.querySelector('.spaces-picked')!), '10:00–11:30 · 1.5小时');

  await click(byText(page.container, '预约', 'button'));
  await waitFor(() => !!page.container.querySelector('.ui-result'));
  assert.equal(sentTo(backend, '/v1/elib/bookSpace'), [
    { rdrno: 'SX100001', spaceid: 7, date: TODAY, start: '10:00', end: '11:30' },
  ]);
  const result = page.container.querySelector('.ui-result')!;
  assert.is(
    text(result),
    `预约成功开始前后15分钟内到门口扫码签到，逾时未签到将释放并记为未签到空间研讨室A（研讨室）地点河西分馆 二楼研讨区时间${YEAR}11月26日 周四 10:00–11:30签到时间09:45–10:15我的空间预约返回`,
  );
  assert.equal(env.toasts, []);
  await waitFor(() => sentTo(backend, '/v1/elib/getSpaceDay').length === 2);
  await click(byText(result, '返回', 'button'));
  await waitFor(() => !!findSlot(page.container, '10:00 我的预约'));
  assert.equal(pressed(page.container), [], 'the range is booked, not picked');
  assert.is(text(page.container.querySelector('.spaces-picked')!), '请点选开始和结束时段');
});

Spaces('a refusal is shown by the button, the day is read again and the taken slot leaves the range', async () => {
  let refusedOnce = false;
  backend = fakeBackend({
    '/v1/elib/getSpaceDay': () => ok([spaceDay(refusedOnce ? withSlots(['10:30'], 'taken') : SLOTS)]),
    '/v1/elib/bookSpace': () => {
      refusedOnce = true;
      return refused('所选时段已被预约，请选择其他时段');
    },
  });
  const { root } = reader();
  const page = await render(<SpaceDetailScreen />, root, DETAIL);
  await waitFor(() => !!page.container.querySelector('.spaces-slot'));
  await click(slot(page.container, '10:00 可预约'));
  await click(slot(page.container, '10:30 可预约'));
  await click(byText(page.container, '预约', 'button'));
  await waitFor(() => !!findSlot(page.container, '10:30 已约满'));
  assert.is(text(page.container.querySelector('[role="alert"]')!), '所选时段已被预约，请选择其他时段');
  assert.is(page.container.querySelector('.ui-result'), null);
  assert.equal(pressed(page.container), []);
  assert.is(text(page.container.querySelector('.spaces-picked')!), '请点选开始和结束时段');
  assert.ok(byText(page.container, '预约', 'button').hasAttribute('disabled'));
  assert.is(sentTo(backend, '/v1/elib/getSpaceDay').length, 2);
});

Spaces(
  'a range longer than the card may still book that day is refused before any call; a card that may not book says why',
  async () => {
    let reason = '';
    backend = fakeBackend({
      '/v1/elib/getSpaceDay': () => ok([spaceDay(SLOTS, { minutesleft: 60, reason })]),
      '/v1/elib/bookSpace': () => ok([booking()]),
    });
    const { root } = reader();
    const page = await render(<SpaceDetailScreen />, root, DETAIL);
    await waitFor(() => text(page.container).includes('当天还可预约1小时'));
    await click(slot(page.container, '10:00 可预约'));
    await click(slot(page.container, '11:00 可预约'));
    assert.is(
      text(page.container.querySelector('[role="alert"]')!),
      '超出当天可预约时长：当天还可预约1小时，请缩短所选时段',
    );
    const button = byText(page.container, '预约', 'button');
    assert.ok(button.hasAttribute('disabled'));
    await click(button);
    assert.equal(sentTo(backend, '/v1/elib/bookSpace'), []);
    // Two slots fit: the refusal goes and the button comes back.
    await click(slot(page.container, '10:00 已选'));
    await click(slot(page.container, '10:30 可预约'));
    assert.is(page.container.querySelector('[role="alert"]'), null);
    assert.not.ok(byText(page.container, '预约', 'button').hasAttribute('disabled'));
    await page.unmount();

    reason = '最多同时持有2个未结束的预约';
    const other = await render(<SpaceDetailScreen />, reader().root, `/spaces/detail?id=7&date=${DATES[1]}`);
    await waitFor(() => text(other.container).includes(reason));
    assert.equal(allByText(other.container, '预约', 'button'), [], 'no button the rules refuse');
    assert.ok(other.container.querySelector('.spaces-slot'), 'the day stays visible');
  },
);

Spaces('without a card: the day without the card’s standing, and the bind prompt instead of 预约', async () => {
  let release = () => {};
  backend = fakeBackend({
    '/v1/elib/getSpaceDay': ({ date }) => {
      const answer = ok([spaceDay(SLOTS, { date: String(date) })]);
      // Another day's answer waits until the test lets it come.
      return date === TODAY ? answer : new Promise((resolve) => (release = () => resolve(answer)));
    },
  });
  const { root } = reader(false);
  const page = await render(<SpaceDetailScreen />, root, DETAIL);
  await waitFor(() => text(page.container).includes('还没有绑定读者证'));
  assert.equal(sentTo(backend, '/v1/elib/getSpaceDay'), [{ spaceid: 7, date: TODAY }]);
  assert.ok(slot(page.container, '10:00 可预约'));
  assert.equal(allByText(page.container, '预约', 'button'), []);
  // Another day: the address and the call follow the tab.
  await click(byText(page.container, '明天', 'button'));
  await waitFor(() => sentTo(backend, '/v1/elib/getSpaceDay').length === 2);
  assert.equal(sentTo(backend, '/v1/elib/getSpaceDay')[1], { spaceid: 7, date: DATES[1] });
  assert.is(page.location(), `/spaces/detail?id=7&date=${DATES[1]}`);
  // While it comes, the space and its days stay, the new day's tab pressed; the slots are loading.
  assert.is(text(page.container.querySelector('h1')!), '研讨室A');
  assert.is(byText(page.container, '明天', 'button').getAttribute('aria-selected'), 'true');
  assert.is(page.container.querySelector('[aria-busy="true"]')?.getAttribute('aria-label'), '预约时段加载中');
  assert.is(page.container.querySelector('.spaces-slot'), null);
  release();
  await waitFor(() => !!page.container.querySelector('.spaces-slot'));
  await click(byText(page.container, '去绑定', 'button'));
  assert.is(page.location(), `/rdrnos/bind?redirect_url=${encodeURIComponent(`/spaces/detail?id=7&date=${DATES[1]}`)}`);
});

Spaces.run();
