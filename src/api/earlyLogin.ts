/**
 * The first two calls of start-up, sent by the entry (src/main.tsx) before the app's own chunks
 * have even arrived: the platform login, then (with its token) the service list for the home
 * grid. A tiny module with its own requests (no axios, no stores), so both round trips run beside
 * the download. Start-up takes the answers instead of asking again: each request is sent once.
 * Nothing is started outside WeChat or on the service guide, where start-up does not log in.
 * The answers have the API client's shapes (the body, or a NetworkFailure).
 */
import { config } from '../config';
import { getCookie } from '../lib/cookie';
import { buildLoginRequest } from '../lib/sign';
import { isWechat } from '../wx/detect';
import type { LoginData, NetworkFailure, PlatformResponse, Rows, ServiceItem } from './contract';
import { isEnvelope, MESSAGES, networkFailure } from './failure';

type Answer<T> = PlatformResponse<T> | NetworkFailure;
type LoginAnswer = Answer<LoginData>;
type ServicesAnswer = Answer<Rows<ServiceItem>>;

let pendingLogin: Promise<LoginAnswer> | null = null;
let pendingServices: { libcode: string; answer: Promise<ServicesAnswer> } | null = null;

/** Sends the login now (once), and the service list as soon as the login answers. */
export function startEarlyLogin(href: string, userAgent: string): void {
  if (pendingLogin || !isWechat(userAgent) || href.includes('sguide')) return;
  const { nsk, psk } = config.wechat;
  pendingLogin = send<LoginData>('POST', '/v1/auth/login', { body: buildLoginRequest(nsk, psk, config.signKey) });
  void pendingLogin.then((res) => {
    if (res.code !== 1) return;
    const libcode = sourceLibrary(href) || res.data.elibrary?.libcode || '';
    const query = { authorizer_appid: res.data.wechat.authorizer_appid, libcode, status: '1' };
    pendingServices = { libcode, answer: send('GET', '/v1/service/list', { query, token: res.data.token }) };
  });
}

/** The early login's answer, once; null when none was started (or it was taken already). */
export function takeEarlyLogin(): Promise<LoginAnswer> | null {
  const taken = pendingLogin;
  pendingLogin = null;
  return taken;
}

/** The early service list, once, when it was asked for `libcode`; else null (ask anew). */
export function takeEarlyServices(libcode: string): Promise<ServicesAnswer> | null {
  const taken = pendingServices;
  pendingServices = null;
  return taken && taken.libcode === libcode ? taken.answer : null;
}

/** SPEC §3's from_libcode: the landing URL's, else its cookie ('signup' is not a library). */
function sourceLibrary(href: string): string {
  const value = new URL(href).searchParams.get('from_libcode') || getCookie('from_libcode');
  return value && value !== 'signup' && /^[\w-]{1,32}$/.test(value) ? value : '';
}

async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: object; query?: Record<string, string>; token?: string },
): Promise<Answer<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeout);
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const headers: Record<string, string> = {};
  if (options.body) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  try {
    const response = await fetch(config.baseURL + path + query, {
      method,
      headers,
      body: options.body ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
    const answer: unknown = await response.json().catch(() => null);
    return isEnvelope(answer) ? (answer as Answer<T>) : networkFailure(MESSAGES.server);
  } catch {
    return networkFailure(timedOut ? MESSAGES.timeout : MESSAGES.network);
  } finally {
    clearTimeout(timer);
  }
}
