/**
 * `npm run bench`: how fast the home grid is painted on a mid-range phone, against a floor page
 * measured in the same run. A benchmark, not a test: it prints and exits 0; non-zero only when it
 * could not run (the build failed, a scenario never once painted).
 *
 * Builds the release (build.mjs's buildRelease) and the floor page (floor.ts), serves both from
 * one in-process harness server (compressed, cached like production, the vendor API behind it,
 * a throw-away database), and loads them in Chromium as WeChat on an iPhone under Lighthouse's
 * mobile throttling (phone.ts), rounds of:
 *
 *   floor, cold then warm cache        React rendering one div (one context, two tabs)
 *   returning reader, cold cache       persona reader with openid + access_token in localStorage
 *   repeat visit, warm cache           the same context's second tab
 *   first visit through OAuth          nothing stored: landing page → authorize → back
 *   returning reader, cold cache,      as the returning reader, in a context of its own, while the
 *     slow service list                harness answers the service list 1 s late (slowVendor.ts)
 *
 * the order rotating each round. README.md ("Performance bench") says how to read the output.
 *
 *   npm run bench                      7 rounds
 *   BENCH_RUNS=3 npm run bench         3 rounds (also: npm run bench -- --runs 3)
 *   BENCH_PORT=5321                    the server's port (default: a free one)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildRelease } from '../build.mjs';
import { startServer } from '../harness/server/index';
import { launch } from '../test/e2e/browser';
import { buildFloor, FLOOR_PREFIX } from './floor';
import type { Sample } from './metrics';
import { newPhone, returningPhone, THROTTLING, visit } from './phone';
import { formatResults, type Results, SCENARIOS, type ScenarioId } from './report';
import { withSlowServiceList } from './slowVendor';

const PERSONA = 'reader';

function roundsWanted(): number {
  const flag = process.argv.indexOf('--runs');
  const raw = flag > 0 ? process.argv[flag + 1] : process.env.BENCH_RUNS;
  const n = Number(raw ?? 7);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`BENCH_RUNS / --runs must be a whole number ≥ 1, not ${raw}`);
    process.exit(1);
  }
  return n;
}

const rounds = roundsWanted();

console.log('Building the release and the floor page…');
const build = await buildRelease({ log: () => undefined });
if (!build.report) {
  console.error('The release build failed; nothing to measure.', build.error ?? '');
  process.exit(1);
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `  first route JS ${kb(build.report.firstRoute.gzip)} gzip, CSS ${kb(build.report.css.gzip)} gzip` +
    (build.report.ok ? '' : '  (over budget: npm run build says where)'),
);
const floor = await buildFloor();
console.log(`  floor page: react + react-dom, ${kb(floor.scriptBytes)} minified`);

const dataDir = mkdtempSync(join(tmpdir(), 'harness-bench-'));
const server = await startServer({
  port: Number(process.env.BENCH_PORT) || 0,
  dbPath: join(dataDir, 'bench.db'),
  seedScale: 'small',
  mounts: { [FLOOR_PREFIX]: floor.dir },
});
const browser = await launch({ full: true });
const base = server.url;

type Round = Partial<Record<ScenarioId, Sample>>;

async function attempt(round: Round, id: ScenarioId, run: () => Promise<Sample>): Promise<void> {
  try {
    round[id] = await run();
  } catch (error) {
    console.log(`    ${SCENARIOS[id].label}: failed: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** The floor in a fresh context, then again in a second tab of it. */
async function floorPair(round: Round, fast = false): Promise<void> {
  const context = await newPhone(browser, { baseUrl: base, persona: PERSONA });
  try {
    await attempt(round, 'floorCold', () => visit(context, base, { path: `${FLOOR_PREFIX}/`, fast }));
    await attempt(round, 'floorWarm', () => visit(context, base, { path: `${FLOOR_PREFIX}/`, fast }));
  } finally {
    await context.close();
  }
}

