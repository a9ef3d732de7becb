/**
 * The app frame: where it is (path + query, title), navigation (address bar, back, forward,
 * reload), and signing the app out. Same origin, so the page reads and drives the frame's window
 * directly; history.pushState / replaceState are wrapped after every load to follow the app's
 * router at once, and a slow poll catches anything else (document.title included).
 */
import { dropAsks } from './host';
import { APP_COOKIES, APP_STORAGE_KEYS, type PhoneStash, restorePlan, resumePath, stashFor } from './phones';
import { createStore } from './store';

export const HOME_PATH = '/?harness=1';
export const DEMO_PATH = '/__harness/jssdk';
const PATH_KEY = 'harness_page:path';

export interface FrameLocation {
  path: string;
  title: string;
  loading: boolean;
}

export const frameLocation = createStore<FrameLocation>({ path: '', title: '', loading: true });

const loadListeners = new Set<() => void>();

/** Runs `listener` after every page load in the frame; returns an unsubscribe. */
export function onFrameLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

let frame: HTMLIFrameElement | null = null;

/** The frame starts at `path` when the harness page (re)loads: a second phone opens a shared link so. */
export function rememberPath(path: string): void {
  try {
    sessionStorage.setItem(PATH_KEY, path);
  } catch {
    // Not remembered: the frame starts at the app's home.
  }
}

/** The path the frame starts at: where it was before the harness page reloaded, else the app. */
export function initialPath(): string {
  try {
    return sessionStorage.getItem(PATH_KEY) || HOME_PATH;
  } catch {
    return HOME_PATH;
  }
}

/** The frame's window when it shows a page of this origin (not, say, a browser error page). */
export function frameWindow(): Window | null {
  try {
    const win = frame?.contentWindow ?? null;
    return win && win.location.origin === location.origin ? win : null;
  } catch {
    return null;
  }
}

function update(): void {
  const win = frameWindow();
  if (!win) return;
  const { pathname, search, hash } = win.location;
  const path = pathname + search + hash;
  const title = win.document?.title ?? '';
  const current = frameLocation.get();
  if (current.path === path && current.title === title) return;
  frameLocation.set({ ...current, path, title });
  try {
    sessionStorage.setItem(PATH_KEY, path);
  } catch {
    // Not remembered: the next harness page load starts at the app's home.
  }
}

function onFrameLoad(): void {
  const win = frameWindow();
  frameLocation.set((current) => ({ ...current, loading: false }));
  for (const listener of [...loadListeners]) {
    try {
      listener();
    } catch {
      // One listener's failure does not keep the others from the news.
    }
  }
  if (!win) return;
  // Calls made before this document started belong to the page that is gone.
  dropAsks(win.performance.timeOrigin);
  const history = win.history;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      setTimeout(update, 0);
      return result;
    };
  }
  win.addEventListener('popstate', update);
  win.addEventListener('hashchange', update);
  win.addEventListener('pagehide', () => {
    dropAsks();
    frameLocation.set((current) => ({ ...current, loading: true }));
  });
  update();
}

let _poll: ReturnType<typeof setInterval> | null = null;

export function attachFrame(element: HTMLIFrameElement | null): void {
  if (frame) frame.removeEventListener('load', onFrameLoad);
  frame = element;
  if (!element) return;
  element.addEventListener('load', onFrameLoad);
  _poll ??= setInterval(update, 500);
}

/** Opens an in-origin path (or a full URL of this origin) in the frame; false when refused. */
export function navigate(input: string): boolean {
  let target: URL;
  try {
    target = new URL(input.trim() || '/', location.origin);
  } catch {
    return false;
  }
  if (target.origin !== location.origin) return false;
  frameLocation.set((current) => ({ ...current, path: target.pathname + target.search + target.hash, loading: true }));
  const win = frameWindow();
  if (win) win.location.assign(target.href);
  else if (frame) frame.src = target.href;
  return true;
}

export function back(): void {
  frameWindow()?.history.back();
}

export function forward(): void {
  frameWindow()?.history.forward();
}

export function reloadFrame(): void {
  const win = frameWindow();
  frameLocation.set((current) => ({ ...current, loading: true }));
  if (win) win.location.reload();
  else if (frame) frame.src = initialPath();
}

/**
 * The phone's 深色模式 changed (its cookie is set): the bridge in the frame reads it again and
 * fires matchMedia's `change` on the page's listeners. A page without the bridge waits for its
 * next load.
 */
export function refreshFrameDisplay(): void {
  const win = frameWindow() as (Window & { __harnessBridge?: { display?: { refresh(): void } } }) | null;
  win?.__harnessBridge?.display?.refresh();
}

/** Reloads the frame's current page with `?name=value` set (the debug console switch). */
export function reloadWithParam(name: string, value: string): void {
  const url = new URL(frameLocation.get().path || HOME_PATH, location.origin);
  url.searchParams.set(name, value);
  navigate(url.pathname + url.search + url.hash);
}

/** Forgets the app's sign-in (stored openid, tokens, library, OAuth state); the caller reloads. */
export function clearAppSession(): void {
  for (const key of APP_STORAGE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage blocked: nothing of the app's is stored either.
    }
  }
  for (const name of APP_COOKIES) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/**
 * Reloads the app after its sign-in was cleared. An OAuth page or return (?code&state) would
 * fail the app's state check now, so those start over at the app's home instead.
 */
export function restartApp(): void {
  const path = frameLocation.get().path || HOME_PATH;
  if (resumePath(path, HOME_PATH) !== path) navigate(HOME_PATH);
  else reloadFrame();
}

/** The phone as it is now: the app's sign-in (storage keys, cookies) and the frame's path. */
export function currentPhone(): PhoneStash {
  let store: Storage | null = null;
  try {
    store = localStorage;
  } catch {
    // Storage blocked: nothing of the app's is stored either.
  }
  return stashFor(store, document.cookie, frameLocation.get().path);
}

/**
 * Puts a persona's phone back after clearAppSession: its sign-in, then its page in the frame (the
 * app's home instead of an OAuth page or return, as restartApp).
 */
export function resumeApp(stash: PhoneStash): void {
  const plan = restorePlan(stash, HOME_PATH);
  for (const [key, value] of plan.storage) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Not restored: the app signs in again through OAuth.
    }
  }
  for (const cookie of plan.cookies) document.cookie = cookie;
  const here = frameLocation.get().path;
  navigate(plan.path);
  // Only the #hash differs: the browser scrolls instead of loading, so load the page as well.
  if (plan.path.includes('#') && here.split('#')[0] === plan.path.split('#')[0]) reloadFrame();
}

/** Emulation on for every page the frame opens, even after the OAuth round trip drops ?harness=1. */
export function turnEmulationOn(): void {
  document.cookie = 'harness_env=wechat; path=/; SameSite=Lax';
}

/** The first QR code the app in the phone shows now whose text (`data-payload`) starts with `prefix`, or '' when none. */
export function shownQrPayload(prefix = ''): string {
  try {
    const codes = [...(frame?.contentDocument?.querySelectorAll('[data-payload]') ?? [])];
    const payloads = codes.map((code) => code.getAttribute('data-payload') ?? '');
    return payloads.find((payload) => payload.startsWith(prefix)) ?? '';
  } catch {
    return '';
  }
}
