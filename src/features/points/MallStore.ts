/**
 * 积分商城: the library's gift categories, the gifts on offer (each with whether the active card
 * may redeem it now, and why not), and redeeming one: collected at a library, or posted to one of
 * the WeChat user's addresses. The library system takes the points and the stock in one
 * transaction; a refusal changes nothing and is shown on the sheet.
 */
import { makeAutoObservable } from 'mobx';
import type { Gift, GiftCategory, Redemption } from '../../api/contract';
import { elibOk, elibPage, failureMessage, firstRow, unanswered } from '../../api/result';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { CardList } from '../../stores/base/CardList';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { getGiftPage, giftList, redeemGift } from './api';
import { MyGiftsStore } from './MyGiftsStore';
import { PointsStore } from './PointsStore';

/** How the reader receives a gift: at a library, or posted to one of their addresses. */
export type DeliveryChoice = { delivery: 'pickup'; libcode: string } | { delivery: 'post'; addressid: number };

/** 全部: every category. */
export const ALL_CATEGORIES = 0;

/** A redemption sent but not answered may have been made: the reader is told where to look. */
export const REDEEM_UNANSWERED = '网络异常，兑换结果未知，请到“我的礼品”查看后再试';

/** The delivery a gift offers first (both: collected at a library). */
export const firstDelivery = (gift: Gift): 'pickup' | 'post' => (gift.delivery === 'post' ? 'post' : 'pickup');

/** The choice is one the gift offers. */
export const offers = (gift: Gift, delivery: 'pickup' | 'post') =>
  gift.delivery === 'both' || gift.delivery === delivery;

export class MallStore implements FeatureStore {
  readonly categories = new ListStore<GiftCategory>(() => giftList().then(elibPage), { pageSize: 100 });
  readonly gifts = new CardList<Gift, { cataid: number }>(
    () => this.root.rdrno,
    ({ rdrno, cataid }, paging) =>
      getGiftPage({ rdrno, ...(cataid ? { cataid } : {}), ...paging }).then((res) => elibPage(res)),
    { pageSize: 10 },
  );
  cataid = ALL_CATEGORIES;
  /** The gift on the redeem sheet; null when the sheet is closed. */
  chosen: Gift | null = null;
  /** The last redemption made here, and the points left after it (the result page shows them until closed). */
  made: { redemption: Redemption; balance: number | null } | null = null;
  /** 我的礼品's cancellations when the gifts were last read. */
  private seenCancellations = 0;

  /** 确认兑换: the points and one of the stock are taken, or nothing changes and the sheet says why. */
  readonly redeem = new Action<[DeliveryChoice]>(async (choice) => {
    const gift = this.chosen;
    const rdrno = this.root.rdrno;
    if (!gift || !rdrno) return failed('请先选择礼品');
    if (!offers(gift, choice.delivery))
      return failed(choice.delivery === 'post' ? '该礼品只能到馆领取' : '该礼品只能邮寄');
    if (choice.delivery === 'pickup' && !choice.libcode) return failed('请选择领取礼品的图书馆');
    if (choice.delivery === 'post' && !choice.addressid) return failed('请选择收货地址');
    const openid = this.root.app.wxuser?.openid ?? '';
    const res = await redeemGift({
      rdrno,
      giftid: gift.giftid,
      ...(choice.delivery === 'pickup'
        ? { delivery: 'pickup', libcode: choice.libcode }
        : { delivery: 'post', addressid: choice.addressid, openid }),
    });
    if (unanswered(res)) {
      this.changed();
      return failed(REDEEM_UNANSWERED);
    }
    const made = firstRow(res);
    if (!elibOk(res) || !made) {
      // The gift may have changed since the list was read (the last one taken): read it again.
      void this.gifts.refresh();
      return failed(failureMessage(res, '兑换失败，请稍后重试'));
    }
    this.setMade(made, this.balance === null ? null : this.balance - made.points);
    this.gifts.patch(
      (row) => row.giftid === gift.giftid,
      (row) => ({ ...row, stock: Math.max(0, row.stock - 1), redeemed: row.redeemed + 1 }),
    );
    this.changed();
    return succeeded(res.message || '兑换成功');
  });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MallStore, 'root' | 'seenCancellations'>(this, {
      root: false,
      seenCancellations: false,
      categories: false,
      gifts: false,
      redeem: false,
    });
  }

  /** The card's points (from 积分记录's log); null until it is read. */
  get balance(): number | null {
    return this.root.feature(PointsStore).balance;
  }

  load(maxAge = 60_000): Promise<void> {
    if (!this.root.rdrno) return Promise.resolve();
    void this.categories.ensure({}, maxAge);
    void this.root.feature(PointsStore).load();
    const { cancellations } = this.root.feature(MyGiftsStore);
    if (cancellations !== this.seenCancellations) {
      this.seenCancellations = cancellations;
      this.gifts.invalidate();
    }
    return this.gifts.load(maxAge, { cataid: this.cataid });
  }

  showCategory(cataid: number): void {
    this.cataid = cataid;
    void this.load();
  }

  open(gift: Gift): void {
    this.chosen = gift;
    this.made = null;
  }

  close(): void {
    this.chosen = null;
    this.made = null;
  }

  /** Redeemed: the sheet closes and the result page shows what was made. */
  private setMade(redemption: Redemption, balance: number | null): void {
    this.made = { redemption, balance };
    this.chosen = null;
  }

  /** Points, the card's gifts and every verdict may have changed: each is read again when shown. */
  private changed(): void {
    this.root.feature(MyGiftsStore).list.invalidate();
    this.gifts.invalidate();
    void this.root.feature(PointsStore).load(0);
  }

  clearReaderData(): void {
    this.gifts.clear();
    this.close();
  }
}
