/**
 * The bench's printout: one row per scenario (medians with [min–max]), the ratios to the floor
 * measured in the same run, and the targets with whether each is met.
 */
import { median, type Sample, type Spread, spread } from './metrics';

export type ScenarioId = 'floorCold' | 'floorWarm' | 'returningCold' | 'firstVisit' | 'repeatWarm';

export const SCENARIOS: Record<ScenarioId, { label: string; floor?: ScenarioId; target?: number }> = {
  floorCold: { label: 'floor, cold cache' },
  floorWarm: { label: 'floor, warm cache' },
  returningCold: { label: 'returning reader, cold cache', floor: 'floorCold', target: 1.6 },
  firstVisit: { label: 'first visit through OAuth', floor: 'floorCold', target: 2.2 },
  repeatWarm: { label: 'repeat visit, warm cache', floor: 'floorWarm', target: 1.5 },
};

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

/** Per round, the scenario's value over its floor's in the same round. */
function pairedRatios(results: Results, id: ScenarioId, key: 'lcp' | 'grid'): number[] {
  const floor = SCENARIOS[id].floor;
  if (!floor) return [];
  return results[id].flatMap((sample, round) => {
    const base = results[floor][round];
    return sample && base ? [sample[key] / base[key]] : [];
  });
}

/** Median over median: the headline ratio. */
function medianRatio(results: Results, id: ScenarioId, key: 'lcp' | 'grid'): number | null {
  const floor = SCENARIOS[id].floor;
  const mine = done(results[id]);
  const base = floor ? done(results[floor]) : [];
  if (!floor || !mine.length || !base.length) return null;
  return median(mine.map((s) => s[key])) / median(base.map((s) => s[key]));
}

export function formatResults(results: Results): string[] {
  const lines: string[] = [];
  const ids = Object.keys(SCENARIOS) as ScenarioId[];
  const header = ['scenario', 'n', 'FCP ms', 'LCP ms', 'grid ms', 'first /api ms', 'requests', 'KB', 'CLS'];
  const rows = [header];
  for (const id of ids) {
    const samples = done(results[id]);
    const failed = results[id].length - samples.length;
    if (!samples.length) {
      rows.push([SCENARIOS[id].label, `0 (${failed} failed)`, '', '', '', '', '', '', '']);
      continue;
    }
    const api = samples.flatMap((s) => (s.firstApi === null ? [] : [s.firstApi]));
    rows.push([
      SCENARIOS[id].label,
      failed ? `${samples.length} (${failed} failed)` : `${samples.length}`,
      range(spread(samples.map((s) => s.fcp)), ms),
      range(spread(samples.map((s) => s.lcp)), ms),
      range(spread(samples.map((s) => s.grid)), ms),
      api.length ? range(spread(api), ms) : '—',
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

  const ratioRows = [['ratio to the floor (same run)', 'floor', 'LCP', 'grid']];
  for (const id of ids) {
    const floor = SCENARIOS[id].floor;
    if (!floor) continue;
    const cell = (key: 'lcp' | 'grid') => {
      const headline = medianRatio(results, id, key);
      const paired = pairedRatios(results, id, key);
      if (headline === null) return '—';
      return paired.length
        ? `${ratio(headline)} [${ratio(Math.min(...paired))}–${ratio(Math.max(...paired))}]`
        : ratio(headline);
    };
    ratioRows.push([SCENARIOS[id].label, SCENARIOS[floor].label, cell('lcp'), cell('grid')]);
  }
  lines.push(...table(ratioRows));
  lines.push(
    "  (median over the floor's median; in brackets the lowest and highest ratio of one round to its own floor)",
    '',
  );

  const verdict = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'met' : 'NOT MET');
  const target = (what: string, got: string, ok: boolean | null) =>
    lines.push(`  ${pad(what, 66)} ${pad(got, 26)} ${verdict(ok)}`);
  const app = (['returningCold', 'firstVisit', 'repeatWarm'] as const).flatMap((id) => done(results[id]));

  lines.push('Targets (relative to the floor)');
  for (const id of ids) {
    const { target: most, label } = SCENARIOS[id];
    if (!most) continue;
    const lcp = medianRatio(results, id, 'lcp');
    const grid = medianRatio(results, id, 'grid');
    const measured = lcp !== null && grid !== null;
    target(
      `${label}: LCP and grid ≤ ${most}× the floor`,
      measured ? `LCP ${ratio(lcp)}, grid ${ratio(grid)}` : '',
      measured ? lcp <= most && grid <= most : null,
    );
  }
  const maxCls = app.length ? Math.max(...app.map((s) => s.cls)) : null;
  target(
    'CLS 0 (every app run)',
    maxCls === null ? '' : `highest ${maxCls === 0 ? '0' : maxCls.toPrecision(2)}`,
    maxCls === null ? null : maxCls === 0,
  );
  const longest = app.length ? Math.max(...app.map((s) => s.longTasks.max)) : null;
  target(
    'no long task over 200 ms before the grid (every app run)',
    longest === null ? '' : `longest ${ms(longest)} ms`,
    longest === null ? null : longest <= 200,
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
