/**
 * 我的空间预约 (/spaces/mine): the card's bookings, 即将开始 or 已结束: the space, its library, the
 * day and time, the state, the check-in window while it waits; 扫码签到, 取消预约 and 结束使用 as
 * the library allows each (the last two after confirming).
 */
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { SpaceBooking } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { Tabs } from '../../components/ui/Tabs';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { libraryToday } from '../../lib/loanStatus';
import { PATHS } from '../../router/paths';
import { useCardLoad, useFeature, useStores } from '../../stores/context';
import { type BookingScope, MySpacesStore } from './MySpacesStore';
import { dayText } from './slots';
import '../../components/ui/page.css';
import './spaces.css';

const SCOPES: { id: BookingScope; label: string }[] = [
  { id: 'upcoming', label: '即将开始' },
  { id: 'past', label: '已结束' },
];

const MySpaces = observer(function MySpaces() {
  return (
    <div className="ui-page spaces">
      <CardGate noCard={<BindFirst text="绑定后即可预约研讨室和自习座位" />}>{() => <Bookings />}</CardGate>
    </div>
  );
});

const Bookings = observer(function Bookings() {
  const store = useFeature(MySpacesStore);
  const navigate = useNavigate();
  useCardLoad(() => store.load(), [store, store.scope]);
  const upcoming = store.scope === 'upcoming';
  return (
    <>
      <Tabs label="我的空间预约" items={SCOPES} active={store.scope} onPick={(scope) => store.show(scope)} />
      <AsyncList
        list={store.list}
        label={upcoming ? '即将开始的预约' : '已结束的预约'}
        rowKey={(row: SpaceBooking) => row.id}
        estimateSize={170}
        renderRow={(row: SpaceBooking) => <BookingCard booking={row} store={store} />}
        emptyState={{
          title: upcoming ? '没有即将开始的预约' : '没有已结束的预约',
          text: '研讨室和自习座位可预约今天起7天内的时段',
          actionText: '去预约',
          onAction: () => navigate(PATHS.spaces),
        }}
      />
    </>
  );
});

const BookingCard = observer(function BookingCard({ booking, store }: { booking: SpaceBooking; store: MySpacesStore }) {
  const { env } = useStores();
  const confirmThen = useConfirmedAction();
  const when = `${dayText(booking.date, libraryToday(Date.now()))} ${booking.start}–${booking.end}`;
  const busy = store.cancel.busyFor(booking.id) || store.leave.busyFor(booking.id) || store.checkin.busyFor(booking.id);
  const cancel = () =>
    confirmThen(
      {
        title: '取消预约',
        content: `确认取消预约${booking.name}（${when}）吗？取消后时段将开放给其他读者。`,
        confirmText: '确认取消预约',
        cancelText: '暂不',
      },
      () => store.cancel.run(booking),
    );
  const leave = () =>
    confirmThen(
      {
        title: '结束使用',
        content: `确认结束使用${booking.name}吗？离开后剩余时段将开放给其他读者。`,
        confirmText: '确认结束使用',
        cancelText: '暂不',
      },
      () => store.leave.run(booking),
    );
  const checkin = async () => env.ui.toast((await store.checkin.run(booking)).message);
  return (
    <article className="ui-card spaces-booking" aria-label={`${booking.name} ${when}`}>
      <div className="spaces-row-head">
        <h3>{booking.name}</h3>
        <span className={`spaces-state spaces-state--${booking.state}`}>{booking.statename}</span>
      </div>
      <p className="spaces-line">
        {booking.libname} · {booking.area}
      </p>
      <p className="spaces-when">{when}</p>
      {booking.state === 'booked' ? (
        <p className="spaces-line">
          签到时间 {booking.checkinfrom.slice(11)}–{booking.checkinuntil.slice(11)}，请到门口扫码签到
        </p>
      ) : null}
      {booking.cancheckin || booking.cancancel || booking.canleave ? (
        <div className="spaces-actions">
          {booking.cancancel ? (
            <button type="button" className="ui-button ui-button--ghost" disabled={busy} onClick={() => void cancel()}>
              取消预约
            </button>
          ) : null}
          {booking.canleave ? (
            <button type="button" className="ui-button ui-button--ghost" disabled={busy} onClick={() => void leave()}>
              结束使用
            </button>
          ) : null}
          {booking.cancheckin ? (
            <button type="button" className="ui-button" disabled={busy} onClick={() => void checkin()}>
              扫码签到
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
});

export default MySpaces;
