/**
 * The bench's phone: a browser context with the WeChat iOS user agent and a 390×844 viewport,
 * loading pages under Lighthouse's mobile throttling (set through the DevTools protocol on every
 * page before it navigates) with the probe installed.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import type { RunningServer } from '../harness/server/index';
import { IOS_WECHAT_UA } from '../test/e2e/browser';
import { signInWechatUser } from '../test/helpers/wechatUsers';
import { type Sample, sampleOf } from './metrics';
import { type DocumentSeen, PROBE_SCRIPT } from './probe';

/**
 * Lighthouse's mobile preset (its "slow 4G": 150 ms round trip, 1.6 Mbps, a mid-range phone's
 * CPU as 4× slower than the machine running the bench).
 */
export const THROTTLING = {
  latencyMs: 150,
  throughputKbps: 1638.4,
  cpuSlowdown: 4,
} as const;

/** Options for one tab's visit. */
export interface Visit {
  /** Where the page goes: '/' for the app, the floor's own path. */
  path: string;
  /** A first visit: the grid counts only in the document that came back from the authorize page. */
  afterReturn?: boolean;
  /** Without throttling (the warm-up). */
  fast?: boolean;
}

export interface PhoneOptions {
  baseUrl: string;
  persona: string;
  /** localStorage the context starts with (a returning reader's stored identity). */
  localStorage?: Record<string, string>;
}

/** A fresh context: its own cookies, storage and HTTP cache (cold). */
export async function newPhone(browser: Browser, options: PhoneOptions): Promise<BrowserContext> {
  const origin = new URL(options.baseUrl).origin;
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain: new URL(origin).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: IOS_WECHAT_UA,
    locale: 'zh-CN',
    storageState: {
      cookies: [
        // Who the emulated authorize page signs in without asking, on which device.
        cookie('harness_persona', options.persona),
        cookie('harness_device', 'ios'),
        // The page as the real client loads it: WeixinJSBridge is native there, not a script.
        cookie('harness_bridge', 'none'),
      ],
      origins: options.localStorage
        ? [{ origin, localStorage: Object.entries(options.localStorage).map(([name, value]) => ({ name, value })) }]
        : [],
    },
  });
  await context.addInitScript({ content: PROBE_SCRIPT });
  return context;
}

/**
 * A returning reader's phone: a fresh context (cold HTTP cache) holding only the openid and
 * access_token an earlier sign-in left in localStorage (a fresh sign-in through the harness's own
 * OAuth each time).
 */
export async function returningPhone(
  browser: Browser,
  server: RunningServer,
  persona: string,
): Promise<BrowserContext> {
  const user = await signInWechatUser(server, persona);
  return newPhone(browser, {
    baseUrl: server.url,
    persona,
    localStorage: { openid: user.openid, access_token: user.accessToken },
  });
}

/** Lighthouse's mobile throttling (THROTTLING) on one page, through the DevTools protocol. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const bytesPerSecond = (THROTTLING.throughputKbps * 1024) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

/** The page's requests: `quiet` resolves once none has been open for `quietMs` (or `maxMs` has passed). */
export function watchNetwork(page: Page) {
  const open = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(quietMs: number, maxMs: number): Promise<void> {
      const until = Date.now() + maxMs;
      while (Date.now() < until && (open.size > 0 || Date.now() - lastChange < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Paths of the requests still open. */
    pending: () => [...open].map((request) => new URL(request.url()).pathname),
  };
}

/** Where a page that never painted the grid stands: its address, its text, what it still waits for. */
async function stuck(page: Page, pending: string[]): Promise<string> {
  const seen = (await page
    .evaluate(
      '[location.pathname + location.search, (document.body ? document.body.innerText : "").replace(/\\s+/g, " ").slice(0, 80)]',
    )
    .catch(() => ['?', '?'])) as [string, string];
  return `at ${seen[0]} showing "${seen[1]}"${pending.length ? `, still loading ${pending.join(' ')}` : ''}`;
}

/**
 * Whether the probe saw the grid painted within `timeoutMs`, asked every 200 ms with a plain
 * evaluation: Playwright's waitForFunction would inject its own script into every document at the
 * start of the load, a task of 70–440 ms on the throttled main thread that delays the page's own
 * scripts and counts among its long tasks (the floor's too).
 */
async function painted(page: Page, afterReturn: boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    // Between documents (the OAuth trip) there is no context to ask: not yet.
    const seen = await page.evaluate(`!!(window.__bench && window.__bench.painted(${afterReturn}))`).catch(() => false);
    if (seen) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/**
 * Opens a new tab in the context, loads `visit.path`, waits for the grid to be painted and the
 * network to go quiet for a second (later layout shifts and the final LCP are seen), and closes
 * the tab. Rejects when the grid is not painted within 30 s.
 */
export async function visit(context: BrowserContext, baseUrl: string, options: Visit): Promise<Sample> {
  return sampleOf(await visitDocuments(context, baseUrl, options));
}

/** As `visit`, returning what each document of the journey saw (the timeline `BENCH_TRACE` prints). */
export async function visitDocuments(
  context: BrowserContext,
  baseUrl: string,
  options: Visit,
): Promise<DocumentSeen[]> {
  const page = await context.newPage();
  try {
    if (!options.fast) await throttle(page);
    const network = watchNetwork(page);
    await page.goto(baseUrl + options.path, { waitUntil: 'commit' });
    if (!(await painted(page, !!options.afterReturn, 30_000))) {
      throw new Error(`no grid after 30 s ${await stuck(page, network.pending())}`);
    }
    await network.quiet(1000, 10_000);
    return (await page.evaluate('window.__bench.documents()')) as DocumentSeen[];
  } finally {
    await page.close();
  }
}
