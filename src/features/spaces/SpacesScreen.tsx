/**
 * 空间预约 (/spaces): the study rooms and seats of a library (chips of the libraries, tabs of the
 * kinds), each with where it is, whom it seats, what it has, today's hours and the free slots left
 * today (or 今日闭馆); a row opens its day of slots. 我的空间预约 at the top.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Space } from '../../api/contract';
import { SPACE_KIND_NAMES, SPACE_KINDS } from '../../api/contract/spaces';
import { AsyncList } from '../../components/AsyncList';
import { Chips } from '../../components/ui/Chips';
import { Tabs } from '../../components/ui/Tabs';
import { hoursText } from '../../lib/opening';
import { PATHS, spacePath } from '../../router/paths';
import { useFeature } from '../../stores/context';
import { ALL_LIBRARIES, SpacesStore } from './SpacesStore';
import '../../components/ui/page.css';
import './spaces.css';

const KIND_TABS = SPACE_KINDS.map((kind) => ({ id: kind, label: SPACE_KIND_NAMES[kind] }));

const Spaces = observer(function Spaces() {
  const store = useFeature(SpacesStore);
  // The library list (and so the current library) may come after the page: the list follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadList reads the library shown
  useEffect(() => {
    void store.loadList();
  }, [store, store.libcode]);
  const libraries = [
    { id: ALL_LIBRARIES, label: '全部' },
    ...store.libraries.map((lib) => ({ id: lib.code, label: lib.name })),
  ];
  const otherKind = store.kind === 'room' ? 'seat' : 'room';
  return (
    <div className="ui-page spaces">
      <p className="spaces-mine">
        <Link to={PATHS.mySpaces}>我的空间预约</Link>
      </p>
      {store.libraries.length > 1 ? (
        <div className="spaces-libraries">
          <Chips legend="图书馆" items={libraries} active={store.libcode} onPick={(code) => store.showLibrary(code)} />
        </div>
      ) : null}
      <Tabs label="空间类型" items={KIND_TABS} active={store.kind} onPick={(kind) => store.showKind(kind)} />
      <AsyncList
        list={store.list}
        label={SPACE_KIND_NAMES[store.kind]}
        rowKey={(space: Space) => space.spaceid}
        estimateSize={120}
        renderRow={(space: Space) => <SpaceRow space={space} />}
        emptyState={
          store.libcode === ALL_LIBRARIES
            ? {
                title: `暂无可预约的${SPACE_KIND_NAMES[store.kind]}`,
                actionText: `看看${SPACE_KIND_NAMES[otherKind]}`,
                onAction: () => store.showKind(otherKind),
              }
            : {
                title: `本馆暂无可预约的${SPACE_KIND_NAMES[store.kind]}`,
                text: '其他图书馆可能有',
                actionText: '查看全部图书馆的空间',
                onAction: () => store.showLibrary(ALL_LIBRARIES),
              }
        }
      />
    </div>
  );
});

/** What today looks like for the space: 剩余3个可约时段, 今日已约满, 今日闭馆. */
function todayText(space: Space): string {
  if (!space.hours) return '今日闭馆';
  return space.freeslots > 0 ? `剩余${space.freeslots}个可约时段` : '今日已约满';
}

function SpaceRow({ space }: { space: Space }) {
  return (
    <Link className="ui-card spaces-row" to={spacePath(space.spaceid, space.date)}>
      <span className="spaces-row-head">
        <strong>{space.name}</strong>
        <span className={`spaces-free${space.hours && space.freeslots > 0 ? ' spaces-free--yes' : ''}`}>
          {todayText(space)}
        </span>
      </span>
      <span className="spaces-line">
        {space.libname} · {space.area}
        {space.kind === 'room' ? ` · 可容纳${space.capacity}人` : ''}
      </span>
      {space.facilities ? <span className="spaces-line">设施：{space.facilities}</span> : null}
      {space.hours ? <span className="spaces-line">今日开放 {hoursText(space.hours)}</span> : null}
    </Link>
  );
}

export default Spaces;
