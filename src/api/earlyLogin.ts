/**
 * The first calls of start-up, sent while index.html is still being parsed (by its inlined copy of
 * this module, src/boot/inline.ts; else by the entry, src/main.tsx): the platform login, then (with
 * its token) the service list for the home grid, and beside the login home's banners (public). A
 * tiny module with its own requests (no axios, no stores), so the round trips run beside the
 * download, and the entry paints home's first screen with the answers (src/home/firstScreen).
 * Start-up takes the answers instead of asking again: each request is sent once. Nothing is
 * started outside WeChat or on the service guide, where start-up does not log in; a first visit,
 * which leaves for the authorize page, asks for no service list, and the login it made is used
 * again when it comes back (a token lasts two hours).
 * The answers have the API client's shapes (the body, or a NetworkFailure).
 */
import { config } from '../config';
import { rememberSourceLibrary, sourceLibraryCode } from '../lib/sourceLibrary';
import { buildLoginRequest } from '../lib/sign';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { authorizeBackPath, mayTripToAuthorize, noteAuthorizeTrip } from '../wx/authorizeTrip';
import { isWechat } from '../wx/detect';
import type { Banner, LoginData, NetworkFailure, PlatformResponse, Rows, ServiceItem } from './contract';
import type { PlatformData, PlatformMethod, PlatformParams, PlatformPath } from './contract/endpoints';
import { isEnvelope, MESSAGES, networkFailure } from './failure';

type Answer<T> = PlatformResponse<T> | NetworkFailure;
type LoginAnswer = Answer<LoginData>;
type ServicesAnswer = Answer<Rows<ServiceItem>>;
type BannersAnswer = Answer<Banner[]>;

/**
 * The login a first visit made before leaving for the authorize page (sessionStorage: the same
 * tab comes back), used by the returning page instead of logging in again while it is this young.
 */
export const TRIP_LOGIN_KEY = 'trip_login';
const TRIP_LOGIN_MAX_AGE_MS = 10 * 60 * 1000;

/** The requests under way. */
interface Early {
  login: Promise<LoginAnswer> | null;
  services: { libcode: string; answer: Promise<ServicesAnswer> } | null;
  /** The early service list, for the first screen (not taken by start-up); null when none is asked. */
  servicesForPaint: Promise<ServicesAnswer | null>;
  /** The banners were asked for (startEarlyBanners). */
  bannersAsked: boolean;
  banners: Promise<BannersAnswer> | null;
  bannersForPaint: Promise<BannersAnswer | null>;
  bannersAnswered: BannersAnswer | null;
}

/**
 * Kept on the page (`window.__early`), not in this module: the script inlined in index.html
 * (src/boot/inline.ts, a copy of this module) starts the requests while the page is still being
 * parsed, and the entry's copy of this module takes them from there.
 */
const page = globalThis as { __early?: Early };
page.__early ??= {
  login: null,
  services: null,
  servicesForPaint: Promise.resolve(null),
  bannersAsked: false,
  banners: null,
  bannersForPaint: Promise.resolve(null),
  bannersAnswered: null,
};
const early: Early = page.__early;

/** Sends the login now (once), and the service list as soon as the login answers. */
export function startEarlyLogin(href: string, userAgent: string): void {
  if (early.login || !isWechat(userAgent) || href.includes('sguide')) return;
  // A first visit is about to leave for the authorize page (leaveEarlyForAuthorize): a grid it
  // will not show would only take bandwidth from the authorize call.
  const leaving = isFirstVisit(href) && mayTripToAuthorize();
  const login = tripLogin(href) ?? logIn();
  early.login = login;
  early.servicesForPaint = login.then((res) => {
    if (res.code !== 1 || leaving) return null;
    const libcode = sourceLibraryCode(href) || res.data.elibrary?.libcode || '';
    const query = { authorizer_appid: res.data.wechat.authorizer_appid, libcode, status: '1' };
    early.services = { libcode, answer: send('GET', '/v1/service/list', { query, token: res.data.token }) };
    return early.services.answer;
  });
}

/**
 * Sends home's banners (public, no token), once: for a page that paints home's first screen
 * (paintsHome), right after the login.
 */
export function startEarlyBanners(): void {
  if (early.bannersAsked) return;
  early.bannersAsked = true;
  const answer = send('GET', '/v1/content/banners', {});
  early.banners = answer;
  early.bannersForPaint = answer.then((res) => {
    // Kept for the app's carousel to start with, unless the app has taken the request already.
    if (early.banners === answer) early.bannersAnswered = res;
    return res;
  });
}

function logIn(): Promise<LoginAnswer> {
  const { nsk, psk } = config.wechat;
  return send('POST', '/v1/auth/login', { body: buildLoginRequest(nsk, psk, config.signKey) });
}

