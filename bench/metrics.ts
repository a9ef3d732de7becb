/**
 * From what the probe saw (one tab's documents) to one sample, and from samples to the medians
 * the bench prints. Every time is in ms since the journey's first navigation started: for a first
 * visit that is the landing page, before the trip through the authorize page.
 */
import type { DocumentSeen, ResourceSeen } from './probe';

/** The vendor API call that brings the grid's services (src/api/platform.ts listServices). */
export const SERVICE_LIST_PATH = '/api/v1/service/list';

export interface Sample {
  fcp: number;
  lcp: number;
  /** The grid's first service (the floor: its div) was painted. */
  grid: number;
  /** 'element': Element Timing's renderTime; 'frame': the double requestAnimationFrame. */
  gridSource: 'element' | 'frame';
  /**
   * The grid's skeleton was painted, in the document that painted the grid (the first screen's
   * frame without the grid); null when that document showed none (the grid came first).
   */
  skeleton: number | null;
  /** The first /api request opened; null when none did before the end. */
  firstApi: number | null;
  /** The service list (the grid's data) answered, in the document that painted the grid; null when it did not. */
  servicesAnswered: number | null;
  /** Requests finished before the grid (documents included) and their bytes on the wire. */
  requests: number;
  bytes: number;
  longTasks: { count: number; max: number; total: number };
  cls: number;
  lcpElement: string;
}

/**
 * Cumulative Layout Shift as Chromium reports it: the largest session window (shifts less than
 * 1 s apart, a window at most 5 s long).
 */
export function cumulativeLayoutShift(shifts: [start: number, value: number][]): number {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const [start, value] of [...shifts].sort((a, b) => a[0] - b[0])) {
    if (start - last > 1000 || start - windowStart > 5000) {
      current = 0;
      windowStart = start;
    }
    current += value;
    last = start;
    best = Math.max(best, current);
  }
  return best;
}

/** One sample from the documents of a tab, the one that painted the grid last. */
export function sampleOf(documents: DocumentSeen[]): Sample {
  if (documents.length === 0) throw new Error('the page reported nothing');
  const t0 = Math.min(...documents.map((d) => d.timeOrigin));
  const final = documents[documents.length - 1];
  const gridLocal = final.gridPaint ?? final.gridFrame;
  if (gridLocal === null || final.lcp === null) throw new Error('the grid or the LCP was not seen');
  const offset = (d: DocumentSeen) => d.timeOrigin - t0;
  const skeletonLocal = final.skeletonPaint ?? final.skeletonFrame;
  const earlier = documents.slice(0, -1);

  const firstFcp = documents.find((d) => d.fcp !== null);
  const isApi = (r: ResourceSeen) => new URL(r.name).pathname.startsWith('/api/');
  const apiStarts = documents.flatMap((d) => d.resources.filter(isApi).map((r) => r.start + offset(d)));
  const servicesAnswers = final.resources
    .filter((r) => r.end > 0 && new URL(r.name).pathname === SERVICE_LIST_PATH)
    .map((r) => r.end + offset(final));
  const before = [
    ...earlier.flatMap((d) => d.resources.filter((r) => r.end > 0)),
    ...final.resources.filter((r) => r.end > 0 && r.end <= gridLocal),
  ];
  const tasks = [...earlier.flatMap((d) => d.longTasks), ...final.longTasks.filter(([start]) => start < gridLocal)];
  return {
    fcp: firstFcp ? (firstFcp.fcp as number) + offset(firstFcp) : final.lcp + offset(final),
    lcp: final.lcp + offset(final),
    grid: gridLocal + offset(final),
    gridSource: final.gridPaint !== null ? 'element' : 'frame',
    skeleton: skeletonLocal === null ? null : skeletonLocal + offset(final),
    firstApi: apiStarts.length ? Math.min(...apiStarts) : null,
    servicesAnswered: servicesAnswers.length ? Math.min(...servicesAnswers) : null,
    requests: before.length,
    bytes: before.reduce((sum, r) => sum + r.transfer, 0),
    longTasks: {
      count: tasks.length,
      max: tasks.reduce((max, [, duration]) => Math.max(max, duration), 0),
      total: tasks.reduce((sum, [, duration]) => sum + duration, 0),
    },
    cls: Math.max(...documents.map((d) => cumulativeLayoutShift(d.shifts))),
    lcpElement: final.lcpElement,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}
