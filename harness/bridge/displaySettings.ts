/**
 * The emulated phone's display settings, kept per phone like its device and client version
 * (cookies, set by the harness page and the control API's POST persona, cleared by reset): the
 * client's 字体大小 and its 深色模式. Shared by the server, the harness page and the bridge.
 */

/** Cookie harness_text_size: one of TEXT_SIZES' values; absent or unknown is 标准. */
export const TEXT_SIZE_COOKIE = 'harness_text_size';
/** Cookie harness_color_scheme: light or dark; absent is the phone's light (see display.ts). */
export const COLOR_SCHEME_COOKIE = 'harness_color_scheme';

export type TextSize = 'standard' | 'large' | 'larger' | 'largest';
export type ColorScheme = 'light' | 'dark';

/**
 * The 字体大小 steps the harness offers, from standard to WeChat's largest (200% of the body text),
 * with the root font size each gives the page, in percent. WeChat's own slider has finer steps
 * and names only 标准; these four names are the harness's.
 */
export const TEXT_SIZES: readonly { value: TextSize; label: string; percent: number }[] = [
  { value: 'standard', label: '标准', percent: 100 },
  { value: 'large', label: '大', percent: 125 },
  { value: 'larger', label: '特大', percent: 150 },
  { value: 'largest', label: '最大', percent: 200 },
];

export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

export const DEFAULT_TEXT_SIZE: TextSize = 'standard';
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'light';

export function isTextSize(value: unknown): value is TextSize {
  return TEXT_SIZES.some((size) => size.value === value);
}

export function isColorScheme(value: unknown): value is ColorScheme {
  return value === 'light' || value === 'dark';
}

/** The step of a text size; the standard one for anything else. */
export function textSizeStep(value: unknown): (typeof TEXT_SIZES)[number] {
  return TEXT_SIZES.find((size) => size.value === value) ?? TEXT_SIZES[0];
}
