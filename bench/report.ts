/**
 * The bench's printout: one row per scenario (medians with [min–max]), the ratios to the floor
 * measured in the same run, and the targets with whether each is met.
 */
import { median, type Sample, type Spread, spread } from './metrics';

export type ScenarioId = 'floorCold' | 'floorWarm' | 'returningCold' | 'firstVisit' | 'repeatWarm' | 'slowList';

export interface Scenario {
  label: string;
  /** The floor it is compared with, in the same run; none for the floors themselves. */
  floor?: ScenarioId;
  /** The most its median LCP and grid may be, over the floor's median; none: informative only. */
  target?: { lcp: number; grid: number };
}

export const SCENARIOS: Record<ScenarioId, Scenario> = {
  floorCold: { label: 'floor, cold cache' },
  floorWarm: { label: 'floor, warm cache' },
  returningCold: { label: 'returning reader, cold cache', floor: 'floorCold', target: { lcp: 1.3, grid: 1.0 } },
  firstVisit: { label: 'first visit through OAuth', floor: 'floorCold', target: { lcp: 1.9, grid: 1.6 } },
  repeatWarm: { label: 'repeat visit, warm cache', floor: 'floorWarm', target: { lcp: 1.2, grid: 1.0 } },
  slowList: { label: 'returning reader, cold cache, slow service list', floor: 'floorCold' },
};

/** No task before the grid longer than this, in any app run. */
export const LONGEST_TASK_MS = 200;

/** Every scenario's samples, indexed by round: samples[id][round] (undefined when that run failed). */
export type Results = Record<ScenarioId, (Sample | undefined)[]>;

const ms = (v: number) => `${Math.round(v)}`;
const range = (s: Spread, fmt: (v: number) => string) => `${fmt(s.median)} [${fmt(s.min)}–${fmt(s.max)}]`;
const ratio = (v: number) => `${v.toFixed(2)}×`;

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - text.length));
}

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) =>
    row
      .map((cell, i) => pad(cell, widths[i]))
      .join('  ')
      .trimEnd(),
  );
}

const done = (samples: (Sample | undefined)[]) => samples.filter((s): s is Sample => !!s);

/** What a ratio compares: the floor's own first screen (its div) stands for the skeleton too. */
type Key = 'lcp' | 'grid' | 'skeleton';
const value = (sample: Sample, key: Key): number | null => sample[key];
const floorValue = (sample: Sample, key: Key): number => sample[key === 'skeleton' ? 'grid' : key];

/** Per round, the scenario's value over its floor's in the same round. */
function pairedRatios(results: Results, id: ScenarioId, key: Key): number[] {
  const floor = SCENARIOS[id].floor;
  if (!floor) return [];
  return results[id].flatMap((sample, round) => {
    const base = results[floor][round];
    const mine = sample && value(sample, key);
    return mine !== undefined && mine !== null && base ? [mine / floorValue(base, key)] : [];
  });
}

/** Median over median: the headline ratio. */
function medianRatio(results: Results, id: ScenarioId, key: Key): number | null {
  const floor = SCENARIOS[id].floor;
  const mine = done(results[id]).flatMap((s) => value(s, key) ?? []);
  const base = floor ? done(results[floor]) : [];
  if (!floor || !mine.length || !base.length) return null;
  return median(mine) / median(base.map((s) => floorValue(s, key)));
}

/** Median [min–max] of the values the runs have; "in k of n" when some runs had none. */
function optional(values: (number | null)[]): string {
  const seen = values.flatMap((v) => (v === null ? [] : [v]));
  if (!seen.length) return '—';
  const cell = range(spread(seen), ms);
  return seen.length === values.length ? cell : `${cell} in ${seen.length} of ${values.length}`;
}

