/**
 * The tab bar's labels give way at large text (src/boot/narrowTabBar.ts): <html> is marked
 * tabbar-narrow while 18rem is at least as wide as the window, and follows a change of either.
 * happy-dom lays nothing out, so the probe's width (18rem at the page's text size) is stubbed.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { watchNarrowTabBar } from '../../src/boot/narrowTabBar';

const narrow = suite('watchNarrowTabBar');

let remPx = 16;
const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');

narrow.before(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.style.width === '18rem' ? 18 * remPx : 0;
    },
  });
});

narrow.after(() => {
  if (own) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', own);
  document.documentElement.classList.remove('tabbar-narrow');
});

narrow('marks the page while 18rem fills the window, and follows the window and the text size', () => {
  const html = document.documentElement;
  remPx = 16; // 288 px in a 390 px window: the labels fit
  watchNarrowTabBar(window);
  assert.not.ok(html.classList.contains('tabbar-narrow'));
  remPx = 32; // WeChat's largest text: 576 px
  window.dispatchEvent(new Event('resize'));
  assert.ok(html.classList.contains('tabbar-narrow'));
  remPx = 16;
  window.dispatchEvent(new Event('resize'));
  assert.not.ok(html.classList.contains('tabbar-narrow'));
  const probe = [...html.children].find((el) => (el as HTMLElement).style.width === '18rem') as HTMLElement;
  assert.ok(probe, 'the probe is in the page');
  assert.is(probe.getAttribute('aria-hidden'), 'true');
  assert.is(probe.style.visibility, 'hidden');
});

narrow.run();
