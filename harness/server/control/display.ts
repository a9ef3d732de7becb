/**
 * The phone's 字体大小 and 深色模式 in the control API (harness/bridge/displaySettings.ts): POST
 * persona takes `textSize` and `colorScheme` beside the device, GET personas reports them in
 * `current`, reset forgets them. Kept in cookies, like the device, for the bridge to read.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  type ColorScheme,
  COLOR_SCHEME_COOKIE,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_TEXT_SIZE,
  isColorScheme,
  isTextSize,
  TEXT_SIZE_COOKIE,
  type TextSize,
} from '../../bridge/displaySettings.js';
import { harnessCookieOptions } from '../wechat/routes.js';

export interface DisplaySettings {
  textSize: TextSize;
  colorScheme: ColorScheme;
}

/** The settings the phone's next page load gets (the defaults where no cookie says otherwise). */
export function currentDisplay(c: Context): DisplaySettings {
  const textSize = getCookie(c, TEXT_SIZE_COOKIE);
  const colorScheme = getCookie(c, COLOR_SCHEME_COOKIE);
  return {
    textSize: isTextSize(textSize) ? textSize : DEFAULT_TEXT_SIZE,
    colorScheme: isColorScheme(colorScheme) ? colorScheme : DEFAULT_COLOR_SCHEME,
  };
}

/**
 * The settings a POST persona body asks for (a field left out or null keeps the current one, as
 * the device does), or a Chinese refusal.
 */
export function requestedDisplay(c: Context, body: Record<string, unknown>): DisplaySettings | string {
  const current = currentDisplay(c);
  const textSize = body.textSize ?? current.textSize;
  if (!isTextSize(textSize))
    return '字体大小 textSize 只能是 standard（标准）、large（大）、larger（特大）或 largest（最大）';
  const colorScheme = body.colorScheme ?? current.colorScheme;
  if (!isColorScheme(colorScheme)) return '深色模式 colorScheme 只能是 light（关）或 dark（开）';
  return { textSize, colorScheme };
}

/**
 * Sets the cookie of each setting the body named. One it left out stays unset: a page with the
 * bridge outside the harness page then keeps the browser's own dark mode (display.ts).
 */
export function setDisplayCookies(c: Context, settings: DisplaySettings, body: Record<string, unknown>): void {
  if (body.textSize != null) setCookie(c, TEXT_SIZE_COOKIE, settings.textSize, harnessCookieOptions());
  if (body.colorScheme != null) setCookie(c, COLOR_SCHEME_COOKIE, settings.colorScheme, harnessCookieOptions());
}

/** Reset: the phone is back to standard text, light. */
export function clearDisplayCookies(c: Context): void {
  deleteCookie(c, TEXT_SIZE_COOKIE, { path: '/' });
  deleteCookie(c, COLOR_SCHEME_COOKIE, { path: '/' });
}
