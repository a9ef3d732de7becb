/**
 * `npm run bench:trace [returning|repeat|first|slow] [--cpu]`: one visit's time line under the
 * bench's throttling (phone.ts), to see where the time before the grid goes: every request of
 * each document (start → end, bytes on the wire, kind, path) and every long task, in ms since the
 * journey's first navigation, with when the skeleton, the grid and the LCP were painted. One
 * warm-up visit, then two measured ones; the last is printed. `slow`: the returning reader while
 * the service list answers 1 s late (slowVendor.ts).
 *
 * `--cpu` (or BENCH_TRACE_CPU=1) records a DevTools trace of the printed visit and merges into the
 * same time line the main thread's tasks of 20 ms or more, with what each spent its time on, and
 * when each response reached the renderer (cpuTrace.ts). Tracing slows the page down: read the
 * tasks' shares and order from it, the times from a run without it.
 * A diagnosis aid beside `npm run bench`, whose medians are the figures to quote.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRelease } from '../build.mjs';
import { startServer } from '../harness/server/index';
import { launch } from '../test/e2e/browser';
import { mainThreadLines, type TraceEvent, type TraceLine, traced } from './cpuTrace';
import { newPhone, returningPhone, visitDocuments } from './phone';
import type { DocumentSeen } from './probe';
import { withSlowServiceList } from './slowVendor';

const KINDS = ['returning', 'repeat', 'first', 'slow'] as const;
type Kind = (typeof KINDS)[number];
const words = process.argv.slice(2);
const kind = (words.find((word) => !word.startsWith('--')) ?? 'returning') as Kind;
// `npm run bench:trace slow --cpu` keeps --cpu for npm itself, which hands it on as npm_config_cpu.
const cpu = words.includes('--cpu') || process.env.BENCH_TRACE_CPU === '1' || process.env.npm_config_cpu === 'true';
if (!KINDS.includes(kind) || words.some((word) => word.startsWith('--') && word !== '--cpu')) {
  console.error(`usage: npm run bench:trace -- [${KINDS.join('|')}] [--cpu]`);
  process.exit(1);
}

const build = await buildRelease({ log: () => undefined });
if (!build.report) {
  console.error('The release build failed.', build.error ?? '');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'harness-trace-'));
const server = await startServer({ port: 0, dbPath: join(dataDir, 'trace.db'), seedScale: 'small' });
const browser = await launch({ full: true });

interface Journey {
  documents: DocumentSeen[];
  /** The DevTools trace of the measured visit (with --cpu). */
  events: TraceEvent[];
}

async function journey(fast: boolean, trace: boolean): Promise<Journey> {
  const context =
    kind === 'first'
      ? await newPhone(browser, { baseUrl: server.url, persona: 'reader' })
      : await returningPhone(browser, server, 'reader');
  try {
    const visit = { path: '/', fast, afterReturn: kind === 'first' };
    if (kind === 'repeat') await visitDocuments(context, server.url, visit);
    const once = () => visitDocuments(context, server.url, visit);
    const measure = async (): Promise<Journey> => {
      if (!trace) return { documents: await once(), events: [] };
      const { value, events } = await traced(browser, once);
      return { documents: value, events };
    };
    return kind === 'slow' ? await withSlowServiceList(server.url, measure) : await measure();
  } finally {
    await context.close();
  }
}

function print({ documents, events }: Journey): void {
  const t0 = Math.min(...documents.map((d) => d.timeOrigin));
  const ms = (n: number) => n.toFixed(0).padStart(5);
  const cpuLines = events.length ? mainThreadLines(events, server.url) : [];
  documents.forEach((d, i) => {
    const at = d.timeOrigin - t0;
    const until = i + 1 < documents.length ? documents[i + 1].timeOrigin - t0 : Infinity;
    const when = (local: number | null) => (local === null ? '—' : ms(local + at).trimStart());
    console.log(
      `\n${d.url}\n  starts at ${ms(at).trimStart()}; FCP ${when(d.fcp)}` +
        `, skeleton painted ${when(d.skeletonPaint ?? d.skeletonFrame)}` +
        `, grid in the DOM ${when(d.gridDom)}, grid painted ${when(d.gridPaint ?? d.gridFrame)}` +
        `, LCP ${when(d.lcp)} (${d.lcpElement || '—'})`,
    );
    const rows: TraceLine[] = [
      ...d.resources.map((r) => {
        const url = new URL(r.name);
        const what = `${r.kind.padEnd(14)} ${url.pathname}${url.search.slice(0, 32)}`;
        return {
          at: r.start + at,
          text: `  ${ms(r.start + at)} → ${ms(r.end + at)}  ${String(r.transfer).padStart(7)} B  ${what}`,
        };
      }),
      // With the trace, its tasks say more than the page's long-task entries.
      ...(cpuLines.length
        ? cpuLines.filter((line) => line.at >= at && line.at < until)
        : d.longTasks.map(([start, duration]) => ({
            at: start + at,
            text: `  ${ms(start + at)} ~ ${ms(start + at + duration)}  long task, ${duration.toFixed(0)} ms`,
          }))),
    ];
    for (const { text } of rows.sort((a, b) => a.at - b.at)) console.log(text);
  });
}

try {
  await journey(true, false);
  await journey(false, false);
  print(await journey(false, cpu));
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
