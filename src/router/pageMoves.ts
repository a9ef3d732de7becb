/**
 * What a move to another page does (KeepAliveOutlet loads this after the first page):
 * - the scroll, as a reader expects in every mode and text size: a page opened by a tap (a new
 *   history entry, or another page in its place) starts at its top; back and forward return to
 *   where the reader was on that entry;
 * - a screen reader starts at the new page's heading;
 * - audio and video on the pages hidden stop.
 *
 * The scroll: the window is the one scroller, and the last page's offset would otherwise carry
 * over to the next (at 关怀模式's large text, pages are long enough that a QR code or a notice's
 * title opened below the fold).
 *
 * Positions are kept per history entry (react-router's location.key) in memory, recorded as the
 * reader scrolls; the browser's own restoration is off, since it restores before the page is drawn.
 */
import type { NavigationType } from 'react-router-dom';

/** Positions kept at most (the oldest entries forgotten first). */
const MAX_POSITIONS = 50;
/** How long a restore waits for a page still drawing to be tall enough. */
const RESTORE_FOR_MS = 1500;

export interface PageTarget {
  /** The history entry shown. */
  entry: string;
  /** The page shown (a kept-alive route's path, or one visit's key): moving within it keeps the scroll. */
  page: string | undefined;
  navigation: NavigationType;
}

/** Where the window should go when `next` is shown after `previous`: a position, or null to stay. */
export function scrollTargetFor(
  previous: PageTarget | null,
  next: PageTarget,
  saved: ReadonlyMap<string, number>,
): number | null {
  if (!previous || !next.page) return null;
  if (next.navigation === 'POP') return previous.entry === next.entry ? null : (saved.get(next.entry) ?? 0);
  // A new entry or a replaced one: the top, unless the same page only changed its query.
  return previous.page === next.page ? null : 0;
}

/** The move handler: `show` is called with each entry the outlet shows. */
export function createPageMoves(): (target: PageTarget) => void {
  const saved = new Map<string, number>();
  let shown: PageTarget | null = null;
  let stopScroll = () => {};
  let stopFocus = () => {};
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  // Recorded at once: by the next frame a tap may have shown another entry. (The entry left keeps
  // the position recorded as the reader scrolled: the window's offset when the next is shown may
  // already be cut short by the swap of pages.)
  addEventListener(
    'scroll',
    () => {
      if (!shown) return;
      saved.delete(shown.entry);
      saved.set(shown.entry, scrollY);
      if (saved.size > MAX_POSITIONS) saved.delete(saved.keys().next().value as string);
    },
    { passive: true },
  );
  return (next) => {
    const page = next.page;
    if (!page) return;
    pauseHiddenMedia(page);
    const previous = shown;
    const top = scrollTargetFor(previous, next, saved);
    shown = next;
    // The first page is where the browser starts reading by itself.
    if (previous && previous.page !== page) {
      stopFocus();
      stopFocus = focusHeading(page);
    }
    if (top === null) return;
    stopScroll();
    stopScroll = scrollWhenTallEnough(top);
  };
}

/**
 * Scrolls to `top` now; a page still drawing (its chunk or data on the way) may be too short yet,
 * so the scroll is tried again each frame for a while, until the reader touches the screen.
 */
function scrollWhenTallEnough(top: number): () => void {
  let frame = 0;
  const until = Date.now() + RESTORE_FOR_MS;
  const stop = () => {
    cancelAnimationFrame(frame);
    removeEventListener('touchstart', stop);
    removeEventListener('wheel', stop);
  };
  const again = () => {
    scrollTo(0, top);
    if (Math.abs(scrollY - top) < 2 || Date.now() > until) stop();
    else frame = requestAnimationFrame(again);
  };
  addEventListener('touchstart', stop, { passive: true });
  addEventListener('wheel', stop, { passive: true });
  again();
  return stop;
}

const routePage = (key: string) =>
  [...document.querySelectorAll<HTMLElement>('.route-page')].find((page) => page.dataset.routeKey === key);

/**
 * After a move to another page a screen reader starts at its heading: the link the reader tapped
 * went with the last page. A lazy page's heading comes with its chunk (tried for 2 s). Focus is
 * taken only where it was lost (on nothing, or in a page no longer shown): a dialog over the page
 * and a page that put focus somewhere itself (a result's heading) keep it.
 */
function focusHeading(key: string): () => void {
  let timer = 0;
  let tries = 0;
  const attempt = () => {
    const page = routePage(key);
    const active = document.activeElement;
    const lost = !active || active === document.body || (!page?.contains(active) && active.closest('.route-page'));
    if (!page || !lost) return;
    const heading = page.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    } else if (++tries < 20) timer = window.setTimeout(attempt, 100);
  };
  attempt();
  return () => clearTimeout(timer);
}

/** DESIGN: audio and video stop when their page is hidden. */
function pauseHiddenMedia(currentKey: string | undefined) {
  for (const page of document.querySelectorAll<HTMLElement>('.route-page')) {
    if (page.dataset.routeKey === currentKey) continue;
    for (const media of page.querySelectorAll<HTMLMediaElement>('audio, video')) media.pause();
  }
}
