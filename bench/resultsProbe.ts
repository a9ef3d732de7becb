/**
 * What `npm run bench:results` runs in the page (plain JavaScript in strings: functions compiled
 * by tsx carry helpers that do not exist in the page).
 *
 * ARM_SEARCH, evaluated on 图书检索 just before the click on 检索, installs `window.__search`:
 *
 * - the click's `event.timeStamp` (a capturing listener on the button): the start;
 * - a MutationObserver that waits for the first result row (`.opac-bib`) or status panel (the
 *   empty state, a failure) that was not in the document before the click and sits in the
 *   results route's page; it tags that element and its descendants with `elementtiming` before
 *   the frame that paints them, so Element Timing says when they were presented; a double
 *   requestAnimationFrame after it appeared is the fallback (about one frame late);
 * - every animation frame until then, whether a row of the previous search, or its empty state,
 *   is visible (the results page is kept alive, hidden, with its rows): what a reader would see
 *   before the new search's skeleton.
 *
 * SCROLL_RECORDER, evaluated on 检索结果 before the scrolling starts, installs `window.__scroll`:
 * the interval of every animation frame (requestAnimationFrame deltas), long tasks, and long
 * animation frames where Chromium reports them, until `stop()`.
 */

/** A result row, or the status panel shown instead of rows (empty state, failure). */
export const RESULT_SELECTOR = '.opac-bib, .ui-status';

/** The results route's page in KeepAliveOutlet (`data-route-key` is the route's path). */
export const RESULT_PAGE = '.route-page[data-route-key^="/opac/result"]';

export interface SearchSeen {
  /** The click's event.timeStamp (ms since navigation start); null if no click was seen. */
  clicked: number | null;
  /** The first new row (or status panel) entered the DOM. */
  dom: number | null;
  /** Its earliest Element Timing renderTime. */
  paint: number | null;
  /** Double requestAnimationFrame after `dom`. */
  frame: number | null;
  /** 'row' or 'status' (the empty state). */
  kind: string;
  /** Frames between the click and `dom` in which a row (or the empty state) of the previous search was visible. */
  staleFrames: number;
  /** What such a frame showed: the summary line and the first stale row's title. */
  staleText: string;
  /** Requests that started after the click: [file name, start, end] in ms since the click. */
  resources: [string, number, number][];
}

export const ARM_SEARCH = `(() => {
  const SELECTOR = ${JSON.stringify(RESULT_SELECTOR)};
  const PAGE = ${JSON.stringify(RESULT_PAGE)};
  performance.setResourceTimingBufferSize(1000);
  const before = new WeakSet(document.querySelectorAll(SELECTOR));
  const oldRows = [...document.querySelectorAll(PAGE + ' .opac-bib, ' + PAGE + ' .ui-status')];
  const s = { clicked: null, dom: null, paint: null, frame: null, kind: '', staleFrames: 0, staleText: '' };
  const button = document.querySelector('form.opac-search button[type=submit]');
  button.addEventListener('click', (e) => { if (s.clicked === null) s.clicked = e.timeStamp; }, { capture: true, once: true });
  const found = () => {
    for (const el of document.querySelectorAll(PAGE + ' .opac-bib, ' + PAGE + ' .ui-status')) {
      if (!before.has(el)) return el;
    }
    return null;
  };
  const look = () => {
    if (s.dom !== null || s.clicked === null) return;
    const el = found();
    if (!el) return;
    s.dom = performance.now();
    s.kind = el.classList.contains('opac-bib') ? 'row' : 'status';
    mutations.disconnect();
    el.setAttribute('elementtiming', 'bench-results');
    el.querySelectorAll('*').forEach((child) => child.setAttribute('elementtiming', 'bench-results'));
    requestAnimationFrame(() => requestAnimationFrame(() => { s.frame = performance.now(); }));
  };
  const mutations = new MutationObserver(look);
  mutations.observe(document, { childList: true, subtree: true });
  const elements = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.identifier !== 'bench-results') continue;
      const t = e.renderTime || e.loadTime;
      if (t && (s.paint === null || t < s.paint)) s.paint = t;
    }
  });
  try { elements.observe({ type: 'element' }); } catch (e) {}
  const stale = () => {
    if (s.dom !== null) return;
    const shown = s.clicked === null ? undefined : oldRows.find((row) => row.isConnected && row.checkVisibility());
    if (shown) {
      s.staleFrames += 1;
      const summary = document.querySelector(PAGE + ' .opac-summary');
      if (!s.staleText) s.staleText = (summary ? summary.textContent : '') + ' over ' + (shown.querySelector('.opac-bib-title, .ui-status-title') || shown).textContent;
    }
    requestAnimationFrame(stale);
  };
  requestAnimationFrame(stale);
  window.__search = {
    /** Painted, and Element Timing had a moment to report. */
    done() { return s.frame !== null && (s.paint !== null || performance.now() - s.frame > 250); },
    read() {
      elements.disconnect();
      const resources = performance.getEntriesByType('resource')
        .filter((e) => s.clicked !== null && e.startTime >= s.clicked)
        .map((e) => [new URL(e.name).pathname.split('/').pop(), e.startTime - s.clicked, e.responseEnd - s.clicked]);
      return { ...s, resources };
    },
  };
})()`;

