/**
 * The phone's 深色模式 and 字体大小 (cookies, displaySettings.ts), as the page sees them.
 *
 * 深色模式: WeChat's webviews report the system's dark mode as `prefers-color-scheme`, live. In
 * the harness page the phone is an iframe, whose `prefers-color-scheme` is the desktop's and
 * cannot be changed from outside, so `window.matchMedia` is wrapped: a query about
 * `prefers-color-scheme` answers the phone's setting, and a changed setting fires `change` on its
 * listeners; any other query is the browser's own. Inside the harness page the phone is light
 * unless set dark; a page with the bridge outside it (`?harness=1` in a browser tab) follows the
 * cookie when there is one and is left alone otherwise. The page's `color-scheme` is not touched:
 * a real webview resolves the page's own declaration, and the app declares it itself.
 *
 * 字体大小: iOS WeChat changes the font size the page receives, Android's text zoom scales the
 * text; a desktop browser ignores `-webkit-text-size-adjust`, so both are emulated as the root
 * element's font size in percent (equal to the text zoom for a page whose text is all in rem),
 * set before the app's scripts run. 标准 sets nothing.
 */
import {
  type ColorScheme,
  COLOR_SCHEME_COOKIE,
  DEFAULT_COLOR_SCHEME,
  isColorScheme,
  TEXT_SIZE_COOKIE,
  textSizeStep,
} from './displaySettings.js';

export interface DisplayEmulation {
  /** The scheme the page is told, or null while matchMedia is the browser's own. */
  colorScheme(): ColorScheme | null;
  /** Reads the cookies again: a changed 深色模式 fires `change`, the root font size follows. */
  refresh(): void;
}

const SCHEME_FEATURE = /\(\s*prefers-color-scheme\s*(?::\s*([a-z-]+)\s*)?\)/gi;
const ONLY_FEATURE = /^\s*\(\s*prefers-color-scheme\s*(?::\s*([a-z-]+)\s*)?\)\s*$/i;
/** Stand-ins for a feature that holds or does not (width is never both at most 0 and at least 1px). */
const ALWAYS = '(min-width: 0px)';
const NEVER = '((max-width: 0px) and (min-width: 1px))';

function cookieOf(cookie: string, name: string): string {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return '';
}

/** Inside the harness page (its frame): the parent exposes `__harnessHost`. */
function inHarnessPage(win: Window): boolean {
  try {
    return win.parent !== win && Boolean((win.parent as Window & { __harnessHost?: unknown }).__harnessHost);
  } catch {
    return false;
  }
}

/** Whether `(prefers-color-scheme[: value])` holds for `scheme` (no value: any scheme holds). */
const holds = (value: string | undefined, scheme: ColorScheme) => !value || value.toLowerCase() === scheme;

/** The page's own constructors (its realm, not the bridge's). */
type Realm = Window & typeof globalThis;

type Listener = ((event: Event) => void) | { handleEvent(event: Event): void };

/**
 * A MediaQueryList for a query about the colour scheme, answered with the phone's setting.
 * `hold(list, true)` while it has a `change` listener (or `onchange`), `hold(list, false)` once it
 * has none: the browser keeps its own lists alive so, however little of them the page keeps.
 */
