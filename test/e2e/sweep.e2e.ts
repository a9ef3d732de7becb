/**
 * The route sweep: every route of the route table, as each persona, under a normal network, under
 * harness faults (20% failures, 0.5 s latency), offline after the first load, at WeChat's largest
 * text and in its dark mode. Each visit checks
 * what a reader would meet (see `checkVisit` and docs/HARNESS.md "The route sweep"); screenshots
 * go to test/e2e/artifacts/sweep/<condition>/<persona>/<route>.png, the findings to
 * test/e2e/artifacts/sweep/<condition>/<persona>/report.json.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { COLOR_SCHEME_COOKIE, TEXT_SIZE_COOKIE } from '../../harness/bridge/displaySettings';
import { phone } from './browser';
import { readTree, type TreeReport } from './sweepAria';
import { axe, axedShapes } from './sweepAxe';
import { notDark, SCHEME_SCRIPT, type SchemeState } from './sweepColour';
import type { Scenario } from './types';
import { type Finding, formatFindings, formatKnown, knownEntry } from './sweepReport';
import {
  acceptedPlaces,
  FAULTS,
  planVisits,
  plannedConditions,
  sweepOptions,
  type CheckId,
  type Condition,
  DARK,
  LARGE_TEXT,
  RENDERED_CONDITIONS,
  type Visit,
  visitSlug,
} from './sweepPlan';
import { FAILURE_WORDS, LEAKED_TEXT, type LayoutState, PROBE_SCRIPT, type PageState } from './sweepProbe';

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
const ARTIFACTS = join(process.cwd(), 'test/e2e/artifacts/sweep');

interface Records {
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
const trace = (line: string) => process.env.SWEEP_TRACE === '1' && console.log(`      ${line}`);

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
async function settle(page: Page, network: Network, since: number): Promise<boolean> {
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

/** In-app navigation, as a link would do it: the router follows popstate. */
const PUSH_ROUTE = `(path) => { history.pushState(null, '', path); dispatchEvent(new PopStateEvent('popstate', { state: null })); }`;

/** Time spent per phase of the visits, summed over a pass (ms). */
type Phases = Record<'load' | 'inspect' | 'tree' | 'axe', number>;

/** An open page, its requests watched (see `watch`). */
interface Tab {
  page: Page;
  network: Network;
}

/**
 * A browser context of one persona, with the probe installed; `records` is the current visit's;
 * `tab` the page in-app visits navigate in (opened at / on the first).
 */
interface Lane {
  context: BrowserContext;
  records: Records;
  tab?: Tab;
}

const noRecords = (): Records => ({
  pageErrors: [],
  rejections: [],
  toasts: [],
  toastWraps: [],
  failedCalls: [],
  addresses: [],
});

