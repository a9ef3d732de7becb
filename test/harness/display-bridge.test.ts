/**
 * The bridge's display emulation (harness/bridge/display.ts) in a happy-dom page: what
 * matchMedia says of prefers-color-scheme and the root font size, by the phone's cookies, inside
 * the harness page and outside it.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Window } from 'happy-dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDisplay } from '../../harness/bridge/display.js';
import { showDisplay } from '../../harness/page/jssdk/display.js';

const Display = suite('bridge display emulation');

const DARK = '(prefers-color-scheme: dark)';

/** An app page with these cookies; `framed`: inside the harness page; `desktop`: the browser's own scheme. */
function page(cookies: string[], options: { framed?: boolean; desktop?: 'light' | 'dark' } = {}) {
  const win = new Window({
    url: 'http://127.0.0.1:3000/?harness=1',
    width: 390,
    height: 844,
    settings: { device: { prefersColorScheme: options.desktop ?? 'light' } },
  });
  for (const cookie of cookies) win.document.cookie = `${cookie}; path=/`;
  if (options.framed) Object.defineProperty(win, 'parent', { value: { __harnessHost: {} }, configurable: true });
  return win as unknown as globalThis.Window & { happyDOM: { close(): Promise<void> } };
}

const setCookie = (win: globalThis.Window, cookie: string) => {
  win.document.cookie = `${cookie}; path=/`;
};

/** A full garbage collection, after this task (a WeakRef's target is kept to the end of the task it was made in). */
async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
}

Display('nothing is done without the harness page or a cookie', async () => {
  const win = page([], { desktop: 'dark' });
  const original = win.matchMedia;
  const display = installDisplay(win);
  assert.is(win.matchMedia, original, 'matchMedia is the browser’s own');
  assert.is(win.matchMedia(DARK).matches, true, 'the desktop’s dark mode shows through');
  assert.is(display.colorScheme(), null);
  assert.is(win.document.documentElement.style.fontSize, '');
  await win.happyDOM.close();
});

Display('in the harness page the phone is light by default, whatever the desktop', async () => {
  const win = page([], { framed: true, desktop: 'dark' });
  installDisplay(win);
  assert.is(win.matchMedia(DARK).matches, false);
  assert.is(win.matchMedia('(prefers-color-scheme: light)').matches, true);
  assert.is(win.matchMedia('(prefers-color-scheme)').matches, true);
  await win.happyDOM.close();
});

Display('the cookie dark: prefers-color-scheme answers dark; other queries are the browser’s', async () => {
  const win = page(['harness_color_scheme=dark']);
  installDisplay(win);
  const list = win.matchMedia(DARK);
  assert.is(list.matches, true);
  assert.is(list.media, DARK);
  assert.is(win.matchMedia('(prefers-color-scheme: light)').matches, false);
  assert.is(win.matchMedia('screen and (prefers-color-scheme: dark)').matches, true);
  assert.is(win.matchMedia('(min-width: 300px)').matches, true, 'width queries untouched');
  assert.is(win.matchMedia('(min-width: 600px)').matches, false);
  assert.is(win.matchMedia('(min-width: 600px)').constructor.name, 'MediaQueryList', 'the real list');
  await win.happyDOM.close();
});