export interface ScrollSeen {
  /** requestAnimationFrame intervals, ms. */
  frames: number[];
  /** [start, duration] of each long task. */
  longTasks: [number, number][];
  /** Each long animation frame (over 50 ms); null where Chromium does not report them. */
  longFrames: LongFrame[] | null;
  /** performance.now() at start and stop. */
  start: number;
  end: number;
}

/** How many results the list holds: the virtual list's aria-setsize, else its rows. */
export const ROWS_LOADED = `(() => {
  const rows = document.querySelectorAll(${JSON.stringify(RESULT_PAGE)} + ' .ui-list-row');
  let n = rows.length;
  for (const row of rows) n = Math.max(n, Number(row.getAttribute('aria-setsize')) || 0);
  return n;
})()`;

/** A long animation frame and what ran in it (PerformanceLongAnimationFrameTiming). */
export interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
  /** When the frame's rendering began (rAF callbacks, observers), and its style and layout; 0 if none. */
  renderStart: number;
  styleAndLayoutStart: number;
  /** Rows the list held when the frame was reported (just after it). */
  rows: number;
  /** Scripts over 5 ms: who called them, how long, how much of it was forced style and layout. */
  scripts: { invoker: string; type: string; duration: number; forcedLayout: number; source: string }[];
}

export const SCROLL_RECORDER = `(() => {
  const rowsLoaded = () => ${ROWS_LOADED};
  const r = { frames: [], longTasks: [], longFrames: null, start: performance.now(), end: 0 };
  let running = true;
  let last = null;
  const tick = (t) => {
    if (!running) return;
    if (last !== null) r.frames.push(t - last);
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const observers = [];
  const observe = (type, each) => {
    try {
      const o = new PerformanceObserver((list) => list.getEntries().forEach(each));
      o.observe({ type });
      observers.push([o, each]);
      return true;
    } catch (e) { return false; }
  };
  observe('longtask', (e) => r.longTasks.push([e.startTime, e.duration]));
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    r.longFrames = [];
    observe('long-animation-frame', (e) => r.longFrames.push({
      start: e.startTime, duration: e.duration, blocking: e.blockingDuration,
      renderStart: e.renderStart, styleAndLayoutStart: e.styleAndLayoutStart, rows: rowsLoaded(),
      scripts: e.scripts.map((x) => ({
        invoker: x.invoker, type: x.invokerType, duration: x.duration,
        forcedLayout: x.forcedStyleAndLayoutDuration,
        source: (x.sourceURL || '').split('/').pop() + (x.sourceFunctionName ? ' ' + x.sourceFunctionName : '') + ':' + x.sourceCharPosition,
      })),
    }));
  }
  window.__scroll = {
    stop() {
      running = false;
      r.end = performance.now();
      observers.forEach(([o, each]) => { o.takeRecords().forEach(each); o.disconnect(); });
      return r;
    },
  };
})()`;

/** Result rows in the DOM (what virtualization keeps bounded). */
export const ROWS_IN_DOM = `document.querySelectorAll(${JSON.stringify(RESULT_PAGE)} + ' .opac-bib').length`;
