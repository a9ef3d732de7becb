/**
 * The main-thread view of `npm run bench:trace -- --cpu`: a DevTools trace of the measured visit
 * (CDP Tracing.start on the browser, through Playwright's browser.startTracing), reduced to the
 * page's renderer processes (the full browser traces its own WebUI pages too): each top-level
 * task of their main thread over `minTaskMs`, with what it spent its time on, and when each
 * response reached the renderer. Times in ms since the journey's first navigation start (the
 * `navigationStart` event of its first document), the time line the probe's times are on.
 */
import type { Browser } from 'playwright-core';

export const TRACE_CATEGORIES = [
  '-*',
  'toplevel',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
];

/** A trace event, as much of it as is read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; [key: string]: unknown };
}

/** Runs `run` while the browser records a trace; its value and the trace's events. */
export async function traced<T>(browser: Browser, run: () => Promise<T>): Promise<{ value: T; events: TraceEvent[] }> {
  await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
  let value: T;
  try {
    value = await run();
  } catch (error) {
    await browser.stopTracing();
    throw error;
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  return { value, events: trace.traceEvents };
}

/** One line of the merged time line: when, and what to print. */
export interface TraceLine {
  at: number;
  text: string;
}

type Data = Record<string, unknown>;
const dataOf = (e: TraceEvent): Data => e.args?.data ?? e.args?.beginData ?? {};
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A script's file name (or the document's path) from its URL. */
function file(url: unknown): string {
  try {
    const path = new URL(str(url)).pathname;
    return path.slice(path.lastIndexOf('/') + 1) || path;
  } catch {
    return str(url) || '?';
  }
}

/** What ran the script beneath: a FunctionCall inside one of these is "<trigger>: <file>". */
const TRIGGERS: Record<string, (d: Data) => string> = {
  TimerFire: () => 'timer',
  EventDispatch: (d) => `event ${str(d.type)}`,
  FireAnimationFrame: () => 'animation frame',
  FireIdleCallback: () => 'idle callback',
  XHRReadyStateChange: () => 'XHR',
  XHRLoad: () => 'XHR',
  RunMicrotasks: () => 'microtasks',
};

/** What the main thread spends its time on, by trace event name; null: counted to its parent. */
const KINDS: Record<string, (d: Data) => string | null> = {
  ...TRIGGERS,
  EvaluateScript: (d) => (d.url ? `evaluate ${file(d.url)}` : null),
  'v8.compileModule': (d) => `compile ${file(d.url)}`,
  'v8.compile': (d) => `compile ${file(d.url)}`,
  FunctionCall: (d) => (d.url ? `script ${file(d.url)}` : null),
  'DocumentLoader::CommitNavigation': () => 'commit navigation',
  ParseHTML: () => 'parse HTML',
  ParseAuthorStyleSheet: (d) => `parse CSS ${file(d.styleSheetUrl)}`,
  UpdateLayoutTree: () => 'style',
  Layout: () => 'layout',
  PrePaint: () => 'paint',
  Paint: () => 'paint',
  PaintImage: () => 'paint',
  Layerize: () => 'paint',
  UpdateLayer: () => 'paint',
  Commit: () => 'paint',
  'Decode Image': () => 'image decode',
  MinorGC: () => 'GC',
  MajorGC: () => 'GC',
  'BlinkGC.AtomicPhase': () => 'GC',
};

/** A task the bench itself sent: Playwright's evaluations (the probe's polling) through DevTools. */
const isDevTools = (e: TraceEvent) =>
  e.name === 'Receive mojo message' &&
  str((e.args?.chrome_mojo_event_info as Data | undefined)?.mojo_interface_tag).includes('DevToolsSession');

/**
 * A module evaluation's event does not say which module: each is named by the first module
 * compiled since the previous evaluation (the graph's entry, as a rule), +N the others compiled.
 */
function moduleEvaluations(slices: TraceEvent[]): Map<TraceEvent, string> {
  const names = new Map<TraceEvent, string>();
  const compiled = new Map<string, string[]>();
  for (const e of slices) {
    const thread = `${e.pid}:${e.tid}`;
    const pending = compiled.get(thread) ?? [];
    if (e.name === 'v8.compileModule') compiled.set(thread, [...pending, file(dataOf(e).url)]);
    if (e.name !== 'v8.evaluateModule') continue;
    const more = pending.length > 1 ? ` +${pending.length - 1}` : '';
    names.set(e, pending.length ? `evaluate module ${pending[0]}${more}` : 'evaluate module (compiled earlier)');
    compiled.set(thread, []);
  }
  return names;
}

