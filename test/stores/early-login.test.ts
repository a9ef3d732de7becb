/**
 * The login the page starts before anything else (src/api/earlyLogin.ts): start-up uses its
 * answer instead of logging in again, asks once more when it got no verdict, and nothing is
 * started where start-up does not log in.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  earlyBannersNow,
  earlyServices,
  leaveEarlyForAuthorize,
  startEarlyBanners,
  startEarlyLogin,
  TRIP_LOGIN_KEY,
  takeEarlyBanners,
  takeEarlyLogin,
  takeEarlyServices,
} from '../../src/api/earlyLogin';
import { getCookie, setCookie } from '../../src/lib/cookie';
import { storage, STORAGE_KEYS } from '../../src/lib/storage';
import { AUTHORIZE_ATTEMPTS_KEY, OAUTH_STATE_KEY } from '../../src/wx/authorizeTrip';
import { config } from '../../src/config';
import { DESKTOP_UA, WECHAT_IOS_UA } from '../helpers/page';
import { authorizeAs, bootAt, freshPage, signInAs, withHarness } from '../helpers/harness';
import { setPageUrl } from '../helpers/origin';

const early = suite('the early login');
const server = withHarness(early);

/** Logins the harness has answered (each issues a token). */
const logins = () => server.db.prepare('SELECT COUNT(*) FROM tokens').pluck().get() as number;

early('start-up uses the early login: one login for the visit, sent once however often started', async () => {
  await signInAs(server, 'reader');
  const before = logins();
  startEarlyLogin(`${server.url}/`, WECHAT_IOS_UA);
  startEarlyLogin(`${server.url}/`, WECHAT_IOS_UA);
  const { root } = await bootAt(`${server.url}/`);
  assert.is(logins(), before + 1);
  assert.ok(root.app.gridList.length > 0, 'signed in: the grid is there');
  assert.is(root.reader.select_rdrno, 'SX100001');
  assert.is(takeEarlyLogin(), null, 'taken once');
});