function emulatedList(
  win: Window,
  query: string,
  real: (q: string) => MediaQueryList,
  scheme: () => ColorScheme,
  hold: (list: object, listening: boolean) => void,
) {
  const only = ONLY_FEATURE.exec(query);
  const inner = (s: ColorScheme) =>
    real(query.replace(SCHEME_FEATURE, (_, value) => (holds(value, s) ? ALWAYS : NEVER)));
  const evaluate = () => (only ? holds(only[1], scheme()) : inner(scheme()).matches);
  const target = new (win as Realm).EventTarget();
  const wrapped = new Map<Listener, Listener>();
  // The `change` listeners on `target`, as EventTarget tells them apart: [bubble, capture].
  const listening = [new Set<Listener>(), new Set<Listener>()];
  const phase = (options?: EventListenerOptions | boolean) =>
    Number(typeof options === 'boolean' ? options : Boolean(options?.capture));
  const keep = () => hold(list, onchange !== null || listening.some((set) => set.size > 0));
  let matches = evaluate();
  let onchange: ((event: Event) => void) | null = null;
  const list = {
    get matches() {
      return evaluate();
    },
    media: real(query).media,
    get onchange() {
      return onchange;
    },
    set onchange(handler: ((event: Event) => void) | null) {
      onchange = typeof handler === 'function' ? handler : null;
      keep();
    },
    addEventListener(type: string, listener: Listener | null, options?: AddEventListenerOptions | boolean) {
      if (!listener) return;
      target.addEventListener(type, listener, options);
      if (type === 'change') listening[phase(options)].add(listener);
      keep();
    },
    removeEventListener(type: string, listener: Listener | null, options?: EventListenerOptions | boolean) {
      if (!listener) return;
      target.removeEventListener(type, listener, options);
      if (type === 'change') listening[phase(options)].delete(listener);
      keep();
    },
    addListener(listener: Listener | null) {
      if (!listener || wrapped.has(listener)) return;
      const call: Listener = (event) =>
        typeof listener === 'function' ? listener.call(list, event) : listener.handleEvent(event);
      wrapped.set(listener, call);
      target.addEventListener('change', call);
      listening[0].add(call);
      keep();
    },
    removeListener(listener: Listener | null) {
      const call = listener && wrapped.get(listener);
      if (!call) return;
      target.removeEventListener('change', call);
      wrapped.delete(listener);
      listening[0].delete(call);
      keep();
    },
    dispatchEvent: (event: Event) => target.dispatchEvent(event),
    /** Fires `change` when the answer changed (the setting, or the rest of the query). */
    update() {
      const now = evaluate();
      if (now === matches) return;
      matches = now;
      const event = changeEvent(win, now, list.media);
      onchange?.call(list, event);
      target.dispatchEvent(event);
    },
  };
  // The rest of a compound query (a width, say) can change too: follow the browser's answer.
  if (!only) {
    for (const s of ['light', 'dark'] as const) inner(s).addEventListener?.('change', () => list.update());
  }
  return list;
}

function changeEvent(win: Window, matches: boolean, media: string): Event {
  const Init = (win as Partial<Realm>).MediaQueryListEvent;
  if (Init) return new Init('change', { matches, media });
  const event = new (win as Realm).Event('change');
  Object.defineProperties(event, { matches: { value: matches }, media: { value: media } });
  return event;
}

/** Installs the emulation in `win` (the app page, before its scripts). */
export function installDisplay(win: Window = window): DisplayEmulation {
  const harnessPage = inHarnessPage(win);
  const root = win.document.documentElement;
  const real = win.matchMedia?.bind(win);
  // Weakly held: a page may ask matchMedia on every render and drop the answer.
  const lists = new Set<WeakRef<ReturnType<typeof emulatedList>>>();
  // Held while they have `change` listeners, as the browser holds its own lists: a page may keep
  // only its listener (the app's start script, matchMedia(…).addEventListener('change', …)), and
  // a list the garbage collector took would never tell it of the next change.
  const listening = new Set<object>();
  const hold = (list: object, on: boolean) => (on ? listening.add(list) : listening.delete(list));
  let scheme: ColorScheme | null = null;
  let wrapped = false;
  let fontSizeSet = false;

  const readScheme = (): ColorScheme | null => {
    const value = cookieOf(win.document.cookie, COLOR_SCHEME_COOKIE);
    if (isColorScheme(value)) return value;
    return harnessPage ? DEFAULT_COLOR_SCHEME : null;
  };

  const applyTextSize = () => {
    const { percent } = textSizeStep(cookieOf(win.document.cookie, TEXT_SIZE_COOKIE));
    if (percent !== 100) {
      root.style.fontSize = `${percent}%`;
      fontSizeSet = true;
    } else if (fontSizeSet) {
      root.style.removeProperty('font-size');
      fontSizeSet = false;
    }
  };

  const wrapMatchMedia = () => {
    if (!real || wrapped) return;
    wrapped = true;
    win.matchMedia = (query: string) => {
      const text = String(query);
      if (!/prefers-color-scheme/i.test(text)) return real(text);
      const list = emulatedList(win, text, real, () => scheme ?? DEFAULT_COLOR_SCHEME, hold);
      lists.add(new WeakRef(list));
      return list as unknown as MediaQueryList;
    };
  };

  const refresh = () => {
    applyTextSize();
    const next = readScheme();
    if (next === scheme) return;
    // Once the page has been told a scheme it keeps hearing one (a cleared cookie is the default).
    scheme = next ?? (scheme ? DEFAULT_COLOR_SCHEME : null);
    if (scheme) wrapMatchMedia();
    for (const ref of lists) {
      const list = ref.deref();
      if (list) list.update();
      else lists.delete(ref);
    }
  };

  scheme = readScheme();
  applyTextSize();
  if (scheme) wrapMatchMedia();
  // A cookie changed by the harness page or the control API (Chromium reports it): follow it live.
  const store = (win as Window & { cookieStore?: EventTarget }).cookieStore;
  store?.addEventListener?.('change', () => refresh());
  return { colorScheme: () => scheme, refresh };
}
