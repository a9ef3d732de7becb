/**
 * The catalogue: the search page's hot keys, new books and the reader's own search history (kept
 * on the phone), the results of a search, and one title's record, copies and 预约.
 */
import { makeAutoObservable } from 'mobx';
import type { BibRecord, BibRow, HoldingRow, HotKey, NewBib, SearchType } from '../../api/contract';
import { elibOk, elibPage, elibRecord, failureMessage } from '../../api/result';
import { storage } from '../../lib/storage';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { DetailStore } from '../../stores/base/DetailStore';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { addReserve, bibPage, getHotSearckKey, getNewBookTop, listBib, listHoldings } from './api';
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
    bibPage({ bookrecno }).then((res) => elibRecord(res, '未找到该书')),
  );
  readonly holdings = new DetailStore<HoldingRow[], number>((bookrecno) =>
    listHoldings({ bookrecno }).then((res) => {
      const page = elibPage(res);
      return page.ok ? { ok: true as const, value: page.value.rows } : page;
    }),
  );
  readonly reserve = new Action<[number, string]>(async (bookrecno, libcode) => {
    const rdrno = this.root.reader.readerNumber;
    if (!rdrno) return failed('请先绑定读者证');
    if (!libcode) return failed('请选择取书馆');
    const res = await addReserve({ rdrno, bookrecno, libcode });
    if (!elibOk(res)) return failed(failureMessage(res, '预约失败，请稍后重试'));
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

  /** Nothing here belongs to a card but 预约's outcome. */
  clearReaderData(): void {
    this.reserve.result = null;
  }
}

function readHistory(): PastSearch[] {
  const saved = storage.getJSON<unknown>(HISTORY_KEY);
  if (!Array.isArray(saved)) return [];
  return saved
    .filter((p): p is PastSearch => !!p && typeof p.q === 'string' && typeof p.type === 'string')
    .slice(0, HISTORY_MAX);
}
