/**
 * The catalogue: the search page's hot keys, new books and the reader's own search history (kept
 * on the phone), the results of a search, and one title's record, copies and 预约. Whether the
 * reader has already reserved a title comes from the card's reservations (listRdrCurReserves),
 * asked once per card and brought up to date by each 预约.
 */
import { makeAutoObservable } from 'mobx';
import type { BibRecord, BibRow, CurReserve, HoldingRow, HotKey, NewBib, SearchType } from '../../api/contract';
import { elibOk, elibPage, elibRecord, failureMessage } from '../../api/result';
import { storage } from '../../lib/storage';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { DetailStore } from '../../stores/base/DetailStore';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { addReserve, bibPage, getHotSearckKey, getNewBookTop, listBib, listHoldings, listRdrCurReserves } from './api';
import type { SearchQuery } from './searchQuery';

export const HISTORY_KEY = 'search_history';
export const HISTORY_MAX = 15;

export interface PastSearch {
  type: SearchType;
  q: string;
}

const RESULTS_PAGE = 20;
/** Results of a query this young are shown again as they are (a kept page, back from a detail). */
const RESULTS_MAX_AGE = 60_000;
/** The card's reservations this young are trusted for 已预约 (a cancel on 预约预借 shows within a minute). */
const RESERVES_MAX_AGE = 60_000;

/** A reservation still open: queued, or ready to collect. */
export const isActiveReserve = (r: CurReserve) => r.state === 'queued' || r.state === 'ready';

export class CatalogueStore implements FeatureStore {
  readonly hotKeys = new ListStore<HotKey>(() => getHotSearckKey({ rows: 10 }).then(elibPage), { pageSize: 10 });
  readonly newBooks = new ListStore<NewBib>(() => getNewBookTop({ rows: 6 }).then(elibPage), { pageSize: 6 });
  readonly results = new ListStore<BibRow, SearchQuery>(
    (query, paging) =>
      listBib({
        searchtype: query.type,
        q: query.q,
        libcode: query.lib,
        onshelf: query.shelf ? '1' : '',
        sort: query.sort,
        ...paging,
      }).then(elibPage),
    { pageSize: RESULTS_PAGE },
  );
  readonly record = new DetailStore<BibRecord, number>((bookrecno) =>
    bibPage({ bookrecno }).then((res) => elibRecord(res, '书目不存在')),
  );
  /** The card's reservations (listRdrCurReserves), by card number. */
  readonly reserves = new DetailStore<CurReserve[], string>((rdrno) =>
    listRdrCurReserves({ rdrno }).then((res) => {
      const page = elibPage(res);
      return page.ok ? { ok: true as const, value: page.value.rows } : page;
    }),
  );
  readonly holdings = new DetailStore<HoldingRow[], number>((bookrecno) =>
    listHoldings({ bookrecno }).then((res) => {
      const page = elibPage(res);
      return page.ok ? { ok: true as const, value: page.value.rows } : page;
    }),
  );
  readonly reserve = new Action<[number, string]>(async (bookrecno, libcode) => {
    const rdrno = this.root.rdrno;
    if (!rdrno) return failed('请先绑定读者证');
    if (!libcode) return failed('请选择取书馆');
    const res = await addReserve({ rdrno, bookrecno, libcode });
    if (!elibOk(res)) {
      // 已预约该书: the list on the phone was old; bring it up to date so the button says so.
      void this.reserves.ensure(rdrno, 0);
      return failed(failureMessage(res, '预约失败，请稍后重试'));
    }
    const row = res.rows?.[0];
    const reserves = this.reserves;
    if (row && reserves.status === 'ready' && reserves.key === rdrno)
      reserves.replace(rdrno, [row, ...(reserves.value ?? [])]);
    else void reserves.ensure(rdrno, 0);
    void this.holdings.refresh();
    return succeeded(res.message || '预约成功');
  });
  history: PastSearch[] = readHistory();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CatalogueStore, 'root'>(this, {
      root: false,
      hotKeys: false,
      newBooks: false,
      results: false,
      record: false,
      holdings: false,
      reserves: false,
      reserve: false,
    });
  }

  /**
   * Starts the search for `query` now: called at the tap, before the results page opens, so the
   * request overlaps the page's own loading, and a new query's rows replace the old ones at once.
   */
  search(query: SearchQuery): Promise<void> {
    return this.results.ensure(query, RESULTS_MAX_AGE);
  }

  /** Remembers a search (newest first, no repeats, at most HISTORY_MAX). */
  remember(search: PastSearch): void {
    const q = search.q.trim();
    if (!q) return;
    this.history = [{ type: search.type, q }, ...this.history.filter((p) => p.q !== q || p.type !== search.type)].slice(
      0,
      HISTORY_MAX,
    );
    storage.set(HISTORY_KEY, this.history);
  }

  clearHistory(): void {
    this.history = [];
    storage.remove(HISTORY_KEY);
  }

  /** The card's reservations, loaded unless fresh (none without a card). */
  loadReserves(): Promise<void> {
    const rdrno = this.root.rdrno;
    return rdrno ? this.reserves.ensure(rdrno, RESERVES_MAX_AGE) : Promise.resolve();
  }

  /** The reader's open reservation of the title, if any (the card's list as last loaded). */
  activeReserve(bookrecno: number): CurReserve | undefined {
    const rdrno = this.root.rdrno;
    if (!rdrno || this.reserves.key !== rdrno) return undefined;
    return this.reserves.value?.find((r) => r.bookrecno === bookrecno && isActiveReserve(r));
  }

  /** Nothing here belongs to a card but 预约's outcome and the card's reservations. */
  clearReaderData(): void {
    this.reserve.result = null;
    this.reserves.clear();
  }
}

function readHistory(): PastSearch[] {
  const saved = storage.getJSON<unknown>(HISTORY_KEY);
  if (!Array.isArray(saved)) return [];
  return saved
    .filter((p): p is PastSearch => !!p && typeof p.q === 'string' && typeof p.type === 'string')
    .slice(0, HISTORY_MAX);
}
