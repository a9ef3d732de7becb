/**
 * A paged list from the server: `ensure(query, maxAge)` loads page 1 unless the same query is
 * already loaded and fresh (a kept-alive page shown again does not refetch), concurrent callers
 * share one request, `loadMore` appends the next page, `refresh` reloads page 1 keeping the rows
 * on screen, `clear` forgets everything (an answer still on its way is dropped). Loads never
 * throw and never toast: the screen reads `status`, `error`, `moreStatus`.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { type Loaded, type LoadStatus, type Page, queryKey, UNEXPECTED_FAILURE } from './loaded';

export type PageLoader<Row, Query> = (
  query: Query,
  paging: { page: number; rows: number },
) => Promise<Loaded<Page<Row>>>;

export interface ListOptions {
  /** Rows per page (the `rows` paging parameter). Default 20. */
  pageSize?: number;
  /** Clock for freshness, ms. */
  now?: () => number;
}

export const DEFAULT_PAGE_SIZE = 20;

/** What a list screen reads and calls (AsyncList takes any ListStore through it). */
export interface PagedList<Row> {
  readonly status: LoadStatus;
  readonly error: string;
  readonly rows: readonly Row[];
  readonly refreshing: boolean;
  readonly isEmpty: boolean;
  readonly hasMore: boolean;
  readonly moreStatus: 'idle' | 'loading' | 'error';
  refresh(): Promise<void>;
  loadMore(): Promise<void>;
}

export class ListStore<Row, Query = Record<string, never>> implements PagedList<Row> {
  status: LoadStatus = 'idle';
  rows: Row[] = [];
  total = 0;
  /** The last page loaded (1-based); 0 before the first answer. */
  page = 0;
  /** Why the last load of page 1 failed ('' when it did not). */
  error = '';
  /** Page 1 is being reloaded while the old rows stay on screen. */
  refreshing = false;
  moreStatus: 'idle' | 'loading' | 'error' = 'idle';
  moreError = '';
  query: Query | null = null;
  loadedAt = 0;
  /** Marked by invalidate: the rows are shown but not fresh, whatever their age. */
  stale = false;

  private inflight: Promise<void> | null = null;
  private inflightKey = '';
  /** Counts invalidations: a load asked before the latest one may answer rows that predate it. */
  private invalidations = 0;
  private inflightInvalidations = 0;
  /** Bumped by every load and by clear: an answer from an older generation is dropped. */
  private generation = 0;
  private readonly pageSize: number;
  private readonly now: () => number;

  constructor(
    private readonly loader: PageLoader<Row, Query>,
    options: ListOptions = {},
  ) {
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    this.now = options.now ?? Date.now;
    // Annotated one by one (not makeAutoObservable) so that CardList may extend it.
    makeObservable<ListStore<Row, Query>, 'loadFirst'>(this, {
      status: observable,
      rows: observable,
      total: observable,
      page: observable,
      error: observable,
      refreshing: observable,
      moreStatus: observable,
      moreError: observable,
      query: observable,
      loadedAt: observable,
      stale: observable,
      hasMore: computed,
      isEmpty: computed,
      ensure: action,
      refresh: action,
      loadMore: action,
      patch: action,
      prepend: action,
      invalidate: action,
      remove: action,
      clear: action,
      loadFirst: action,
    });
  }

  get hasMore(): boolean {
    return this.status === 'ready' && this.rows.length < this.total;
  }

  /** Loaded, and nothing there. */
  get isEmpty(): boolean {
    return this.status === 'ready' && this.rows.length === 0;
  }

  /** Page 1 for `query`, unless that query is loaded and younger than `maxAge` ms (default: forever). */
  ensure(query: Query, maxAge = Number.POSITIVE_INFINITY): Promise<void> {
    const key = queryKey(query);
    // A request already on its way is shared, unless the list was invalidated after it was asked.
    if (this.inflight && this.inflightKey === key && this.inflightInvalidations === this.invalidations) {
      return this.inflight;
    }
    const fresh =
      this.status === 'ready' && !this.stale && queryKey(this.query) === key && this.now() - this.loadedAt <= maxAge;
    if (fresh) return Promise.resolve();
    return this.loadFirst(query);
  }

