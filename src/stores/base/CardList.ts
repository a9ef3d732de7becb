/**
 * A list of the active card's records (loans, reservations, fines, points ...): a ListStore whose
 * query is the card's reader number (and whatever else the list is asked by). `load(maxAge)`
 * loads it once the card is known and again when it changes (the card is part of the query, so
 * another card's rows are never shown as fresh); without a card it does nothing. Screens call it
 * through `useCardLoad` (stores/context.ts).
 */
import { ListStore, type ListOptions, type PageLoader } from './ListStore';

export type CardQuery<Extra extends object> = { rdrno: string } & Extra;

/** Nothing besides the card. */
export type NoExtra = Record<never, never>;

export class CardList<Row, Extra extends object = NoExtra> extends ListStore<Row, CardQuery<Extra>> {
  constructor(
    /** The active card's reader number, '' without one (`() => root.rdrno`). */
    private readonly card: () => string,
    loader: PageLoader<Row, CardQuery<Extra>>,
    options: ListOptions = {},
  ) {
    super(loader, options);
  }

  /**
   * Page 1 for the active card (and `extra`) unless that is loaded and younger than `maxAge` ms;
   * nothing without a card.
   */
  load(maxAge = Number.POSITIVE_INFINITY, ...extra: keyof Extra extends never ? [] : [Extra]): Promise<void> {
    const rdrno = this.card();
    if (!rdrno) return Promise.resolve();
    return this.ensure({ ...extra[0], rdrno } as CardQuery<Extra>, maxAge);
  }
}
