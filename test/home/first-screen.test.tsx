/**
 * Home's first screen, painted before React (src/home/firstScreen): it is the markup React renders
 * for the same data (same services in the same order, same links, banners and card), it paints
 * only where start-up stays on home, and a tap made before the app takes over is replayed there.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInAction } from 'mobx';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import type { Banner, ReaderBase, ReaderExtend, ServiceItem } from '../../src/api/contract';
import { BANNER_CACHE_KEY, shownBanners } from '../../src/home/banners';
import { stripText } from '../../src/home/cardStrip';
import { appContainer, firstScreenShown, paintsHome, startFirstScreen } from '../../src/home/firstScreen';
import { addressedToHome } from '../../src/home/firstScreen/paintsHome';
import { screenHtml } from '../../src/home/firstScreen/paint';
import { renderFirstScreenTemplates } from '../../src/home/firstScreen/templates';
import { GRID_CACHE_KEY, gridOrder } from '../../src/home/services';
import { storage, STORAGE_KEYS } from '../../src/lib/storage';
import { Shell } from '../../src/router/Shell';
import { StoreContext } from '../../src/stores/context';
import { READER_CACHE_KEY } from '../../src/stores/readerSummary';
import { RootStore } from '../../src/stores/RootStore';
import { type Backend, DESKTOP_UA, fakeEnv, mount, silentBackend, WECHAT_IOS_UA, waitFor } from '../helpers/page';
import { service } from '../helpers/services';

const templates = renderFirstScreenTemplates();

// More than a grid holds (所有应用), one without an icon, names that need escaping; not in order.
const SERVICES: ServiceItem[] = [
  ...Array.from({ length: 12 }, (_, i) => service(i + 1, 10 + i)),
  service(13, 99, { name: '图书推荐', url: '/books/recommend' }),
  service(14, 5, { name: 'A&B <"新">', icon: '' }),
];
const BANNERS: Banner[] = [
  { id: 1, title: '"书香市民"冬季读书月', image: '/api/media/a', articleid: 25, path: '' },
  { id: 2, title: "声音里的书香 & Tom's", image: '/api/media/b', articleid: null, path: '/aloud/index' },
  { id: 3, title: '无处可去', image: '/api/media/c', articleid: null, path: 'https://elsewhere.example' },
];
const BASE = { rdrno: 'SX100001', name: '林书远' } as ReaderBase;
const EXTRA = {
  rdrno: 'SX100001',
  loancount: 2,
  loanlimit: 10,
  overduecount: 0,
  nextreturndate: null,
  readycount: 0,
  fine: 0,
} as unknown as ReaderExtend;

/** A returning reader's phone: the last visit's grid, banners and card summary. */
function keepLastVisit() {
  localStorage.clear();
  storage.set(STORAGE_KEYS.openid, 'o-reader');
  storage.set(STORAGE_KEYS.accessToken, 'token');
  storage.set(GRID_CACHE_KEY, gridOrder(SERVICES));
  storage.set(BANNER_CACHE_KEY, shownBanners(BANNERS));
  storage.set(READER_CACHE_KEY, {
    openid: 'o-reader',
    rdrnos: [{ rdrno: 'SX100001', select: true }],
    select_rdrno: 'SX100001',
    base: BASE,
    extra: EXTRA,
  });
}

/** The app's shell on home, start-up past 加载中 (the grid is there). */
async function renderApp(container?: HTMLElement) {
  const root = new RootStore(fakeEnv());
  runInAction(() => root.app.endLoading());
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: ['/'] });
  const ui = (
    <StoreContext.Provider value={root}>
      <RouterProvider router={router} />
    </StoreContext.Provider>
  );
  if (!container) return { root, router, view: await mount(ui) };
  const reactRoot = createRoot(container);
  await act(async () => reactRoot.render(ui));
  return { root, router, view: { container, unmount: async () => act(async () => reactRoot.unmount()) } };
}