export function formatResults(results: Results): string[] {
  const lines: string[] = [];
  const ids = Object.keys(SCENARIOS) as ScenarioId[];
  const apps = ids.filter((id) => SCENARIOS[id].floor);
  const header = [
    'scenario',
    'n',
    'FCP ms',
    'LCP ms',
    'grid ms',
    'skeleton ms',
    'first /api ms',
    'requests',
    'KB',
    'CLS',
  ];
  const rows = [header];
  for (const id of ids) {
    const samples = done(results[id]);
    const failed = results[id].length - samples.length;
    if (!samples.length) {
      rows.push([SCENARIOS[id].label, `0 (${failed} failed)`, ...header.slice(2).map(() => '')]);
      continue;
    }
    rows.push([
      SCENARIOS[id].label,
      failed ? `${samples.length} (${failed} failed)` : `${samples.length}`,
      range(spread(samples.map((s) => s.fcp)), ms),
      range(spread(samples.map((s) => s.lcp)), ms),
      range(spread(samples.map((s) => s.grid)), ms),
      optional(samples.map((s) => s.skeleton)),
      optional(samples.map((s) => s.firstApi)),
      range(spread(samples.map((s) => s.requests)), ms),
      range(spread(samples.map((s) => s.bytes / 1024)), (v) => `${v.toFixed(1)}`),
      range(spread(samples.map((s) => s.cls)), (v) => v.toFixed(3)),
    ]);
  }
  lines.push(...table(rows), '');

  const taskRows = [['long tasks before the grid', 'count', 'longest ms', 'total ms', 'grid timed by', 'LCP element']];
  for (const id of ids) {
    const samples = done(results[id]);
    if (!samples.length) continue;
    const sources = [...new Set(samples.map((s) => s.gridSource))].join(', ');
    const elements = [...new Set(samples.map((s) => s.lcpElement || '?'))].join(', ');
    taskRows.push([
      SCENARIOS[id].label,
      range(spread(samples.map((s) => s.longTasks.count)), ms),
      range(spread(samples.map((s) => s.longTasks.max)), ms),
      range(spread(samples.map((s) => s.longTasks.total)), ms),
      sources === 'element' ? 'Element Timing' : sources === 'frame' ? 'double rAF' : sources,
      elements,
    ]);
  }
  lines.push(...table(taskRows), '');

  const ratioRows = [['ratio to the floor (same run)', 'floor', 'LCP', 'grid', 'skeleton']];
  for (const id of apps) {
    const cell = (key: Key) => {
      const headline = medianRatio(results, id, key);
      const paired = pairedRatios(results, id, key);
      if (headline === null) return '—';
      return paired.length
        ? `${ratio(headline)} [${ratio(Math.min(...paired))}–${ratio(Math.max(...paired))}]`
        : ratio(headline);
    };
    const floor = SCENARIOS[id].floor as ScenarioId;
    ratioRows.push([SCENARIOS[id].label, SCENARIOS[floor].label, cell('lcp'), cell('grid'), cell('skeleton')]);
  }
  lines.push(...table(ratioRows));
  lines.push(
    "  (median over the floor's median; in brackets the lowest and highest ratio of one round to its own floor;",
    "  the skeleton over the floor's div)",
    '',
  );

  const verdict = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'met' : 'NOT MET');
  const target = (what: string, got: string, ok: boolean | null) =>
    lines.push(`  ${pad(what, 66)} ${pad(got, 18)} ${verdict(ok)}`);
  const app = apps.flatMap((id) => done(results[id]));

  lines.push("Targets (median over the floor's median in the same run, judged as printed)");
  for (const id of apps) {
    const { target: most, label, floor } = SCENARIOS[id];
    const against = floor === 'floorWarm' ? 'warm floor' : 'floor';
    if (!most) {
      lines.push(`  ${label}: no target (its ratios are informative)`);
      continue;
    }
    for (const key of ['lcp', 'grid'] as const) {
      const got = medianRatio(results, id, key);
      target(
        `${label}: ${key === 'lcp' ? 'LCP' : 'grid'} ≤ ${most[key].toFixed(1)}× the ${against}`,
        got === null ? '' : ratio(got),
        got === null ? null : Number(got.toFixed(2)) <= most[key],
      );
    }
  }
  const longest = app.length ? Math.max(...app.map((s) => s.longTasks.max)) : null;
  target(
    `the longest task before the grid ≤ ${LONGEST_TASK_MS} ms (every app run)`,
    longest === null ? '' : `${ms(longest)} ms`,
    longest === null ? null : longest <= LONGEST_TASK_MS,
  );
  const maxCls = app.length ? Math.max(...app.map((s) => s.cls)) : null;
  target(
    'CLS 0 (every app run)',
    maxCls === null ? '' : `highest ${maxCls === 0 ? '0' : maxCls.toPrecision(2)}`,
    maxCls === null ? null : maxCls === 0,
  );

  lines.push('', "DESIGN.md's budgets (absolute times: they depend on the machine)");
  const cold = done(results.returningCold);
  const coldLcp = cold.length ? median(cold.map((s) => s.lcp)) : null;
  target(
    'home LCP ≤ 2.5 s, returning reader, cold cache (median)',
    coldLcp === null ? '' : `${ms(coldLcp)} ms`,
    coldLcp === null ? null : coldLcp <= 2500,
  );
  const repeat = done(results.repeatWarm);
  const early = repeat.filter((s) => s.servicesAnswered === null || s.grid < s.servicesAnswered).length;
  target(
    'repeat visit: cached grid painted before the service list answers',
    repeat.length ? `${early} of ${repeat.length} runs` : '',
    repeat.length ? early === repeat.length : null,
  );
  return lines;
}
