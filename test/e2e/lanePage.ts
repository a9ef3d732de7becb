/**
 * The page as the browser lanes' journeys drive it (test/e2e/journeys.ts), the same whatever
 * drives the browser: a Playwright page (the legacy lane, Chromium stripped of the built-ins
 * the oldest targets lack) or a W3C WebDriver session (the WebKit lane, MiniBrowser).
 *
 * Elements are found in the page by one script for both (`FIND`: a CSS selector, then the
 * first visible match whose text or aria-label holds the wanted words), so the lanes see the same
 * thing. It runs in the page's main world, among whatever built-ins the lane left: plain old
 * JavaScript in a string (a function compiled by tsx carries helpers the page does not have).
 * Waiting is polling (every 100 ms until a deadline), never a fixed sleep.
 */
import { writeFileSync } from 'node:fs';
import type { ElementHandle, Page } from 'playwright-core';
import { type ElementRef, type WebDriverSession, WebDriverError } from './webdriver';

/** An element: the first visible match of `css` whose text (or aria-label) holds `text`, or equals it when `exact`. */
export interface Target {
  css: string;
  text?: string | RegExp;
  exact?: boolean;
}

/** What a journey does with the page; two implementations below. */
export interface LanePage {
  /** The lane's name: 'legacy', 'webkit' (screenshots are named after it). */
  readonly lane: string;
  /** Opens `path` of the harness and waits for its load. */
  goto(path: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page and answers its (JSON) value. */
  run<T>(expression: string): Promise<T>;
  /** Waits for the target, then clicks it as a person would (scrolled to, a real pointer click). */
  click(target: Target, timeout?: number): Promise<void>;
  /** Waits for the field, then types `value` into it. */
  fill(target: Target, value: string, timeout?: number): Promise<void>;
  /** The viewport, to test/e2e/artifacts/<lane>-<name>.png. */
  screenshot(name: string): Promise<void>;
  /** Errors the browser itself reported since `since` (Playwright's pageerror; WebDriver has none). */
  browserErrors(since: number): string[];
  close(): Promise<void>;
}

export const DEFAULT_TIMEOUT = 15_000;

/** The finder, as the page runs it: `(FIND)(spec)` answers an element or null. */
const FIND = `function (spec) {
  var nodes = document.querySelectorAll(spec.css);
  var pattern = spec.pattern === null ? null : new RegExp(spec.pattern, spec.flags);
  for (var i = 0; i < nodes.length; i += 1) {
    var el = nodes[i];
    var box = el.getBoundingClientRect();
    if (!(box.width > 0 && box.height > 0)) continue;
    if (window.getComputedStyle(el).visibility === 'hidden') continue;
    if (spec.text === null && pattern === null) return el;
    var text = (el.textContent || '').replace(/\\s+/g, ' ').trim();
    var label = (el.getAttribute('aria-label') || '').trim();
    if (spec.text !== null) {
      if (spec.exact ? text === spec.text || label === spec.text : text.indexOf(spec.text) !== -1 || label.indexOf(spec.text) !== -1) return el;
    } else if (pattern.test(text) || pattern.test(label)) return el;
  }
  return null;
}`;

type Spec = { css: string; text: string | null; pattern: string | null; flags: string; exact: boolean };

const specOf = (target: Target): Spec => ({
  css: target.css,
  text: typeof target.text === 'string' ? target.text : null,
  pattern: target.text instanceof RegExp ? target.text.source : null,
  flags: target.text instanceof RegExp ? target.text.flags.replace('g', '') : '',
  exact: Boolean(target.exact),
});

const describe = (target: Target) => (target.text === undefined ? target.css : `${target.css} "${target.text}"`);

/** An expression answering `fn(element)` for the target's element, or null when there is none. */
const withElement = (target: Target, fn: string) =>
  `(function () { var el = (${FIND})(${JSON.stringify(specOf(target))}); return el ? (${fn})(el) : null; })()`;

const TEXT_OF = `function (el) { return (el.textContent || '').replace(/\\s+/g, ' ').trim(); }`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An error no retry can mend (the browser or session gone): `poll` gives up at once. */
export class FatalError extends Error {}

/**
 * Asks `probe` every 100 ms until it answers something other than null or undefined, and
 * answers that; a probe that throws (the page between documents, an element re-rendered) is
 * asked again, unless the error is a `FatalError`. At the deadline it fails with `what` and the
 * last error.
 */
export async function poll<T>(what: string, probe: () => Promise<T | null | undefined>, timeout = DEFAULT_TIMEOUT) {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null && value !== undefined) return value;
    } catch (error) {
      if (error instanceof FatalError) throw error;
      last = error;
    }
    if (Date.now() >= deadline) {
      const why = last ? ` (last: ${String((last as Error).message ?? last).split('\n')[0]})` : '';
      throw new Error(`timed out after ${timeout} ms waiting for ${what}${why}`);
    }
    await pause(100);
  }
}

