/**
 * The route sweep: every route of the route table, as each persona, under a normal network, under
 * harness faults (20% failures, 1.5 s latency) and offline after the first load. Each visit checks
 * what a reader would meet (see `checkVisit` and docs/HARNESS.md "The route sweep"); screenshots
 * go to test/e2e/artifacts/sweep/<condition>/<persona>/<route>.png, the findings to
 * test/e2e/artifacts/sweep/<condition>/report.json.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { phone } from './browser';
import type { Scenario } from './run';
import { KNOWN_FAILURES } from './sweepKnown';
import {
  FAULTS, planVisits, plannedConditions, routeSlug, sweepOptions, type CheckId, type Condition, type Visit,
} from './sweepPlan';
import { FAILURE_WORDS, LEAKED_TEXT, PROBE_SCRIPT, type PageState } from './sweepProbe';

/** A visit may load for this long before it counts as stuck. */
const SETTLE_LIMIT_MS = 20000;
/** Settled: nothing loading, no /api call in flight and the DOM unchanged for this long. */
const QUIET_MS = 600;
const AXE_PATH = join(process.cwd(), 'node_modules/axe-core/axe.min.js');
const ARTIFACTS = join(process.cwd(), 'test/e2e/artifacts/sweep');

export interface Finding {
  check: CheckId;
  condition: Condition;
  persona: string;
  route: string;
  detail: string;
  /** Where the page was and what it showed. */
  seen: string;
  shot?: string;
}

interface Records {
  pageErrors: string[];
  rejections: string[];
  toasts: string[];
  /** /api calls that failed (HTTP status or network error), in order. */
  failedCalls: string[];
}

const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
const apiPath = (r: Request) => new URL(r.url()).pathname.slice(4);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the page settled or SETTLE_LIMIT_MS passed; true when it settled. */
async function settle(page: Page, inFlight: Set<Request>, since: number): Promise<boolean> {
  while (Date.now() - since < SETTLE_LIMIT_MS) {
    await sleep(250);
    try {
      const [quietFor, loading] = (await page.evaluate('[window.__sweep.quietFor(), window.__sweep.loading()]')) as [number, boolean];
      if (!loading && inFlight.size === 0 && quietFor >= QUIET_MS) return true;
    } catch {
      // A navigation (the OAuth round trip) replaced the document: look again.
    }
  }
  return false;
}

/** In-app navigation, as a link would do it: the router follows popstate. */
const PUSH_ROUTE = `(path) => { history.pushState(null, '', path); dispatchEvent(new PopStateEvent('popstate', { state: null })); }`;

