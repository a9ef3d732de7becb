/**
 * Debug consoles (DESIGN): `?debug=vconsole` or `?debug=eruda` loads one as a lazy chunk and
 * remembers the choice; `?debug=off` forgets it. Never part of the first route's chunks.
 *
 * The entry (main.tsx) reads the choice first thing, before a first visit can leave for WeChat's
 * authorize page, so it is in storage when the reader comes back. Without storage the choice
 * still makes the trip: the page to come back to keeps its query (wx/authorizeTrip.ts), so the
 * OAuth landing's redirect_uri carries `debug=` and is read here too.
 */
import { safeInAppPath } from './lib/redirect';
import { storage } from './lib/storage';

export const DEBUG_KEY = 'debug_console';
export type DebugConsole = 'vconsole' | 'eruda';

const isConsole = (value: string | null): value is DebugConsole => value === 'vconsole' || value === 'eruda';

/** `?debug=` of the address, else of the in-app page an OAuth landing's redirect_uri names. */
export function askedDebugConsole(href: string): string | null {
  const url = new URL(href);
  const asked = url.searchParams.get('debug');
  if (asked !== null) return asked;
  const back = safeInAppPath(url.searchParams.get('redirect_uri'));
  return back ? new URL(back, url.origin).searchParams.get('debug') : null;
}

/** Reads `?debug=` and the remembered choice; returns the console to load, if any. */
export function chooseDebugConsole(href: string): DebugConsole | null {
  const asked = askedDebugConsole(href);
  if (asked === 'off') storage.remove(DEBUG_KEY);
  else if (isConsole(asked)) storage.set(DEBUG_KEY, asked);
  if (isConsole(asked)) return asked;
  if (asked === 'off') return null;
  const chosen = storage.get(DEBUG_KEY);
  return isConsole(chosen) ? chosen : null;
}

export async function startDebugConsole(href: string): Promise<void> {
  const chosen = chooseDebugConsole(href);
  try {
    if (chosen === 'eruda') {
      const { default: eruda } = await import('eruda');
      eruda.init();
    } else if (chosen === 'vconsole') {
      const { default: VConsole } = await import('vconsole');
      new VConsole();
    }
  } catch (error) {
    // Offline or leaving the page: the app runs without its console.
    console.error('The debug console could not be loaded', error);
  }
}