/** Waits for the target to show and answers its text (whitespace folded). */
export function waitFor(page: LanePage, target: Target, timeout = DEFAULT_TIMEOUT): Promise<string> {
  return poll(describe(target), () => page.run<string | null>(withElement(target, TEXT_OF)), timeout);
}

/** Waits until a page expression is true. */
export async function waitUntil(page: LanePage, what: string, expression: string, timeout = DEFAULT_TIMEOUT) {
  await poll(what, async () => ((await page.run<boolean>(`Boolean(${expression})`)) ? true : null), timeout);
}

/** The texts of the visible elements matching `css`, in order. */
export function texts(page: LanePage, css: string): Promise<string[]> {
  return page.run<string[]>(`(function () {
    var out = [];
    var nodes = document.querySelectorAll(${JSON.stringify(css)});
    for (var i = 0; i < nodes.length; i += 1) {
      var box = nodes[i].getBoundingClientRect();
      if (box.width > 0 && box.height > 0) out.push((${TEXT_OF})(nodes[i]));
    }
    return out;
  })()`);
}

/** An attribute of the target (waited for). */
export function attribute(page: LanePage, target: Target, name: string, timeout = DEFAULT_TIMEOUT): Promise<string> {
  return poll(
    `${describe(target)} [${name}]`,
    () =>
      page.run<string | null>(
        withElement(target, `function (el) { return el.getAttribute(${JSON.stringify(name)}); }`),
      ),
    timeout,
  );
}

/** Waits for the address (path and query) to match, and answers it. */
export function waitForPath(page: LanePage, pattern: RegExp, timeout = DEFAULT_TIMEOUT): Promise<string> {
  return poll(
    `an address matching ${pattern}`,
    async () => {
      const path = await page.run<string>('location.pathname + location.search');
      return pattern.test(path) ? path : null;
    },
    timeout,
  );
}

/** Waits for document.title to be `title`. */
export async function waitForTitle(page: LanePage, title: string, timeout = DEFAULT_TIMEOUT) {
  await waitUntil(page, `the title ${title}`, `document.title === ${JSON.stringify(title)}`, timeout);
}

/** The harness bridge's record of the tab (harness/bridge/pageErrors.ts); null without the bridge. */
export interface TabRecord {
  errors: { kind: string; message: string; url: string; time: number }[];
  documents: { url: string; time: number }[];
}

export function tabRecord(page: LanePage): Promise<TabRecord | null> {
  return page.run<TabRecord | null>(`(function () {
    var record = window.__harnessBridge && window.__harnessBridge.pageErrors;
    return record ? { errors: record.list(), documents: record.documents() } : null;
  })()`);
}

