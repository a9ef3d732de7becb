/**
 * The dark condition's `not-dark` check: the page follows the phone's 深色模式. The app marks
 * `<html data-prefers-color-scheme="dark">` from `matchMedia('(prefers-color-scheme: dark)')`, and
 * what shows behind the page (the body's background, else the root's, else the canvas) is dark.
 * The page answers colours as sRGB bytes (`SCHEME_SCRIPT`, a 1×1 canvas resolves any CSS colour);
 * the arithmetic is WCAG 2's.
 */

/** Relative luminance (WCAG 2) of an sRGB colour given as bytes. */
export function relativeLuminance([r, g, b]: readonly number[]): number {
  const linear = (byte: number) => {
    const c = byte / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A background darker than this relative luminance counts as dark (#777 is about 0.18, #808080 0.22). */
export const DARK_LUMINANCE = 0.2;

/** What the page shows about its colour scheme (`SCHEME_SCRIPT`). */
export interface SchemeState {
  /** `<html data-prefers-color-scheme>`, or null. */
  marked: string | null;
  /** The colour behind the page, sRGB bytes and alpha (0-255), and where it came from. */
  background: number[];
  from: string;
}

/** The checks' verdicts: each a detail for a `not-dark` finding. */
export function notDark(state: SchemeState): string[] {
  const out: string[] = [];
  if (state.marked !== 'dark')
    out.push(
      `<html data-prefers-color-scheme> is ${state.marked === null ? 'absent' : `'${state.marked}'`}, not 'dark'`,
    );
  const luminance = relativeLuminance(state.background);
  if (luminance >= DARK_LUMINANCE) {
    const [r, g, b] = state.background;
    out.push(
      `the ${state.from}'s background rgb(${r}, ${g}, ${b}) has relative luminance ${luminance.toFixed(2)}, not under ${DARK_LUMINANCE}`,
    );
  }
  return out;
}

/**
 * In the page: the root's marker and the colour behind the page: the body's background when it is
 * not transparent, else the root's, else the canvas (dark only when the root's used
 * `color-scheme` is dark alone: `light dark` follows the browser, which is light here).
 */
export const SCHEME_SCRIPT = `(() => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const bytes = (colour) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data];
  };
  const root = document.documentElement;
  const body = document.body;
  const bodyBg = bytes(getComputedStyle(body).backgroundColor);
  const rootBg = bytes(getComputedStyle(root).backgroundColor);
  const scheme = getComputedStyle(root).colorScheme.trim();
  const background = bodyBg[3] > 0 ? bodyBg : rootBg[3] > 0 ? rootBg : scheme === 'dark' || scheme === 'only dark' ? [18, 18, 18, 255] : [255, 255, 255, 255];
  const from = bodyBg[3] > 0 ? 'body' : rootBg[3] > 0 ? 'root element' : 'canvas (color-scheme ' + scheme + ')';
  return { marked: root.getAttribute('data-prefers-color-scheme'), background, from };
})()`;
