/**
 * <OpenLaunchWeapp> in a phone page of the harness (bridge + the real SDK): the client's tag
 * renders the template, launches after a wx.config that listed it, and the fallback shows when
 * the client refuses (too old, or the tag not listed).
 */
import * as assert from 'uvu/assert';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { HarnessHost } from '../../harness/bridge/protocol.js';
import { setLandingUrl } from '../../src/wx/detect';
import { OpenLaunchWeapp } from '../../src/wx/OpenLaunchWeapp';
import { configureWx, installWx, type Wx } from '../../src/wx/sdk';
import { APPID } from '../harness/helpers.js';
import { clearBrowserState, setPageUrl } from '../helpers/origin';
import {
  configure,
  jssdkSuite,
  type JsSdkCtx,
  openPage,
  type Page,
  type PageOptions,
  plain,
} from '../harness/jssdk-page.js';

type Ctx = JsSdkCtx;
const Tag = jssdkSuite('OpenLaunchWeapp on the emulated client');

const TEMPLATE = '<button class="go" style="color:#07c160">打开室内导航</button>';

interface Mounted {
  page: Page;
  root: Root;
  container: HTMLElement;
  launches: number;
  shown: [string, Record<string, unknown>][];
  tag(): HTMLElement | null;
  close(): Promise<void>;
}

async function mount(ctx: Ctx, options: PageOptions = {}): Promise<Mounted> {
  const shown: Mounted['shown'] = [];
  const host: Partial<HarnessHost> = {
    ask: async () => null,
    log: () => undefined,
    show: (kind, detail) => void shown.push([kind, plain(detail)]),
  };
  const page = openPage(ctx.server.url, '/map', { host, ...options });
  const document = page.window.document as unknown as Document;
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const mounted: Mounted = {
    page,
    root,
    container,
    launches: 0,
    shown,
    tag: () => container.querySelector('wx-open-launch-weapp'),
    async close() {
      await act(async () => root.unmount());
      await page.close();
    },
  };
  await act(async () => {
    root.render(
      <OpenLaunchWeapp
        userAgent={page.window.navigator.userAgent}
        username="gh_8c2d9e1f0a3b"
        path="pages/map/index?floor=2"
        template={TEMPLATE}
        fallback={
          <a className="fallback" href="/map/h5">
            打开网页版地图
          </a>
        }
        onLaunch={() => {
          mounted.launches += 1;
        }}
      />,
    );
  });
  return mounted;
}

/** Lets the client's events (about 30 ms after their cause) reach React. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 80)));

Tag('renders the tag WeChat reads: username, path and the template in a script', async (ctx) => {
  const m = await mount(ctx);
  const tag = m.tag();
  assert.ok(tag, 'the open tag is in the page');
  assert.is(tag!.getAttribute('username'), 'gh_8c2d9e1f0a3b');
  assert.is(tag!.getAttribute('path'), 'pages/map/index?floor=2');
  assert.is(tag!.querySelector('script[type="text/wxtag-template"]')?.textContent, TEMPLATE);
  assert.is(
    tag!.shadowRoot?.querySelector('button.go')?.textContent,
    '打开室内导航',
    'the client rendered the template',
  );
  await m.close();
});

Tag('after a wx.config that lists it, a tap launches the mini program and calls onLaunch once', async (ctx) => {
  const m = await mount(ctx);
  const button = m.tag()!.shadowRoot!.querySelector('button.go') as HTMLElement;
  button.click();
  await settle();
  assert.is(m.launches, 0, 'nothing before wx.config');
  assert.is(await configure(ctx.client, m.page), 'ready');
  await settle();
  await act(async () => button.click());
  assert.is(m.launches, 1);
  assert.equal(m.shown, [['launchWeapp', { username: 'gh_8c2d9e1f0a3b', path: 'pages/map/index?floor=2' }]]);
  assert.ok(m.tag(), 'the tag stays');
  assert.is(m.container.querySelector('.fallback'), null);
  await m.close();
});

Tag('a client older than 7.0.12 refuses the tag: the fallback shows instead', async (ctx) => {
  const m = await mount(ctx, { clientVersion: '7.0.10' });
  await settle();
  assert.is(m.tag(), null);
  assert.is(m.container.querySelector('.fallback')?.textContent, '打开网页版地图');
  await m.close();
});

Tag('a wx.config that did not list the tag: the fallback shows', async (ctx) => {
  const m = await mount(ctx, { device: 'android' });
  assert.is(await configure(ctx.client, m.page, { openTagList: [] }), 'ready');
  await settle();
  assert.is(m.tag(), null);
  assert.is(m.container.querySelector('.fallback')?.textContent, '打开网页版地图');
  assert.is(m.launches, 0);
  await m.close();
});

Tag.run();

// ---

const Dead = jssdkSuite('OpenLaunchWeapp after a failed wx.config');
const IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50';

Dead.after(() => {
  installWx(null);
  clearBrowserState();
});

Dead('the client leaves the tag dead without an event: the fallback shows', async (ctx) => {
  const page = openPage(ctx.server.url, '/map', { device: 'ios' });
  installWx(page.wx as unknown as Wx);
  setPageUrl(page.window.location.href);
  document.cookie = `token=${ctx.client.token}; path=/`;
  setLandingUrl(`${ctx.server.url}/userindex`); // signs a URL iOS does not check
  const outcome = await configureWx(APPID, IOS_UA, () => page.window.location.href);
  assert.is(outcome.ok, false);
  await page.close();
  const m = await mount(ctx);
  await settle();
  assert.is(m.tag(), null);
  assert.is(m.container.querySelector('.fallback')?.textContent, '打开网页版地图');
  await m.close();
});

Dead.run();
