/**
 * What the bench installs in every document of a measured page (an init script, so it runs
 * before the page's own scripts) and reads back. Plain JavaScript in a string: functions compiled
 * by tsx carry helpers that do not exist in the page.
 *
 * - Paint timing (FCP), largest-contentful-paint, longtask and layout-shift observers.
 * - The grid: a MutationObserver waits for the first element matching GRID_SELECTOR (the home
 *   grid's first service, or the floor page's div). It tags that element and its descendants
 *   with `elementtiming` before the frame that paints them, so an Element Timing entry says when
 *   they were presented; a double requestAnimationFrame after the element appeared is the
 *   fallback (about one frame late).
 * - The grid's skeleton (SKELETON_SELECTOR: the grey cells shown while the service list loads),
 *   timed the same way as long as the grid is not in the DOM: when the first screen's frame
 *   appeared without the grid. Its cells hold neither text nor an image, which Element Timing
 *   does not report, so in practice the double requestAnimationFrame times it; a skeleton gone
 *   again before that frame (replaced in the same task) was never painted and does not count.
 * - A document that is left (the OAuth trip: landing page → authorize → back) writes what it saw
 *   to sessionStorage on pagehide; the document that paints the grid reads them back, so a first
 *   visit is measured from the landing page's navigation start.
 */

/**
 * The home grid's first service (a real grid, not the skeleton's grey cells: ServiceGrid.tsx),
 * or the floor page's only div.
 */
export const GRID_SELECTOR = 'ul.ui-grid:not(.ui-grid--skeleton) > li, #bench-floor';

/** The grid's skeleton (ServiceGridPlaceholder): the first screen's frame, the grid still loading. */
export const SKELETON_SELECTOR = 'ul.ui-grid.ui-grid--skeleton';

/** One resource or the document itself, in its document's time (ms since its navigation start). */
export interface ResourceSeen {
  name: string;
  /** 'navigation' for the document, else the initiator type (script, link, xmlhttprequest ...). */
  kind: string;
  start: number;
  end: number;
  /** Bytes on the wire, headers included; 0 from the HTTP cache. */
  transfer: number;
}

/** What one document saw; times in ms since its own navigation start. */
export interface DocumentSeen {
  url: string;
  /** performance.timeOrigin (epoch ms): places documents of one journey on one time line. */
  timeOrigin: number;
  fcp: number | null;
  lcp: number | null;
  lcpElement: string;
  /** The grid's first element entered the DOM. */
  gridDom: number | null;
  /** Its earliest Element Timing renderTime. */
  gridPaint: number | null;
  /** Double requestAnimationFrame after gridDom. */
  gridFrame: number | null;
  /** The same three for the grid's skeleton, seen before the grid entered the DOM. */
  skeletonDom: number | null;
  skeletonPaint: number | null;
  skeletonFrame: number | null;
  longTasks: [start: number, duration: number][];
  shifts: [start: number, value: number][];
  resources: ResourceSeen[];
}

export const PROBE_SCRIPT = `(() => {
  if (window.__bench) return;
  const GRID = ${JSON.stringify(GRID_SELECTOR)};
  const SKELETON = ${JSON.stringify(SKELETON_SELECTOR)};
  const KEY = 'bench_documents';
  const b = {
    url: location.href, timeOrigin: performance.timeOrigin,
    fcp: null, lcp: null, lcpElement: '', gridDom: null, gridPaint: null, gridFrame: null,
    skeletonDom: null, skeletonPaint: null, skeletonFrame: null,
    longTasks: [], shifts: [],
  };
  const describe = (el) => {
    if (!el) return '';
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + cls;
  };
  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch (e) {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') b.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { b.lcp = e.startTime; b.lcpElement = describe(e.element); });
  observe('longtask', (e) => { b.longTasks.push([e.startTime, e.duration]); });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) b.shifts.push([e.startTime, e.value]); });
  observe('element', (e) => {
    const key = e.identifier === 'bench-grid' ? 'gridPaint' : e.identifier === 'bench-skeleton' ? 'skeletonPaint' : '';
    const t = e.renderTime || e.loadTime;
    if (key && t && (b[key] === null || t < b[key])) b[key] = t;
  });
  const tag = (el, id) => {
    el.setAttribute('elementtiming', id);
    el.querySelectorAll('*').forEach((child) => child.setAttribute('elementtiming', id));
  };
  const look = () => {
    if (b.gridDom !== null) return;
    const grid = document.querySelector(GRID);
    if (grid) {
      b.gridDom = performance.now();
      mutations.disconnect();
      tag(grid, 'bench-grid');
      requestAnimationFrame(() => requestAnimationFrame(() => { b.gridFrame = performance.now(); }));
      return;
    }
    const skeleton = b.skeletonDom === null && document.querySelector(SKELETON);
    if (!skeleton) return;
    b.skeletonDom = performance.now();
    tag(skeleton, 'bench-skeleton');
    requestAnimationFrame(() => {
      // Gone before the first frame after it came: never painted; wait for another.
      if (!skeleton.isConnected) { b.skeletonDom = null; look(); return; }
      requestAnimationFrame(() => { b.skeletonFrame = performance.now(); });
    });
  };
  const mutations = new MutationObserver(look);
  mutations.observe(document, { childList: true, subtree: true });
  const resources = () =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
      name: e.name,
      kind: e.entryType === 'navigation' ? 'navigation' : e.initiatorType,
      start: e.startTime,
      end: e.responseEnd,
      transfer: e.transferSize || 0,
    }));
  const snapshot = () => ({ ...b, longTasks: b.longTasks.slice(), shifts: b.shifts.slice(), resources: resources() });
  const earlier = () => {
    try { return JSON.parse(sessionStorage.getItem(KEY) || '[]'); } catch (e) { return []; }
  };
  addEventListener('pagehide', () => {
    try { sessionStorage.setItem(KEY, JSON.stringify([...earlier(), snapshot()])); } catch (e) {}
  });
  window.__bench = {
    /** The grid has been painted (in a document that came back from the authorize page, if asked). */
    painted(afterReturn) {
      if (b.gridFrame === null) return false;
      return !afterReturn || /[?&]code=/.test(b.url);
    },
    /** Every document of this tab's journey, this one last. */
    documents() { return [...earlier(), snapshot()]; },
  };
})();`;
