import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { config } from '../../src/config';
import { getCookie, setCookie } from '../../src/lib/cookie';
import { storage, STORAGE_KEYS } from '../../src/lib/storage';
import { boot as startUp } from '../../src/stores/boot';
import { NO_CARD } from '../../src/stores/ReaderStore';
import { AUTH_MESSAGES, OAUTH_STATE_KEY } from '../../src/stores/WechatStore';
import { http } from '../../src/api/http';
import { RootStore } from '../../src/stores/RootStore';
import { cardState } from '../../src/components/CardGate';
import { DESKTOP_UA, fakeEnv } from '../helpers/page';
import { APPID, authorizeAs, bootAt, control, freshPage, OPENID, signInAs, withHarness } from '../helpers/harness';

const boot = suite('start-up against the harness');
const server = withHarness(boot);

boot('outside WeChat: the danger message and nothing else runs', async () => {
  freshPage(server);
  const { env, root } = await bootAt(`${server.url}/`, DESKTOP_UA);
  assert.ok(root.app.notInWechat);
  assert.not.ok(root.app.loading);
  assert.is(root.app.authorizer_appid, '', 'no login');
  assert.equal(env.redirects, []);
});

boot('the service guide skips start-up, even outside WeChat', async () => {
  freshPage(server, '/sguide');
  const { root } = await bootAt(`${server.url}/sguide`, DESKTOP_UA);
  assert.not.ok(root.app.notInWechat);
  assert.not.ok(root.app.loading);
  assert.is(root.app.authorizer_appid, '');
});

boot('login refused: the server message is toasted and loading stops', async () => {
  freshPage(server);
  const saved = config.signKey;
  config.signKey = 'not-the-key';
  try {
    const { env, root } = await bootAt(`${server.url}/`);
    assert.is(env.toasts.length, 1);
    assert.match(env.toasts[0], /签名/);
    assert.not.ok(root.app.loading);
    assert.ok(root.app.loginFailed, 'the shell offers 重试');
    assert.equal(env.redirects, []);
  } finally {
    config.signKey = saved;
  }
});

boot('no stored identity and no code: sent to the authorize URL, coming back to the wanted page', async () => {
  freshPage(server, '/books/index?tab=2');
  const { env, root } = await bootAt(`${server.url}/books/index?tab=2`);
  assert.is(env.redirects.length, 1);
  const url = new URL(env.redirects[0]);
  assert.is(url.origin, server.url);
  assert.is(url.pathname, '/__wx/connect/oauth2/authorize');
  assert.is(url.hash, '#wechat_redirect');
  assert.is(url.searchParams.get('appid'), APPID);
  assert.is(url.searchParams.get('response_type'), 'code');
  assert.is(url.searchParams.get('scope'), 'snsapi_userinfo');
  assert.ok(url.searchParams.get('component_appid'));
  assert.is(url.searchParams.get('state'), storage.get(OAUTH_STATE_KEY));
  const back = new URL(url.searchParams.get('redirect_uri')!);
  assert.is(back.searchParams.get('redirect_uri'), '/books/index?tab=2');
  assert.is(storage.get(STORAGE_KEYS.redirectUri), '/books/index?tab=2');
  // Nothing the redirect would throw away: no grid, no dictionaries, no visit record; 加载中 stays.
  assert.equal(root.app.gridList, []);
  assert.equal(root.app.libcode, []);
  assert.ok(root.app.loading);
  assert.not.ok(root.reader.cardsReady, 'leaving for WeChat: the guard keeps waiting, no bind page flashes');
});

boot('a second round trip from the landing page comes back to the wanted page, never nested', async () => {
  freshPage(server, '/?redirect_uri=%2Fuserindex');
  const { env } = await bootAt(`${server.url}/?redirect_uri=%2Fuserindex`);
  const back = new URL(new URL(env.redirects[0]).searchParams.get('redirect_uri')!);
  assert.is(back.searchParams.get('redirect_uri'), '/userindex');
  assert.is(storage.get(STORAGE_KEYS.redirectUri), '/userindex');
});

