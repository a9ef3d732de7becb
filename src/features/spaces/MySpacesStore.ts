/**
 * 我的空间预约: the card's bookings, upcoming (not ended, by start) or past (newest first), and
 * what it may do with each: cancel one before it starts, check in by scanning the door's code,
 * end one in use early. Each change shows the library's answer in place and tells 空间预约 that
 * its free slots changed.
 */
import { makeAutoObservable } from 'mobx';
import type { SpaceBooking } from '../../api/contract';
import { SPACE_DOOR_PREFIX } from '../../api/contract/spaces';
import type { Elib } from '../../api/elib';
import { elibOk, elibPage, failureMessage, firstRow, unanswered } from '../../api/result';
import { type ActionResult, failed, KeyedAction, succeeded } from '../../stores/base/Action';
import { CardList } from '../../stores/base/CardList';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { scanQRCode } from '../../wx/api';
import { cancelSpaceBooking, leaveSpace, listMySpaceBooking, spaceCheckin } from './api';
import { SpacesStore } from './SpacesStore';

export type BookingScope = 'upcoming' | 'past';

/** A scanned code that is not a space's door code. */
export const NOT_A_DOOR_CODE = '这不是空间签到码';

export class MySpacesStore implements FeatureStore {
  scope: BookingScope = 'upcoming';
  readonly list = new CardList<SpaceBooking, { scope: BookingScope }>(
    () => this.root.rdrno,
    (query, paging) => listMySpaceBooking({ ...query, ...paging }).then((res) => elibPage(res)),
    { pageSize: 20 },
  );
  /** 空间预约's bookings when the lists were last read. */
  private seenBookings = 0;

  /** 取消预约 (confirmed first). */
  readonly cancel = new KeyedAction(
    (booking: SpaceBooking) => booking.id,
    (booking: SpaceBooking) =>
      this.change(() => cancelSpaceBooking({ rdrno: this.root.rdrno, id: booking.id }), '已取消预约'),
  );
  /** 结束使用 (confirmed first): the rest of the booking is free again. */
  readonly leave = new KeyedAction(
    (booking: SpaceBooking) => booking.id,
    (booking: SpaceBooking) => this.change(() => leaveSpace({ rdrno: this.root.rdrno, id: booking.id }), '已结束使用'),
  );
  /** 扫码签到: the door's code, scanned; any other code is refused without asking the library. */
  readonly checkin = new KeyedAction(
    (booking: SpaceBooking) => booking.id,
    async (_booking: SpaceBooking) => {
      const scanned = await scanQRCode(['qrCode']);
      if (!scanned.ok) return scanned.cancelled ? succeeded('') : failed(scanned.message);
      const code = scanned.data.text;
      if (!code.startsWith(SPACE_DOOR_PREFIX)) return failed(NOT_A_DOOR_CODE);
      return this.change(() => spaceCheckin({ rdrno: this.root.rdrno, code }), '签到成功');
    },
  );

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MySpacesStore, 'root' | 'seenBookings'>(this, {
      root: false,
      seenBookings: false,
      list: false,
      cancel: false,
      leave: false,
      checkin: false,
    });
  }

  /** A booking is checked in, released or ended by the clock: a short freshness. */
  load(maxAge = 15_000): Promise<void> {
    const { bookings } = this.root.feature(SpacesStore);
    if (bookings !== this.seenBookings) {
      this.seenBookings = bookings;
      this.list.invalidate();
    }
    return this.list.load(maxAge, { scope: this.scope });
  }

  show(scope: BookingScope): void {
    this.scope = scope;
    void this.load();
  }

  clearReaderData(): void {
    this.list.clear();
    this.cancel.forget();
    this.leave.forget();
    this.checkin.forget();
  }

  /**
   * Sends a change of one booking and shows the booking the library answers (the door's code may
   * check in another booking of the card's than the row tapped: the answer's row is the one shown).
   */
  private async change(send: () => Elib<SpaceBooking>, done: string): Promise<ActionResult> {
    const rdrno = this.root.rdrno;
    if (!rdrno) return failed('请先绑定读者证');
    const res = await send();
    const row = firstRow(res);
    if (!elibOk(res) || !row) {
      // Started, released or ended meanwhile: show it as the library has it now.
      if (!unanswered(res)) void this.list.refresh();
      return failed(failureMessage(res, '操作失败，请稍后重试'));
    }
    if (rdrno === this.root.rdrno)
      this.list.patch(
        (other) => other.id === row.id,
        () => row,
      );
    this.root.feature(SpacesStore).changed();
    return succeeded(res.message || done);
  }
}
