/**
 * The page's first Chinese text costs a slow phone a long layout: the CJK font is opened and its
 * glyphs shaped the first time a character needs it. Measured on a canvas while the page still waits
 * for its stylesheet and entry, that cost is paid in a task of its own, in time the phone would
 * spend idle, instead of inside the first screen's frame.
 */

/** The app's text font: app.css's `font-family` on :root (a test keeps the two the same). */
export const TEXT_FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif';

/** The base font size, px (app.css). */
const TEXT_SIZE_PX = 14;

/** Opens the text font for `sample` (a few characters the first screen shows). */
export function warmUpText(sample: string): void {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return;
  context.font = `${TEXT_SIZE_PX}px ${TEXT_FONT_FAMILY}`;
  context.measureText(sample);
}