boot('on the landing page the wanted page wins over removing code and state, whichever answers first', async () => {
  // Either the code exchange or the service list answers last.
  for (const slow of ['/v1/offiaccount/component_code_access_token', '/v1/service/list']) {
    freshPage(server, '/userindex');
    const first = await bootAt(`${server.url}/userindex`);
    const callback = await authorizeAs(first.env.redirects[0], 'reader');
    server.state.faults = { endpoints: { [slow]: { latency: 300 } } };
    try {
      const { env } = await bootAt(callback);
      assert.equal(env.navigations, [{ path: '/userindex', replace: true }], slow);
    } finally {
      server.state.faults = {};
    }
  }
});

boot('?code: exchanged, identity stored, the reader comes back to the wanted page with their card', async () => {
  const { env, root } = await signInAs(server, 'reader', '/books/index');
  assert.equal(env.redirects, []);
  assert.is(root.app.wxuser?.openid, OPENID.reader);
  assert.ok(root.app.wxuser?.nickname, 'the WeChat profile is loaded');
  assert.is(storage.get(STORAGE_KEYS.openid), OPENID.reader);
  assert.ok(storage.get(STORAGE_KEYS.accessToken));
  assert.not.match(env.href(), /code=|state=/, 'code and state leave the address');
  assert.is(new URL(env.href()).pathname, '/books/index');
  assert.ok(
    env.navigations.every((n) => n.replace),
    'the callback URL is replaced, not stacked',
  );
  assert.is(root.reader.select_rdrno, 'SX100001');
  assert.is(root.reader.elibUserBase?.rdrno, 'SX100001');
  assert.is(root.reader.elibUserExtra?.loancount, 6);
  assert.ok(root.reader.cardsReady);
  assert.equal(env.alerts, []);
});

