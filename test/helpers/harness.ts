/**
 * The stores against the harness server in-process: a server on a free port, the happy-dom page
 * pointed at it, and WeChat's OAuth walked the way the client would.
 */
import { rawRequest, startTestServer } from '../harness/helpers';
import type { RunningServer } from '../../harness/server/index';
import { RootStore } from '../../src/stores/RootStore';
import { boot } from '../../src/stores/boot';
import { storage, STORAGE_KEYS } from '../../src/lib/storage';
import { clearBrowserState, setPageUrl } from './origin';
import { fakeEnv, type FakeEnv, realBackend, WECHAT_IOS_UA } from './page';
import type { Test } from 'uvu';
import { installWx } from '../../src/wx/sdk';

export { OPENID, APPID } from '../harness/helpers';

export async function startHarness(): Promise<RunningServer> {
  const server = await startTestServer();
  setPageUrl(`${server.url}/`);
  return server;
}

/**
 * A call to the harness's control API (docs/HARNESS.md), as a tester or the harness page would set
 * up a case: POST `path` under /__harness/api with a JSON body; its `data`, or it throws.
 */
export async function control<T = unknown>(server: RunningServer, path: string, body: object = {}): Promise<T> {
  const res = await rawRequest(`${server.url}/__harness/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 1) throw new Error(`${path}: ${json.message}`);
  return json.data as T;
}

/**
 * Gives `test` a harness server of its own, started before its first test and closed after its
 * last (the JS-SDK uninstalled and the page's storage cleared then too). What it returns stands
 * for that server at module level: `server.url`, `server.db` and `server.state` are the running
 * server's while the suite runs.
 *
 *   const Loans = suite('loans');
 *   const server = withHarness(Loans);
 */
export function withHarness<T>(test: Test<T>): RunningServer {
  let running: RunningServer | undefined;
  test.before(async () => {
    running = await startHarness();
  });
  test.after(async () => {
    installWx(null);
    localStorage.clear();
    await running?.close();
    running = undefined;
  });
  return new Proxy({} as RunningServer, {
    get(_, key) {
      if (!running) throw new Error(`the suite's harness server is not running (server.${String(key)})`);
      const value = Reflect.get(running, key);
      return typeof value === 'function' ? value.bind(running) : value;
    },
  });
}

/** A fresh page: storage and cookies cleared, at `path` of the server. */
export function freshPage(server: RunningServer, path = '/') {
  clearBrowserState();
  setPageUrl(`${server.url}${path}`);
}

export interface Booted {
  env: FakeEnv;
  root: RootStore;
}

/** Builds the stores for `href` and runs start-up to its end. */
export async function bootAt(href: string, userAgent = WECHAT_IOS_UA): Promise<Booted> {
  realBackend();
  const env = fakeEnv(href, userAgent);
  const root = new RootStore(env);
  await boot(root);
  return { env, root };
}

/** Follows the authorize URL as WeChat would for `persona`; returns the callback URL (with code and state). */
export async function authorizeAs(authorizeUrl: string, persona: string): Promise<string> {
  const res = await rawRequest(authorizeUrl.replace(/#.*$/, ''), { headers: { cookie: `harness_persona=${persona}` } });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`authorize answered ${res.status}`);
  return location;
}

/** The whole first visit of `persona` to `path`: redirect to authorize, come back with a code, boot. */
export async function signInAs(server: RunningServer, persona: string, path = '/'): Promise<Booted> {
  freshPage(server, path);
  const first = await bootAt(`${server.url}${path}`);
  const callback = await authorizeAs(first.env.redirects[0], persona);
  return bootAt(callback);
}

/** A returning visit: the openid and access token of an earlier sign-in are in storage. */
export function storedIdentity() {
  return { openid: storage.get(STORAGE_KEYS.openid), accessToken: storage.get(STORAGE_KEYS.accessToken) };
}
