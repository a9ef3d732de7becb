/**
 * Start-up never loops through WeChat's authorize page: the guard counts the round trips the
 * reader makes, whatever succeeded between them, and stops on a message with 重新授权.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RunningServer } from '../../harness/server/index';
import { http } from '../../src/api/http';
import { storage, STORAGE_KEYS } from '../../src/lib/storage';
import { Shell } from '../../src/router/Shell';
import { StoreContext } from '../../src/stores/context';
import { AUTH_MESSAGES, AUTHORIZE_ATTEMPTS_KEY, AUTHORIZE_TRIPS } from '../../src/stores/WechatStore';
import { rawRequest } from '../harness/helpers';
import { mount, waitFor } from '../helpers/page';
import { authorizeAs, type Booted, bootAt, freshPage, startHarness } from '../helpers/harness';

let server: RunningServer;

/** The harness's faults API, as a tester would call it. */
async function setFaults(settings: object) {
  const res = await rawRequest(`${server.url}/__harness/api/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  assert.is(res.status, 200, await res.text());
}
const clearFaults = () => rawRequest(`${server.url}/__harness/api/faults`, { method: 'DELETE' });

/** Counts the calls the app makes to `path` until `stop()` is called. */
function countCalls(path: string) {
  const seen = { n: 0 };
  const id = http.interceptors.request.use((c) => {
    if (c.url === path) seen.n += 1;
    return c;
  });
  return { seen, stop: () => http.interceptors.request.eject(id) };
}

interface Walk {
  /** Round trips through WeChat's authorize page. */
  trips: number;
  last: Booted;
}

/**
 * Opens `path` and behaves like the browser: each time start-up leaves for the authorize page,
 * WeChat answers for `persona` and the callback page boots; stops when a page stays put.
 */
async function walk(path: string, persona: string, maxPages = 30): Promise<Walk> {
  let href = `${server.url}${path}`;
  let trips = 0;
  for (let page = 0; page < maxPages; page += 1) {
    const booted = await bootAt(href);
    if (!booted.env.redirects.length) return { trips, last: booted };
    trips += 1;
    href = await authorizeAs(booted.env.redirects[0], persona);
  }
  throw new Error(`still leaving for WeChat after ${maxPages} pages`);
}

const loop = suite('the authorize loop');
loop.before(async () => {
  server = await startHarness();
});
loop.after.each(async () => {
  await clearFaults();
});
loop.after(() => server.close());

loop(
  'snsapi_userinfo failing every time: a bounded number of trips, then 微信授权多次未成功 and 重新授权',
  async () => {
    freshPage(server, '/userindex');
    await setFaults({ endpoints: { '/v1/offiaccount/snsapi_userinfo': { failureRate: 1 } } });
    const logins = countCalls('/v1/auth/login');
    const exchanges = countCalls('/v1/offiaccount/component_code_access_token');
    let result: Walk;
    try {
      result = await walk('/userindex', 'reader');
    } finally {
      logins.stop();
      exchanges.stop();
    }
    assert.is(result.trips, 3, 'three round trips through WeChat, not ninety');
    assert.is(exchanges.seen.n, 3, 'each trip exchanged its code successfully; none reset the count');
    assert.is(logins.seen.n, 4, 'one login per page: the first and the three callbacks');
    const { root, env } = result.last;
    assert.match(root.wechat.authError, AUTH_MESSAGES.looping);
    assert.match(root.wechat.authError, /获取微信用户信息失败/);
    assert.not.ok(root.wechat.leaving);
    assert.ok(root.reader.cardsReady, 'the guard is no longer kept waiting');
    assert.is(new URL(env.href()).pathname, '/userindex', 'the reader is on the page they wanted');
    assert.not.match(env.href(), /code=|state=/);

    // Reloading the page does not start the loop again.
    const reload = await bootAt(env.href());
    assert.equal(reload.env.redirects, []);
    assert.match(reload.root.wechat.authError, AUTH_MESSAGES.looping);
  },
);

loop('a complete sign-in between trips does not reset the count (each time the token is later refused)', async () => {
  freshPage(server, '/');
  let href = `${server.url}/`;
  let trips = 0;
  let last: Booted | undefined;
  for (let page = 0; page < 12; page += 1) {
    last = await bootAt(href);
    if (!last.env.redirects.length) {
      if (last.root.wechat.authError) break;
      // Signed in completely (profile included); then WeChat expires the token.
      assert.ok(last.root.app.wxuser?.nickname);
      const expired = await rawRequest(`${server.url}/__harness/api/expire-tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      assert.is(expired.status, 200);
      href = `${server.url}/`;
      continue;
    }
    trips += 1;
    href = await authorizeAs(last.env.redirects[0], 'reader');
  }
  assert.is(trips, 3);
  assert.match(last!.root.wechat.authError, AUTH_MESSAGES.looping);
});

