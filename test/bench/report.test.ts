/** The bench's printout: the targets' verdicts (LCP and grid apart, per scenario) and the skeleton column. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Sample } from '../../bench/metrics';
import { formatResults, type Results, SCENARIOS } from '../../bench/report';

function sample(overrides: Partial<Sample> = {}): Sample {
  return {
    fcp: 500,
    lcp: 1000,
    grid: 1000,
    gridSource: 'element',
    skeleton: null,
    firstApi: 300,
    servicesAnswered: 900,
    requests: 5,
    bytes: 60_000,
    longTasks: { count: 1, max: 150, total: 150 },
    cls: 0,
    lcpElement: 'img.home-banner',
    ...overrides,
  };
}

/** Every round alike: the floors at 1000 ms, the app scenarios as given. */
function results(app: Partial<Record<keyof Results, Partial<Sample>>>, rounds = 3): Results {
  const runs = (overrides: Partial<Sample> = {}) => Array.from({ length: rounds }, () => sample(overrides));
  return {
    floorCold: runs(),
    floorWarm: runs(),
    returningCold: runs(app.returningCold),
    firstVisit: runs(app.firstVisit),
    repeatWarm: runs(app.repeatWarm ?? { servicesAnswered: null }),
    slowList: runs(app.slowList),
  };
}

/** The verdict printed at the end of the line that starts with `what`. */
function verdict(lines: string[], what: string): string {
  const line = lines.find((l) => l.trimStart().startsWith(what));
  if (!line) throw new Error(`no line "${what}" in:\n${lines.join('\n')}`);
  return line.endsWith('NOT MET') ? 'NOT MET' : line.endsWith('not measured') ? 'not measured' : line.slice(-3);
}

const Report = suite('bench report');

Report('returning reader: LCP at 1.25× the floor is met, at 1.35× it is not', () => {
  const met = formatResults(results({ returningCold: { lcp: 1250, grid: 1000 } }));
  assert.is(verdict(met, 'returning reader, cold cache: LCP ≤ 1.3× the floor'), 'met');
  assert.is(verdict(met, 'returning reader, cold cache: grid ≤ 1.0× the floor'), 'met');
  const late = formatResults(results({ returningCold: { lcp: 1350, grid: 1000 } }));
  assert.is(verdict(late, 'returning reader, cold cache: LCP ≤ 1.3× the floor'), 'NOT MET');
  assert.is(verdict(late, 'returning reader, cold cache: grid ≤ 1.0× the floor'), 'met', 'the grid is judged apart');
});

Report('LCP and grid each against their own target, per scenario', () => {
  const lines = formatResults(
    results({
      returningCold: { lcp: 1200, grid: 1100 },
      firstVisit: { lcp: 1850, grid: 1650 },
      repeatWarm: { lcp: 1210, grid: 990, servicesAnswered: null },
    }),
  );
  assert.is(verdict(lines, 'returning reader, cold cache: grid ≤ 1.0× the floor'), 'NOT MET');
  assert.is(verdict(lines, 'first visit through OAuth: LCP ≤ 1.9× the floor'), 'met');
  assert.is(verdict(lines, 'first visit through OAuth: grid ≤ 1.6× the floor'), 'NOT MET');
  assert.is(verdict(lines, 'repeat visit, warm cache: LCP ≤ 1.2× the warm floor'), 'NOT MET');
  assert.is(verdict(lines, 'repeat visit, warm cache: grid ≤ 1.0× the warm floor'), 'met');
  assert.ok(
    lines.some((l) => l.includes(`${SCENARIOS.slowList.label}: no target`)),
    'the slow service list is informative only',
  );
});

Report('a ratio is judged as printed: 1.004× is 1.00×, met', () => {
  const lines = formatResults(results({ returningCold: { grid: 1004 } }));
  assert.ok(lines.some((l) => l.includes('grid ≤ 1.0× the floor') && l.includes('1.00×') && l.endsWith('met')));
});

Report('the longest task and CLS over every app run, the slow service list included', () => {
  const ok = formatResults(results({}));
  assert.is(verdict(ok, 'the longest task before the grid ≤ 200 ms'), 'met');
  assert.is(verdict(ok, 'CLS 0'), 'met');
  const slow = formatResults(results({ slowList: { longTasks: { count: 1, max: 201, total: 201 }, cls: 0.02 } }));
  assert.is(verdict(slow, 'the longest task before the grid ≤ 200 ms'), 'NOT MET');
  assert.is(verdict(slow, 'CLS 0'), 'NOT MET');
});

Report('a scenario with no run is not measured', () => {
  const none = results({});
  none.returningCold = [undefined, undefined, undefined];
  const lines = formatResults(none);
  assert.is(verdict(lines, 'returning reader, cold cache: LCP ≤ 1.3× the floor'), 'not measured');
  assert.ok(lines.some((l) => l.startsWith('returning reader, cold cache') && l.includes('0 (3 failed)')));
});

Report('the skeleton column: its median where there was one, — where none', () => {
  const lines = formatResults(results({ slowList: { skeleton: 700, grid: 2000 }, returningCold: {} }));
  const header = lines[0];
  const column = header.indexOf('skeleton ms');
  assert.ok(column > 0);
  const cell = (label: string) => {
    const row = lines.find((l) => l.startsWith(`${label} `));
    return row?.slice(column).split(/\s{2,}/)[0];
  };
  assert.is(cell(SCENARIOS.slowList.label), '700 [700–700]');
  assert.is(cell(SCENARIOS.returningCold.label), '—');
  assert.is(cell(SCENARIOS.floorCold.label), '—');
  const ratio = lines.find((l) => l.startsWith(SCENARIOS.slowList.label) && l.includes('floor, cold cache'));
  assert.ok(ratio?.includes('0.70× [0.70×–0.70×]'), "the skeleton over the cold floor's div");
});

Report.run();
