/**
 * 我的礼品: the active card's redemptions, newest first, with their state (待领取 with the pickup
 * code, 待发货, 已领取, 已发货, 已取消) and where they go; cancelling one not yet collected or posted
 * gives the points and the stock back.
 */
import { makeAutoObservable } from 'mobx';
import type { Redemption } from '../../api/contract';
import { elibOk, elibPage, failureMessage, firstRow } from '../../api/result';
import { failed, KeyedAction, succeeded } from '../../stores/base/Action';
import { CardList } from '../../stores/base/CardList';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { cancelGiftOrder, getReaderGiftList } from './api';
import { PointsStore } from './PointsStore';

/** A redemption the reader may still cancel: not yet collected, posted or cancelled. */
export const isCancellable = (r: Redemption) => r.state === 'ready' || r.state === 'pending';

export class MyGiftsStore implements FeatureStore {
  readonly list = new CardList<Redemption>(
    () => this.root.rdrno,
    (query, paging) => getReaderGiftList({ ...query, ...paging }).then((res) => elibPage(res)),
    { pageSize: 20 },
  );
  /** Counts the cancellations made here: the mall reads its gifts again after one (stock, limits). */
  cancellations = 0;

  /** 取消兑换: the redemption is shown as the library answers it; points and stock go back. */
  readonly cancel = new KeyedAction(
    (redemption: Redemption) => redemption.id,
    async (redemption: Redemption) => {
      const rdrno = this.root.rdrno;
      const res = await cancelGiftOrder({ rdrno, id: redemption.id });
      const row = firstRow(res);
      if (!elibOk(res) || !row) {
        // Collected or posted meanwhile: show it as the library has it now.
        void this.list.refresh();
        return failed(failureMessage(res, '取消失败，请稍后重试'));
      }
      if (rdrno === this.root.rdrno)
        this.list.patch(
          (r) => r.id === redemption.id,
          () => row,
        );
      void this.root.feature(PointsStore).load(0);
      this.noteCancelled();
      return succeeded(res.message || '已取消兑换');
    },
  );

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MyGiftsStore, 'root'>(this, { root: false, list: false, cancel: false });
  }

  /** A gift is collected at the desk while the reader waits: a short freshness. */
  load(maxAge = 15_000): Promise<void> {
    return this.list.load(maxAge);
  }

  private noteCancelled(): void {
    this.cancellations += 1;
  }

  clearReaderData(): void {
    this.list.clear();
    this.cancel.forget();
  }
}
