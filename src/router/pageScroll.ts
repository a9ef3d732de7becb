/**
 * Where a page is scrolled, as a reader expects in every mode and text size: a page opened by a
 * tap (a new history entry, or another page in its place) starts at its top; back and forward
 * return to where the reader was on that entry. The window is the one scroller: the last page's
 * offset would otherwise carry over to the next (at 关怀模式's large text, pages are long enough
 * that a QR code or a notice's title opened below the fold).
 *
 * Positions are kept per history entry (react-router's location.key) in memory, recorded as the
 * reader scrolls; the browser's own restoration is off, since it restores before the page is drawn.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { NavigationType } from 'react-router-dom';

/** Positions kept at most (the oldest entries forgotten first). */
const MAX_POSITIONS = 50;
/** How long a restore waits for a page still drawing to be tall enough. */
const RESTORE_FOR_MS = 1500;

export interface PageScrollTarget {
  /** The history entry shown. */
  entry: string;
  /** The page shown (a kept-alive route's path, or one visit's key): moving within it keeps the scroll. */
  page: string | undefined;
  navigation: NavigationType;
}

/** Where the window should go when `next` is shown after `previous`: a position, or null to stay. */
export function scrollTargetFor(
  previous: PageScrollTarget | null,
  next: PageScrollTarget,
  saved: ReadonlyMap<string, number>,
): number | null {
  if (!previous || !next.page) return null;
  if (next.navigation === 'POP') return previous.entry === next.entry ? null : (saved.get(next.entry) ?? 0);
  // A new entry or a replaced one: the top, unless the same page only changed its query.
  return previous.page === next.page ? null : 0;
}

/** Keeps and restores the window's scroll per history entry (KeepAliveOutlet calls it once). */
export function usePageScroll(target: PageScrollTarget): void {
  const saved = useRef(new Map<string, number>());
  const shown = useRef<PageScrollTarget | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    // Recorded at once: by the next frame a tap may have shown another entry.
    const record = () => {
      const entry = shown.current?.entry;
      if (!entry) return;
      const positions = saved.current;
      positions.delete(entry);
      positions.set(entry, window.scrollY);
      if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value as string);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  const { entry, page, navigation } = target;
  useLayoutEffect(() => {
    const next = { entry, page, navigation };
    const previous = shown.current;
    // (The entry left keeps the position recorded as the reader scrolled: the window's offset now
    // may already be cut short by the swap of pages.)
    if (!page) return;
    shown.current = next;
    const top = scrollTargetFor(previous, next, saved.current);
    if (top === null) return;
    return scrollWhenTallEnough(top);
  }, [entry, page, navigation]);
}

/**
 * Scrolls to `top` now; a page still drawing (its chunk or data on the way) may be too short yet,
 * so the scroll is tried again each frame for a while. A reader who scrolls meanwhile wins.
 */
function scrollWhenTallEnough(top: number): () => void {
  window.scrollTo(0, top);
  if (top === 0 || Math.abs(window.scrollY - top) < 2) return () => undefined;
  const until = Date.now() + RESTORE_FOR_MS;
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('wheel', stop);
  };
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('wheel', stop, { passive: true });
  const again = () => {
    if (stopped) return;
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 2 || Date.now() > until) stop();
    else frame = requestAnimationFrame(again);
  };
  frame = requestAnimationFrame(again);
  return stop;
}
