import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInAction } from 'mobx';
import Cards from '../../src/features/cards/CardsScreen';
import type { RdrnoBinding, ReaderBase } from '../../src/api/contract';
import {
  allByText,
  byText,
  click,
  fakeBackend,
  heldBinding,
  makeRoot,
  render,
  silentBackend,
  text,
  update,
  waitFor,
} from '../helpers/page';

const card = (rdrno: string, libcode: string, select: number, remark = ''): RdrnoBinding => ({
  id: rdrno.length,
  openid: 'o1',
  rdrno,
  libcode,
  remark,
  select,
});
const BASE: ReaderBase = {
  rdrno: 'R1001',
  name: '王五',
  sex: 1,
  rdrtype: 'PT',
  rdrtypename: '普通读者',
  libcode: 'ZB',
  libname: '总馆',
  idcard: '',
  phone: '',
  email: '',
  address: '',
  startdate: '2024-01-01',
  enddate: '2027-01-01',
  state: 'valid',
  statename: '有效',
};

function withCards() {
  const made = makeRoot();
  runInAction(() => {
    made.root.app.setLibcodeList([
      { code: 'ZB', name: '总馆' },
      { code: 'FG1', name: '城东分馆' },
    ]);
    made.root.app.setWxuser({ openid: 'o1' });
    made.root.reader.setRdrnos([card('R1001', 'ZB', 1), card('R2002', 'FG1', 0, '同步elibrary读者')]);
    made.root.reader.elibUserBase = BASE;
    made.root.reader.cardsStatus = 'ready';
    made.root.reader.cardsReady = true;
  });
  return made;
}
const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.cards-item')];

const CardsPage = suite('cards page');

CardsPage('marks the active card 当前使用 and offers 切换 only on the others', async () => {
  const { root } = withCards();
  const page = await render(<Cards />, root, '/rdrnos/index');
  const [first, second] = rows(page.container);
  assert.ok(text(first).includes('R1001'));
  assert.ok(text(first).includes('总馆'));
  assert.ok(text(first).includes('当前使用'));
  assert.is(allByText(first, '切换', 'button').length, 0);
  assert.is(allByText(first, '解绑', 'button').length, 1);

  assert.ok(text(second).includes('城东分馆'));
  assert.ok(text(second).includes('同步elibrary读者'));
  assert.not.ok(text(second).includes('当前使用'));
  assert.is(allByText(second, '切换', 'button').length, 1);
  assert.is(allByText(second, '解绑', 'button').length, 1);
  await page.unmount();
});

CardsPage('summary of the active card above the list', async () => {
  const { root } = withCards();
  const page = await render(<Cards />, root, '/rdrnos/index');
  const summary = text(page.container.querySelector('.ui-reader')!);
  for (const part of ['王五', '普通读者', '总馆', '2024-01-01 至 2027-01-01', '有效'])
    assert.ok(summary.includes(part), part);
  await page.unmount();
});

CardsPage('解绑 asks first, its buttons naming the action (确认解绑 / 暂不); declining changes nothing', async () => {
  const backend = fakeBackend({});
  try {
    const { root, env } = withCards();
    const page = await render(<Cards />, root, '/rdrnos/index');
    await click(byText(rows(page.container)[1], '解绑', 'button'));
    await waitFor(() => env.confirms.length === 1);
    assert.equal(env.confirms, [
      { title: '解绑读者证', content: '解绑后读者证 R2002 不再显示在本微信中，可随时重新绑定。' },
    ]);
    assert.equal(env.confirmButtons, [['确认解绑', '暂不']]);
    assert.is(backend.calls.length, 0);
    assert.is(rows(page.container).length, 2);
    await page.unmount();
  } finally {
    backend.restore();
  }
});

CardsPage('a confirmed 解绑 that the platform refuses is toasted', async () => {
  const backend = fakeBackend({ '/v1/rdrno/del': () => ({ code: 0, message: '解绑失败：读者证不存在', data: null }) });
  try {
    const { root, env } = withCards();
    env.confirmAnswer = true;
    const page = await render(<Cards />, root, '/rdrnos/index');
    await click(byText(rows(page.container)[1], '解绑', 'button'));
    await waitFor(() => env.toasts.length === 1);
    assert.equal(env.toasts, ['解绑失败：读者证不存在']);
    await page.unmount();
  } finally {
    backend.restore();
  }
});

CardsPage('buttons are disabled while a card change is in flight', async () => {
  const { root } = withCards();
  const backend = heldBinding();
  try {
    const page = await render(<Cards />, root, '/rdrnos/index');
    const pending = root.reader.switchTo('R2002');
    await waitFor(() =>
      [...page.container.querySelectorAll<HTMLButtonElement>('.cards-item button')].every((b) => b.disabled),
    );
    assert.is(page.container.querySelectorAll('.cards-item button').length, 3);
    backend.release();
    await pending;
    await waitFor(() =>
      [...page.container.querySelectorAll<HTMLButtonElement>('.cards-item button')].every((b) => !b.disabled),
    );
    await page.unmount();
  } finally {
    backend.restore();
  }
});

CardsPage('while the cards load: a skeleton, not 还没有绑定读者证', async () => {
  // A first visit: no card cached from an earlier suite's sign-in (a repeat visit shows it).
  localStorage.clear();
  const backend = silentBackend();
  try {
    const { root } = makeRoot();
    const page = await render(<Cards />, root, '/rdrnos/index');
    await waitFor(() => !!page.container.querySelector('[aria-busy="true"]'));
    assert.not.ok(text(page.container).includes('还没有绑定读者证'));
    await page.unmount();
  } finally {
    backend.restore();
  }
});

CardsPage('no cards: 还没有绑定读者证 and 去绑定 leads to the bind page', async () => {
  const { root } = makeRoot();
  await update(() => {
    root.reader.cardsStatus = 'ready';
    root.reader.cardsReady = true;
  });
  const page = await render(<Cards />, root, '/rdrnos/index');
  assert.ok(text(page.container).includes('还没有绑定读者证'));
  assert.is(allByText(page.container, '绑定读者证', 'button').length, 0);
  await click(byText(page.container, '去绑定', 'button'));
  assert.is(page.location(), '/rdrnos/bind');
  await page.unmount();
});

CardsPage('绑定读者证 leads to the bind page', async () => {
  const { root } = withCards();
  const page = await render(<Cards />, root, '/rdrnos/index');
  await click(byText(page.container, '绑定读者证', 'button'));
  assert.is(page.location(), '/rdrnos/bind');
  await page.unmount();
});

CardsPage.run();