async function openLane(browser: Browser, baseUrl: string, persona: string, condition: Condition): Promise<Lane> {
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
async function openTab(lane: Lane): Promise<Tab> {
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

const push = (page: Page, path: string) => page.evaluate(`(${PUSH_ROUTE})(${JSON.stringify(path)})`);

async function visit(
  lane: Lane,
  baseUrl: string,
  v: Visit,
  phases: Phases,
  tally: { run: number; skipped: number; dialogs: number },
): Promise<Finding[]> {
  let mark = Date.now();
  const lap = (phase: keyof Phases) => {
    phases[phase] += Date.now() - mark;
    mark = Date.now();
  };
  const { context } = lane;
  const records = noRecords();
  lane.records = records;
  const address = v.stale ?? v.route.path;
  const shot = join(ARTIFACTS, v.condition, v.persona, `${visitSlug(v)}.png`);
  const findings: Finding[] = [];
  let seen = '';
  const fail = (check: CheckId, detail: string) =>
    findings.push({
      check,
      condition: v.condition,
      persona: v.persona,
      route: address,
      detail: oneLine(detail),
      seen,
      shot,
    });
  // A deep link: a page of its own. In the app: the lane's page, opened at / on its first visit.
  let tab = v.how === 'load' ? undefined : lane.tab;
  try {
    let since = Date.now();
    if (!tab) {
      tab = await openTab(lane);
      if (v.how === 'navigate') {
        lane.tab = tab;
        // Under faults the lane starts up spared (harness_faults=off), then meets them on each route.
        const spared = v.condition === 'faulty';
        if (spared) await context.addCookies([{ name: 'harness_faults', value: 'off', url: baseUrl }]);
        await tab.page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
        if (!(await settle(tab.page, tab.network, since)))
          fail('visit', 'the first load (/) did not settle within 20 s, before going to the route');
        if (spared) await context.clearCookies({ name: 'harness_faults' });
        since = Date.now();
      }
    }
    const { page, network } = tab;
    if (v.how === 'load') await page.goto(`${baseUrl}${address}`, { waitUntil: 'domcontentloaded' });
    else {
      if (v.condition === 'offline') await context.setOffline(true);
      await push(page, address);
    }
    const settled = await settle(page, network, since);
    trace(
      `${v.condition} ${v.persona} ${address}: ${Date.now() - mark} ms, went ${records.addresses.join(' → ')}` +
        (records.failedCalls.length ? `, failed ${records.failedCalls.join(', ')}` : ''),
    );
    lap('load');
    const state = (await page.evaluate('window.__sweep.inspect()')) as PageState;
    const calls = records.failedCalls.length ? `; failed calls: ${records.failedCalls.join(', ')}` : '';
    const went = records.addresses.length > 1 ? `; went ${records.addresses.join(' → ')}` : '';
    seen = oneLine(
      `at ${state.path}, title '${state.title}', showing '${state.rootText.slice(0, 160)}'${calls}${went}`,
    );
    mkdirSync(join(ARTIFACTS, v.condition, v.persona), { recursive: true });
    await page.screenshot({ path: shot, scale: 'css' });
    lap('inspect');
    // What a screen reader is given: the accessibility tree, in every condition.
    const tree = await readTree(page);
    if (tree.dialogs.length) {
      tally.dialogs += 1;
      trace(`${address}: ${tree.dialogs.join(', ')} open, focus on ${tree.focus?.what}`);
    }
    lap('tree');
    checkVisit(v, state, settled, records, tree, fail);
    if (v.condition === 'dark')
      for (const detail of notDark((await page.evaluate(SCHEME_SCRIPT)) as SchemeState)) fail('not-dark', detail);
    if (v.condition === 'large-text') {
      const layout = (await page.evaluate('window.__sweep.layout()')) as LayoutState;
      if (layout.horizontalScroll) fail('horizontal-scroll', 'the page is wider than the screen');
      for (const text of layout.clipped) fail('clipped-text', text);
      for (const target of layout.smallTargets) fail('small-target', `${target}: under 44 px high`);
    }
    if (v.condition === 'normal' && v.route.private && state.path === v.route.path && !state.startupBlocked) {
      if (!(await menuHidden(page, baseUrl, v.route.path)))
        fail('private-shareable', 'WeChat’s menu still offers sharing and copying the link on a private page');
    }
    lap('inspect');
    // axe-core is the costliest check: a screen of the same shape (path and visible elements'
    // tags, classes and roles) as one this run already checked is not checked again. The faulty
    // and offline passes check only what a failure adds (alerts, dialogs, panels, failure texts),
    // by its shape wherever it shows: the rest of each screen is the normal pass's. The dark pass
    // runs the contrast rule alone on every shape again (the other rules do not see colours).
    const degraded = v.condition === 'faulty' || v.condition === 'offline';
    const dark = v.condition === 'dark';
    const shape =
      (dark ? 'dark ' : '') +
      ((await page.evaluate(degraded ? 'window.__sweep.failureParts()' : 'window.__sweep.shape()')) as string);
    if (!shape.trim() || axedShapes.has(shape)) tally.skipped += 1;
    else {
      axedShapes.add(shape);
      tally.run += 1;
      const axeStarted = Date.now();
      const only = degraded ? '[data-sweep-failure]' : undefined;
      for (const violation of new Set(await axe(page, { only, rules: dark ? ['color-contrast'] : undefined })))
        fail('a11y', violation);
      trace(`axe on ${address}: ${Date.now() - axeStarted} ms (the shape took ${axeStarted - mark} ms)`);
    }
    lap('axe');
    if (v.condition === 'offline') {
      // Back online and home, as the next visit expects to start.
      await context.setOffline(false);
      const back = Date.now();
      await push(page, '/');
      await settle(page, network, back);
    }
  } catch (error) {
    fail('visit', `the visit broke off: ${(error as Error).message.split('\n')[0]}`);
    // A page left in an unknown state is not navigated in again.
    if (tab && lane.tab === tab) lane.tab = undefined;
    if (tab && v.how === 'navigate') await tab.page.close().catch(() => {});
  } finally {
    if (tab && v.how === 'load') await tab.page.close();
    if (v.condition === 'offline') await context.setOffline(false);
  }
  return findings;
}

/**
 * The checks of one settled visit:
 * - blank: no visible text in #root outside the tab bar;
 * - page-error / unhandled-rejection: any, during the whole visit;
 * - stuck-loading: 加载中 (or an aria-busy element) still visible 20 s after the last navigation
 *   (at most 60 s after the first);
 * - address / title (unless stuck): the route itself (or, for a newcomer on a non-public route, the
 *   bind page with redirect_url; see acceptedPlaces for an unidentified reader) under SPEC's title there;
 * - failure-not-chinese: a failure message (a visible role="alert" element, or text with a failure
 *   word: 失败 异常 错误 出错 不可用 超时 故障 无法 未能) without Chinese or with technical text;
 *   text readers wrote (a comment, a message, marked data-user-content) is theirs, not a failure;
 * - failure-without-way-forward: such a message whose alert, dialog or page holds no visible,
 *   enabled button or link labelled 重试, 重新授权 or 去绑定;
 * - failure-toast-without-way-forward: a toast with a failure word during the visit, and no such
 *   button or link anywhere on the settled screen;
 * - technical-text: visible text such as undefined, [object Object], "Error", "Failed to fetch";
 * - native-control: a visible browser-native select, date or time input, or details element
 *   (the UI kit's pickers, dialogs and sheets instead);
 * - toast-wraps: a toast whose text took more than one line at 390 px (or overflowed it);
 * - missing-not-calm: a stale link (STALE_LINKS) that did not end on the "does not exist" panel;
 * - missing-has-actions: on that panel's screen, an enabled control other than its way back (the
 *   tab bar and a dialog over the page aside): no 重试, no 预约, no comment box for a record that
 *   is not there;
 * - private-shareable (normal network): a private page (the route table's `private`) reached whose
 *   WeChat menu still offers sharing (menuHidden);
 * - unnamed-control, dialog-focus, page-heading: the accessibility tree (sweepAria.ts); a control
 *   with an empty name, a dialog open without focus in it, and (where the page renders as on a
 *   normal network, RENDERED_CONDITIONS) not exactly one level-1 heading.
 */
function checkVisit(
  v: Visit,
  state: PageState,
  settled: boolean,
  records: Records,
  tree: TreeReport,
  fail: (check: CheckId, detail: string) => void,
) {
  if (!state.rootText) fail('blank', 'no visible text in the app root (outside the tab bar)');
  for (const error of records.pageErrors) fail('page-error', firstLines(error));
  for (const reason of records.rejections) fail('unhandled-rejection', firstLines(reason));
  const stuck = !settled && state.loading;
  if (stuck) fail('stuck-loading', 'still loading (加载中 or aria-busy) 20 s after the last navigation');
  for (const control of tree.unnamed) fail('unnamed-control', `${control}: no accessible name`);
  if (tree.focus && !tree.focus.inDialog)
    fail('dialog-focus', `${tree.dialogs.join(', ')} open, focus on ${tree.focus.what}`);
  // Where the app is and its title are judged once it arrived somewhere: a stuck visit is one failure.
  if (stuck) return checkFailures(state, records, fail);
  const place = acceptedPlaces(v, state.startupBlocked).find(
    (p) => p.path === state.path || (p.prefix && state.path.startsWith(p.path)),
  );
  if (!place) fail('address', `expected ${v.expectedPath}, was ${state.path.replace(/(code|state)=[^&]+/g, '$1=…')}`);
  else if (state.title !== place.title) fail('title', `expected '${place.title}', was '${state.title}'`);
  // A screen reader's way into a page: one heading of the first level (shown, or visually hidden).
  const rendered = RENDERED_CONDITIONS.includes(v.condition);
  if (place && rendered && !state.missing && !state.startupBlocked && tree.headings.length !== 1)
    fail('page-heading', `expected one level-1 heading, found ${tree.headings.length}: ${tree.headings.join(' | ')}`);
  if (place && rendered && !state.missing && !state.startupBlocked && tree.mains !== 1)
    fail('landmark', `expected the page as one main landmark, found ${tree.mains}`);
  checkFailures(state, records, fail);
  checkControls(v, state, records, fail);
}

/**
 * private-shareable: on a private page (RouteSpec.private) the app hid WeChat's share and copy-link
 * items (hideMenuItems in the harness's JS-SDK log, made from that page) within 5 s.
 */
async function menuHidden(page: Page, baseUrl: string, path: string): Promise<boolean> {
  for (let tries = 0; tries < 20; tries += 1) {
    const log = await (await page.request.get(`${baseUrl}/__harness/api/jssdk-log`)).json();
    const rows = log.data.rows as { invoke: string; args: { menuList?: string[] }; pageUrl: string }[];
    const hidden = rows.some(
      (row) =>
        row.invoke === 'hideMenuItems' &&
        new URL(row.pageUrl).pathname === path &&
        (row.args.menuList ?? []).includes('menuItem:share:appMessage'),
    );
    if (hidden) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

/** The UI kit's controls, one-line toasts, and a calm screen for a record that does not exist. */
function checkControls(v: Visit, state: PageState, records: Records, fail: (check: CheckId, detail: string) => void) {
  for (const control of new Set(state.nativeControls)) fail('native-control', control);
  for (const toast of new Set(records.toastWraps)) fail('toast-wraps', `'${toast}'`);
  if (v.stale && !state.missing) fail('missing-not-calm', 'a stale link did not show the "does not exist" panel');
  if (state.missing && state.missingActions.length)
    fail('missing-has-actions', `enabled beside the way back: ${state.missingActions.join(', ')}`);
}

/** Failure messages: Chinese, a way forward, no technical text. */
function checkFailures(state: PageState, records: Records, fail: (check: CheckId, detail: string) => void) {
  for (const f of state.failures) {
    if (!/[\u4e00-\u9fff]/.test(f.text) || LEAKED_TEXT.test(f.text))
      fail('failure-not-chinese', `${f.where}: '${f.text}'`);
    if (!f.wayForward) fail('failure-without-way-forward', `${f.where}: '${f.text}'`);
  }
  const failedToasts = [...new Set(records.toasts.filter((t) => FAILURE_WORDS.test(t)))];
  if (failedToasts.length && !state.wayForwardAnywhere) {
    fail(
      'failure-toast-without-way-forward',
      `toast '${failedToasts.join("', '")}', then no 重试/重新授权/去绑定 on the screen`,
    );
  }
  for (const leak of new Set(state.leaks)) fail('technical-text', `'${leak}'`);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const firstLines = (text: string) => text.split('\n').slice(0, 2).join(' | ').slice(0, 300);

/** The longest a visit may take (a normal one takes a few seconds, a faulty one under 20). */
const VISIT_LIMIT_MS = 90_000;
/** Null after `ms` (a timer that keeps nothing alive). */
const deadline = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref());

/** Runs `work` over `items` with `size` workers; each worker keeps its own lanes (per persona). */
async function pool<T>(
  items: T[],
  size: number,
  work: (item: T, lanes: Map<string, Lane>) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    const lanes = new Map<string, Lane>();
    try {
      while (next < items.length) await work(items[next++], lanes);
    } finally {
      for (const lane of lanes.values()) await lane.context.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** One pass of the sweep: one condition, one persona. */
async function sweep(condition: Condition, persona: string, browser: Browser, baseUrl: string): Promise<void> {
  const visits = planVisits(condition).filter((v) => v.persona === persona);
  const dir = join(ARTIFACTS, condition, persona);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const control = `${baseUrl}/__harness/api`;
  // Every pass starts from the seed: other scenarios bind cards and set faults.
  await post(`${control}/reset`, { scale: 'small' });
  if (condition === 'faulty') await post(`${control}/faults`, FAULTS);
  const started = Date.now();
  const findings: Finding[] = [];
  const phases: Phases = { load: 0, inspect: 0, tree: 0, axe: 0 };
  const tally = { run: 0, skipped: 0, dialogs: 0 };
  let done = 0;
  const size = sweepOptions.pool;
  try {
    await pool(visits, size, async (v, lanes) => {
      // In-app visits: a returning reader (one context per persona and pool slot, so tokens and
      // the cached grid stay; its first visit goes through OAuth). The faulty pass's deep links: a
      // first visit in a new context, the OAuth round trip under faults included.
      const fresh = condition === 'faulty' && v.how === 'load';
      let lane = fresh ? undefined : lanes.get(v.persona);
      if (!lane) {
        lane = await openLane(browser, baseUrl, v.persona, condition);
        if (!fresh) lanes.set(v.persona, lane);
      }
      try {
        const running = visit(lane, baseUrl, v, phases, tally);
        // A page that never answers would stall the whole pass: past the limit the visit is a
        // finding, and its lane is closed (which ends what it waits for) and opened afresh.
        running.catch(() => undefined);
        const outcome = await Promise.race([running, deadline(VISIT_LIMIT_MS)]);
        if (outcome) findings.push(...outcome);
        else {
          findings.push({
            check: 'visit',
            condition,
            persona: v.persona,
            route: v.stale ?? v.route.path,
            detail: `not finished after ${VISIT_LIMIT_MS / 1000} s: the page stopped answering`,
            seen: '',
          });
          lanes.delete(v.persona);
          if (!fresh) await lane.context.close().catch(() => undefined);
        }
      } finally {
        if (fresh) await lane.context.close().catch(() => undefined);
      }
      done += 1;
      if (done % 25 === 0)
        console.log(`    ${condition} as ${persona}: ${done}/${visits.length} visits (${seconds(started)})`);
    });
  } finally {
    if (condition === 'faulty') await fetch(`${control}/faults`, { method: 'DELETE' });
  }
  const known = findings.filter((f) => knownEntry(f));
  const unknown = findings.filter((f) => !knownEntry(f));
  const report = {
    condition,
    persona,
    visits: visits.length,
    findings: findings.map((f) => ({ ...f, known: Boolean(knownEntry(f)) })),
  };
  writeFileSync(join(dir, 'report.json'), JSON.stringify(report, null, 2));
  const perVisit = (ms: number) => `${(ms / 1000 / Math.max(1, visits.length)).toFixed(1)} s`;
  console.log(
    `    ${condition} as ${persona}: ${visits.length} visits in ${seconds(started)} (pool ${size}; a visit spent ` +
      `${perVisit(phases.load)} loading, ${perVisit(phases.inspect)} inspecting and screenshotting, ` +
      `${perVisit(phases.tree)} reading the accessibility tree, ${perVisit(phases.axe)} in axe; ` +
      `axe ran on ${tally.run} screens, skipped ${tally.skipped} already checked; a dialog was open on ${tally.dialogs}), ` +
      `${unknown.length} findings, ${known.length} known`,
  );
  if (known.length) console.log(`    known failures (test/e2e/sweepKnown.ts):\n${formatKnown(known)}`);
  if (unknown.length)
    throw new Error(`route sweep, ${condition} as ${persona}: ${unknown.length} findings\n${formatFindings(unknown)}`);
}

async function post(url: string, body: object): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; message: string };
  if (json.code !== 1) throw new Error(`${url}: ${json.message}`);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const TITLES: Record<Condition, string> = {
  normal: 'route sweep, normal network',
  faulty: `route sweep, faulty network (${FAULTS.failureRate * 100}% failures, ${FAULTS.latency / 1000} s latency)`,
  offline: 'route sweep, offline after the first load',
  'large-text': "route sweep, WeChat's largest text (字体大小 最大, the root at 200%)",
  dark: 'route sweep, WeChat in dark mode (深色模式)',
};

/** Rough seconds a visit takes, for the order of the e2e queue (the longest first). */
const VISIT_WEIGHT: Record<Visit['how'], number> = { navigate: 1.5, load: 8 };

/** One scenario per condition and persona, so the e2e workers share the sweep out. */
export const sweepScenarios: Scenario[] = plannedConditions().flatMap((condition) => {
  const visits = planVisits(condition);
  const personas = [...new Set(visits.map((v) => v.persona))];
  return personas.map((persona): Scenario => {
    const own = visits.filter((v) => v.persona === persona);
    return [
      `${TITLES[condition]}, as ${persona}: ${own.length} visits`,
      ({ browser, baseUrl }) => sweep(condition, persona, browser, baseUrl),
      own.reduce((sum, v) => sum + VISIT_WEIGHT[v.how], 0),
    ];
  });
});