boot('the home grid is sorted by sortnum descending and the home visit is recorded', async () => {
  await signInAs(server, 'reader');
  // The sign-in's own visit record is sent without waiting for it: let it land before counting.
  const visits = () =>
    (server.db.prepare("SELECT COUNT(*) AS n FROM hunter WHERE name = '首页'").get() as { n: number }).n;
  let settled = -1;
  while (settled !== visits()) {
    settled = visits();
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const before = { n: settled };
  const { root } = await bootAt(`${server.url}/`);
  const sortnums = root.app.gridList.map((s) => s.sortnum);
  assert.equal(
    sortnums,
    [...sortnums].sort((a, b) => b - a),
  );
  // Start-up does not wait for its visit record either: give it up to 5 s to land (a busy machine).
  for (const deadline = Date.now() + 5000; visits() <= before.n && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const rows = server.db.prepare("SELECT * FROM hunter WHERE name = '首页' ORDER BY id").all() as Record<
    string,
    string
  >[];
  assert.is(rows.length, before.n + 1);
  assert.equal(
    { type: rows.at(-1)!.type, url: rows.at(-1)!.url, appid: rows.at(-1)!.authorizer_appid },
    { type: '1', url: '/', appid: APPID },
  );
  assert.ok(rows.at(-1)!.libcode);
});

boot('a reused code sends the reader to authorize again (40163)', async () => {
  freshPage(server);
  const first = await bootAt(`${server.url}/`);
  const callback = await authorizeAs(first.env.redirects[0], 'reader');
  const state = storage.get(OAUTH_STATE_KEY)!;
  await bootAt(callback);
  freshPage(server);
  storage.set(OAUTH_STATE_KEY, state);
  const again = await bootAt(callback);
  assert.is(again.env.redirects.length, 1);
  assert.match(again.env.redirects[0], /\/__wx\/connect\/oauth2\/authorize\?/);
  assert.is(storage.get(STORAGE_KEYS.openid), null);
});

boot('a code exchange the network failed is tried again with the same code before going back to WeChat', async () => {
  freshPage(server, '/userindex');
  const first = await bootAt(`${server.url}/userindex`);
  const callback = await authorizeAs(first.env.redirects[0], 'reader');
  const exchanges: string[] = [];
  const seen = http.interceptors.request.use((c) => {
    if (c.url === '/v1/offiaccount/component_code_access_token') exchanges.push(String(c.params?.code));
    return c;
  });
  // Every attempt fails: three tries of the one code, then the authorize page.
  server.state.faults = { endpoints: { '/v1/offiaccount/component_code_access_token': { failureRate: 1 } } };
  try {
    const { env } = await bootAt(callback);
    assert.is(exchanges.length, 3);
    assert.is(new Set(exchanges).size, 1, 'the same code each time');
    assert.is(env.redirects.length, 1, 'then back to the authorize page');
  } finally {
    server.state.faults = {};
    http.interceptors.request.eject(seen);
  }
});

boot('a callback whose state does not match is refused with a way forward', async () => {
  freshPage(server);
  const first = await bootAt(`${server.url}/`);
  const callback = new URL(await authorizeAs(first.env.redirects[0], 'reader'));
  callback.searchParams.set('state', 'forged');
  const { env, root } = await bootAt(callback.href);
  assert.is(root.wechat.authError, AUTH_MESSAGES.badState);
  assert.equal(env.redirects, []);
  assert.is(storage.get(STORAGE_KEYS.openid), null);
});

boot('authorization denied (state without code) shows the denial', async () => {
  freshPage(server);
  const { root } = await bootAt(`${server.url}/?state=abc`);
  assert.is(root.wechat.authError, AUTH_MESSAGES.denied);
});

boot('stored openid and access token: no OAuth round trip', async () => {
  await signInAs(server, 'reader');
  const { env, root } = await bootAt(`${server.url}/`);
  assert.equal(env.redirects, []);
  assert.is(root.app.wxuser?.openid, OPENID.reader);
  assert.is(root.reader.select_rdrno, 'SX100001');
});

boot('a failed profile fetch clears the stored identity and authorizes again', async () => {
  freshPage(server);
  storage.set(STORAGE_KEYS.openid, OPENID.reader);
  storage.set(STORAGE_KEYS.accessToken, 'expired-or-forged');
  const { env } = await bootAt(`${server.url}/`);
  assert.is(storage.get(STORAGE_KEYS.openid), null);
  assert.is(storage.get(STORAGE_KEYS.accessToken), null);
  assert.is(env.redirects.length, 1);
  assert.match(env.redirects[0], /\/__wx\/connect\/oauth2\/authorize\?/);
});

boot('a profile fetch the network failed is asked again (3 tries) before the identity is dropped', async () => {
  const { root: signedIn } = await signInAs(server, 'reader');
  assert.ok(signedIn.app.wxuser?.nickname);
  let asked = 0;
  const seen = http.interceptors.request.use((c) => {
    if (c.url === '/v1/offiaccount/snsapi_userinfo') asked += 1;
    return c;
  });
  server.state.faults = { endpoints: { '/v1/offiaccount/snsapi_userinfo': { failureRate: 1 } } };
  try {
    const { env } = await bootAt(`${server.url}/`);
    assert.is(asked, 3);
    assert.is(env.redirects.length, 1, 'then SPEC: tokens cleared, back to authorize');
    assert.is(storage.get(STORAGE_KEYS.accessToken), null);
  } finally {
    server.state.faults = {};
    http.interceptors.request.eject(seen);
  }
});

boot('no card: the 提示 dialog, then the bind page', async () => {
  const { env, root } = await signInAs(server, 'newcomer');
  assert.equal(env.alerts, [{ ...NO_CARD, dismissible: true }]);
  assert.equal(NO_CARD, { title: '提示', content: '你没有绑定读者证', confirmText: '去绑定' });
  assert.equal(env.navigations.at(-1), { path: '/rdrnos/bind', replace: undefined });
  assert.is(root.reader.readerNumber, '');
});

boot('no card: tapping the mask closes the dialog and the reader stays on the public page', async () => {
  freshPage(server, '/opac/index');
  const first = await bootAt(`${server.url}/opac/index`);
  const callback = await authorizeAs(first.env.redirects[0], 'newcomer');
  const env = fakeEnv(callback);
  env.alertAnswer = false;
  const root = new RootStore(env);
  await startUp(root);
  assert.is(env.alerts.length, 1);
  assert.not.ok(env.navigations.some((n) => n.path === '/rdrnos/bind'));
});

boot('no card: no dialog over the bind page itself', async () => {
  const { env } = await signInAs(server, 'newcomer', '/rdrnos/bind');
  assert.equal(env.alerts, []);
});

boot('no card: no dialog over the card application, even when the cards come before the address settles', async () => {
  freshPage(server, '/rdrnos/create');
  const first = await bootAt(`${server.url}/rdrnos/create`);
  const callback = await authorizeAs(first.env.redirects[0], 'newcomer');
  // The OAuth return lands on the landing page; step 12 moves to /rdrnos/create after the
  // service list, which here answers after the cards.
  server.state.faults = { endpoints: { '/v1/service/list': { latency: 400 } } };
  try {
    const env = fakeEnv(callback);
    await startUp(new RootStore(env));
    assert.is(new URL(env.href()).pathname, '/rdrnos/create');
    assert.equal(env.alerts, []);
  } finally {
    server.state.faults = {};
  }
});

boot('no card: the dialog still shows when the guard has already sent the reader to bind', async () => {
  freshPage(server, '/books/index');
  const first = await bootAt(`${server.url}/books/index`);
  const callback = await authorizeAs(first.env.redirects[0], 'newcomer');
  server.state.faults = { endpoints: { '/v1/elib/getReaderByOpenid': { latency: 300 } } };
  try {
    const env = fakeEnv(callback);
    // The guard's redirect (a cardless reader on a guarded page) lands before the cards are known.
    const guarded = setTimeout(() => env.setHref(`${server.url}/rdrnos/bind?redirect_url=%2Fbooks%2Findex`), 100);
    await startUp(new RootStore(env));
    clearTimeout(guarded);
    assert.equal(env.alerts, [{ ...NO_CARD, dismissible: true }], 'SPEC: the 提示 dialog, then the bind page');
  } finally {
    server.state.faults = {};
  }
});

boot('several cards: the library system card is selected, the others unbound there', async () => {
  const { root } = await signInAs(server, 'multicard');
  assert.is(root.reader.select_rdrno, 'SX200001');
  assert.equal(
    root.reader.rdrnos.map((r) => [r.rdrno, r.select]),
    [
      ['SX200001', 1],
      ['SX200002', 0],
      ['SX200003', 0],
    ],
  );
  const bound = server.db.prepare('SELECT rdrno FROM readers WHERE openid = ?').all(OPENID.multicard);
  assert.equal(bound, [{ rdrno: 'SX200001' }]);
  const selected = server.db
    .prepare('SELECT rdrno FROM rdrno_bindings WHERE openid = ? AND selected = 1')
    .all(OPENID.multicard);
  assert.equal(selected, [{ rdrno: 'SX200001' }]);
});

boot('a reader who left the landing page before step 12 is not taken back', async () => {
  freshPage(server, '/userindex');
  const first = await bootAt(`${server.url}/userindex`);
  const callback = await authorizeAs(first.env.redirects[0], 'reader');
  server.state.faults = { endpoints: { '/v1/service/list': { latency: 300 } } };
  try {
    const env = fakeEnv(callback);
    const root = new RootStore(env);
    // A cached grid let the reader tap 检索 while the service list was on its way.
    const moved = setTimeout(() => env.setHref(`${server.url}/opac/index`), 100);
    await startUp(root);
    clearTimeout(moved);
    assert.equal(env.navigations, []);
    assert.is(new URL(env.href()).pathname, '/opac/index');
  } finally {
    server.state.faults = {};
  }
});

boot('when the library system cannot say which card a WeChat holds, no card is unbound', async () => {
  const { root: before } = await signInAs(server, 'multicard');
  const bound = () =>
    server.db.prepare('SELECT rdrno, openid FROM readers WHERE rdrno LIKE ? ORDER BY rdrno').all('SX2%');
  await before.reader.switchTo('SX200002');
  const snapshot = JSON.stringify(bound());
  server.state.faults = { endpoints: { '/v1/elib/getReaderByOpenid': { failureRate: 1 } } };
  try {
    const { root, env } = await bootAt(`${server.url}/`);
    assert.ok(root.reader.cardsReady);
    assert.is(root.reader.readerNumber, 'SX200002');
    assert.is(JSON.stringify(bound()), snapshot, 'the library system is as it was');
    assert.equal(env.alerts, []);
  } finally {
    server.state.faults = {};
  }
});

boot('the current library follows the from_libcode cookie, else the first', async () => {
  await signInAs(server, 'reader');
  const first = await bootAt(`${server.url}/`);
  assert.is(first.root.app.current_lib?.code, first.root.app.libcode[0].code);
  setCookie('from_libcode', 'SXLIB-CN');
  const chosen = await bootAt(`${server.url}/`);
  assert.is(chosen.root.app.current_lib?.code, 'SXLIB-CN');
});

boot('?from_libcode=signup goes to /rdrnos/create, once: the next visit starts at home', async () => {
  await signInAs(server, 'reader');
  const { env } = await bootAt(`${server.url}/?from_libcode=signup`);
  assert.ok(env.navigations.some((n) => n.path === '/rdrnos/create'));
  assert.is(getCookie('from_libcode'), '', 'spent');
  const later = await bootAt(`${server.url}/`);
  assert.not.ok(later.env.navigations.some((n) => n.path === '/rdrnos/create'));
});

boot(
  'a returning reader’s library yields to a new ?from_libcode= for that visit: grid, visit record, calls',
  async () => {
    await signInAs(server, 'reader');
    setCookie('from_libcode', 'SXLIB-CN');
    const last = await bootAt(`${server.url}/`);
    assert.is(last.root.app.current_lib?.code, 'SXLIB-CN', 'the cookie’s library, the dictionaries cached');
    const other = last.root.app.libcode.find((l) => l.code !== 'SXLIB-CN')!.code;
    const visits = () =>
      server.db.prepare('SELECT libcode FROM hunter ORDER BY id DESC LIMIT 1').pluck().get() as string;
    const { root } = await bootAt(`${server.url}/?from_libcode=${other}`);
    assert.is(root.app.current_lib?.code, other);
    assert.is(root.app.currentLibcode, other);
    assert.is(visits(), other, 'the home visit is recorded for it');
    assert.is(getCookie('from_libcode'), other, 'and kept for the next visit');
  },
);

boot('redirect_uri is followed only to in-app paths', async () => {
  await signInAs(server, 'reader');
  const outside = await bootAt(`${server.url}/?redirect_uri=${encodeURIComponent('//evil.example/x')}`);
  assert.equal(outside.env.navigations, []);
  const inside = await bootAt(`${server.url}/?redirect_uri=${encodeURIComponent('/userindex')}`);
  assert.equal(inside.env.navigations, [{ path: '/userindex', replace: true }]);
});

boot('repeated failed authorizations stop with a message instead of looping', async () => {
  freshPage(server);
  const first = await bootAt(`${server.url}/`);
  const callback = await authorizeAs(first.env.redirects[0], 'reader');
  const state = storage.get(OAUTH_STATE_KEY)!;
  await bootAt(callback);
  // The same (now used) code comes back again and again, as when the page is reloaded.
  storage.remove(STORAGE_KEYS.openid);
  storage.remove(STORAGE_KEYS.accessToken);
  const redirects: number[] = [];
  let last;
  for (let i = 0; i < 4; i += 1) {
    storage.set(OAUTH_STATE_KEY, state);
    last = await bootAt(callback);
    redirects.push(last.env.redirects.length);
  }
  // The first sign-in was a trip too: a successful exchange in between does not reset the count.
  assert.equal(redirects, [1, 1, 0, 0]);
  assert.match(last!.root.wechat.authError, /微信授权多次未成功/);
  assert.match(last!.root.wechat.authError, /授权码已被使用（40163）/);
});

boot.run();

// ---

const trips = suite('round trips before the home grid');
const tripServer = withHarness(trips);

trips('the service list is requested right after login, beside the identity calls', async () => {
  const log: { url: string; start: number; end: number }[] = [];
  const starts = new Map<unknown, number>();
  const req = http.interceptors.request.use((c) => {
    starts.set(c, performance.now());
    return c;
  });
  const res = http.interceptors.response.use((r) => {
    log.push({ url: r.config.url ?? '', start: starts.get(r.config) ?? 0, end: performance.now() });
    return r;
  });
  try {
    freshPage(tripServer);
    await signInAs(tripServer, 'reader');
  } finally {
    http.interceptors.request.eject(req);
    http.interceptors.response.eject(res);
  }
  // The OAuth callback visit: its login, then the service list with nothing in between.
  const grid = log.filter((l) => l.url === '/v1/service/list').at(-1)!;
  const login = log.filter((l) => l.url === '/v1/auth/login').at(-1)!;
  assert.ok(login.end <= grid.start, 'the grid waits for the login');
  const between = log.filter((l) => l.start >= login.end && l.end <= grid.start).map((l) => l.url);
  assert.equal(between, [], 'no other call is waited for: two sequential round trips');
});

trips('a repeat visit paints the cached grid, card summary and dictionaries, then refreshes them', async () => {
  await signInAs(tripServer, 'reader');
  const root = new RootStore(fakeEnv(`${tripServer.url}/`));
  assert.not.ok(root.app.loading, 'no loading screen');
  assert.ok(root.app.gridList.length > 0, 'the cached grid is there before any call');
  assert.is(root.app.libcode[0]?.code, 'SXLIB', 'the cached dictionaries');
  assert.is(root.app.current_lib?.code, 'SXLIB');
  assert.is(cardState(root.reader), 'card', 'the card strip shows the cached card at once');
  assert.is(root.reader.shownBase?.rdrno, 'SX100001');
  assert.is(root.reader.shownExtra?.loancount, 6);
  assert.is(root.reader.readerNumber, '', 'display only: the guard and every call wait for the fresh list');
  assert.not.ok(root.reader.cardsReady);

  // What changed since is shown once start-up has refreshed it.
  const barcode = tripServer.db
    .prepare("SELECT barcode FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL ORDER BY id LIMIT 1")
    .pluck()
    .get();
  await control(tripServer, '/return', { barcode });
  await startUp(root);
  assert.is(root.reader.shownExtra?.loancount, 5);
  assert.is(new RootStore(fakeEnv(`${tripServer.url}/`)).reader.shownExtra?.loancount, 5, 'and cached again');
});

trips('a repeat visit whose card list fails shows the failure, not the cached card', async () => {
  await signInAs(tripServer, 'reader');
  const root = new RootStore(fakeEnv(`${tripServer.url}/`));
  assert.is(cardState(root.reader), 'card');
  tripServer.state.faults = { endpoints: { '/v1/rdrno/list': { failureRate: 1 } } };
  try {
    await startUp(root);
  } finally {
    tripServer.state.faults = {};
  }
  assert.is(cardState(root.reader), 'failed');
  assert.is(root.reader.shownBase, null);
});

trips("another WeChat user's cached card is never shown", async () => {
  await signInAs(tripServer, 'reader');
  storage.set(STORAGE_KEYS.openid, OPENID.multicard);
  const root = new RootStore(fakeEnv(`${tripServer.url}/`));
  assert.is(root.reader.shownBase, null);
  assert.is(cardState(root.reader), 'loading');
});

trips.run();