loop('the window: trips inside it count, older ones are forgotten', async () => {
  const { windowMs, limit } = AUTHORIZE_TRIPS;
  assert.equal({ limit, windowMs }, { limit: 3, windowMs: 10 * 60 * 1000 });
  freshPage(server, '/');
  const inside = Date.now() - windowMs + 60 * 1000;
  storage.set(AUTHORIZE_ATTEMPTS_KEY, [inside, inside + 1, inside + 2]);
  const stopped = await bootAt(`${server.url}/`);
  assert.equal(stopped.env.redirects, [], 'three trips nine minutes ago still count');
  assert.match(stopped.root.wechat.authError, AUTH_MESSAGES.looping);

  freshPage(server, '/');
  const outside = Date.now() - windowMs - 1000;
  storage.set(AUTHORIZE_ATTEMPTS_KEY, [outside, outside + 1, outside + 2]);
  const { env, root } = await bootAt(`${server.url}/`);
  assert.is(env.redirects.length, 1);
  assert.is(root.wechat.authError, '');
  assert.is(storage.getJSON<number[]>(AUTHORIZE_ATTEMPTS_KEY)?.length, 1, 'old trips are forgotten');
});

loop('重新授权 clears the count on purpose and leaves for the authorize page', async () => {
  freshPage(server, '/userindex');
  await setFaults({ endpoints: { '/v1/offiaccount/snsapi_userinfo': { failureRate: 1 } } });
  const { last } = await walk('/userindex', 'reader');
  assert.match(last.root.wechat.authError, AUTH_MESSAGES.looping);
  await clearFaults();

  // What the reader sees: the message and 重新授权, which leaves for WeChat although the count is full.
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], {
    initialEntries: [new URL(last.env.href()).pathname],
  });
  const view = await mount(
    <StoreContext.Provider value={last.root}>
      <RouterProvider router={router} />
    </StoreContext.Provider>,
  );
  try {
    const alert = view.container.querySelector('[role="alert"]');
    assert.match(alert?.textContent ?? '', /微信授权多次未成功，请稍后重试：获取微信用户信息失败/);
    const button = [...view.container.querySelectorAll('button')].find((b) => b.textContent === '重新授权');
    assert.ok(button, '重新授权 is offered');
    await act(async () => button!.click());
    await waitFor(() => last.env.redirects.length === 1, 3000, 'the authorize redirect');
  } finally {
    await view.unmount();
  }
  assert.match(last.env.redirects[0], /\/__wx\/connect\/oauth2\/authorize\?/);
  assert.is(storage.getJSON<number[]>(AUTHORIZE_ATTEMPTS_KEY)?.length, 1, 'a fresh count: this trip only');
  // WeChat works again: the reader gets in and lands where they were going.
  const back = await bootAt(await authorizeAs(last.env.redirects[0], 'reader'));
  assert.equal(back.env.redirects, []);
  assert.is(back.root.wechat.authError, '');
  assert.ok(back.root.app.wxuser?.nickname);
  assert.is(new URL(back.env.href()).pathname, '/userindex');
  assert.ok(storage.get(STORAGE_KEYS.openid));
});

loop.run();
