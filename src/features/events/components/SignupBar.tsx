/**
 * What the user may do on an event's page, as the library decided (`action`, `reason`): 报名,
 * 加入候补, 取消报名 (confirmed first), or why not, with 去绑定 when the event needs a card the
 * user has not bound. Their own sign-up's standing is said above the button. An event for card
 * holders is signed up with the active card, named here; a family with several cards switches
 * it on 我的读者证 (a child's card for a children's event).
 */
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { EventDetail } from '../../../api/contract';
import { EVENT_RULES } from '../../../api/contract/events';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { bindPath, PATHS } from '../../../router/paths';
import { useStores } from '../../../stores/context';
import type { EventsStore } from '../EventsStore';

const CANCEL_HOURS = EVENT_RULES.cancelBeforeMinutes / 60;

export const SignupBar = observer(function SignupBar({ event, store }: { event: EventDetail; store: EventsStore }) {
  const root = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const confirmThen = useConfirmedAction();
  const { signup } = event;
  const busy = store.signup.busy || (signup ? store.cancel.busyFor(signup.id) : false);
  const run = async (waitlist: boolean) => {
    const result = await store.signup.run(event, waitlist);
    if (!result.ok) root.env.ui.toast(result.message);
  };
  const cancel = () =>
    signup &&
    confirmThen(
      {
        title: signup.state === 'waiting' ? '取消候补' : '取消报名',
        content:
          signup.state === 'waiting'
            ? `确定取消「${event.title}」的候补吗？`
            : `确定取消报名「${event.title}」吗？名额将按顺序让给候补的读者。`,
        confirmText: signup.state === 'waiting' ? '确认取消候补' : '确认取消报名',
        cancelText: '暂不',
      },
      () => store.cancel.run(signup),
    );
  const needsCard = event.action === 'none' && event.audience === 'card' && !root.rdrno && !signup;
  return (
    <section className="ui-card events-signup" aria-label="报名">
      {signup ? (
        <p className="events-standing" role="status">
          {signup.state === 'waiting' ? `候补中，当前排第${signup.position}位` : signup.statename}
          {signup.promotedtime ? `（${signup.promotedtime.slice(5, 16)} 候补成功）` : ''}
        </p>
      ) : null}
      {event.audience === 'card' && root.rdrno && !signup ? (
        <p className="events-hint">
          以读者证 {root.rdrno} 报名
          {root.reader.rdrnos.length > 1 ? (
            <Link className="events-guide" to={PATHS.cards}>
              换一张读者证
            </Link>
          ) : null}
        </p>
      ) : null}
      {event.action === 'waitlist' ? <p>名额已满，可加入候补：有人取消报名时按顺序递补。</p> : null}
      {event.reason ? <p className="events-reason">{event.reason}</p> : null}
      {event.action === 'signup' || event.action === 'waitlist' ? (
        <button
          type="button"
          className="ui-button ui-button--block"
          disabled={busy}
          onClick={() => void run(event.action === 'waitlist')}
        >
          {event.action === 'waitlist' ? '加入候补' : '报名'}
        </button>
      ) : null}
      {event.action === 'cancel' && signup ? (
        <>
          {signup.state === 'signed' ? <p className="events-hint">活动开始前{CANCEL_HOURS}小时内不能取消报名</p> : null}
          <button
            type="button"
            className="ui-button ui-button--danger ui-button--block"
            disabled={busy}
            onClick={() => void cancel()}
          >
            {signup.state === 'waiting' ? '取消候补' : '取消报名'}
          </button>
        </>
      ) : null}
      {needsCard ? (
        <button
          type="button"
          className="ui-button ui-button--block"
          onClick={() => navigate(bindPath(pathname + search))}
        >
          去绑定读者证
        </button>
      ) : null}
    </section>
  );
});