/**
 * Where one task's time went, by kind: events nest by time; each event's duration goes to its
 * kind and is taken back from its parent's (what no known event covers stays "other").
 */
function breakdown(task: TraceEvent, inside: TraceEvent[], modules: Map<TraceEvent, string>): [string, number][] {
  const spent = new Map<string, number>();
  const add = (label: string, us: number) => spent.set(label, (spent.get(label) ?? 0) + us);
  const stack = [{ end: task.ts + (task.dur ?? 0), label: 'other', trigger: false }];
  add('other', task.dur ?? 0);
  for (const e of inside) {
    while (stack.length > 1 && e.ts >= stack[stack.length - 1].end) stack.pop();
    const parent = stack[stack.length - 1];
    const data = dataOf(e);
    const own = isDevTools(e)
      ? 'the bench (DevTools)'
      : (modules.get(e) ?? (Object.hasOwn(KINDS, e.name) ? KINDS[e.name](data) : null));
    const called = e.name === 'FunctionCall' && parent.trigger && data.url;
    const label = own === null ? parent.label : called ? `${parent.label}: ${file(data.url)}` : own;
    if (label !== parent.label) {
      add(label, e.dur ?? 0);
      add(parent.label, -(e.dur ?? 0));
    }
    stack.push({ end: e.ts + (e.dur ?? 0), label, trigger: Object.hasOwn(TRIGGERS, e.name) });
  }
  return [...spent].sort((a, b) => b[1] - a[1]);
}

/**
 * The main-thread tasks of at least `minTaskMs` of the documents from `origin` (the app's
 * server), and when each of their responses reached the renderer, on the journey's time line.
 */
export function mainThreadLines(events: TraceEvent[], origin: string, minTaskMs = 20): TraceLine[] {
  const navigations = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      !!dataOf(e).isLoadingMainFrame &&
      str(dataOf(e).documentLoaderURL).startsWith(origin),
  );
  if (!navigations.length) throw new Error(`the trace holds no navigation to ${origin}`);
  const t0 = Math.min(...navigations.map((e) => e.ts));
  const mainThreads = new Set(navigations.map((e) => `${e.pid}:${e.tid}`));
  const pids = new Set(navigations.map((e) => e.pid));
  const at = (ts: number) => (ts - t0) / 1000;
  const ms = (n: number) => n.toFixed(0).padStart(5);
  const lines: TraceLine[] = [];

  const slices = events
    .filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const modules = moduleEvaluations(slices);
  slices.forEach((task, i) => {
    const dur = task.dur ?? 0;
    if (task.name !== 'RunTask' || task.ts < t0 || dur < minTaskMs * 1000) return;
    const inside: TraceEvent[] = [];
    for (let j = i + 1; j < slices.length && slices[j].ts < task.ts + dur; j += 1) {
      if (slices[j].pid === task.pid && slices[j].tid === task.tid) inside.push(slices[j]);
    }
    const parts = breakdown(task, inside, modules)
      .filter(([, us]) => us >= 1000)
      .slice(0, 4)
      .map(([label, us]) => `${label} ${(us / 1000).toFixed(0)}`);
    lines.push({
      at: at(task.ts),
      text: `  ${ms(at(task.ts))} ~ ${ms(at(task.ts + dur))}  task ${(dur / 1000).toFixed(0)} ms: ${parts.join(', ')}`,
    });
  });

  const urls = new Map<string, string>();
  const finished = new Map<string, TraceEvent>();
  const responses: TraceEvent[] = [];
  for (const e of events) {
    if (!pids.has(e.pid)) continue;
    const id = str(dataOf(e).requestId);
    if (e.name === 'ResourceSendRequest') urls.set(id, str(dataOf(e).url));
    if (e.name === 'ResourceFinish') finished.set(id, e);
    if (e.name === 'ResourceReceiveResponse' && e.ts >= t0) responses.push(e);
  }
  for (const e of responses) {
    const id = str(dataOf(e).requestId);
    const url = urls.get(id) ?? '';
    if (!url.startsWith(origin)) continue;
    const done = finished.get(id);
    const bytes = String(done ? (dataOf(done).encodedDataLength ?? '?') : '?').padStart(7);
    lines.push({
      at: at(e.ts),
      text: `  ${ms(at(e.ts))} ⇢ ${done ? ms(at(done.ts)) : '    ?'}  ${bytes} B  reached the renderer ${url.slice(origin.length, origin.length + 60)}`,
    });
  }
  return lines.sort((a, b) => a.at - b.at);
}
