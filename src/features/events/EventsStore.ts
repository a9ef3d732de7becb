/**
 * 活动报名, 活动详情 and 我的活动: the events ahead (by library and kind), one event with the
 * WeChat user's standing, signing up (a seat, or the waitlist when full), cancelling, and the
 * user's sign-ups with their entry codes and check-in by the venue's code. Sign-ups belong to the
 * WeChat user (an event for card holders also names the active card); the library decides every
 * rule and says why it refuses.
 */
import { makeAutoObservable } from 'mobx';
import type { EventDetail, EventKind, EventSignup, LibraryEvent } from '../../api/contract';
import { EVENT_VENUE_PREFIX } from '../../api/contract/events';
import { elibOk, elibPage, elibRecord, failureMessage, firstRow } from '../../api/result';
import { Action, failed, KeyedAction, succeeded } from '../../stores/base/Action';
import { DetailStore } from '../../stores/base/DetailStore';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { scanQRCode } from '../../wx/api';
import { cancelEventSignup, eventCheckin, eventSignup, getEvent, listEvent, listMyEvent } from './api';

export type Scope = 'upcoming' | 'past';
interface ListQuery {
  libcode: string;
  kind: EventKind | '';
  openid: string;
}
interface DetailKey {
  eventid: number;
  openid: string;
  rdrno: string;
}

/** Seats change as others sign up: a list or an event shown again after this long is read again. */
const FRESH_MS = 30_000;

export class EventsStore implements FeatureStore {
  libcode = '';
  kind: EventKind | '' = '';
  scope: Scope = 'upcoming';
  /** The sign-up just made on the event page (its result is shown until the reader moves on). */
  lastSignup: EventSignup | null = null;

  readonly list = new ListStore<LibraryEvent, ListQuery>(
    (query, paging) => listEvent({ ...query, ...paging }).then((res) => elibPage(res)),
    { pageSize: 20 },
  );
  readonly detail = new DetailStore<EventDetail, DetailKey>((key) =>
    getEvent(key).then((res) => elibRecord(res, '活动不存在')),
  );
  readonly mine: Record<Scope, ListStore<EventSignup, { openid: string; scope: Scope }>> = {
    upcoming: this.myList(),
    past: this.myList(),
  };

  /** 报名 / 加入候补: the library's answer is the result; the event and the lists are read again. */
  readonly signup = new Action<[EventDetail, boolean]>(async (event, waitlist) => {
    const openid = this.openid;
    if (!openid) return failed('请先完成微信授权');
    const rdrno = event.audience === 'card' ? this.root.rdrno : '';
    const res = await eventSignup({ eventid: event.eventid, openid, rdrno, waitlist: waitlist ? '1' : '' });
    const row = firstRow(res);
    if (!elibOk(res) || !row) {
      void this.detail.refresh();
      return failed(failureMessage(res, '报名失败，请稍后重试'));
    }
    this.signedUp(row);
    return succeeded(res.message || '报名成功');
  });

  /** 取消报名 (a seat or a waitlist place), confirmed by the screen first. */
  readonly cancel = new KeyedAction(
    (signup: Pick<EventSignup, 'id' | 'eventid'>) => signup.id,
    async (signup: Pick<EventSignup, 'id' | 'eventid'>) => {
      const res = await cancelEventSignup({ openid: this.openid, id: signup.id });
      const row = firstRow(res);
      this.changed(signup.eventid);
      if (!elibOk(res) || !row) return failed(failureMessage(res, '取消失败，请稍后重试'));
      this.mine.upcoming.patch(
        (s) => s.id === row.id,
        () => row,
      );
      return succeeded(res.message || '已取消报名');
    },
  );

  /** 扫码签到: the venue's code, scanned with the phone; another code is refused here. */
  readonly checkin = new Action(async () => {
    const scanned = await scanQRCode(['qrCode']);
    if (!scanned.ok) return scanned.cancelled ? succeeded('') : failed(scanned.message);
    const code = scanned.data.text;
    if (!code.startsWith(EVENT_VENUE_PREFIX)) return failed('这不是活动签到码，请扫描活动现场的签到二维码');
    const res = await eventCheckin({ openid: this.openid, code });
    const row = firstRow(res);
    if (!elibOk(res) || !row) return failed(failureMessage(res, '签到失败，请稍后重试'));
    this.mine.upcoming.patch(
      (s) => s.id === row.id,
      () => row,
    );
    return succeeded(res.message || '签到成功');
  });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<EventsStore, 'root'>(this, {
      root: false,
      list: false,
      detail: false,
      mine: false,
      signup: false,
      cancel: false,
      checkin: false,
    });
  }

  get openid(): string {
    return this.root.app.wxuser?.openid ?? '';
  }

  setFilter(change: { libcode?: string; kind?: EventKind | '' }): void {
    if (change.libcode !== undefined) this.libcode = change.libcode;
    if (change.kind !== undefined) this.kind = change.kind;
    void this.loadList();
  }

  setScope(scope: Scope): void {
    this.scope = scope;
    void this.loadMine();
  }

  loadList(maxAge = FRESH_MS): Promise<void> {
    return this.list.ensure({ libcode: this.libcode, kind: this.kind, openid: this.openid }, maxAge);
  }

  loadEvent(eventid: number, maxAge = FRESH_MS): Promise<void> {
    if (this.lastSignup?.eventid !== eventid) this.lastSignup = null;
    return this.detail.ensure({ eventid, openid: this.openid, rdrno: this.root.rdrno }, maxAge);
  }

  /** The user's sign-ups in the scope shown; nothing before the WeChat user is known. */
  loadMine(maxAge = FRESH_MS): Promise<void> {
    const openid = this.openid;
    return openid ? this.mine[this.scope].ensure({ openid, scope: this.scope }, maxAge) : Promise.resolve();
  }

  /** The reader left the result: the event page shows the event again. */
  dismissResult(): void {
    this.lastSignup = null;
  }

  private signedUp(row: EventSignup): void {
    this.lastSignup = row;
    this.changed(row.eventid);
  }

  /** A sign-up changed: the event, the list's seats and the user's lists are read again when shown. */
  private changed(eventid: number): void {
    if (this.detail.value?.eventid === eventid) void this.detail.refresh();
    this.list.invalidate();
    this.mine.upcoming.invalidate();
    this.mine.past.invalidate();
  }

  private myList() {
    return new ListStore<EventSignup, { openid: string; scope: Scope }>(
      (query, paging) => listMyEvent({ ...query, ...paging }).then((res) => elibPage(res)),
      { pageSize: 20 },
    );
  }

  /** A card event's standing depends on the card: read the event again for the new one. */
  clearReaderData(): void {
    this.detail.clear();
    this.lastSignup = null;
    this.cancel.forget();
  }
}
