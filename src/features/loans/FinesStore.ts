/**
 * 财经记录: the active card's fines, and paying what is owed in WeChat. The server makes the
 * order (its amount is the server's sum of the unpaid fines), the pay sheet takes the money, and
 * WeChat Pay tells the library system, which marks the fines paid; the app then asks for the
 * order until it shows paid and keeps it as the receipt. A cancelled or failed payment changes
 * nothing.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CurFine, FineOrder } from '../../api/contract';
import { elibOk, elibPage, failureMessage, firstRow } from '../../api/result';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { chooseWXPay } from '../../wx/api';
import { createFineOrder, getFineOrder, listRdrCurFine } from './api';

/** How long to wait for WeChat Pay's word to reach the library system, in steps (ms). */
export const PAID_CHECKS_MS = [300, 600, 1000, 1500, 2500];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class FinesStore implements FeatureStore {
  readonly list = new ListStore<CurFine, { rdrno: string }>((query) => listRdrCurFine(query).then(elibPage), {
    pageSize: 100,
  });
  /** The last paid order (the receipt), until the card changes. */
  receipt: FineOrder | null = null;
  readonly pay = new Action(() => this.payOwed());

  constructor(private readonly root: RootStore) {
    makeAutoObservable<FinesStore, 'root' | 'payOwed'>(this, { root: false, list: false, pay: false, payOwed: false });
  }

  get rdrno(): string {
    return this.root.reader.readerNumber;
  }

  get unpaid(): CurFine[] {
    return this.list.rows.filter((fine) => !fine.paid);
  }

  /** Cents owed, as listed. */
  get owed(): number {
    return this.unpaid.reduce((sum, fine) => sum + fine.amount, 0);
  }

  load(maxAge = 60_000): Promise<void> {
    return this.rdrno ? this.list.ensure({ rdrno: this.rdrno }, maxAge) : Promise.resolve();
  }

  private async payOwed() {
    const rdrno = this.rdrno;
    const created = await createFineOrder({ rdrno });
    const order = firstRow(created);
    if (!elibOk(created) || !order?.pay) return failed(failureMessage(created, '下单失败，请稍后重试'));
    const paid = await chooseWXPay(order.pay);
    if (!paid.ok) return failed(paid.cancelled ? '已取消支付，罚款未缴纳' : paid.message);
    const settled = await this.settledOrder(rdrno, order.orderid);
    if (settled?.state !== 'paid') return failed('支付结果确认中，请稍后刷新查看');
    runInAction(() => {
      if (rdrno === this.rdrno) this.receipt = settled;
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
