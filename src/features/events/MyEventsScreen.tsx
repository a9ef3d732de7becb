/**
 * 我的活动 (/events/mine): the WeChat user's sign-ups: 即将开始 (by start) with entry codes,
 * check-in and cancelling, and 已结束 (newest first) with 已签到 / 未签到. A promotion from the
 * waitlist is said on its card.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventSignup } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { Tabs } from '../../components/ui/Tabs';
import { PATHS } from '../../router/paths';
import { useFeature } from '../../stores/context';
import { SignupCard } from './components/SignupCard';
import { EventsStore, type Scope } from './EventsStore';
import '../../components/ui/page.css';
import './events.css';

const SCOPES: { id: Scope; label: string }[] = [
  { id: 'upcoming', label: '即将开始' },
  { id: 'past', label: '已结束' },
];

const MyEventsScreen = observer(function MyEventsScreen() {
  const store = useFeature(EventsStore);
  const navigate = useNavigate();
  const openid = store.openid;
  useEffect(() => {
    if (openid) void store.loadMine();
  }, [store, openid]);
  return (
    <div className="ui-page events">
      <Tabs
        label="我的活动"
        items={SCOPES}
        active={store.scope}
        onPick={(scope) => store.setScope(scope)}
        panelId="events-mine"
      />
      <div id="events-mine" role="tabpanel" aria-labelledby={`events-mine-tab-${store.scope}`}>
        <AsyncList
          key={store.scope}
          list={store.mine[store.scope]}
          label={store.scope === 'upcoming' ? '即将开始的活动' : '已结束的活动'}
          rowKey={(row: EventSignup) => row.id}
          estimateSize={220}
          renderRow={(row: EventSignup) => <SignupCard row={row} store={store} />}
          emptyState={{
            title: store.scope === 'upcoming' ? '还没有报名活动' : '还没有参加过活动',
            text: '讲座、展览、亲子和培训活动都可以在这里报名',
            actionText: '去看看活动',
            onAction: () => navigate(PATHS.events),
          }}
        />
      </div>
    </div>
  );
});

export default MyEventsScreen;