/** An element as a comparable string: tag, attributes sorted, children; comments left out. */
function canonical(node: Node): string {
  if (node.nodeType === 3) return JSON.stringify(node.textContent);
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const attrs = [...el.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
  const children = [...el.childNodes].map(canonical).filter(Boolean);
  return `<${el.tagName.toLowerCase()} ${attrs.join(' ')}>${children.join('')}</>`;
}
const canonicalChildren = (el: Element) => [...el.childNodes].map(canonical).filter(Boolean);

const FirstScreen = suite('home painted before React');

// Nothing answers: what is on screen is what the app starts with, as when it takes over.
let backend: Backend | null = null;
FirstScreen.before.each(() => {
  backend = silentBackend();
});
FirstScreen.after.each(() => {
  backend?.restore();
  localStorage.clear();
});

FirstScreen(
  'the painted screen is what React renders for the same data: services, order, links, banners, card, tab bar',
  async () => {
    keepLastVisit();
    const painted = document.createElement('div');
    painted.innerHTML = screenHtml(templates, {
      services: gridOrder(SERVICES),
      banners: shownBanners(BANNERS),
      strip: stripText(BASE, EXTRA),
    });
    const { view } = await renderApp();
    const names = (el: Element) => [...el.querySelectorAll('.ui-grid-name')].map((n) => n.textContent);
    assert.is(names(painted).length, 12);
    assert.equal(names(painted).slice(0, 2), ['图书推荐', '服务12']);
    assert.is(names(painted)[11], '所有应用');
    assert.equal(
      [...painted.querySelectorAll('.home-banner')].map((a) => a.getAttribute('href')),
      ['/banner_article?id=25', '/aloud/index'],
    );
    assert.ok(painted.querySelector('.home-banner-caption')?.textContent === '"书香市民"冬季读书月');
    // The other banners' pictures are asked for once the first is in, whichever screen shows it.
    const others = (el: Element) => [...el.querySelectorAll('.home-banner img')].slice(1);
    assert.not.ok(others(painted).some((img) => img.hasAttribute('src')));
    for (const img of others(view.container)) img.removeAttribute('src');
    // 暂停轮播 comes with the app, over the carousel's corner (absolutely placed: nothing moves).
    assert.not.ok(painted.querySelector('.home-banner-pause'));
    view.container.querySelector('.home-banner-pause')?.remove();
    assert.equal(canonicalChildren(painted), canonicalChildren(view.container));
    await view.unmount();
  },
);

FirstScreen(
  'with nothing kept: skeletons for the grid and the card, the banners’ room; as React shows them',
  async () => {
    localStorage.clear();
    const painted = document.createElement('div');
    painted.innerHTML = screenHtml(templates, { services: null, banners: null, strip: null });
    assert.ok(painted.querySelector('.ui-grid--skeleton'));
    assert.ok(painted.querySelector('.home-banners--room'));
    assert.ok(painted.querySelector('.home-strip--skeleton'));
    const { view } = await renderApp();
    assert.equal(canonicalChildren(painted), canonicalChildren(view.container));
    await view.unmount();
  },
);

FirstScreen('painted only where start-up stays on home, inside WeChat', () => {
  localStorage.clear();
  const at = (path: string) => `http://127.0.0.1${path}`;
  assert.not.ok(paintsHome(at('/'), WECHAT_IOS_UA), 'a first visit leaves for the authorize page');
  assert.ok(paintsHome(at('/?code=abc&state=s'), WECHAT_IOS_UA), 'back from the authorize page, to home');
  assert.not.ok(paintsHome(at('/?code=abc&state=s&redirect_uri=%2Fbooks%2Findex'), WECHAT_IOS_UA));
  assert.ok(paintsHome(at('/?code=abc&state=s&redirect_uri=%2F'), WECHAT_IOS_UA));
  keepLastVisit();
  assert.ok(paintsHome(at('/'), WECHAT_IOS_UA), 'a returning reader');
  assert.not.ok(paintsHome(at('/'), DESKTOP_UA), 'outside WeChat');
  assert.not.ok(paintsHome(at('/books/index'), WECHAT_IOS_UA), 'another page');
  assert.not.ok(paintsHome(at('/sguide'), WECHAT_IOS_UA), 'the service guide');
  assert.not.ok(paintsHome(at('/?from_libcode=signup'), WECHAT_IOS_UA), 'the sign-up entry');
});

FirstScreen('the address alone: home inside WeChat, whatever storage and cookies say', () => {
  localStorage.clear();
  const at = (path: string) => `http://127.0.0.1${path}`;
  assert.ok(addressedToHome(at('/'), WECHAT_IOS_UA), 'a first visit too (paintsHome says no later)');
  assert.ok(addressedToHome(at('/?from_libcode=signup'), WECHAT_IOS_UA), 'the cookie-free check');
  assert.ok(addressedToHome(at('/?code=abc&state=s&redirect_uri=%2F'), WECHAT_IOS_UA));
  assert.not.ok(addressedToHome(at('/?code=abc&state=s&redirect_uri=%2Fbooks%2Findex'), WECHAT_IOS_UA));
  assert.not.ok(addressedToHome(at('/books/index'), WECHAT_IOS_UA));
  assert.not.ok(addressedToHome(at('/sguide'), WECHAT_IOS_UA));
  assert.not.ok(addressedToHome(at('/'), DESKTOP_UA));
});

FirstScreen('a tap before the app is there is kept, and the app opens it when it takes over', async () => {
  keepLastVisit();
  const painted = document.createElement('div');
  painted.id = 'root';
  document.body.append(painted);
  startFirstScreen(painted, templates);
  assert.ok(firstScreenShown());
  const recommend = [...painted.querySelectorAll('.ui-grid-button')].find((b) => b.textContent === '图书推荐');
  assert.ok(recommend, 'the kept grid is painted');
  (recommend as HTMLElement).click();
  const app = appContainer();
  assert.is(app.hidden, true, 'the app renders hidden beside the painted screen');
  const { router, view } = await renderApp(app);
  await waitFor(() => !painted.isConnected, 2000, 'the painted screen replaced');
  assert.is(app.id, 'root');
  assert.is(app.hidden, false);
  assert.not.ok(firstScreenShown());
  await waitFor(() => router.state.location.pathname === '/books/recommend', 2000, 'the tap replayed');
  await view.unmount();
  app.remove();
});

FirstScreen.run();
