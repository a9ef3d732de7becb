/**
 * 图书馆城 (/qqmap): every library on the plan and in a list, nearest first when WeChat gives the
 * phone's position (在馆内, else 距您 in km with 2 decimals), by name with a note when it does not; each
 * with whether it is open now, today's hours, 导航, 电话 and 详情.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AsyncView } from '../../components/AsyncView';
import { useFeature } from '../../stores/context';
import { BranchMap } from './components/BranchMap';
import { LibraryActions } from './components/LibraryActions';
import { libraryPath } from './links';
import { OpenBadge } from './components/OpenBadge';
import { distanceText, type LibraryEntry, MapStore } from './MapStore';
import '../../components/ui/page.css';
import './map.css';

const MapScreen = observer(function MapScreen() {
  const store = useFeature(MapStore);
  const [picked, setPicked] = useState('');
  useEffect(() => {
    void store.load();
  }, [store]);
  const libraries = store.libraries;
  const now = Date.now();
  function pick(code: string) {
    setPicked(code);
    document.getElementById(`library-${code}`)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }
  return (
    <div className="ui-page map">
      <AsyncView
        status={libraries.status}
        error={libraries.error}
        onRetry={() => void libraries.refresh()}
        empty={store.entries.length === 0}
        emptyState={{ title: '暂无图书馆信息', actionText: '刷新', onAction: () => void libraries.refresh() }}
      >
        {() => (
          <>
            <BranchMap entries={store.entries} reader={store.position} picked={picked} onPick={pick} />
            <WhereNote store={store} />
            <ol className="library-list" aria-label="图书馆">
              {store.entries.map((entry, i) => (
                <LibraryCard key={entry.library.code} entry={entry} index={i} now={now} picked={picked} />
              ))}
            </ol>
          </>
        )}
      </AsyncView>
    </div>
  );
});

const WhereNote = observer(function WhereNote({ store }: { store: MapStore }) {
  const where = store.where;
  const text =
    where.status === 'located'
      ? '已按距离由近到远排列'
      : where.status === 'unknown'
        ? `${where.message}，已按名称排列`
        : '正在获取你的位置…';
  return (
    <p className={`map-note ${where.status === 'unknown' ? 'map-note--warn' : ''}`} role="status">
      <span>{text}</span>
      <button
        type="button"
        className="map-relocate"
        onClick={() => void store.locate()}
        disabled={where.status === 'locating'}
      >
        {where.status === 'unknown' ? '重试' : '重新定位'}
      </button>
    </p>
  );
});

function LibraryCard({
  entry,
  index,
  now,
  picked,
}: {
  entry: LibraryEntry;
  index: number;
  now: number;
  picked: string;
}) {
  const { library, distance } = entry;
  return (
    <li id={`library-${library.code}`} className={`ui-card library-card ${picked === library.code ? 'is-picked' : ''}`}>
      <header className="library-head">
        <span className="library-number" aria-hidden="true">
          {index + 1}
        </span>
        <h2>
          <Link to={libraryPath(library.code)}>{library.name}</Link>
        </h2>
        {distance !== null ? <span className="library-distance">{distanceText(distance)}</span> : null}
      </header>
      <OpenBadge library={library} now={now} />
      <p className="library-address">{library.address}</p>
      <div className="library-row">
        <LibraryActions library={library} />
        <Link className="library-more" to={libraryPath(library.code)}>
          详情
        </Link>
      </div>
    </li>
  );
}

export default MapScreen;
