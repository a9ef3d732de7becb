/**
 * The `<wx-open-launch-weapp>` open tag the bridge defines: renders its template, `ready` after a
 * config that listed it, `launch` on a tap (and the harness page shows the launch), `error` on an
 * old client or when it was not listed.
 */
import * as assert from 'uvu/assert';
import { configure, jssdkSuite, type JsSdkCtx, openPage, type Page, type PageOptions, plain } from './jssdk-page.js';

type Ctx = JsSdkCtx;
const Tag = jssdkSuite('jssdk: wx-open-launch-weapp');

interface Mounted {
  page: Page;
  tag: HTMLElement;
  events: [string, Record<string, unknown>][];
}

const TEMPLATE = '<style>.go{color:#07c160}</style><button class="go">打开室内导航</button>';

function mount(ctx: Ctx, options: PageOptions, kind: 'script' | 'template' = 'script'): Mounted {
  const page = openPage(ctx.server.url, '/', options);
  const document = page.window.document as unknown as Document;
  const tag = document.createElement('wx-open-launch-weapp');
  tag.setAttribute('username', 'gh_8c2d9e1f0a3b');
  tag.setAttribute('path', 'pages/map/index?floor=2');
  const slot = document.createElement(kind);
  if (kind === 'script') {
    slot.setAttribute('type', 'text/wxtag-template');
    slot.textContent = TEMPLATE;
  } else slot.innerHTML = TEMPLATE;
  tag.appendChild(slot);
  const events: Mounted['events'] = [];
  for (const name of ['ready', 'launch', 'error']) {
    tag.addEventListener(name, (event) => events.push([name, plain((event as CustomEvent).detail ?? null)]));
  }
  document.body.appendChild(tag);
  return { page, tag, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

Tag('renders the template, is ready after config, launches on a tap and the page shows it', async (ctx) => {
  const shown: [string, Record<string, unknown>][] = [];
  const { page, tag, events } = mount(ctx, {
    host: { ask: async () => null, log: () => undefined, show: (kind, detail) => shown.push([kind, plain(detail)]) },
  });
  const button = tag.shadowRoot?.querySelector('button.go') as HTMLElement | null;
  assert.ok(button, 'the template is rendered in the shadow root');
  assert.is(button!.textContent, '打开室内导航');
  button!.click();
  await settle();
  assert.equal(events, [], 'nothing before wx.config');
  assert.is(await configure(ctx.client, page), 'ready');
  await settle();
  assert.equal(events, [['ready', {}]]);
  button!.click();
  assert.equal(events[1], ['launch', {}]);
  assert.equal(shown, [['launchWeapp', { username: 'gh_8c2d9e1f0a3b', path: 'pages/map/index?floor=2' }]]);
  await page.close();
});

Tag('a <template> slot works too, and a tag added after config gets ready', async (ctx) => {
  const first = openPage(ctx.server.url, '/', { device: 'android' });
  assert.is(await configure(ctx.client, first), 'ready');
  await first.close();
  const { page, tag, events } = mount(ctx, { device: 'android' }, 'template');
  assert.is(await configure(ctx.client, page), 'ready');
  await settle();
  assert.ok(tag.shadowRoot?.querySelector('button.go'));
  assert.equal(events, [['ready', {}]]);
  const late = page.window.document.createElement('wx-open-launch-weapp');
  const lateEvents: string[] = [];
  late.addEventListener('ready', () => lateEvents.push('ready'));
  page.window.document.body.appendChild(late);
  await settle();
  assert.equal(lateEvents, ['ready']);
  await page.close();
});

Tag('error when the client is older than 7.0.12', async (ctx) => {
  const { page, events } = mount(ctx, { clientVersion: '7.0.11' });
  assert.match(page.window.navigator.userAgent, 'MicroMessenger/7.0.11(');
  await configure(ctx.client, page);
  await settle();
  assert.equal(events, [['error', { errMsg: 'launch:fail, the client version is lower than 7.0.12' }]]);
  await page.close();

  const recent = mount(ctx, { clientVersion: '7.0.12', device: 'android' });
  assert.match(recent.page.window.navigator.userAgent, 'MicroMessenger/7.0.12.');
  assert.is(await configure(ctx.client, recent.page), 'ready');
  await settle();
  assert.equal(recent.events, [['ready', {}]]);
  await recent.page.close();
});

Tag('error when wx.config did not list the tag; taps do nothing', async (ctx) => {
  const { page, tag, events } = mount(ctx, {});
  assert.is(await configure(ctx.client, page, { openTagList: [] }), 'ready');
  await settle();
  assert.equal(events, [['error', { errMsg: 'launch:fail_check fail' }]]);
  (tag.shadowRoot!.querySelector('button') as HTMLElement).click();
  assert.is(events.length, 1);
  await page.close();
});

Tag.run();
