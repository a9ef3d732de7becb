/**
 * SPEC §2 route guard: without a reader number only the table's public routes are allowed. A
 * guarded page waits for the cards, and sends a reader to bind only once the card list has
 * answered and holds no card: when the list could not be loaded the page says so, with 重试.
 */
import type { LoadStatus } from '../stores/base/loaded';
import { bindPath } from './paths';
import { findRoute } from './routes';

/** An unknown path has no route: it is the guard's 'null' (public) and shows the not-found screen. */
export function isPublicPath(pathname: string): boolean {
  return findRoute(pathname)?.public ?? true;
}

/**
 * Where the guard sends a visit: null to let it through, else the bind page carrying the wanted
 * path (with its query) as redirect_url.
 */
export function guardRedirect(pathname: string, search: string, hasReaderNumber: boolean): string | null {
  if (hasReaderNumber || isPublicPath(pathname)) return null;
  return bindPath(pathname + search);
}

/** What the guard knows of the reader's cards (ReaderStore). */
export interface CardsKnown {
  /** Start-up has decided the cards (or given up). */
  cardsReady: boolean;
  /** The card list's own load. */
  cardsStatus: LoadStatus;
  readerNumber: string;
}

/**
 * pass: show the page; wait: 加载中 (start-up has not decided the cards, or 重试 is reloading
 * them); cardsFailed: the card list could not be loaded, so whether the reader has a card is not
 * known (the page says so, with 重试); bind: the list answered without a card.
 */
export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'wait' }
  | { kind: 'cardsFailed' }
  | { kind: 'bind'; to: string };

export function guardDecision(pathname: string, search: string, cards: CardsKnown): GuardDecision {
  if (cards.readerNumber || isPublicPath(pathname)) return { kind: 'pass' };
  if (!cards.cardsReady || cards.cardsStatus === 'loading') return { kind: 'wait' };
  if (cards.cardsStatus !== 'ready') return { kind: 'cardsFailed' };
  return { kind: 'bind', to: guardRedirect(pathname, search, false) as string };
}
