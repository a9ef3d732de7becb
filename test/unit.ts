/**
 * Runs every uvu suite (test/**\/*.test.ts(x), e2e aside) in UNIT_WORKERS worker processes
 * (default: one per core). Each worker loads happy-dom and the css loader (test/setup.ts) once,
 * then runs the files the parent hands it one at a time, so a long file never leaves the other
 * worker idle (files whose first line says @slow go first). A file's output is printed whole when
 * it ends; a failed file's errors again at the end. Exits non-zero when any test fails or a file
 * cannot be loaded.
 *
 *   npm run test:unit                     every suite
 *   npm run test:unit -- harness/ stores  only files whose path contains one of the words
 *   UNIT_WORKERS=1 npm run test:unit      one worker (the old single-process run)
 *   tsx test/unit.ts --lint               Biome (npm run lint) beside the suites
 *   tsx test/unit.ts --typecheck          the type check (npm run typecheck) beside the suites,
 *                                         on one thread (--singleThreaded: TypeScript 7 checks
 *                                         on several, which costs more CPU beside the workers)
 */
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Test = () => Promise<[errors: string | true, passed: number, skipped: number, total: number]>;
type FileResult = {
  file: string;
  output: string;
  errors: string;
  passed: number;
  skipped: number;
  total: number;
  ms: number;
  /** CPU time (user + system) the worker spent on the file. */
  cpuMs: number;
};
type ToWorker = { file: string } | { done: true };
type FromWorker = { ready: true } | ({ result: true } & FileResult);

const root = fileURLToPath(new URL('..', import.meta.url));
const testDir = join(root, 'test');

function testFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'e2e' && name !== 'node_modules') walk(path);
      } else if (/\.test\.tsx?$/.test(name)) out.push(path);
    }
  };
  walk(testDir);
  const words = process.argv.slice(2).filter((w) => !w.startsWith('--'));
  return out.filter((f) => !words.length || words.some((w) => relative(testDir, f).includes(w))).sort();
}

/**
 * A file's place in the queue: its size, or first of all when its first line says `@slow` (a file
 * small in bytes that runs long, such as a share of the API fuzz).
 */
function weight(file: string): number {
  const slow = readFileSync(file, 'utf8').split('\n', 1)[0].includes('@slow');
  return (slow ? 1e9 : 0) + statSync(file).size;
}

/** Runs one file's suites the way uvu's own runner does, its output captured. */
async function runFile(file: string): Promise<FileResult> {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const g = globalThis as { UVU_QUEUE?: unknown[][]; UVU_INDEX?: number; UVU_DEFER?: number };
  g.UVU_DEFER = 1;
  g.UVU_QUEUE = [[]];
  g.UVU_INDEX = 0;
  let output = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    return true;
  }) as typeof process.stdout.write;
  let errors = '';
  let passed = 0;
  let skipped = 0;
  let total = 0;
  try {
    await import(pathToFileURL(file).href);
    for (const test of g.UVU_QUEUE[0] as Test[]) {
      const [errs, ran, skip, max] = await test();
      passed += ran;
      skipped += skip;
      total += max;
      if (errs !== true) errors += `${errs}\n`;
    }
  } catch (error) {
    errors += `  could not run ${relative(root, file)}: ${(error as Error).stack ?? error}\n`;
    total += 1;
  } finally {
    process.stdout.write = write;
  }
  const used = process.cpuUsage(cpu);
  const cpuMs = Math.round((used.user + used.system) / 1000);
  return { file, output, errors, passed, skipped, total, ms: Date.now() - started, cpuMs };
}

async function worker(): Promise<void> {
  // Set before uvu loads: it then queues suites for a runner instead of running them itself.
  (globalThis as { UVU_DEFER?: number }).UVU_DEFER = 1;
  await import('uvu');
  process.on('message', async (message: ToWorker) => {
    if ('done' in message) process.exit(0);
    process.send?.({ result: true, ...(await runFile(message.file)) } satisfies FromWorker);
  });
  process.send?.({ ready: true } satisfies FromWorker);
}

/** `npm run <script> -- <args>` in a child process: its exit code and what it printed. */
function npmRun(script: string, ...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const argv = ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])];
    const child = spawn('npm', argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  // What the workers share in this run (the seeded database image, test/harness/helpers.ts).
  const shared = mkdtempSync(join(tmpdir(), 'unit-shared-'));
  process.on('exit', () => rmSync(shared, { recursive: true, force: true }));
  const checking = process.argv.includes('--typecheck') ? npmRun('typecheck', '--singleThreaded') : null;
  const linting = process.argv.includes('--lint') ? npmRun('lint') : null;
  // Files marked @slow first, then larger files: they tend to run longest, and the small ones
  // fill in at the end.
  const queue = testFiles().sort((a, b) => weight(b) - weight(a));
  const count = queue.length;
  const workers = Math.max(1, Math.min(Number(process.env.UNIT_WORKERS) || availableParallelism(), count));
  const results: FileResult[] = [];
  const self = fileURLToPath(import.meta.url);
  const setup = pathToFileURL(join(testDir, 'setup.ts')).href;
  await Promise.all(
    Array.from(
      { length: workers },
      (_, index) =>
        new Promise<void>((resolve) => {
          const child = fork(self, [], {
            env: { ...process.env, UNIT_WORKER: String(index), UNIT_SHARED_DIR: shared },
            execArgv: [...process.execArgv, '--import', setup],
          });
          let current: string | undefined;
          const next = () => {
            current = queue.shift();
            child.send(current ? ({ file: current } satisfies ToWorker) : ({ done: true } satisfies ToWorker));
          };
          child.on('message', (message: FromWorker) => {
            if ('result' in message) {
              results.push(message);
              process.stdout.write(
                `${relative(root, message.file)} (${message.ms} ms, ${message.cpuMs} ms CPU)\n${message.output}`,
              );
            }
            next();
          });
          child.on('exit', (code) => {
            if (current) {
              results.push({
                file: current,
                output: '',
                errors: `  the worker running ${relative(root, current)} exited (${code})\n`,
                passed: 0,
                skipped: 0,
                total: 1,
                ms: 0,
                cpuMs: 0,
              });
            }
            resolve();
          });
        }),
    ),
  );
  const lint = await linting;
  if (lint) console.log(lint.code ? `\n✘ lint (npm run lint)\n${lint.output}` : 'lint: no errors');
  const types = await checking;
  if (types) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      types.code
        ? `\n✘ type check (npm run typecheck)\n${types.output}`
        : `type check: no errors (done by ${seconds} s)`,
    );
  }
  const failed = results.filter((r) => r.errors);
  for (const r of failed) process.stdout.write(`\n✘ ${relative(root, r.file)}\n${r.errors}`);
  const sum = (key: 'passed' | 'skipped' | 'total') => results.reduce((n, r) => n + r[key], 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n  Files:     ${results.length} of ${count}\n  Total:     ${sum('total')}\n  Passed:    ${sum('passed')}` +
      `\n  Skipped:   ${sum('skipped')}\n  Duration:  ${seconds} s (${workers} workers)\n`,
  );
  process.exit(failed.length || results.length !== count || types?.code || lint?.code ? 1 : 0);
}

await (process.env.UNIT_WORKER === undefined ? main() : worker());
