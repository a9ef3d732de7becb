/** The bench's arithmetic: one sample from a tab's documents (the OAuth trip too), and CLS. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cumulativeLayoutShift, median, sampleOf, spread } from '../../bench/metrics';
import type { DocumentSeen, ResourceSeen } from '../../bench/probe';

const BASE = 'http://127.0.0.1:5321';
const resource = (path: string, start: number, end: number, transfer: number, kind = 'script'): ResourceSeen => ({
  name: BASE + path,
  kind,
  start,
  end,
  transfer,
});

function doc(overrides: Partial<DocumentSeen>): DocumentSeen {
  return {
    url: `${BASE}/`,
    timeOrigin: 1_000_000,
    fcp: null,
    lcp: null,
    lcpElement: '',
    gridDom: null,
    gridPaint: null,
    gridFrame: null,
    skeletonDom: null,
    skeletonPaint: null,
    skeletonFrame: null,
    longTasks: [],
    shifts: [],
    resources: [],
    ...overrides,
  };
}

const Metrics = suite('bench metrics');

Metrics('one document: requests, bytes and long tasks before the grid only', () => {
  const sample = sampleOf([
    doc({
      fcp: 300,
      lcp: 900,
      lcpElement: 'h1.home-title',
      gridDom: 850,
      gridPaint: 880,
      gridFrame: 910,
      skeletonDom: 480,
      skeletonFrame: 520,
      longTasks: [
        [200, 120],
        [600, 250],
        [1200, 400],
      ],
      shifts: [[100, 0.05]],
      resources: [
        resource('/', 0, 200, 1200, 'navigation'),
        resource('/js/main-66NWQ6VM.js', 210, 700, 30_000),
        resource('/api/v1/auth/login', 720, 870, 500, 'xmlhttprequest'),
        resource('/api/v1/service/list', 875, 1100, 900, 'xmlhttprequest'),
      ],
    }),
  ]);
  assert.is(sample.grid, 880, 'Element Timing wins over the double rAF');
  assert.is(sample.gridSource, 'element');
  assert.is(sample.skeleton, 520, 'the skeleton by its double rAF when Element Timing said nothing');
  assert.is(sample.fcp, 300);
  assert.is(sample.lcp, 900);
  assert.is(sample.firstApi, 720);
  assert.is(sample.servicesAnswered, 1100);
  assert.is(sample.requests, 3, 'the answer after the grid is not counted');
  assert.is(sample.bytes, 31_700);
  assert.equal(sample.longTasks, { count: 2, max: 250, total: 370 });
  assert.is(sample.cls, 0.05);
});

Metrics('the OAuth trip: times from the landing page, its requests and long tasks counted', () => {
  const landing = doc({
    fcp: 400,
    lcp: 400,
    skeletonFrame: 450,
    longTasks: [[500, 300]],
    resources: [resource('/', 0, 150, 1000, 'navigation'), resource('/api/v1/auth/login', 600, 800, 400)],
  });
  const back = doc({
    url: `${BASE}/?code=abc&state=xyz`,
    timeOrigin: 1_002_000,
    fcp: 100,
    lcp: 700,
    gridDom: 650,
    gridFrame: 690,
    skeletonPaint: 380,
    skeletonFrame: 400,
    longTasks: [[300, 80]],
    resources: [resource('/?code=abc', 0, 90, 900, 'navigation'), resource('/js/main-66NWQ6VM.js', 95, 120, 0)],
  });
  const sample = sampleOf([landing, back]);
  assert.is(sample.fcp, 400, "the landing page's first paint");
  assert.is(sample.lcp, 2700);
  assert.is(sample.grid, 2690, 'double rAF when Element Timing said nothing');
  assert.is(sample.gridSource, 'frame');
  assert.is(sample.skeleton, 2380, "the returned document's skeleton, by Element Timing; not the landing page's");
  assert.is(sample.firstApi, 600);
  assert.is(sample.servicesAnswered, null, 'answers count in the document that painted');
  assert.is(sample.requests, 4);
  assert.is(sample.bytes, 2300, 'the cached script costs nothing');
  assert.equal(sample.longTasks, { count: 2, max: 300, total: 380 });
});

Metrics('no skeleton painted: none', () => {
  const sample = sampleOf([doc({ lcp: 900, gridDom: 850, gridFrame: 900 })]);
  assert.is(sample.skeleton, null);
});

Metrics('no grid: no sample', () => {
  assert.throws(() => sampleOf([doc({ lcp: 100 })]), /grid/);
  assert.throws(() => sampleOf([]));
});

Metrics('CLS is the largest session window', () => {
  assert.is(cumulativeLayoutShift([]), 0);
  const shifts: [number, number][] = [
    [100, 0.1],
    [500, 0.1],
    [3000, 0.05],
  ];
  assert.ok(Math.abs(cumulativeLayoutShift(shifts) - 0.2) < 1e-9);
  // Shifts every 900 ms for 6 s: the window closes at 5 s.
  const steady: [number, number][] = Array.from({ length: 7 }, (_, i) => [i * 900, 0.1]);
  assert.ok(Math.abs(cumulativeLayoutShift(steady) - 0.6) < 1e-9);
});

Metrics('median and spread', () => {
  assert.is(median([3, 1, 2]), 2);
  assert.is(median([4, 1, 2, 3]), 2.5);
  assert.equal(spread([5, 1, 9]), { median: 5, min: 1, max: 9 });
});

Metrics.run();
