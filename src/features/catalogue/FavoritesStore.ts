/**
 * 图书收藏: the titles the WeChat user keeps. Favourites belong to the WeChat user (openid), not to
 * a card, so a reader without a card keeps them too and changing the active card keeps them.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { FavoriteRow } from '../../api/contract';
import { failureMessage, platformData, platformOk } from '../../api/result';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { deleteFavorite, favoriteList, favoriteStatus, saveFavorite } from './api';

export class FavoritesStore implements FeatureStore {
  readonly list = new ListStore<FavoriteRow, { openid: string }>((query, paging) =>
    favoriteList({ ...query, ...paging }).then((res) => platformData(res)),
  );
  /** Whether each title is kept, as the server last said (absent: not asked yet). */
  readonly kept = observable.map<number, boolean>();
  /** Keeps the title (true) or stops keeping it (false). */
  readonly change = new Action<[number, boolean]>(async (bookrecno, keep) => {
    const openid = this.openid;
    if (!openid) return failed('请先完成微信授权');
    const res = await (keep ? saveFavorite : deleteFavorite)({ openid, bookrecno });
    if (!platformOk(res))
      return failed(failureMessage(res, keep ? '收藏失败，请稍后重试' : '取消收藏失败，请稍后重试'));
    this.settle(bookrecno, res.data.collected);
    return succeeded(res.message || (keep ? '收藏成功' : '已取消收藏'));
  });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<FavoritesStore, 'root'>(this, { root: false, list: false, kept: false, change: false });
  }

  get openid(): string {
    return this.root.app.wxuser?.openid ?? '';
  }

  load(maxAge = 30_000): Promise<void> {
    return this.openid ? this.list.ensure({ openid: this.openid }, maxAge) : Promise.resolve();
  }

  /** Asks whether the title is kept, once per title (toggling answers it from then on). */
  async ensureStatus(bookrecno: number): Promise<void> {
    const openid = this.openid;
    if (!openid || this.kept.has(bookrecno)) return;
    const res = await favoriteStatus({ openid, bookrecno });
    if (platformOk(res)) runInAction(() => this.kept.set(bookrecno, res.data.collected));
  }

  /** The server's answer: remembered, and the list follows (a removed title leaves it, a new one reloads it). */
  private settle(bookrecno: number, collected: boolean): void {
    this.kept.set(bookrecno, collected);
    if (!collected) this.list.remove((row) => row.bookrecno === bookrecno);
    else this.list.invalidate();
  }

  /** Favourites are the WeChat user's, not the card's: nothing to forget when the card changes. */
  clearReaderData(): void {}
}