/** An OAuth return's page: the login its first page kept, once, while young enough. */
function tripLogin(href: string): Promise<LoginAnswer> | null {
  if (!new URL(href).searchParams.has('code')) return null;
  const kept = session(() => sessionStorage.getItem(TRIP_LOGIN_KEY));
  session(() => sessionStorage.removeItem(TRIP_LOGIN_KEY));
  try {
    const { data, at } = JSON.parse(kept ?? 'null') as { data: LoginData; at: number };
    const age = Date.now() - at;
    if (!data?.token || !(age >= 0 && age < TRIP_LOGIN_MAX_AGE_MS)) return null;
    return Promise.resolve({ code: 1, message: '', data });
  } catch {
    return null;
  }
}

/** Keeps this page's login for the page the authorize trip comes back to (tripLogin). */
export function keepTripLogin(data: LoginData): void {
  session(() => sessionStorage.setItem(TRIP_LOGIN_KEY, JSON.stringify({ data, at: Date.now() })));
}

/** sessionStorage, which may be missing or throw (blocked storage): null then. */
function session<T>(use: () => T): T | null {
  try {
    return use();
  } catch {
    return null;
  }
}

/** The early service list's answer, for the first screen; null when none was asked for. */
export function earlyServices(): Promise<ServicesAnswer | null> {
  return early.servicesForPaint;
}

/** The early banners' answer, when it has come (the app's carousel starts with it). */
export function earlyBannersNow(): BannersAnswer | null {
  return early.bannersAnswered;
}

/**
 * The early banners' request, once; null when none was sent (or it was taken already). Its answer
 * is then no longer offered by earlyBannersNow: the one who took the request has it.
 */
export function takeEarlyBanners(): Promise<BannersAnswer> | null {
  const taken = early.banners;
  early.banners = null;
  early.bannersAnswered = null;
  return taken;
}

/** The early banners' answer, for the first screen; null when none was asked for. */
export function earlyBanners(): Promise<BannersAnswer | null> {
  return early.bannersForPaint;
}

/** The early login's answer, once; null when none was started (or it was taken already). */
export function takeEarlyLogin(): Promise<LoginAnswer> | null {
  const taken = early.login;
  early.login = null;
  return taken;
}

/** The early service list, once, when it was asked for `libcode`; else null (ask anew). */
export function takeEarlyServices(libcode: string): Promise<ServicesAnswer> | null {
  const taken = early.services;
  early.services = null;
  return taken && taken.libcode === libcode ? taken.answer : null;
}

/** A first visit: no stored WeChat identity and no OAuth return in the address. */
export function isFirstVisit(href: string): boolean {
  if (storage.get(STORAGE_KEYS.openid) && storage.get(STORAGE_KEYS.accessToken)) return false;
  const url = new URL(href);
  return !url.searchParams.has('code') && !url.searchParams.has('state');
}

/**
 * A first visit's shortcut (start-up step 3, before the app is even loaded): once the early login
 * answers, ask for the authorize URL and leave for it. False when the page should load the app
 * instead (not a first visit, no early login, a refusal or a failure, or too many trips lately),
 * which then says why.
 */
export async function leaveEarlyForAuthorize(href: string, assign: (url: string) => void): Promise<boolean> {
  if (!early.login || !isFirstVisit(href) || !mayTripToAuthorize()) return false;
  const login = await early.login;
  if (login.code !== 1) return false;
  const back = authorizeBackPath(href);
  const query = {
    authorizer_appid: login.data.wechat.authorizer_appid,
    libcode: sourceLibraryCode(href) || login.data.elibrary?.libcode || '',
    redirect_uri: back,
  };
  const res = await send('GET', '/v1/offiaccount/authorize', { query, token: login.data.token });
  if (res.code !== 1 || typeof res.data !== 'string') return false;
  // SPEC §3: the visit's from_libcode is kept before leaving (the sign-up QR code's 'signup' too).
  rememberSourceLibrary(href);
  storage.set(STORAGE_KEYS.redirectUri, back);
  keepTripLogin(login.data);
  noteAuthorizeTrip(res.data);
  assign(res.data);
  return true;
}

/** A platform call of the registry, with its method and its answer's type from there. */
async function send<P extends PlatformPath>(
  method: PlatformMethod<P>,
  path: P,
  options: { body?: PlatformParams<P>; query?: Record<string, string>; token?: string },
): Promise<Answer<PlatformData<P>>> {
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
    return isEnvelope(answer) ? (answer as Answer<PlatformData<P>>) : networkFailure(MESSAGES.server);
  } catch {
    return networkFailure(timedOut ? MESSAGES.timeout : MESSAGES.network);
  } finally {
    clearTimeout(timer);
  }
}
