/**
 * Debug consoles (DESIGN): `?debug=vconsole` or `?debug=eruda` loads one as a lazy chunk and
 * remembers the choice; `?debug=off` forgets it. Never part of the first route's chunks.
 */
import { storage } from './lib/storage';

export const DEBUG_KEY = 'debug_console';
export type DebugConsole = 'vconsole' | 'eruda';

/** Reads `?debug=` and the remembered choice; returns the console to load, if any. */
export function chooseDebugConsole(href: string): DebugConsole | null {
  const asked = new URL(href).searchParams.get('debug');
  if (asked === 'off') storage.remove(DEBUG_KEY);
  else if (asked === 'vconsole' || asked === 'eruda') storage.set(DEBUG_KEY, asked);
  const chosen = storage.get(DEBUG_KEY);
  return chosen === 'vconsole' || chosen === 'eruda' ? chosen : null;
}

export async function startDebugConsole(href: string): Promise<void> {
  const chosen = chooseDebugConsole(href);
  if (chosen === 'eruda') {
    const { default: eruda } = await import('eruda');
    eruda.init();
  } else if (chosen === 'vconsole') {
    const { default: VConsole } = await import('vconsole');
    new VConsole();
  }
}
