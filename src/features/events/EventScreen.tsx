/**
 * 活动详情 (/events/detail?id=): the event (picture, title, facts, description), the user's own
 * sign-up, and what they may do (SignupBar). Signing up ends on a result (报名成功 / 已加入候补)
 * with the way to 我的活动. The page's card shares the event. An event that does not exist is one
 * calm panel with 返回活动列表.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { EventDetail, EventSignup } from '../../api/contract';
import { AsyncView, Missing } from '../../components/AsyncView';
import { ReminderOffer } from '../../components/ReminderOffer';
import { RichText } from '../../components/RichText';
import { ResultPanel } from '../../components/ui/ResultPanel';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { useShareCard } from '../../wx/useShareCard';
import { EventFacts } from './components/EventFacts';
import { SignupBar } from './components/SignupBar';
import { EventsStore } from './EventsStore';
import { eventWhen } from './eventText';
import '../../components/ui/page.css';
import './events.css';

const EventScreen = observer(function EventScreen() {
  const store = useFeature(EventsStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  // The event is read for the WeChat user and card it is shown to: read again when either changes
  // (start-up learns them after a deep link opened the page; a card switch clears the event).
  const { openid } = store;
  const { rdrno } = useStores();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the event is asked again for another user or card
  useEffect(() => {
    if (id) void store.loadEvent(id);
  }, [store, id, openid, rdrno]);
  const back = { actionText: '返回活动列表', onAction: () => navigate(PATHS.events) };
  if (!id) {
    return (
      <div className="ui-page events">
        <Missing title="活动不存在" state={{ text: '链接可能不完整', ...back }} />
      </div>
    );
  }
  const shown = store.detail.value?.eventid === id ? store.detail.value : null;
  return (
    <div className="ui-page events">
      <AsyncView
        status={store.detail.status}
        error={store.detail.error}
        onRetry={() => void store.detail.refresh()}
        missing={{ text: '它可能已下线，或链接已失效', ...back }}
      >
        {() =>
          shown && store.lastSignup?.eventid === id ? (
            <SignupResult signup={store.lastSignup} onBack={() => store.dismissResult()} />
          ) : shown ? (
            <EventView event={shown} store={store} />
          ) : null
        }
      </AsyncView>
    </div>
  );
});

const EventView = observer(function EventView({ event, store }: { event: EventDetail; store: EventsStore }) {
  useShareCard({
    title: event.title,
    desc: `${eventWhen(event.starttime, event.endtime)} ${event.libname}`,
    imgUrl: event.picture,
  });
  return (
    <article aria-labelledby="event-title">
      <img className="events-picture" src={event.picture} alt="" />
      <header className="events-head">
        <h1 id="event-title">{event.title}</h1>
        <p className="events-tags">
          <span className="events-tag">{event.kindname}</span>
          <span>{event.statename}</span>
        </p>
        {event.state === 'cancelled' && event.cancelreason ? (
          <p className="events-reason">{event.cancelreason}</p>
        ) : null}
      </header>
      <EventFacts event={event} />
      <SignupBar event={event} store={store} />
      {event.signup && event.state !== 'ended' && event.state !== 'cancelled' ? <ReminderOffer kind="event" /> : null}
      {event.content ? (
        <section className="ui-card events-content" aria-label="活动介绍">
          <RichText html={event.content} />
        </section>
      ) : null}
    </article>
  );
});

function SignupResult({ signup, onBack }: { signup: EventSignup; onBack: () => void }) {
  const navigate = useNavigate();
  const waiting = signup.state === 'waiting';
  return (
    <>
      <h1 className="ui-visually-hidden">{signup.title}</h1>
      <ResultPanel
        kind="success"
        title={waiting ? '已加入候补' : '报名成功'}
        text={
          waiting
            ? '有人取消报名时按顺序递补，递补成功后会在「我的活动」中显示。'
            : '入场时在「我的活动」出示入场码，或扫描现场的签到码签到。'
        }
        details={[
          ['活动', signup.title],
          ['时间', eventWhen(signup.starttime, signup.endtime)],
          ['地点', `${signup.libname} · ${signup.place}`],
          ...(waiting ? [['候补', `第${signup.position}位`] as const] : []),
          ['报名人', signup.name],
        ]}
        primary={{ text: '查看我的活动', onAction: () => navigate(PATHS.myEvents) }}
        secondary={{ text: '返回活动详情', onAction: onBack }}
      >
        <ReminderOffer kind="event" />
      </ResultPanel>
    </>
  );
}

export default EventScreen;
