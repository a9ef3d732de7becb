/**
 * The harness page's 字体大小 and 深色模式 (用户 → 设备与微信版本): named controls showing the
 * phone's settings; 深色模式 is sent to the control API and the bridge in the frame told at once
 * (no reload), 字体大小 is sent and the phone reloads; the header says what is not the default.
 */
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Who } from '../../harness/page/components/App';
import { PersonaPanel } from '../../harness/page/panels/PersonaPanel';
import { attachFrame } from '../../harness/page/state/frame';
import { session } from '../../harness/page/state/session';
import { click, mount, type Mounted, text } from '../helpers/page';

const Display = suite('harness page: the phone’s text size and dark mode');

let view: Mounted | null = null;
const realFetch = globalThis.fetch;
let sent: { url: string; body: Record<string, unknown> }[] = [];
let refusal = '';
let reloads = 0;
let refreshes = 0;

/** The frame as the page reaches it: same origin, with the bridge's display emulation. */
const frameStub = {
  addEventListener() {},
  removeEventListener() {},
  contentWindow: {
    location: { origin: location.origin, pathname: '/', search: '?harness=1', hash: '', reload: () => (reloads += 1) },
    document: { title: '首页' },
    __harnessBridge: { display: { refresh: () => (refreshes += 1) } },
  },
} as unknown as HTMLIFrameElement;

Display.before.each(() => {
  sent = [];
  refusal = '';
  reloads = 0;
  refreshes = 0;
  globalThis.fetch = (async (input: string | URL, init?: RequestInit) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
    const envelope = refusal ? { code: 0, message: refusal, data: null } : { code: 1, message: '成功', data: {} };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  session.set({
    personas: [],
    persona: 'reader',
    device: 'ios',
    clientVersion: '8.0.50',
    textSize: 'standard',
    colorScheme: 'light',
    busy: false,
    loaded: true,
  });
  attachFrame(frameStub);
});
Display.after.each(async () => {
  await view?.unmount();
  view = null;
  attachFrame(null);
  globalThis.fetch = realFetch;
});

const textSizes = () => {
  const group = view!.container.querySelector<HTMLElement>('[role="radiogroup"][aria-labelledby]')!;
  return { group, name: document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent };
};
const radio = (label: string) =>
  [...textSizes().group.querySelectorAll<HTMLButtonElement>('[role="radio"]')].find((b) => text(b) === label)!;
const darkSwitch = () => view!.container.querySelector<HTMLInputElement>('input[role="switch"]')!;

Display('the controls are named and show the phone’s settings', async () => {
  session.set((s) => ({ ...s, textSize: 'larger', colorScheme: 'dark' }));
  view = await mount(<PersonaPanel />);
  assert.is(textSizes().name, '字体大小');
  const radios = [...textSizes().group.querySelectorAll('[role="radio"]')];
  assert.equal(
    radios.map((r) => [text(r), r.getAttribute('aria-checked')]),
    [
      ['标准', 'false'],
      ['大', 'false'],
      ['特大', 'true'],
      ['最大', 'false'],
    ],
  );
  const toggle = darkSwitch();
  assert.is(toggle.type, 'checkbox');
  assert.is(text(toggle.closest('label')!), '深色模式', 'named by its label');
  assert.ok(toggle.checked);
});

Display('深色模式 is sent to the control API and the frame hears it without a reload', async () => {
  view = await mount(<PersonaPanel />);
  await click(darkSwitch());
  assert.equal(sent, [
    {
      url: '/__harness/api/persona',
      body: { persona: 'reader', device: 'ios', clientVersion: '8.0.50', textSize: 'standard', colorScheme: 'dark' },
    },
  ]);
  assert.is(session.get().colorScheme, 'dark');
  assert.ok(darkSwitch().checked);
  assert.equal([refreshes, reloads], [1, 0]);
});

Display('字体大小 is sent and the phone reloads', async () => {
  view = await mount(<PersonaPanel />);
  await click(radio('最大'));
  assert.is(sent.length, 1);
  assert.is(sent[0].body.textSize, 'largest');
  assert.is(session.get().textSize, 'largest');
  assert.is(radio('最大').getAttribute('aria-checked'), 'true');
  assert.equal([refreshes, reloads], [0, 1]);
  await click(radio('最大'));
  assert.is(sent.length, 1, 'the current size again sends nothing');
});

Display('a refusal changes nothing', async () => {
  refusal = '深色模式 colorScheme 只能是 light（关）或 dark（开）';
  view = await mount(<PersonaPanel />);
  await click(darkSwitch());
  assert.is(session.get().colorScheme, 'light');
  assert.not.ok(darkSwitch().checked);
  assert.equal([refreshes, reloads], [0, 0]);
});

Display('the header says dark and the text size when they are not the defaults', async () => {
  view = await mount(<Who />);
  assert.match(text(view.container), '· iOS · 微信 8.0.50');
  assert.not.match(text(view.container), '深色');
  assert.not.match(text(view.container), '字体');
  await act(async () => session.set((s) => ({ ...s, textSize: 'largest', colorScheme: 'dark' })));
  assert.match(text(view.container), '· iOS · 微信 8.0.50 · 深色 · 最大字体');
});

Display.run();
