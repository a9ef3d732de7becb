/**
 * Who the emulated phone's user is: WeChat persona, device and client version, and the phone's
 * 字体大小 and 深色模式. A change is sent to the control API (cookies for the next page loads)
 * and the frame reloads; 深色模式 does not reload: the page hears matchMedia's `change`. A different persona
 * gets its own phone: the app's sign-in and page of the persona left are kept aside (phones.ts),
 * the app is signed out, and the new persona's kept phone, if any, comes back signed in where it
 * was; else the app starts over and signs the new persona in.
 */
import {
  type ColorScheme,
  COLOR_SCHEME_COOKIE,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_TEXT_SIZE,
  isColorScheme,
  isTextSize,
  TEXT_SIZE_COOKIE,
  type TextSize,
} from '../../bridge/displaySettings';
import { CLIENT_VERSION_COOKIE, DEFAULT_CLIENT_VERSION } from '../../bridge/protocol';
import { controlApi, type PersonaRow } from './api';
import { clearAppSession, currentPhone, refreshFrameDisplay, reloadFrame, restartApp, resumeApp } from './frame';
import { forgetPhone, keepPhone, type StorageLike, takePhone } from './phones';
import { createStore } from './store';
import { attempt } from './toast';

export type Device = 'ios' | 'android';

export const CLIENT_VERSIONS = [
  { value: '8.0.50', label: '8.0.50', note: '' },
  { value: '8.0.30', label: '8.0.30', note: '' },
  { value: '7.0.20', label: '7.0.20', note: '' },
  { value: '7.0.10', label: '7.0.10', note: '过旧，不支持开放标签' },
];

export interface Session {
  personas: PersonaRow[];
  persona: string;
  device: Device;
  clientVersion: string;
  textSize: TextSize;
  colorScheme: ColorScheme;
  busy: boolean;
  loaded: boolean;
}

export const session = createStore<Session>({
  personas: [],
  persona: '',
  device: 'ios',
  clientVersion: '8.0.50',
  textSize: DEFAULT_TEXT_SIZE,
  colorScheme: DEFAULT_COLOR_SCHEME,
  busy: false,
  loaded: false,
});

export async function loadPersonas(): Promise<void> {
  await attempt(async () => {
    const { rows, current } = await controlApi.personas();
    session.set((s) => ({
      ...s,
      loaded: true,
      personas: rows,
      persona: current.persona,
      device: current.device === 'android' ? 'android' : 'ios',
      clientVersion: current.clientVersion || DEFAULT_CLIENT_VERSION,
      textSize: isTextSize(current.textSize) ? current.textSize : DEFAULT_TEXT_SIZE,
      colorScheme: isColorScheme(current.colorScheme) ? current.colorScheme : DEFAULT_COLOR_SCHEME,
    }));
  });
}

function readCookie(cookie: string, name: string): string {
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return part.slice(at + 1).trim();
      }
    }
  }
  return '';
}

/** What the phone's user and settings are: what the cookies and the control API carry. */
type Phone = Pick<Session, 'persona' | 'device' | 'clientVersion' | 'textSize' | 'colorScheme'>;
const PHONE_KEYS = ['persona', 'device', 'clientVersion', 'textSize', 'colorScheme'] as const;

/** Who the next page load in the frame will be, by the cookies the server and the bridge read. */
export function cookieSession(cookie: string): Phone {
  const textSize = readCookie(cookie, TEXT_SIZE_COOKIE);
  const colorScheme = readCookie(cookie, COLOR_SCHEME_COOKIE);
  return {
    persona: readCookie(cookie, 'harness_persona'),
    device: readCookie(cookie, 'harness_device') === 'android' ? 'android' : 'ios',
    clientVersion: readCookie(cookie, CLIENT_VERSION_COOKIE) || DEFAULT_CLIENT_VERSION,
    textSize: isTextSize(textSize) ? textSize : DEFAULT_TEXT_SIZE,
    colorScheme: isColorScheme(colorScheme) ? colorScheme : DEFAULT_COLOR_SCHEME,
  };
}

/**
 * Takes the cookies' persona, device and version when they changed behind the page's back: 允许
 * on the 微信授权 page in the frame sets harness_persona, and so may a test or another tab.
 * True when the session changed.
 */
export function syncSessionFromCookies(cookie = document.cookie): boolean {
  const current = session.get();
  if (current.busy) return false;
  const next = cookieSession(cookie);
  if (PHONE_KEYS.every((key) => next[key] === current[key])) return false;
  session.set((s) => ({ ...s, ...next }));
  if (next.persona && !current.personas.some((p) => p.persona === next.persona)) void loadPersonas();
  return true;
}

/** Sends `change` to the control API (or sets the cookies it would); the new settings, or null. */
async function savePhone(change: Partial<Phone>): Promise<{ before: Phone; next: Phone } | null> {
  const before = session.get();
  if (before.busy) return null;
  const next: Phone = { ...pick(before), ...change };
  session.set((s) => ({ ...s, busy: true }));
  let ok: boolean;
  if (next.persona) {
    ok = await attempt(() => controlApi.setPersona(next));
  } else {
    // No persona yet (the frame shows the authorize page): the cookies the persona call would set.
    const cookie = (name: string, value: string) => {
      document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax; max-age=2592000`;
    };
    cookie('harness_device', next.device);
    cookie(CLIENT_VERSION_COOKIE, next.clientVersion);
    cookie(TEXT_SIZE_COOKIE, next.textSize);
    cookie(COLOR_SCHEME_COOKIE, next.colorScheme);
    ok = true;
  }
  session.set((s) => ({ ...s, busy: false, ...(ok ? next : {}) }));
  return ok ? { before: pick(before), next } : null;
}

const pick = (s: Phone): Phone => Object.fromEntries(PHONE_KEYS.map((key) => [key, s[key]])) as Phone;

/** 深色模式 on the phone: no reload, the page in the frame hears matchMedia's `change` at once. */
export async function changeColorScheme(colorScheme: ColorScheme): Promise<void> {
  if (session.get().colorScheme === colorScheme) return;
  if (await savePhone({ colorScheme })) refreshFrameDisplay();
}

/** A new persona, device, client version or 字体大小: the phone reloads (or switches persona). */
export async function changeSession(change: Partial<Omit<Phone, 'colorScheme'>>): Promise<void> {
  const saved = await savePhone(change);
  if (!saved) return;
  const { before, next } = saved;
  if (next.persona !== before.persona) {
    const phones = phoneStore();
    if (before.persona) keepPhone(phones, before.persona, currentPhone());
    clearAppSession();
    const kept = takePhone(phones, next.persona);
    if (kept) resumeApp(kept);
    else restartApp();
  } else {
    reloadFrame();
  }
}

/** Where each persona's phone is kept: this tab's sessionStorage (null when blocked). */
function phoneStore(): StorageLike | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** Signs the app out; the current persona's kept phone, if any, is forgotten too. */
export function signOut(): void {
  const { persona } = session.get();
  if (persona) forgetPhone(phoneStore(), persona);
  clearAppSession();
  restartApp();
}

/** Signs out and forgets the persona: the next OAuth round shows the 微信授权 page. */
export function signOutAndForget(): void {
  const { persona } = session.get();
  if (persona) forgetPhone(phoneStore(), persona);
  document.cookie = 'harness_persona=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  session.set((s) => ({ ...s, persona: '' }));
  signOut();
}