/** The Playwright page of the legacy lane. */
export function playwrightLanePage(lane: string, page: Page, baseUrl: string, shot: (name: string) => string) {
  const errors: { at: number; message: string }[] = [];
  page.on('pageerror', (error) => errors.push({ at: Date.now(), message: error.stack ?? error.message }));
  const fatal = (error: unknown): never => {
    const message = String((error as Error).message ?? error);
    throw /has been closed|Target closed/.test(message) ? new FatalError(message) : error;
  };
  const find = async (target: Target): Promise<ElementHandle | null> => {
    const handle = await page.evaluateHandle(withElement(target, 'function (el) { return el; }')).catch(fatal);
    const element = handle.asElement();
    if (!element) await handle.dispose();
    return element as ElementHandle | null;
  };
  const act = async (
    target: Target,
    timeout: number,
    action: (element: ElementHandle, left: number) => Promise<void>,
  ) => {
    const deadline = Date.now() + timeout;
    await poll(
      describe(target),
      async () => {
        const element = await find(target);
        if (!element) return null;
        try {
          // Re-rendered between finding and acting: found again on the next round.
          await action(element, Math.max(1000, deadline - Date.now()));
          return true;
        } finally {
          await element.dispose().catch(() => undefined);
        }
      },
      timeout,
    );
  };
  const lanePage: LanePage = {
    lane,
    async goto(path) {
      await page.goto(`${baseUrl}${path}`);
    },
    run: <T>(expression: string) => (page.evaluate(expression) as Promise<T>).catch(fatal),
    click: (target, timeout = DEFAULT_TIMEOUT) => act(target, timeout, (el, left) => el.click({ timeout: left })),
    fill: (target, value, timeout = DEFAULT_TIMEOUT) =>
      act(target, timeout, (el, left) => el.fill(value, { timeout: left })),
    async screenshot(name) {
      await page.screenshot({ path: shot(`${lane}-${name}`) });
    },
    browserErrors: (since) => errors.filter((e) => e.at >= since).map((e) => e.message),
    close: () => page.context().close(),
  };
  return lanePage;
}

/** Errors that mean "find it again and retry" rather than "the test failed". */
const RETRY = new Set([
  'stale element reference',
  'element click intercepted',
  'element not interactable',
  'no such element',
  'javascript error',
]);

const CENTRE = "arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' });";

/** The WebDriver session of the WebKit lane. */
export function webdriverLanePage(
  lane: string,
  session: WebDriverSession,
  baseUrl: string,
  shot: (name: string) => string,
  close: () => Promise<void>,
): LanePage {
  // A session error other than a page in motion ends the wait at once.
  const guard = <T>(call: Promise<T>) =>
    call.catch((error: unknown): never => {
      throw error instanceof WebDriverError && !RETRY.has(error.code) ? new FatalError(error.message) : error;
    });
  const find = (target: Target) =>
    guard(session.execute<ElementRef | null>(`return (${FIND})(arguments[0]);`, [specOf(target)]));
  const act = async (target: Target, timeout: number, action: (element: ElementRef) => Promise<void>) => {
    await poll(
      describe(target),
      async () => {
        const element = await find(target);
        if (!element) return null;
        // Element Click scrolls the element to the bottom edge, under the app's fixed tab bar
        // (click intercepted): to the middle first, as a reader scrolls to what they tap.
        await guard(session.execute(CENTRE, [element]));
        await guard(action(element));
        return true;
      },
      timeout,
    );
  };
  return {
    lane,
    goto: (path) => guard(session.navigate(`${baseUrl}${path}`)),
    run: <T>(expression: string) => guard(session.execute<T>(`return (${expression});`)),
    click: (target, timeout = DEFAULT_TIMEOUT) => act(target, timeout, (el) => session.click(el)),
    fill: (target, value, timeout = DEFAULT_TIMEOUT) => act(target, timeout, (el) => session.sendKeys(el, value)),
    async screenshot(name) {
      writeFileSync(shot(`${lane}-${name}`), await session.screenshot());
    },
    browserErrors: () => [],
    close,
  };
}