Display('a changed setting fires change on every kind of listener, once', async () => {
  const win = page(['harness_color_scheme=light'], { framed: true });
  const display = installDisplay(win);
  const list = win.matchMedia(DARK);
  const heard: string[] = [];
  list.addEventListener('change', (event) => heard.push(`event:${(event as MediaQueryListEvent).matches}`));
  list.addListener((event) => heard.push(`listener:${event.matches}`));
  list.onchange = (event) => heard.push(`onchange:${event.matches}`);
  const removed = () => heard.push('removed');
  list.addListener(removed);
  list.removeListener(removed);
  const light = win.matchMedia('(prefers-color-scheme: light)');
  light.addEventListener('change', (event) => heard.push(`light:${(event as MediaQueryListEvent).matches}`));

  setCookie(win, 'harness_color_scheme=dark');
  display.refresh();
  assert.is(list.matches, true);
  assert.equal(heard.sort(), ['event:true', 'light:false', 'listener:true', 'onchange:true']);
  assert.is(display.colorScheme(), 'dark');

  heard.length = 0;
  display.refresh();
  assert.equal(heard, [], 'no change, no event');
  setCookie(win, 'harness_color_scheme=light');
  display.refresh();
  assert.is(list.matches, false);
  assert.ok(heard.includes('event:false') && heard.includes('light:true'));
  await win.happyDOM.close();
});

Display('a list kept only by its listener still hears the change after a garbage collection', async () => {
  const win = page(['harness_color_scheme=light'], { framed: true });
  const display = installDisplay(win);
  const heard: boolean[] = [];
  // As the app's start script does: the list is not kept, only the listener added to it.
  const listen = () => {
    const list = win.matchMedia(DARK);
    list.addEventListener('change', (event) => heard.push((event as MediaQueryListEvent).matches));
    list.addListener((event) => heard.push(event.matches));
  };
  listen();
  // One whose listeners were all removed is let go: no page can hear it any more.
  const dropped = () => {
    const list = win.matchMedia(DARK);
    const listener = () => heard.push(false);
    list.addEventListener('change', listener);
    list.removeEventListener('change', listener);
    list.onchange = listener;
    list.onchange = null;
    return new WeakRef(list);
  };
  const released = dropped();
  await collectGarbage();
  assert.is(released.deref(), undefined, 'a list without listeners is not kept');
  setCookie(win, 'harness_color_scheme=dark');
  display.refresh();
  assert.equal(heard, [true, true]);
  await win.happyDOM.close();
});

Display('outside the harness page a cookie set later starts the emulation', async () => {
  const win = page([], { desktop: 'light' });
  const display = installDisplay(win);
  setCookie(win, 'harness_color_scheme=dark');
  display.refresh();
  assert.is(win.matchMedia(DARK).matches, true);
  await win.happyDOM.close();
});

Display('the root font size follows 字体大小 before the app runs; 标准 sets nothing', async () => {
  const sizes: [string, string][] = [
    ['standard', ''],
    ['large', '125%'],
    ['larger', '150%'],
    ['largest', '200%'],
    ['huge', ''],
  ];
  for (const [size, fontSize] of sizes) {
    const win = page([`harness_text_size=${size}`]);
    installDisplay(win);
    assert.is(win.document.documentElement.style.fontSize, fontSize, size);
    assert.is(win.matchMedia(DARK).constructor.name, 'MediaQueryList', 'no cookie for dark mode: untouched');
    await win.happyDOM.close();
  }
  const win = page(['harness_text_size=largest'], { framed: true });
  const display = installDisplay(win);
  setCookie(win, 'harness_text_size=standard');
  display.refresh();
  assert.is(win.document.documentElement.style.fontSize, '', 'back to the app’s own size');
  await win.happyDOM.close();
});

Display('the JS-SDK demo page shows the scheme and root font size the page is told, live', async () => {
  const win = page(['harness_text_size=largest', 'harness_color_scheme=light'], { framed: true, desktop: 'dark' });
  const display = installDisplay(win);
  const facts = win.document.createElement('dl');
  win.document.body.append(facts);
  showDisplay(facts, win);
  const fact = () => facts.querySelector('#display-fact')?.textContent ?? '';
  assert.match(fact(), '浅色（prefers-color-scheme: light）');
  assert.match(fact(), '根字号 32px（200%）');
  setCookie(win, 'harness_color_scheme=dark');
  display.refresh();
  assert.match(fact(), '深色（prefers-color-scheme: dark）');
  await win.happyDOM.close();
});

Display.run();
