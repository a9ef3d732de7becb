/**
 * One of the user's sign-ups in 我的活动: the event, its state (a promotion from the waitlist is
 * said), the entry code the desk scans while it holds a seat, and 扫码签到 / 取消报名 as the
 * library allows them (why not, when it does not).
 */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { EventSignup } from '../../../api/contract';
import { QrImage } from '../../../components/ui/QrImage';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { eventPath } from '../../../router/paths';
import { useStores } from '../../../stores/context';
import type { EventsStore } from '../EventsStore';
import { eventWhen } from '../eventText';

export const SignupCard = observer(function SignupCard({ row, store }: { row: EventSignup; store: EventsStore }) {
  const { env } = useStores();
  const confirmThen = useConfirmedAction();
  const waiting = row.state === 'waiting';
  const cancel = () =>
    confirmThen(
      {
        title: waiting ? '取消候补' : '取消报名',
        content: waiting ? `确定取消「${row.title}」的候补吗？` : `确定取消报名「${row.title}」吗？`,
        confirmText: waiting ? '确认取消候补' : '确认取消报名',
        cancelText: '暂不',
      },
      () => store.cancel.run(row),
    );
  const checkin = async () => {
    const result = await store.checkin.run();
    if (result.message) env.ui.toast(result.message);
  };
  return (
    <article className="ui-card events-mine" aria-label={`${row.title} ${row.statename}`}>
      <Link to={eventPath(row.eventid)} className="events-mine-title">
        {row.title}
      </Link>
      <p>{eventWhen(row.starttime, row.endtime)}</p>
      <p>
        {row.libname} · {row.place}
      </p>
      {/* A family's sign-ups name whose they are: the child, not only a card number. */}
      {row.rdrno ? (
        <p>
          报名人：{row.name}（读者证 {row.rdrno}）
        </p>
      ) : null}
      <p className={`events-state events-state--${row.state}`}>
        {waiting ? `候补中，当前排第${row.position}位` : row.statename}
        {row.checkedtime ? ` · ${row.checkedtime.slice(5, 16)}` : ''}
      </p>
      {row.promotedtime && row.state === 'signed' ? (
        <p className="events-note">候补成功：{row.promotedtime.slice(5, 16)} 有读者取消报名，你已递补为正式报名。</p>
      ) : null}
      {row.entrycode ? (
        <div className="events-code">
          <QrImage text={row.entrycode} label={`${row.title} 入场码`} />
          <p className="events-hint">入场码：签到时向工作人员出示</p>
        </div>
      ) : null}
      {row.cancheckin ? (
        <button
          type="button"
          className="ui-button ui-button--block"
          disabled={store.checkin.busy}
          onClick={() => void checkin()}
        >
          扫码签到
        </button>
      ) : null}
      {row.cancancel ? (
        <button
          type="button"
          className="ui-button ui-button--ghost ui-button--block"
          disabled={store.cancel.busyFor(row.id)}
          onClick={() => void cancel()}
        >
          {waiting ? '取消候补' : '取消报名'}
        </button>
      ) : row.cancelrefusal && (row.state === 'signed' || waiting) ? (
        <p className="events-hint">{row.cancelrefusal}</p>
      ) : null}
    </article>
  );
});
