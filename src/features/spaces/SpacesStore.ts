/**
 * 空间预约 and 空间详情: the spaces of a library (or all) of one kind with today's free slots; one
 * space's day of half-hour slots for a date (with the card's standing that day when there is a
 * card); the range of free slots the reader picks, refused here already when it is longer than
 * the card may still book that day; and booking it, which ends on the result (the day is read
 * again: the slots are the reader's now).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Space, SpaceBooking, SpaceDay, SpaceKind } from '../../api/contract';
import { elibOk, elibPage, elibRecord, failureMessage, firstRow, unanswered } from '../../api/result';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { DetailStore } from '../../stores/base/DetailStore';
import { ListStore } from '../../stores/base/ListStore';
import { queryKey } from '../../stores/base/loaded';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { bookSpace, getSpaceDay, listSpace } from './api';
import { durationText, minutesBetween, type SlotRange, tapSlot } from './slots';

/** The chip of every library. */
export const ALL_LIBRARIES = '';

/** A booking sent but not answered may have been made: the reader is told where to look. */
export const BOOK_UNANSWERED = '网络异常，预约结果未知，请到“我的空间预约”查看后再试';

/** Free slots change as other readers book: lists and days are read again after this long. */
const MAX_AGE = 30_000;

/** One space's day, as asked: by the card when there is one (its standing comes with it). */
export interface DayKey {
  spaceid: number;
  date: string;
  rdrno: string;
}

/** The picked range as it would be booked, and why it may not be ('' when it may). */
export interface Selection {
  start: string;
  end: string;
  minutes: number;
  refusal: string;
}

/** Why a range of `minutes` may not be booked by a card with `minutesleft` that day ('' when it may). */
export function overDailyRefusal(minutes: number, minutesleft: number): string {
  if (minutes <= minutesleft) return '';
  return minutesleft > 0
    ? `超出当天可预约时长：当天还可预约${durationText(minutesleft)}，请缩短所选时段`
    : '当天可预约的时长已用完，请选择其他日期';
}

export class SpacesStore implements FeatureStore {
  readonly list = new ListStore<Space, { libcode: string; kind: SpaceKind }>(
    ({ libcode, kind }) => listSpace({ ...(libcode ? { libcode } : {}), kind }).then((res) => elibPage(res)),
    { pageSize: 100 },
  );
  readonly day = new DetailStore<SpaceDay, DayKey>(({ spaceid, date, rdrno }) =>
    getSpaceDay({ spaceid, date, ...(rdrno ? { rdrno } : {}) }).then((res) => elibRecord(res, '空间不存在')),
  );
  /** The library chip pressed; null until the reader picks one (the app's current library). */
  private picked: string | null = null;
  kind: SpaceKind = 'room';
  /** The slots picked on the day shown. */
  private range: SlotRange | null = null;
  /** Why the last booking was refused (shown by the button until the reader picks again). */
  refusal = '';
  /** The booking just made: the result shows it until closed. */
  made: SpaceBooking | null = null;
  /** The day's answer is older than a change made on 我的空间预约. */
  private dayStale = false;
  /** Counts the bookings made here: 我的空间预约 reads its lists again after one. */
  bookings = 0;

  /** 预约: the picked range on the day shown, for the active card. */
  readonly book = new Action(async () => {
    const day = this.day.value;
    const selection = this.selection;
    const rdrno = this.root.rdrno;
    if (!rdrno) return failed('请先绑定读者证');
    if (!day || !selection) return failed('请先选择预约时段');
    if (selection.refusal) return failed(selection.refusal);
    const { start, end } = selection;
    const res = await bookSpace({ rdrno, spaceid: day.spaceid, date: day.date, start, end });
    const booking = firstRow(res);
    if (!elibOk(res) || !booking) {
      const message = unanswered(res) ? BOOK_UNANSWERED : failureMessage(res, '预约失败，请稍后重试');
      runInAction(() => {
        this.refusal = message;
      });
      // Taken meanwhile, or a limit reached elsewhere: the day shows it as the library has it now.
      this.list.invalidate();
      void this.day.refresh();
      return failed(message);
    }
    runInAction(() => {
      this.made = booking;
      this.range = null;
      this.bookings += 1;
    });
    this.list.invalidate();
    void this.day.refresh();
    return succeeded(res.message || '预约成功');
  });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SpacesStore, 'root' | 'dayStale'>(this, {
      dayStale: false,
      root: false,
      list: false,
      day: false,
      book: false,
    });
  }

  /** The libraries to pick from (the app's list). */
  get libraries() {
    return this.root.app.libcode;
  }

  /** The library shown: the one picked, else the reader's current library when listed, else all. */
  get libcode(): string {
    if (this.picked !== null) return this.picked;
    const current = this.root.app.currentLibcode;
    return this.libraries.some((lib) => lib.code === current) ? current : ALL_LIBRARIES;
  }

  loadList(maxAge = MAX_AGE): Promise<void> {
    return this.list.ensure({ libcode: this.libcode, kind: this.kind }, maxAge);
  }

  showLibrary(libcode: string): void {
    this.picked = libcode;
    void this.loadList();
  }

  showKind(kind: SpaceKind): void {
    this.kind = kind;
    void this.loadList();
  }

  /** The day of space `spaceid` on `date`, as the active card sees it; another day forgets the pick. */
  loadDay(spaceid: number, date: string, maxAge = MAX_AGE): Promise<void> {
    const key: DayKey = { spaceid, date, rdrno: this.root.rdrno };
    const shown = this.day.key;
    if (!shown || shown.spaceid !== spaceid || shown.date !== date) {
      this.range = null;
      this.refusal = '';
      this.made = null;
    }
    const stale = this.dayStale && queryKey(shown) === queryKey(key);
    this.dayStale = false;
    return this.day.ensure(key, stale ? 0 : maxAge);
  }

  /** The reader tapped slot `index` of the day shown (a slot not free does nothing). */
  tap(index: number): void {
    const slots = this.day.value?.slots ?? [];
    this.range = tapSlot(slots, this.picks, index);
    this.refusal = '';
  }

  /** The picked range while every slot in it is still free on the day shown. */
  get picks(): SlotRange | null {
    const slots = this.day.value?.slots ?? [];
    const range = this.range;
    if (!range) return null;
    const picked = slots.slice(range.first, range.last + 1);
    return picked.length === range.last - range.first + 1 && picked.every((slot) => slot.state === 'free')
      ? range
      : null;
  }

  get selection(): Selection | null {
    const day = this.day.value;
    const range = this.picks;
    if (!day || !range) return null;
    const start = day.slots[range.first].start;
    const end = day.slots[range.last].end;
    const minutes = minutesBetween(start, end);
    const refusal = day.reason || overDailyRefusal(minutes, day.minutesleft);
    return { start, end, minutes, refusal };
  }

  /** From the result back to the day. */
  closeResult(): void {
    this.made = null;
  }

  /** A booking was cancelled, checked in or ended (我的空间预约): free slots and standings are read again. */
  changed(): void {
    this.list.invalidate();
    this.dayStale = true;
  }

  clearReaderData(): void {
    // The spaces are the same for every reader; the day carries the card's standing.
    this.day.clear();
    this.range = null;
    this.refusal = '';
    this.made = null;
  }
}
