/**
 * 预约预借 (/books/reserve): the reservations as the library lists them (ready to collect first,
 * with where, the pickup code and the last day; then queued; then ended), and 取消预约 after
 * confirming; 订阅到书通知.
 */
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { CurReserve } from '../../api/contract';
import { CardListView } from '../../components/CardListView';
import { libraryToday, monthDayText } from '../../lib/loanStatus';
import { PATHS } from '../../router/paths';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { useCardLoad, useFeature } from '../../stores/context';
import { isCancellable, ReservesStore } from './ReservesStore';
import { ReminderOffer } from '../../components/ReminderOffer';
import '../../components/ui/page.css';
import './loans.css';

const Reserve = observer(function Reserve() {
  const navigate = useNavigate();
  const store = useFeature(ReservesStore);
  useCardLoad(() => store.load(), [store]);
  const { list } = store;
  return (
    <div className="ui-page loans">
      <CardListView
        load={list}
        whyBind="绑定后即可预约图书"
        loadingLabel="预约加载中"
        emptyState={{
          title: '没有预约',
          text: '在图书详情页可以预约图书',
          actionText: '去检索',
          onAction: () => navigate(PATHS.search),
        }}
      >
        {() => (
          <>
            <ReminderOffer kind="arrival" />
            <ul className="loans-reserves" aria-label="我的预约">
              {list.rows.map((reserve) => (
                <li key={reserve.reserveid}>
                  <ReserveCard reserve={reserve} store={store} />
                </li>
              ))}
            </ul>
          </>
        )}
      </CardListView>
    </div>
  );
});

function stateLine(reserve: CurReserve): string {
  if (reserve.state === 'queued' && reserve.queue) return `排在第 ${reserve.queue} 位`;
  return '';
}

/** A ready reservation: where to collect it, with what, and by when. */
function Pickup({ reserve }: { reserve: CurReserve }) {
  const deadline = reserve.pickupdeadline;
  return (
    <div className="loans-pickup">
      {deadline ? <p>请于 {monthDayText(deadline, libraryToday(Date.now()))} 前取书</p> : null}
      <dl>
        <dt>取书馆</dt>
        <dd>{reserve.libname}</dd>
        {reserve.pickupshelf ? (
          <>
            <dt>取书位置</dt>
            <dd>{reserve.pickupshelf}</dd>
          </>
        ) : null}
        {reserve.pickupcode ? (
          <>
            <dt>取书码</dt>
            <dd className="loans-pickup-code">{reserve.pickupcode}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

const ReserveCard = observer(function ReserveCard({ reserve, store }: { reserve: CurReserve; store: ReservesStore }) {
  const confirmThen = useConfirmedAction();
  const ready = reserve.state === 'ready';
  const cancel = () =>
    confirmThen(
      {
        title: '取消预约',
        content: ready
          ? `确认取消预约《${reserve.title}》吗？为您保留的图书将交给下一位读者。`
          : `确认取消预约《${reserve.title}》吗？取消后将失去排队位置。`,
        confirmText: '确认取消预约',
        cancelText: '暂不',
      },
      () => store.cancel.run(reserve),
    );
  return (
    <article className={`ui-card loans-item${ready ? ' loans-item--ready' : ''}`} aria-label={reserve.title}>
      <div className="loans-item-main">
        <div className="loans-item-text">
          <h3 className="loans-item-title">{reserve.title}</h3>
          <div className="loans-item-line">{reserve.author}</div>
          <div className="loans-item-line">
            {ready ? null : (
              <>
                <span className="loans-seg">取书馆 {reserve.libname}</span> ·{' '}
              </>
            )}
            <span className="loans-seg">预约于 {reserve.reservedate}</span>
          </div>
          {stateLine(reserve) ? (
            <div className="loans-item-line loans-item-line--strong">{stateLine(reserve)}</div>
          ) : null}
        </div>
        <div className={`loans-status loans-status--${reserve.state}`}>
          <span className="loans-status-text">{reserve.statename}</span>
        </div>
      </div>
      {ready ? <Pickup reserve={reserve} /> : null}
      {isCancellable(reserve) ? (
        <div className="loans-item-foot">
          <span />
          <button
            type="button"
            className="ui-button ui-button--ghost loans-renew"
            disabled={store.cancel.busyFor(reserve.reserveid)}
            aria-label={`取消预约 ${reserve.title}`}
            onClick={() => void cancel()}
          >
            取消预约
          </button>
        </div>
      ) : null}
    </article>
  );
});

export default Reserve;
