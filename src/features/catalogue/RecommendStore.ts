/**
 * 图书推荐: the librarians' recommended titles by category and the new books (public, page by
 * page, by period and library), and the reader's purchase suggestions (荐购): the form's action and the card's list of suggestions with the library's
 * answers. Changing the active card forgets the list and the last outcome.
 */
import { makeAutoObservable } from 'mobx';
import type { NewBib, RecommendBib, RecommendCata, Suggestion } from '../../api/contract';
import { elibOk, elibPage, failureMessage } from '../../api/result';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { CardList } from '../../stores/base/CardList';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { listNewBib, listReaderRecommend, listRecommendbib, listRecommendcata, recommendBookInsert } from './api';
import type { NewBooksQuery } from './newBooksQuery';
import { draftProblem, type SuggestionDraft, trimmedDraft } from './suggestionForm';

export const RECOMMEND_PAGE = 10;
export const NEW_BOOKS_PAGE = 20;
const SUGGESTIONS_PAGE = 20;

export class RecommendStore implements FeatureStore {
  readonly categories = new ListStore<RecommendCata>(() => listRecommendcata().then(elibPage), { pageSize: 100 });
  readonly titles = new ListStore<RecommendBib, { cataid: number }>(
    (query, paging) => listRecommendbib({ cataid: query.cataid, ...paging }).then(elibPage),
    { pageSize: RECOMMEND_PAGE },
  );
  readonly newBooks = new ListStore<NewBib, NewBooksQuery>(
    (query, paging) => listNewBib({ days: query.days, libcode: query.lib, ...paging }).then(elibPage),
    { pageSize: NEW_BOOKS_PAGE },
  );
  readonly suggestions = new CardList<Suggestion>(
    () => this.root.rdrno,
    (query, paging) => listReaderRecommend({ rdrno: query.rdrno, ...paging }).then(elibPage),
    { pageSize: SUGGESTIONS_PAGE },
  );
  /**
   * The last suggestion was a title the library holds (馆内已有此书): its bookrecno, so the form
   * links to 图书详情; null otherwise.
   */
  heldBookrecno: number | null = null;
  readonly suggest = new Action<[SuggestionDraft]>(async (input) => {
    this.setHeld(null);
    const problem = draftProblem(input);
    if (problem) return failed(problem.message);
    const rdrno = this.root.rdrno;
    if (!rdrno) return failed('请先绑定读者证');
    const res = await recommendBookInsert({ rdrno, ...trimmedDraft(input) });
    if (!elibOk(res)) {
      const held = (res as { bookrecno?: unknown }).bookrecno;
      this.setHeld(Number.isInteger(held) && (held as number) > 0 ? (held as number) : null);
      return failed(failureMessage(res, '荐购失败，请稍后重试'));
    }
    const row = res.rows?.[0];
    this.showNew(rdrno, row);
    return succeeded(res.message || '荐购成功');
  });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<RecommendStore, 'root'>(this, {
      root: false,
      categories: false,
      titles: false,
      newBooks: false,
      suggestions: false,
      suggest: false,
    });
  }

  setHeld(bookrecno: number | null): void {
    this.heldBookrecno = bookrecno;
  }

  /** The category shown: the one asked for when it exists, else the first. */
  categoryOf(cataid: number): RecommendCata | undefined {
    const rows = this.categories.rows;
    return rows.find((c) => c.cataid === cataid) ?? rows[0];
  }

  /** The card's suggestions, loaded unless fresh. */
  loadSuggestions(): void {
    void this.suggestions.load(60_000);
  }

  /** The new suggestion on top of the loaded list (or the list loaded, with it). */
  private showNew(rdrno: string, row: Suggestion | undefined): void {
    const list = this.suggestions;
    if (row && list.status === 'ready' && list.query?.rdrno === rdrno) {
      list.prepend(row, (other) => other.id === row.id);
    } else {
      void list.ensure({ rdrno }, 0);
    }
  }

  clearReaderData(): void {
    this.suggestions.clear();
    this.suggest.result = null;
    this.heldBookrecno = null;
  }
}
