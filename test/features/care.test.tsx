/**
 * 关怀模式 (care mode): switched in 个人中心, kept per WeChat user on the phone, marking <html
 * data-care> (larger, higher-contrast face), and putting the reader's most-opened services first
 * on home.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInAction } from 'mobx';
import type { ServiceItem } from '../../src/api/contract';
import UserCenter, { CARE_HINT } from '../../src/features/user/UserScreen';
import { byUse, careOn, keepCare, noteUse } from '../../src/lib/care';
import { STORAGE_KEYS } from '../../src/lib/storage';
import { click, makeRoot, render, text } from '../helpers/page';

const Care = suite('关怀模式');
const html = document.documentElement;
Care.before.each(() => {
  localStorage.clear();
  html.removeAttribute('data-care');
});
Care.after(() => {
  localStorage.clear();
  html.removeAttribute('data-care');
});

const service = (name: string, url: string, sortnum: number) => ({ name, url, sortnum }) as ServiceItem;
const GRID = [
  service('图书检索', '/opac/index', 9),
  service('借阅信息', '/books/index', 8),
  service('财经记录', '/CurFineList', 7),
  service('借阅排行', '/books/loanTop', 6),
];

Care('is kept per WeChat user: one user turning it on leaves another off', () => {
  keepCare('o-a', true);
  assert.ok(careOn('o-a'));
  assert.not.ok(careOn('o-b'));
  assert.not.ok(careOn(''), 'nobody logged in: off');
  keepCare('o-a', false);
  assert.not.ok(careOn('o-a'));
});

Care("orders services by the user's own use; unused ones keep the library's order", () => {
  noteUse('o-a', '/books/loanTop');
  noteUse('o-a', '/CurFineList');
  noteUse('o-a', '/CurFineList');
  noteUse('o-b', '/books/index');
  assert.equal(
    byUse(GRID, 'o-a').map((s) => s.name),
    ['财经记录', '借阅排行', '图书检索', '借阅信息'],
  );
  assert.equal(
    byUse(GRID, 'o-c').map((s) => s.name),
    GRID.map((s) => s.name),
  );
});

Care('the switch in 个人中心 turns it on and off, marks the page and keeps it for this user only', async () => {
  const { root } = makeRoot();
  runInAction(() => {
    root.app.setWxuser({ openid: 'o-reader', nickname: '小明' });
    root.reader.cardsStatus = 'ready';
    root.reader.cardsReady = true;
  });
  const page = await render(<UserCenter />, root, '/userindex');
  const toggle = page.container.querySelector<HTMLButtonElement>('button[role="switch"]')!;
  assert.ok(text(toggle).includes('关怀模式'));
  assert.ok(text(page.container).includes(CARE_HINT));
  assert.is(toggle.getAttribute('aria-checked'), 'false');
  assert.not.ok(html.hasAttribute('data-care'));

  await click(toggle);
  assert.is(toggle.getAttribute('aria-checked'), 'true');
  assert.ok(html.hasAttribute('data-care'), 'the larger, higher-contrast face is on');
  assert.ok(careOn('o-reader'), 'kept on the phone');

  // Another WeChat user on the same phone: their own setting (off).
  await runInAction(async () => root.app.setWxuser({ openid: 'o-other' }));
  assert.not.ok(html.hasAttribute('data-care'));
  assert.is(toggle.getAttribute('aria-checked'), 'false');
  await runInAction(async () => root.app.setWxuser({ openid: 'o-reader' }));
  assert.ok(html.hasAttribute('data-care'));

  await click(toggle);
  assert.not.ok(html.hasAttribute('data-care'));
  assert.not.ok(careOn('o-reader'));
  await page.unmount();
});

Care("home's grid: the library's order, and in 关怀模式 the reader's most-opened first", () => {
  localStorage.setItem(STORAGE_KEYS.openid, 'o-reader');
  noteUse('o-reader', '/books/loanTop');
  const { root } = makeRoot();
  runInAction(() => {
    root.app.setWxuser({ openid: 'o-reader' });
    root.app.gridList = GRID;
  });
  assert.equal(
    root.app.homeGrid.map((s) => s.name),
    GRID.map((s) => s.name),
  );
  runInAction(() => root.app.setCare(true));
  assert.equal(
    root.app.homeGrid.map((s) => s.name),
    ['借阅排行', '图书检索', '借阅信息', '财经记录'],
  );
  // A new start on this phone begins in 关怀模式 before anyone logs in.
  const { root: next } = makeRoot();
  assert.ok(next.app.care);
});

Care.run();
