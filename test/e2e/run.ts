/**
 * End-to-end suites in a real Chromium against the harness server: a release build of the app,
 * the emulated WeChat and library system on a throw-away database. Screenshots go to
 * test/e2e/artifacts/. Prints "N passed, N failed" and exits non-zero on any failure.
 *
 * The scenarios (the route sweep cut into one scenario per condition and persona) are shared out
 * among E2E_WORKERS worker processes (default: one more than the cores, since a scenario spends
 * much of its time waiting on its browser), longest first. Each worker has its
 * own harness server on its own database and its own Chromium, so scenarios never see each other's
 * readers, faults or resets.
 *
 *   npm run test:e2e                  every scenario
 *   npm run test:e2e -- sweep faulty  only scenarios whose name contains one of the words
 *   E2E_ONLY=<regular expression>     only scenarios whose name matches
 *   E2E_WORKERS=1                     everything in this process, in order
 *   PORT=5411 npm run test:e2e        the harness on a fixed port (E2E_PORT too; with several
 *                                     workers, worker i takes port + i)
 */
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRelease } from '../../build.mjs';
import { startServer } from '../../harness/server/index';
import { launch } from './browser';
import { scenarioList } from './scenarios';
import type { E2EContext, Scenario } from './types';

type Result = { name: string; ok: boolean; line: string };
type ToWorker = { run: string } | { done: true };
type FromWorker = { ready: true } | ({ result: true } & Result);

const artifacts = join(process.cwd(), 'test/e2e/artifacts');
const workerIndex = process.env.E2E_WORKER_INDEX;

function selected(): Scenario[] {
  const words = process.argv.slice(2).map((w) => w.toLowerCase());
  const only = process.env.E2E_ONLY ? new RegExp(process.env.E2E_ONLY) : null;
  return scenarioList().filter(
    ([name]) => (!words.length || words.some((w) => name.toLowerCase().includes(w))) && (!only || only.test(name)),
  );
}

/** A harness server on a fresh database and a Chromium: one per process. */
async function openWorld(port: number) {
  mkdirSync(artifacts, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'harness-e2e-'));
  const server = await startServer({ port, dbPath: join(dataDir, 'e2e.db'), seedScale: 'small' });
  const browser = await launch();
  const ctx: E2EContext = { browser, baseUrl: server.url, shot: (name) => join(artifacts, `${name}.png`) };
  return {
    ctx,
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function runOne([name, run]: Scenario, ctx: E2EContext): Promise<Result> {
  const started = Date.now();
  try {
    await run(ctx);
    return { name, ok: true, line: `  ✓ ${name} (${Date.now() - started} ms)` };
  } catch (error) {
    return {
      name,
      ok: false,
      line: `  ✘ ${name} (${Date.now() - started} ms)\n    ${(error as Error).stack ?? error}`,
    };
  }
}

const basePort = Number(process.env.PORT ?? process.env.E2E_PORT) || 0;

/** A worker process: opens its world, then runs what the parent sends until told it is done. */
async function worker(): Promise<void> {
  const send = (message: FromWorker) => process.send?.(message);
  const world = await openWorld(basePort ? basePort + Number(workerIndex) : 0);
  const byName = new Map(selected().map((s) => [s[0], s]));
  process.on('message', async (message: ToWorker) => {
    if ('done' in message) {
      await world.close();
      process.exit(0);
    }
    const scenario = byName.get(message.run);
    const result = scenario
      ? await runOne(scenario, world.ctx)
      : { name: message.run, ok: false, line: `  ✘ ${message.run}: no such scenario in the worker` };
    send({ result: true, ...result });
  });
  send({ ready: true });
}

/** The parent: builds once, then shares the queue out among the workers as each becomes free. */
async function main(): Promise<void> {
  const scenarios = selected();
  const build = await buildRelease();
  if (!build.ok) {
    console.error('Release build failed; end-to-end suites not run.');
    process.exit(1);
  }
  const started = Date.now();
  // What the workers share in this run (the screens axe-core has checked): removed at the end.
  const shared = mkdtempSync(join(tmpdir(), 'e2e-shared-'));
  process.env.E2E_SHARED_DIR = shared;
  process.on('exit', () => rmSync(shared, { recursive: true, force: true }));
  const workers = Math.max(
    1,
    Math.min(Number(process.env.E2E_WORKERS) || availableParallelism() + 1, scenarios.length || 1),
  );
  const results: Result[] = [];
  const report = (r: Result) => {
    results.push(r);
    console.log(r.line);
  };
  if (workers === 1) {
    const world = await openWorld(basePort);
    for (const scenario of scenarios) report(await runOne(scenario, world.ctx));
    await world.close();
  } else {
    // Longest first, so no worker is left with a long one at the end; ties keep the file order.
    const queue = scenarios.map((s, i) => ({ name: s[0], weight: s[2] ?? 10, i }));
    queue.sort((a, b) => b.weight - a.weight || a.i - b.i);
    const self = fileURLToPath(import.meta.url);
    await Promise.all(
      Array.from({ length: workers }, (_, index) => {
        const child = fork(self, process.argv.slice(2), {
          env: { ...process.env, E2E_WORKER_INDEX: String(index) },
          execArgv: process.execArgv,
        });
        return new Promise<void>((resolve) => {
          let current: string | undefined;
          const next = () => {
            const item = queue.shift();
            current = item?.name;
            child.send(item ? ({ run: item.name } satisfies ToWorker) : ({ done: true } satisfies ToWorker));
          };
          child.on('message', (message: FromWorker) => {
            if ('result' in message) report(message);
            next();
          });
          child.on('exit', (code) => {
            if (current) report({ name: current, ok: false, line: `  ✘ ${current}: worker ${index} exited (${code})` });
            resolve();
          });
        });
      }),
    );
  }
  const failed = results.filter((r) => !r.ok).length;
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\n${results.length - failed} passed, ${failed} failed (${minutes} min, ${workers} workers)`);
  process.exit(failed ? 1 : 0);
}

await (workerIndex === undefined ? main() : worker());