async function visit(browser: Browser, baseUrl: string, v: Visit): Promise<Finding[]> {
  const context = await phone(browser, baseUrl, { persona: v.persona });
  const records: Records = { pageErrors: [], rejections: [], toasts: [], failedCalls: [] };
  const shot = join(ARTIFACTS, v.condition, v.persona, `${routeSlug(v.route.path)}.png`);
  const findings: Finding[] = [];
  let seen = '';
  const fail = (check: CheckId, detail: string) => findings.push({
    check, condition: v.condition, persona: v.persona, route: v.route.path, detail: oneLine(detail), seen, shot,
  });
  try {
    await context.addInitScript({ content: PROBE_SCRIPT });
    await context.exposeFunction('__sweepRecord', (kind: string, text: string) => {
      if (kind === 'rejection') records.rejections.push(text);
      else if (kind === 'toast') records.toasts.push(text);
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => records.pageErrors.push(error.stack ?? error.message));
    // Every request counts (a route's chunk as much as its data); failed /api calls are evidence.
    const inFlight = new Set<Request>();
    page.on('request', (r) => inFlight.add(r));
    page.on('requestfinished', (r) => inFlight.delete(r));
    page.on('requestfailed', (r) => {
      inFlight.delete(r);
      if (isApi(r)) records.failedCalls.push(`${apiPath(r)} (${r.failure()?.errorText ?? 'failed'})`);
    });
    page.on('response', (r) => { if (isApi(r.request()) && r.status() >= 400) records.failedCalls.push(`${apiPath(r.request())} (${r.status()})`); });

    let since = Date.now();
    if (v.condition === 'offline') {
      await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
      if (!(await settle(page, inFlight, since))) fail('visit', 'the first load (/) did not settle within 20 s, before going offline');
      await context.setOffline(true);
      since = Date.now();
      await page.evaluate(`(${PUSH_ROUTE})(${JSON.stringify(v.route.path)})`);
    } else {
      await page.goto(`${baseUrl}${v.route.path}`, { waitUntil: 'domcontentloaded' });
    }
    const settled = await settle(page, inFlight, since);
    const state = (await page.evaluate('window.__sweep.inspect()')) as PageState;
    const calls = records.failedCalls.length ? `; failed calls: ${records.failedCalls.join(', ')}` : '';
    seen = oneLine(`at ${state.path}, title '${state.title}', showing '${state.rootText.slice(0, 160)}'${calls}`);
    mkdirSync(join(ARTIFACTS, v.condition, v.persona), { recursive: true });
    await page.screenshot({ path: shot, scale: 'css' });

    checkVisit(v, state, settled, records, fail);
    for (const violation of new Set(await axe(page))) fail('a11y', violation);
  } catch (error) {
    fail('visit', `the visit broke off: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await context.close();
  }
  return findings;
}

/**
 * The checks of one settled visit:
 * - blank: no visible text in #root outside the tab bar;
 * - page-error / unhandled-rejection: any, during the whole visit;
 * - stuck-loading: 加载中 (or an aria-busy element) still visible 20 s after the navigation;
 * - address / title: the route itself (or, for a newcomer on a non-public route, the bind page
 *   with redirect_url) under SPEC's title;
 * - failure-not-chinese: a failure message (a visible role="alert" element, or text with a failure
 *   word: 失败 异常 错误 出错 不可用 超时 故障 无法 未能) without Chinese or with technical text;
 * - failure-without-way-forward: such a message whose alert, dialog or page holds no visible,
 *   enabled button or link labelled 重试, 重新授权 or 去绑定;
 * - failure-toast-without-way-forward: a toast with a failure word during the visit, and no such
 *   button or link anywhere on the settled screen;
 * - technical-text: visible text such as undefined, [object Object], "Error", "Failed to fetch".
 */
function checkVisit(v: Visit, state: PageState, settled: boolean, records: Records, fail: (check: CheckId, detail: string) => void) {
  if (!state.rootText) fail('blank', 'no visible text in the app root (outside the tab bar)');
  for (const error of records.pageErrors) fail('page-error', firstLines(error));
  for (const reason of records.rejections) fail('unhandled-rejection', firstLines(reason));
  if (!settled && state.loading) fail('stuck-loading', 'still loading (加载中 or aria-busy) 20 s after the navigation');
  if (state.path !== v.expectedPath) fail('address', `expected ${v.expectedPath}, was ${state.path}`);
  if (state.title !== v.expectedTitle) fail('title', `expected '${v.expectedTitle}', was '${state.title}'`);
  for (const f of state.failures) {
    if (!/[\u4e00-\u9fff]/.test(f.text) || LEAKED_TEXT.test(f.text)) fail('failure-not-chinese', `${f.where}: '${f.text}'`);
    if (!f.wayForward) fail('failure-without-way-forward', `${f.where}: '${f.text}'`);
  }
  const failedToasts = [...new Set(records.toasts.filter((t) => FAILURE_WORDS.test(t)))];
  if (failedToasts.length && !state.wayForwardAnywhere) {
    fail('failure-toast-without-way-forward', `toast '${failedToasts.join("', '")}', then no 重试/重新授权/去绑定 on the screen`);
  }
  for (const leak of new Set(state.leaks)) fail('technical-text', `'${leak}'`);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const firstLines = (text: string) => text.split('\n').slice(0, 2).join(' | ').slice(0, 300);

/**
 * Serious and critical axe-core violations, one line per rule and element: rule, impact, target,
 * and for color-contrast the colours and the ratio.
 */
async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const nodes = (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.flatMap((v) => v.nodes.map((n) => ({
      id: v.id, impact: n.impact || v.impact, help: v.help, target: n.target.join(' '),
      data: (n.any[0] && n.any[0].data) || null }))))`,
  )) as { id: string; impact: string; help: string; target: string; data: Record<string, unknown> | null }[];
  return nodes
    .filter((n) => n.impact === 'serious' || n.impact === 'critical')
    .map((n) => {
      const d = n.data;
      const colours = n.id === 'color-contrast' && d ? ` (${d.fgColor} on ${d.bgColor}, ${d.contrastRatio}:1, needs ${d.expectedContrastRatio})` : '';
      // Sibling rows (the tab bar's five labels) share one line: nth-child indexes are dropped.
      return `${n.id} (${n.impact}) ${n.target.replace(/:nth-child\(\d+\)/g, '')}${colours}: ${n.help}`;
    });
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

const isKnown = (f: Finding) => !sweepOptions.strict && KNOWN_FAILURES.some((k) =>
  k.check === f.check && (!k.condition || k.condition === f.condition) && (!k.persona || k.persona === f.persona)
  && (!k.route || k.route === f.route) && (!k.detail || k.detail.test(f.detail)));

/** Findings grouped by check and detail: each group lists its persona and routes. */
export function formatFindings(findings: Finding[]): string {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = `${f.check}: ${f.detail}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups].map(([key, group]) => {
    const byPersona = new Map<string, string[]>();
    for (const f of group) byPersona.set(f.persona, [...(byPersona.get(f.persona) ?? []), f.route]);
    const where = [...byPersona].map(([persona, paths]) => `      ${persona}: ${paths.join(' ')}`).join('\n');
    return `    [${group[0].condition}] ${key}\n${where}\n      e.g. ${group[0].seen}${group[0].shot ? `\n      ${group[0].shot}` : ''}`;
  }).join('\n');
}

async function sweep(condition: Condition, browser: Browser, baseUrl: string): Promise<void> {
  const visits = planVisits(condition);
  rmSync(join(ARTIFACTS, condition), { recursive: true, force: true });
  mkdirSync(join(ARTIFACTS, condition), { recursive: true });
  const control = `${baseUrl}/__harness/api`;
  // Every condition starts from the seed: other suites bind cards and set faults.
  await post(`${control}/reset`, { scale: 'small' });
  if (condition === 'faulty') await post(`${control}/faults`, FAULTS);
  const started = Date.now();
  const findings: Finding[] = [];
  let done = 0;
  try {
    await pool(visits, sweepOptions.pool, async (v) => {
      findings.push(...(await visit(browser, baseUrl, v)));
      done += 1;
      if (done % 25 === 0) console.log(`    ${condition}: ${done}/${visits.length} visits (${seconds(started)})`);
    });
  } finally {
    if (condition === 'faulty') await fetch(`${control}/faults`, { method: 'DELETE' });
  }
  const known = findings.filter(isKnown);
  const unknown = findings.filter((f) => !isKnown(f));
  writeFileSync(join(ARTIFACTS, condition, 'report.json'), JSON.stringify({ condition, visits: visits.length, findings }, null, 2));
  console.log(`    ${condition}: ${visits.length} visits in ${seconds(started)} (pool ${sweepOptions.pool}), `
    + `${unknown.length} findings, ${known.length} known`);
  if (known.length) console.log(`    known failures (sweepKnown.ts):\n${formatFindings(known)}`);
  if (unknown.length) throw new Error(`route sweep, ${condition}: ${unknown.length} findings\n${formatFindings(unknown)}`);
}

async function post(url: string, body: object): Promise<void> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; message: string };
  if (json.code !== 1) throw new Error(`${url}: ${json.message}`);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const TITLES: Record<Condition, string> = {
  normal: 'route sweep, normal network',
  faulty: `route sweep, faulty network (${FAULTS.failureRate * 100}% failures, ${FAULTS.latency / 1000} s latency)`,
  offline: 'route sweep, offline after the first load',
};

export const sweepScenarios: Scenario[] = plannedConditions().map((condition) => [
  `${TITLES[condition]}: ${planVisits(condition).length} visits`,
  ({ browser, baseUrl }) => sweep(condition, browser, baseUrl),
]);