/**
 * A returning reader (returningPhone: the stored sign-in, a cold HTTP cache); then the repeat
 * visit in a second tab of the same context (cache warm, the grid cached by the first visit).
 */
async function returningPair(round: Round, fast = false): Promise<void> {
  const context = await returningPhone(browser, server, PERSONA);
  try {
    await attempt(round, 'returningCold', () => visit(context, base, { path: '/', fast }));
    await attempt(round, 'repeatWarm', () => visit(context, base, { path: '/', fast }));
  } finally {
    await context.close();
  }
}

/** Nothing stored: the app leaves for the authorize page, which comes back with a code. */
async function firstVisit(round: Round, fast = false): Promise<void> {
  const context = await newPhone(browser, { baseUrl: base, persona: PERSONA });
  try {
    await attempt(round, 'firstVisit', () => visit(context, base, { path: '/', afterReturn: true, fast }));
  } finally {
    await context.close();
  }
}

/** A returning reader in a fresh context while the vendor's service list answers 1 s late. */
async function slowList(round: Round, fast = false): Promise<void> {
  const context = await returningPhone(browser, server, PERSONA);
  try {
    await withSlowServiceList(base, () => attempt(round, 'slowList', () => visit(context, base, { path: '/', fast })));
  } finally {
    await context.close();
  }
}

const results: Results = {
  floorCold: [],
  floorWarm: [],
  returningCold: [],
  firstVisit: [],
  repeatWarm: [],
  slowList: [],
};
const groups = [floorPair, returningPair, firstVisit, slowList];

async function main(browser: Browser): Promise<boolean> {
  // Unthrottled and not counted: the server compresses each file once (brotli 11) on its first
  // request and warms its code paths; Chromium warms its own.
  console.log('Warming up (not counted)…');
  const warm: Round = {};
  for (const group of groups) await group(warm, true);
  if (!(Object.keys(results) as ScenarioId[]).every((id) => warm[id])) return false;

  // A busy machine is a slower phone, and a noisier one: the load is printed with the results.
  const load = loadavg()[0].toFixed(1);
  const { latencyMs, throughputKbps, cpuSlowdown } = THROTTLING;
  console.log(
    `Measuring ${rounds} round(s): ${latencyMs} ms latency, ${throughputKbps} kbps down and up, CPU ${cpuSlowdown}× slower, ` +
      `390×844, WeChat iOS user agent, ${browser.version()}`,
  );
  for (let r = 0; r < rounds; r += 1) {
    const round: Round = {};
    // The order rotates, so drift (the machine getting busier) falls on every scenario alike.
    for (let g = 0; g < groups.length; g += 1) await groups[(g + r) % groups.length](round);
    for (const id of Object.keys(results) as ScenarioId[]) results[id].push(round[id]);
    const grid = (id: ScenarioId) => (round[id] ? `${Math.round(round[id].grid)}` : '—');
    console.log(
      `  round ${r + 1}/${rounds}, grid painted (ms): floor ${grid('floorCold')} / ${grid('floorWarm')} warm, ` +
        `returning ${grid('returningCold')}, repeat ${grid('repeatWarm')}, first visit ${grid('firstVisit')}, ` +
        `slow service list ${grid('slowList')}`,
    );
  }
  console.log(
    `  machine: ${availableParallelism()} cores, load average ${load} at the start, ${loadavg()[0].toFixed(1)} at the end`,
  );
  console.log('');
  for (const line of formatResults(results)) console.log(line);
  return Object.values(results).every((samples) => samples.some(Boolean));
}

let ran = false;
try {
  ran = await main(browser);
} catch (error) {
  console.error((error as Error).stack ?? error);
}
await browser.close();
await server.close();
rmSync(dataDir, { recursive: true, force: true });
rmSync(floor.dir, { recursive: true, force: true });
if (!ran) console.error('\nThe bench could not measure every scenario.');
process.exit(ran ? 0 : 1);