early('the service list is asked for right after the early login, and start-up uses it', async () => {
  await signInAs(server, 'reader');
  const visits = () => server.db.prepare('SELECT COUNT(*) FROM tokens').pluck().get() as number;
  const before = visits();
  server.state.faults = { endpoints: { '/v1/service/list': { latency: 400 } } };
  try {
    startEarlyLogin(`${server.url}/`, WECHAT_IOS_UA);
    // The early list leaves once the login is answered: wait for the login (however busy the
    // machine), then give the list's request time to reach the harness.
    for (let waited = 0; visits() === before && waited < 5000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The early list is on its way (slow): start-up waits for it instead of asking again.
    server.state.faults = { endpoints: { '/v1/service/list': { failureRate: 1 } } };
    const { root } = await bootAt(`${server.url}/`);
    assert.not.ok(root.app.servicesError, root.app.servicesError);
    assert.ok(root.app.gridList.length > 0);
  } finally {
    server.state.faults = {};
  }
  assert.is(visits(), before + 1);
  assert.is(takeEarlyServices('SXLIB'), null, 'taken once');
});

early('an early service list for another library is not used', async () => {
  startEarlyLogin(`${server.url}/?from_libcode=SXLIB-CN`, WECHAT_IOS_UA);
  await new Promise((resolve) => setTimeout(resolve, 200));
  takeEarlyLogin();
  assert.is(takeEarlyServices('SXLIB'), null);
});

early('an early login that met a server fault is asked again by start-up', async () => {
  await signInAs(server, 'reader');
  server.state.faults = { endpoints: { '/v1/auth/login': { failureRate: 1 } } };
  startEarlyLogin(`${server.url}/`, WECHAT_IOS_UA);
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.state.faults = {};
  const before = logins();
  const { root } = await bootAt(`${server.url}/`);
  assert.is(logins(), before + 1, 'the second try signed in');
  assert.not.ok(root.app.loginFailed);
  assert.ok(root.app.gridList.length > 0);
});

early('a refused early login is not sent again: start-up shows the refusal', async () => {
  freshPage(server);
  const psk = config.wechat.psk;
  (config.wechat as { psk: string }).psk = 'wrong';
  try {
    startEarlyLogin(`${server.url}/`, WECHAT_IOS_UA);
    const before = logins();
    const { root, env } = await bootAt(`${server.url}/`);
    assert.is(logins(), before);
    assert.ok(root.app.loginFailed);
    assert.equal(env.toasts.at(-1), '应用未注册');
  } finally {
    (config.wechat as { psk: string }).psk = psk;
  }
});

early('a first visit leaves for the authorize page from the entry, and the return signs the reader in', async () => {
  freshPage(server, '/books/index');
  const href = `${server.url}/books/index`;
  startEarlyLogin(href, WECHAT_IOS_UA);
  const assigned: string[] = [];
  assert.ok(await leaveEarlyForAuthorize(href, (url) => assigned.push(url)));
  assert.is(assigned.length, 1);
  const url = new URL(assigned[0]);
  assert.is(url.pathname, '/__wx/connect/oauth2/authorize');
  assert.is(storage.get(OAUTH_STATE_KEY), url.searchParams.get('state'));
  assert.is(storage.getJSON<number[]>(AUTHORIZE_ATTEMPTS_KEY)?.length, 1, 'the trip counts');
  assert.is(storage.get(STORAGE_KEYS.redirectUri), '/books/index');
  assert.is(takeEarlyServices('SXLIB'), null, 'no service list for a page that leaves');
  takeEarlyLogin();
  const { root, env } = await bootAt(await authorizeAs(assigned[0], 'reader'));
  assert.is(root.reader.select_rdrno, 'SX100001');
  assert.is(env.redirects.length, 0);
  assert.is(new URL(env.href()).pathname, '/books/index');
});

early(
  'the sign-up QR code: the early login keeps from_libcode before leaving, and the return lands on 在线办证',
  async () => {
    freshPage(server, '/?from_libcode=signup');
    const href = `${server.url}/?from_libcode=signup`;
    startEarlyLogin(href, WECHAT_IOS_UA);
    const assigned: string[] = [];
    assert.ok(await leaveEarlyForAuthorize(href, (url) => assigned.push(url)));
    assert.is(getCookie('from_libcode'), 'signup', 'kept before leaving, on the first visit');
    takeEarlyLogin();
    const back = await authorizeAs(assigned[0], 'newcomer');
    const { env } = await bootAt(back);
    assert.ok(
      env.navigations.some((n) => n.path === '/rdrnos/create'),
      JSON.stringify(env.navigations),
    );
    assert.is(getCookie('from_libcode'), '', 'the sign-up code is spent once it opened 在线办证');
  },
);

early(
  'an OAuth return whose page carries from_libcode keeps it, even when the cookie was lost on the way',
  async () => {
    freshPage(server, '/?from_libcode=signup');
    const first = await bootAt(`${server.url}/?from_libcode=signup`);
    setCookie('from_libcode', '', { days: -1 });
    const back = await authorizeAs(first.env.redirects[0], 'newcomer');
    assert.match(back, /redirect_uri=%2F%3Ffrom_libcode%3Dsignup/);
    const { env } = await bootAt(back);
    assert.ok(env.navigations.some((n) => n.path === '/rdrnos/create'));
  },
);

early('back from the authorize page, the login the first page made is used again: one login for the trip', async () => {
  freshPage(server);
  const href = `${server.url}/`;
  const before = logins();
  startEarlyLogin(href, WECHAT_IOS_UA);
  const assigned: string[] = [];
  assert.ok(await leaveEarlyForAuthorize(href, (url) => assigned.push(url)));
  takeEarlyLogin();
  const back = await authorizeAs(assigned[0], 'reader');
  startEarlyLogin(back, WECHAT_IOS_UA);
  const { root } = await bootAt(back);
  assert.is(logins(), before + 1, 'the returning page did not log in again');
  assert.ok(root.app.gridList.length > 0, 'the token works: the grid is there');
  assert.is(root.reader.select_rdrno, 'SX100001', 'and the cards');
  assert.is(sessionStorage.getItem(TRIP_LOGIN_KEY), null, 'used once');
});

early('a login kept from a trip too long ago, or with no OAuth return in the address, is not used', async () => {
  freshPage(server);
  const kept = (age: number) =>
    sessionStorage.setItem(
      TRIP_LOGIN_KEY,
      JSON.stringify({ data: { token: 'old', elibrary: {}, wechat: {} }, at: Date.now() - age }),
    );
  const before = logins();
  kept(11 * 60 * 1000);
  startEarlyLogin(`${server.url}/?code=c&state=s`, WECHAT_IOS_UA);
  const stale = await takeEarlyLogin();
  assert.is(stale?.code, 1);
  assert.is.not(stale?.code === 1 && stale.data.token, 'old');
  kept(1000);
  startEarlyLogin(`${server.url}/`, WECHAT_IOS_UA);
  const plain = await takeEarlyLogin();
  assert.is.not(plain?.code === 1 && plain.data.token, 'old');
  assert.is(logins(), before + 2);
  sessionStorage.clear();
  await new Promise((resolve) => setTimeout(resolve, 300));
});

early('the entry loads the app instead: a returning reader, too many trips, no early login', async () => {
  await signInAs(server, 'reader');
  const assigned: string[] = [];
  startEarlyLogin(`${server.url}/`, WECHAT_IOS_UA);
  assert.not.ok(await leaveEarlyForAuthorize(`${server.url}/`, (url) => assigned.push(url)), 'stored identity');
  takeEarlyLogin();
  freshPage(server);
  storage.set(AUTHORIZE_ATTEMPTS_KEY, [Date.now(), Date.now(), Date.now()]);
  startEarlyLogin(`${server.url}/`, WECHAT_IOS_UA);
  assert.not.ok(await leaveEarlyForAuthorize(`${server.url}/`, (url) => assigned.push(url)), 'too many trips');
  takeEarlyLogin();
  storage.remove(AUTHORIZE_ATTEMPTS_KEY);
  assert.not.ok(await leaveEarlyForAuthorize(`${server.url}/`, (url) => assigned.push(url)), 'no early login');
  assert.equal(assigned, []);
  // Let the early service lists these logins started finish before the server closes.
  await new Promise((resolve) => setTimeout(resolve, 300));
});

early('nothing is started outside WeChat or on the service guide', () => {
  startEarlyLogin(`${server.url}/`, DESKTOP_UA);
  assert.is(takeEarlyLogin(), null);
  startEarlyLogin(`${server.url}/sguide`, WECHAT_IOS_UA);
  assert.is(takeEarlyLogin(), null);
});

/** After the tasks queued so far (the inline start queues one step a task). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

early(
  'the inline start: home’s mark in the parser’s task, then the login, then the banners, each a task of its own',
  async () => {
    await signInAs(server, 'reader');
    takeEarlyLogin();
    setPageUrl(`${server.url}/`);
    const ownUserAgent = Object.getOwnPropertyDescriptor(navigator, 'userAgent');
    Object.defineProperty(navigator, 'userAgent', { value: WECHAT_IOS_UA, configurable: true });
    const html = document.documentElement;
    html.classList.remove('first-screen');
    try {
      await import('../../src/boot/inline');
      assert.is(takeEarlyLogin(), null, 'the parser’s task sends nothing');
      assert.ok(html.classList.contains('first-screen'), 'home is asked for: the 加载中 placeholder is hidden at once');
      await nextTask();
      const login = takeEarlyLogin();
      assert.ok(login, 'the login left in the next task');
      assert.ok(html.classList.contains('first-screen'), 'a returning reader: home is painted, the mark stays');
      assert.is(takeEarlyBanners(), null, 'the banners wait for a task of their own');
      await nextTask();
      const banners = await takeEarlyBanners();
      assert.is(banners?.code, 1);
      assert.ok(banners?.code === 1 && banners.data.length > 0, 'the banners came');
      assert.is((await login)?.code, 1);
      assert.is((await earlyServices())?.code, 1, 'and the service list after the login');
      assert.is(earlyBannersNow(), null, 'taken: the answer is no longer offered to a carousel');
      startEarlyBanners();
      assert.is(takeEarlyBanners(), null, 'the banners are asked for once');
    } finally {
      if (ownUserAgent) Object.defineProperty(navigator, 'userAgent', ownUserAgent);
      else delete (navigator as { userAgent?: string }).userAgent;
      html.classList.remove('first-screen');
      takeEarlyLogin();
      takeEarlyServices('SXLIB');
    }
  },
);

early.run();
