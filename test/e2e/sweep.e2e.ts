/**
 * The route sweep: every route of the route table, as each persona, under a normal network, under
 * harness faults (20% failures, 0.5 s latency), offline after the first load, at WeChat's largest
 * text and in its dark mode. Each visit checks
 * what a reader would meet (sweepChecks.ts, and docs/HARNESS.md "The route sweep"); a visit with
 * findings is screenshot to test/e2e/artifacts/sweep/<condition>/<persona>/<route>.png (every
 * visit with SWEEP_SHOTS=1), the findings go to test/e2e/artifacts/sweep/<condition>/<persona>/report.json.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { readTree } from './sweepAria';
import { axe, axedShapes } from './sweepAxe';
import { checkVisit, menuSettles, oneLine } from './sweepChecks';
import { notDark, SCHEME_SCRIPT, type SchemeState } from './sweepColour';
import { type Lane, noRecords, openLane, openTab, push, settle, trace } from './sweepLane';
import type { Scenario } from './types';
import { type Finding, formatFindings, formatKnown, knownEntry } from './sweepReport';
import {
  FAULTS,
  planVisits,
  plannedConditions,
  sweepOptions,
  type CheckId,
  type Condition,
  type Visit,
  visitSlug,
} from './sweepPlan';
import type { LayoutState, PageState } from './sweepProbe';

const ARTIFACTS = join(process.cwd(), 'test/e2e/artifacts/sweep');

/** Time spent per phase of the visits, summed over a pass (ms). */
type Phases = Record<'load' | 'inspect' | 'tree' | 'axe', number>;

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
  const address = v.stale ?? v.record ?? v.route.path;
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
  // The screen as the checks saw it: taken for a visit with findings (every visit with SWEEP_SHOTS=1).
  const shoot = (page: Page) => page.screenshot({ path: shot, scale: 'css', timeout: 10000 });
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
      // At the largest text pages are long: the reader had scrolled the last one down.
      if (v.condition === 'large-text')
        await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
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
      const top = (await page.evaluate('window.scrollY')) as number;
      if (v.how !== 'load' && top > 0) fail('opens-scrolled', `opened ${Math.round(top)} px down, not at its top`);
    }
    if (v.condition === 'normal' && state.path === v.route.path && !state.startupBlocked) {
      if (!(await menuSettles(page, !v.route.private)))
        if (v.route.private)
          fail('private-shareable', 'WeChat’s menu still offers sharing or copying the link on a private page');
        else fail('public-unshareable', 'WeChat’s menu hides sharing or copying the link on a page anyone may be sent');
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
    if (findings.length || sweepOptions.shots) await shoot(page);
    lap('inspect');
    if (v.condition === 'offline') {
      // Back online and home, as the next visit expects to start.
      await context.setOffline(false);
      const back = Date.now();
      await push(page, '/');
      await settle(page, network, back);
    }
  } catch (error) {
    fail('visit', `the visit broke off: ${(error as Error).message.split('\n')[0]}`);
    if (tab) await shoot(tab.page).catch(() => undefined);
    // A page left in an unknown state is not navigated in again.
    if (tab && lane.tab === tab) lane.tab = undefined;
    if (tab && v.how === 'navigate') await tab.page.close().catch(() => {});
  } finally {
    if (tab && v.how === 'load') await tab.page.close();
    if (v.condition === 'offline') await context.setOffline(false);
  }
  return findings;
}

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
