/**
 * 财经记录: the active card's fines, and paying what is owed in WeChat. The server makes the
 * order (its amount is the server's sum of the unpaid fines), the pay sheet takes the money, and
 * WeChat Pay tells the library system, which marks the fines paid; the app then asks for the
 * order until it shows paid and keeps it for the result page. A cancelled or failed payment
 * changes nothing, and the reader is told so: the fines are still unpaid, and what to do.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CurFine, FineOrder } from '../../api/contract';
import { elibOk, elibPage, failureMessage, firstRow } from '../../api/result';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { CardList } from '../../stores/base/CardList';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { chooseWXPay } from '../../wx/api';
import { createFineOrder, getFineOrder, listRdrCurFine } from './api';

/** How long to wait for WeChat Pay's word to reach the library system, in steps (ms). */
export const PAID_CHECKS_MS = [300, 600, 1000, 1500, 2500];

/** The library system's answer when every fine is paid already. */
export const NOTHING_TO_PAY = '没有需要缴纳的罚款';

/** A payment that did not happen: what went wrong, that the fines are still unpaid, and what to do. */
const unpaid = (what: string, next: string) => `${what}，罚款仍未缴纳。${next}，或到馆缴纳。`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class FinesStore implements FeatureStore {
  readonly list = new CardList<CurFine>(
    () => this.root.rdrno,
    (query) => listRdrCurFine(query).then(elibPage),
    { pageSize: 100 },
  );
  /** The order just paid: the result page shows it until the reader goes back to the list. */
  receipt: FineOrder | null = null;
  readonly pay = new Action(() => this.payOwed());

  constructor(private readonly root: RootStore) {
    makeAutoObservable<FinesStore, 'root' | 'payOwed'>(this, { root: false, list: false, pay: false, payOwed: false });
  }

  get unpaid(): CurFine[] {
    return this.list.rows.filter((fine) => !fine.paid);
  }

  /** Cents owed, as listed. */
  get owed(): number {
    return this.unpaid.reduce((sum, fine) => sum + fine.amount, 0);
  }

  /** Back from the result page to the list. */
  dismissReceipt(): void {
    this.receipt = null;
  }

  load(maxAge = 60_000): Promise<void> {
    return this.list.load(maxAge);
  }

  private async payOwed() {
    const rdrno = this.root.rdrno;
    const created = await createFineOrder({ rdrno });
    const order = firstRow(created);
    if (!elibOk(created) || !order?.pay) {
      const why = failureMessage(created, '下单失败');
      // Nothing left to pay (paid on another phone, say): the list is read again and says so.
      if (why === NOTHING_TO_PAY) {
        void this.list.refresh();
        return failed(why);
      }
      return failed(unpaid(`未能发起支付（${why}）`, '请稍后再点“去缴费”'));
    }
    const paid = await chooseWXPay(order.pay);
    if (!paid.ok) {
      return failed(
        paid.cancelled
          ? unpaid('支付已取消', '需要时可再点“去缴费”')
          : unpaid(`支付未完成（${paid.message.replace(/[，,]?请重试$/, '')}）`, '请再点“去缴费”重试'),
      );
    }
    const settled = await this.settledOrder(rdrno, order.orderid);
    if (settled?.state !== 'paid') {
      return failed('支付结果确认中：如已付款，罚款稍后会显示为已缴，请勿重复付款，稍后刷新财经记录查看。');
    }
    runInAction(() => {
      if (rdrno === this.root.rdrno) this.receipt = settled;
    });
    void this.list.refresh();
    void this.root.reader.loadReaderInfo(rdrno);
    return succeeded('缴费成功');
  }

  /** The order once the library system has WeChat Pay's word (or gave up on it); null when it never came. */
  private async settledOrder(rdrno: string, orderid: string): Promise<FineOrder | null> {
    for (const wait of PAID_CHECKS_MS) {
      const row = firstRow(await getFineOrder({ rdrno, orderid }));
      if (row && row.state !== 'created') return row;
      await sleep(wait);
    }
    return null;
  }

  clearReaderData(): void {
    this.list.clear();
    this.receipt = null;
  }
}
