/** 预约预借: the active card's reservations, and cancelling one. */
import { makeAutoObservable } from 'mobx';
import type { CurReserve } from '../../api/contract';
import { elibOk, elibPage, failureMessage } from '../../api/result';
import { failed, KeyedAction, succeeded } from '../../stores/base/Action';
import { CardList } from '../../stores/base/CardList';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { cancelReserve, listRdrCurReserves } from './api';

/** A reservation the reader may still cancel. */
export const isCancellable = (reserve: CurReserve) => reserve.state === 'queued' || reserve.state === 'ready';

export class ReservesStore implements FeatureStore {
  readonly list = new CardList<CurReserve>(
    () => this.root.rdrno,
    (query) => listRdrCurReserves(query).then(elibPage),
    { pageSize: 100 },
  );
  /** 取消预约, one reservation at a time each. */
  readonly cancel = new KeyedAction(
    (reserve: CurReserve) => reserve.reserveid,
    async (reserve: CurReserve) => {
      const rdrno = this.root.rdrno;
      const res = await cancelReserve({ rdrno, reserveid: reserve.reserveid });
      if (!elibOk(res)) return failed(failureMessage(res, '取消失败，请稍后重试'));
      if (rdrno === this.root.rdrno) {
        this.list.patch(
          (row) => row.reserveid === reserve.reserveid,
          // In place: the list keeps its order until it is loaded again (no row moves under a finger).
          (row) => ({
            ...row,
            state: 'cancelled',
            statename: '已取消',
            queue: null,
            pickupdeadline: null,
            pickupshelf: null,
            pickupcode: null,
          }),
        );
      }
      return succeeded(res.message || '取消成功');
    },
  );

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ReservesStore, 'root'>(this, { root: false, list: false, cancel: false });
  }

  load(maxAge = 60_000): Promise<void> {
    return this.list.load(maxAge);
  }

  clearReaderData(): void {
    this.list.clear();
    this.cancel.forget();
  }
}