  /** Page 1 again for the current query (pull to refresh, 重试). */
  refresh(): Promise<void> {
    if (this.query === null) return Promise.resolve();
    if (this.inflight) return this.inflight;
    return this.loadFirst(this.query);
  }

  /** The next page, appended. A failure sets `moreStatus` and keeps the rows. */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.moreStatus === 'loading' || this.inflight || this.query === null) return;
    const generation = this.generation;
    const next = this.page + 1;
    this.moreStatus = 'loading';
    const answer = await this.call(this.query, next);
    runInAction(() => {
      if (generation !== this.generation) return;
      if (!answer.ok) {
        this.moreStatus = 'error';
        this.moreError = answer.message;
        return;
      }
      this.rows = [...this.rows, ...answer.value.rows];
      this.total = answer.value.total;
      this.page = next;
      this.moreStatus = 'idle';
      this.moreError = '';
    });
  }

  /** Replaces each row `match` picks with `change(row)`: an action's result shown in place. */
  patch(match: (row: Row) => boolean, change: (row: Row) => Row): void {
    this.rows = this.rows.map((row) => (match(row) ? change(row) : row));
  }

  /** Puts a row an action just made at the top (replacing the one `same` picks), and counts it. */
  prepend(row: Row, same: (other: Row) => boolean): void {
    const rest = this.rows.filter((other) => !same(other));
    this.total += 1 - (this.rows.length - rest.length);
    this.rows = [row, ...rest];
  }

  /** The rows stay on screen, but the next `ensure` reloads them (a change elsewhere added rows). */
  invalidate(): void {
    this.stale = true;
    this.invalidations += 1;
  }

  /** Takes the rows `match` picks out of the list and the total: an action removed them. */
  remove(match: (row: Row) => boolean): void {
    const kept = this.rows.filter((row) => !match(row));
    this.total = Math.max(0, this.total - (this.rows.length - kept.length));
    this.rows = kept;
  }

  /** Forgets the rows and the query (another card became active); a pending answer is dropped. */
  clear(): void {
    this.generation += 1;
    this.inflight = null;
    this.inflightKey = '';
    this.status = 'idle';
    this.rows = [];
    this.total = 0;
    this.page = 0;
    this.error = '';
    this.refreshing = false;
    this.moreStatus = 'idle';
    this.moreError = '';
    this.query = null;
    this.loadedAt = 0;
    this.stale = false;
  }

  private loadFirst(query: Query): Promise<void> {
    const key = queryKey(query);
    const sameQuery = this.query !== null && queryKey(this.query) === key;
    const generation = ++this.generation;
    const invalidations = this.invalidations;
    this.query = query;
    this.moreStatus = 'idle';
    if (sameQuery && this.rows.length > 0) {
      this.refreshing = true;
    } else {
      this.rows = [];
      this.total = 0;
      this.page = 0;
      this.status = 'loading';
    }
    const request = this.call(query, 1).then((answer) => {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.refreshing = false;
        if (answer.ok) {
          this.rows = answer.value.rows;
          this.total = answer.value.total;
          this.page = 1;
          this.error = '';
          this.status = 'ready';
          this.loadedAt = this.now();
          // Invalidated while on its way: these rows may predate the change, so the next ensure reloads.
          this.stale = invalidations !== this.invalidations;
        } else {
          this.error = answer.message;
          // Rows already on screen stay; the failure shows beside them.
          this.status = this.rows.length > 0 ? 'ready' : 'error';
        }
        this.inflight = null;
        this.inflightKey = '';
      });
    });
    this.inflight = request;
    this.inflightKey = key;
    this.inflightInvalidations = invalidations;
    return request;
  }

  private async call(query: Query, page: number): Promise<Loaded<Page<Row>>> {
    try {
      return await this.loader(query, { page, rows: this.pageSize });
    } catch (error) {
      console.error('List load failed', error);
      return { ok: false, message: UNEXPECTED_FAILURE };
    }
  }
}
