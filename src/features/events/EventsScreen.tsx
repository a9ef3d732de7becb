/**
 * 活动报名 (/events): the events ahead by start time, filtered by kind and library; each row opens
 * 活动详情. 我的活动 is one tap away.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { EventKind, LibraryEvent } from '../../api/contract';
import { EVENT_KIND_NAMES, EVENT_KINDS } from '../../api/contract/events';
import { AsyncList } from '../../components/AsyncList';
import { Chips } from '../../components/ui/Chips';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { EventRow } from './components/EventRow';
import { EventsStore } from './EventsStore';
import '../../components/ui/page.css';
import './events.css';

const KINDS: { id: EventKind | ''; label: string }[] = [
  { id: '', label: '全部类型' },
  ...EVENT_KINDS.map((kind) => ({ id: kind, label: EVENT_KIND_NAMES[kind] })),
];

const EventsScreen = observer(function EventsScreen() {
  const store = useFeature(EventsStore);
  const { app } = useStores();
  const navigate = useNavigate();
  useEffect(() => void store.loadList(), [store]);
  // The libraries to filter by: 全部场馆 and the library system's (the kinds' row starts with 全部类型).
  const libraries = [{ id: '', label: '全部场馆' }, ...app.libcode.map((l) => ({ id: l.code, label: l.name }))];
  return (
    <div className="ui-page events">
      <div className="events-filters">
        <Chips legend="活动类型" items={KINDS} active={store.kind} onPick={(kind) => store.setFilter({ kind })} />
        <Chips
          legend="图书馆"
          items={libraries}
          active={store.libcode}
          onPick={(libcode) => store.setFilter({ libcode })}
        />
        <Link className="events-mine-link" to={PATHS.myEvents}>
          我的活动
        </Link>
      </div>
      <AsyncList
        list={store.list}
        label="活动"
        rowKey={(row: LibraryEvent) => row.eventid}
        estimateSize={112}
        renderRow={(row: LibraryEvent) => <EventRow event={row} />}
        emptyState={{
          title: '暂无活动',
          text: '换个类型或图书馆看看',
          actionText: '看全部活动',
          onAction: () =>
            store.kind || store.libcode ? store.setFilter({ kind: '', libcode: '' }) : navigate(PATHS.home),
        }}
      />
    </div>
  );
});

export default EventsScreen;
