/**
 * bench:results' browser side: the app's tab on 图书检索, one timed search the way a reader makes
 * it, and scrolling the results at a steady speed while the page records its frames
 * (resultsProbe.ts holds the in-page scripts). results.ts plans the rounds and prints the report.
 */
import type { CDPSession, Page } from 'playwright-core';
import type { SearchInput } from '../harness/server/ils/search/query.js';
import { throttle, watchNetwork } from './phone';
import {
  ARM_SEARCH,
  ROWS_IN_DOM,
  ROWS_LOADED,
  SCROLL_RECORDER,
  type ScrollSeen,
  type SearchSeen,
} from './resultsProbe';

export interface Query {
  /** The type chip's label on 图书检索. */
  label: string;
  type: SearchInput['searchtype'];
  q: string;
}

export const name = (q: Query) => `${q.label} ${q.q}`;

export interface Timing {
  ms: number;
  source: 'element' | 'frame';
  kind: string;
  staleFrames: number;
  staleText: string;
  /** Requests started after the click: [file, start, end] in ms since the click. */
  resources: [string, number, number][];
  /** Requests the page made between the click and the paint (paths). */
  requests: string[];
}

/** The app's tab, with the API requests it makes. */
export interface Tab {
  page: Page;
  network: ReturnType<typeof watchNetwork>;
  requests: string[];
  /** The search the results page holds (a repeat within a minute would not be fetched again). */
  last: string;
}

export async function openSearchPage(page: Page, base: string, throttled: boolean): Promise<Tab> {
  const network = watchNetwork(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    requests.push(new URL(request.url()).pathname);
  });
  await page.goto(`${base}/opac/index`, { waitUntil: 'commit' });
  await page.locator('form.opac-search').waitFor({ timeout: 30_000 });
  if (throttled) await throttle(page);
  await network.quiet(1000, 15_000);
  return { page, network, requests, last: '' };
}

/** From 图书检索 (going back to it in the app if need be): type, words, 检索, until painted. */
export async function searchOnce(tab: Tab, query: Query): Promise<Timing> {
  const { page } = tab;
  if (!new URL(page.url()).pathname.startsWith('/opac/index')) {
    await page.evaluate('history.back()');
    await page.waitForURL(/\/opac\/index/);
  }
  const form = page.locator('form.opac-search');
  await form.waitFor({ state: 'visible' });
  await form.getByRole('button', { name: query.label, exact: true }).click();
  await form.getByRole('searchbox', { name: '检索词' }).fill(query.q);
  // Idle: nothing loading, nothing rendering (the chip's and the input's renders are done).
  await tab.network.quiet(500, 10_000);
  await page.evaluate(ARM_SEARCH);
  const from = tab.requests.length;
  await form.getByRole('button', { name: '检索', exact: true }).click();
  try {
    await page.waitForFunction('window.__search.done()', null, { polling: 100, timeout: 30_000 });
  } catch {
    throw new Error(`${name(query)}: no result row or empty state within 30 s`);
  }
  const seen = (await page.evaluate('window.__search.read()')) as SearchSeen;
  tab.last = name(query);
  const painted = seen.paint ?? seen.frame;
  if (seen.clicked === null || painted === null) throw new Error(`${name(query)}: the click was not seen`);
  return {
    ms: painted - seen.clicked,
    source: seen.paint !== null ? 'element' : 'frame',
    kind: seen.kind,
    staleFrames: seen.staleFrames,
    staleText: seen.staleText,
    resources: seen.resources,
    requests: tab.requests.slice(from),
  };
}

export interface ScrollResult {
  rows: number;
  pages: number;
  seconds: number;
  gestures: number;
  seen: ScrollSeen;
  rowsInDom: number;
  maxRowsInDom: number;
}

/** Scrolls the results down at `speed` px/s until `rowsWanted` rows are loaded (or `maxMs` passes). */
export async function scrollThrough(
  tab: Tab,
  { rowsWanted, speed, maxMs }: { rowsWanted: number; speed: number; maxMs: number },
): Promise<ScrollResult> {
  const { page } = tab;
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await page.evaluate('window.scrollTo(0, 0)');
  await tab.network.quiet(500, 10_000);
  const from = tab.requests.length;
  await page.evaluate(SCROLL_RECORDER);
  const started = Date.now();
  let rows = (await page.evaluate(ROWS_LOADED)) as number;
  let gestures = 0;
  let maxRowsInDom = 0;
  while (rows < rowsWanted && Date.now() - started < maxMs) {
    // One second of smooth wheel scrolling at the steady speed (a synthetic touch gesture does
    // not scroll headless Chromium's page), no fling at the end.
    await cdp.send('Input.synthesizeScrollGesture', {
      x: 195,
      y: 400,
      yDistance: -speed,
      speed,
      gestureSourceType: 'mouse',
      preventFling: true,
    });
    gestures += 1;
    const [loaded, inDom] = (await page.evaluate(`[${ROWS_LOADED}, ${ROWS_IN_DOM}]`)) as [number, number];
    rows = loaded;
    maxRowsInDom = Math.max(maxRowsInDom, inDom);
  }
  const seconds = (Date.now() - started) / 1000;
  const seen = (await page.evaluate('window.__scroll.stop()')) as ScrollSeen;
  const rowsInDom = (await page.evaluate(ROWS_IN_DOM)) as number;
  await cdp.detach();
  return {
    rows,
    pages: tab.requests.slice(from).filter((p) => p.endsWith('/listBib')).length,
    seconds,
    gestures,
    seen,
    rowsInDom,
    maxRowsInDom: Math.max(maxRowsInDom, rowsInDom),
  };
}
