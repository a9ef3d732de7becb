/**
 * The route sweep's browser side: a lane (a browser context of one persona, the probe installed),
 * its tab with the requests watched, the records of the current visit, and when a visit has
 * settled. See docs/HARNESS.md, "The route sweep".
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { COLOR_SCHEME_COOKIE, TEXT_SIZE_COOKIE } from '../../harness/bridge/displaySettings';
import { phone } from './browser';
import { type Condition, DARK, LARGE_TEXT } from './sweepPlan';
import { PROBE_SCRIPT } from './sweepProbe';

/**
 * A visit may load for this long after its last navigation before it counts as stuck: an OAuth
 * trip (a new document) or a route change is progress. In all it may take three times as long.
 */
const SETTLE_LIMIT_MS = 20000;
/**
 * Settled: nothing loading, and no request and no DOM change for this long (looked at every
 * 100 ms). On most screens this wait is most of an in-app visit's time (docs/HARNESS.md, "The
 * route sweep": its time).
 */
const QUIET_MS = 400;

export interface Records {
  pageErrors: string[];
  rejections: string[];
  toasts: string[];
  /** Toasts whose text took more than one line at the phone's width. */
  toastWraps: string[];
  /** /api calls that failed (HTTP status or network error), in order. */
  failedCalls: string[];
  /** The main frame's addresses, in order. */
  addresses: string[];
}

const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
const apiPath = (r: Request) => new URL(r.url()).pathname.slice(4);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** SWEEP_TRACE=1: each visit's time to settle, where it went and which calls failed. */
export const trace = (line: string) => process.env.SWEEP_TRACE === '1' && console.log(`      ${line}`);

/** The page's requests: those in flight, and when one last started or ended. */
interface Network {
  inFlight: Set<Request>;
  lastActivity: number;
  /** When the main frame last navigated (a new document or a route change). */
  lastNavigation: number;
}

/**
 * Waits until the page settled or SETTLE_LIMIT_MS passed; true when it settled. Quiet network
 * means no request for QUIET_MS, not merely none in flight: start-up chains calls, and the next
 * call's event may arrive just after the previous call's answer. The quiet is counted from the
 * visit's start at the earliest: the screen left behind was quiet long ago, and on a busy machine
 * the router may take a while to answer the route change with its first DOM change or request.
 */
export async function settle(page: Page, network: Network, since: number): Promise<boolean> {
  const deadline = since + 3 * SETTLE_LIMIT_MS;
  while (Date.now() < deadline && Date.now() - Math.max(since, network.lastNavigation) < SETTLE_LIMIT_MS) {
    await sleep(100);
    try {
      const [quietFor, loading] = (await page.evaluate('[window.__sweep.quietFor(), window.__sweep.loading()]')) as [
        number,
        boolean,
      ];
      const now = Date.now();
      const networkQuiet = network.inFlight.size === 0 && now - Math.max(since, network.lastActivity) >= QUIET_MS;
      if (!loading && networkQuiet && Math.min(quietFor, now - since) >= QUIET_MS) return true;
    } catch {
      // A navigation (the OAuth round trip) replaced the document: look again.
    }
  }
  trace(`not settled; in flight: ${[...network.inFlight].map((r) => r.url()).join(' ') || 'none'}`);
  return false;
}

/**
 * In-app navigation, as a link would do it: the router follows popstate. The entry gets a key of
 * its own, as the router's own pushes do, so the app takes it for a page it has not shown yet.
 */
const PUSH_ROUTE = `(path) => {
  const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (history.state?.idx ?? 0) + 1 };
  history.pushState(state, '', path);
  dispatchEvent(new PopStateEvent('popstate', { state }));
}`;

/** An open page, its requests watched (see `watch`). */
interface Tab {
  page: Page;
  network: Network;
}

/**
 * A browser context of one persona, with the probe installed; `records` is the current visit's;
 * `tab` the page in-app visits navigate in (opened at / on the first).
 */
export interface Lane {
  context: BrowserContext;
  records: Records;
  tab?: Tab;
}

export const noRecords = (): Records => ({
  pageErrors: [],
  rejections: [],
  toasts: [],
  toastWraps: [],
  failedCalls: [],
  addresses: [],
});

export async function openLane(
  browser: Browser,
  baseUrl: string,
  persona: string,
  condition: Condition,
): Promise<Lane> {
  // Layout is the same at any scale; one device pixel per CSS pixel paints a quarter of the pixels.
  const context = await phone(browser, baseUrl, { persona, deviceScaleFactor: 1 });
  const lane: Lane = { context, records: noRecords() };
  await context.addInitScript({ content: PROBE_SCRIPT });
  // WeChat's largest text, as the harness emulates 字体大小 最大: the bridge gives the page a root
  // font size of 200% before the app paints.
  if (condition === 'large-text')
    await context.addCookies([{ name: TEXT_SIZE_COOKIE, value: LARGE_TEXT, url: baseUrl }]);
  // The phone's 深色模式: the bridge answers matchMedia('(prefers-color-scheme: dark)') with true.
  if (condition === 'dark') await context.addCookies([{ name: COLOR_SCHEME_COOKIE, value: DARK, url: baseUrl }]);
  await context.exposeFunction('__sweepRecord', (kind: string, text: string) => {
    if (kind === 'rejection') lane.records.rejections.push(text);
    else if (kind === 'toast') lane.records.toasts.push(text);
    else if (kind === 'toast-wraps') lane.records.toastWraps.push(text);
  });
  return lane;
}

/** A new page of the lane whose errors, addresses and failed calls go to the current visit's records. */
export async function openTab(lane: Lane): Promise<Tab> {
  const page = await lane.context.newPage();
  const network: Network = { inFlight: new Set(), lastActivity: Date.now(), lastNavigation: 0 };
  page.on('pageerror', (error) => lane.records.pageErrors.push(error.stack ?? error.message));
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    network.lastNavigation = Date.now();
    const url = new URL(frame.url());
    const address = url.pathname.startsWith('/__wx/')
      ? url.pathname
      : url.pathname + url.search.replace(/(code|state)=[^&]+/g, '$1=…');
    if (lane.records.addresses.at(-1) !== address) lane.records.addresses.push(address);
  });
  // Every request counts (a route's chunk as much as its data); failed /api calls are evidence.
  const { inFlight } = network;
  page.on('request', (r) => {
    inFlight.add(r);
    network.lastActivity = Date.now();
  });
  page.on('requestfinished', (r) => {
    inFlight.delete(r);
    network.lastActivity = Date.now();
  });
  page.on('requestfailed', (r) => {
    inFlight.delete(r);
    network.lastActivity = Date.now();
    if (isApi(r)) lane.records.failedCalls.push(`${apiPath(r)} (${r.failure()?.errorText ?? 'failed'})`);
  });
  page.on('response', (r) => {
    if (isApi(r.request()) && r.status() >= 400)
      lane.records.failedCalls.push(`${apiPath(r.request())} (${r.status()})`);
  });
  return { page, network };
}

export const push = (page: Page, path: string) => page.evaluate(`(${PUSH_ROUTE})(${JSON.stringify(path)})`);
