/** Chromium for end-to-end suites: Debian's Chromium (its headless shell), a phone viewport, a WeChat user agent. */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const IOS_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** Debian's chromium: the full browser, and (package chromium-headless-shell) its old headless mode. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Chromium for tests: Debian's headless shell when installed (the same Chromium without a
 * browser's window and compositor around it: a page costs well under half the CPU), else the full
 * chromium; CHROMIUM_PATH overrides. The bench measures paint in the full browser (`full`).
 */
export function launch(options: { full?: boolean } = {}): Promise<Browser> {
  const preferred = options.full || !existsSync(HEADLESS_SHELL) ? FULL_CHROMIUM : HEADLESS_SHELL;
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? preferred,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A microphone for recording in the page (a generated tone), granted without a prompt.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** A phone in WeChat (persona chosen with the harness cookie), or a desktop browser. */
export async function phone(
  browser: Browser,
  baseUrl: string,
  options: { persona?: string; wechat?: boolean; deviceScaleFactor?: number } = {},
): Promise<BrowserContext> {
  const wechat = options.wechat ?? true;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    isMobile: wechat,
    hasTouch: wechat,
    userAgent: wechat ? IOS_WECHAT_UA : DESKTOP_UA,
    locale: 'zh-CN',
  });
  if (wechat && options.persona) {
    await context.addCookies([
      { name: 'harness_persona', value: options.persona, url: baseUrl },
      { name: 'harness_device', value: 'ios', url: baseUrl },
    ]);
  }
  return context;
}

/** A phone signed in as `persona`, at `path`, settled on the route's title. */
export async function openAs(browser: Browser, baseUrl: string, persona: string, path: string, title: string) {
  const context = await phone(browser, baseUrl, { persona });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 15000 });
  await page.waitForFunction((wanted) => document.title === wanted, title);
  return { context, page };
}
