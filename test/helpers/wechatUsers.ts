/**
 * Several WeChat users on one harness at once, each an API client with its own cookie jar,
 * platform token, openid and WeChat access token, signed in the way the app does it: persona
 * cookie, vendor login, authorize URL, WeChat's redirect with a code, code exchange.
 */
import { randomBytes } from 'node:crypto';
import { APPID, rawRequest, type RawInit, type RawResponse, signedLogin } from '../harness/helpers';
import type { RunningServer } from '../../harness/server/index';

type Json = Record<string, any>;

/** The cookies one browser would keep for the harness's origin (name → value; path and expiry ignored). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    if (value) this.cookies.set(name, value);
    else this.cookies.delete(name);
  }

  /** Takes what a response's Set-Cookie headers say (an expired cookie is removed). */
  store(setCookies: string[]): void {
    // Some Headers implementations join several Set-Cookie lines with ", " (Expires has commas too).
    const lines = setCookies.flatMap((line) => line.split(/,\s*(?=[^;,=\s]+=)/));
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()),
      );
      this.set(name, expired ? '' : decodeURIComponent(pair.slice(at + 1).trim()));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
}

export interface WechatUser {
  persona: string;
  openid: string;
  /** WeChat's web access token from the code exchange (snsapi_userinfo). */
  accessToken: string;
  /** The vendor platform's bearer token (the app keeps it in cookie `token`). */
  token: string;
  cookies: CookieJar;
  /** A request with this user's cookies and bearer token; Set-Cookie lands in the jar. */
  raw(path: string, init?: RawInit): Promise<RawResponse>;
  get(path: string, params?: Record<string, string>): Promise<Json>;
  post(path: string, body: object): Promise<Json>;
  /** The user's platform cards (`/v1/rdrno/list`). */
  cards(): Promise<{ rows: Json[]; total: number }>;
}

function createUser(base: string, persona: string): WechatUser {
  const cookies = new CookieJar();
  const user: WechatUser = {
    persona,
    openid: '',
    accessToken: '',
    token: '',
    cookies,
    async raw(path, init = {}) {
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(init.headers ?? {})) headers[key.toLowerCase()] = value;
      const token = cookies.get('token');
      if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
      if (cookies.header() && !headers.cookie) headers.cookie = cookies.header();
      const response = await rawRequest(path.startsWith('http') ? path : base + path, { ...init, headers });
      cookies.store(response.headers.getSetCookie());
      return response;
    },
    async get(path, params = {}) {
      const query = new URLSearchParams(params).toString();
      return (await user.raw(query ? `${path}?${query}` : path)).json();
    },
    async post(path, body) {
      const response = await user.raw(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    async cards() {
      return (await user.get('/api/v1/rdrno/list', { openid: user.openid, authorizer_appid: APPID })).data;
    },
  };
  return user;
}

function expectOk<T = Json>(body: Json, what: string): T {
  if (body.code !== 1) throw new Error(`${what}: ${body.message ?? JSON.stringify(body)}`);
  return body.data as T;
}

/** One WeChat user, signed in as `persona` on `server`. */
export async function signInWechatUser(
  server: RunningServer,
  persona: string,
  device: 'ios' | 'android' = 'ios',
): Promise<WechatUser> {
  const user = createUser(server.url, persona);
  expectOk(await user.post('/__harness/api/persona', { persona, device }), 'persona');
  const noncestr = randomBytes(7).toString('hex');
  const login = expectOk(await user.post('/api/v1/auth/login', signedLogin(Date.now(), { noncestr })), 'login');
  user.cookies.set('token', login.token);
  user.token = login.token;

  const authorizeUrl = expectOk<string>(
    await user.get('/api/v1/offiaccount/authorize', { authorizer_appid: APPID, libcode: '', redirect_uri: '/' }),
    'authorize URL',
  );
  const back = await user.raw(authorizeUrl.replace(/#.*$/, ''));
  const location = back.headers.get('location');
  if (back.status !== 302 || !location) throw new Error(`authorize answered ${back.status}`);
  const code = new URL(location).searchParams.get('code') ?? '';
  const exchanged = expectOk(
    await user.get('/api/v1/offiaccount/component_code_access_token', { code, appid: APPID }),
    'code exchange',
  );
  user.openid = exchanged.openid;
  user.accessToken = exchanged.access_token;
  return user;
}

/** Two WeChat users at once, signed in side by side. */
export async function twoWechatUsers(
  server: RunningServer,
  first = 'reader',
  second = 'multicard',
): Promise<[WechatUser, WechatUser]> {
  return Promise.all([signInWechatUser(server, first), signInWechatUser(server, second)]);
}
