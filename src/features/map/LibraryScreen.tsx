/**
 * 图书馆城 (/map/detail?libcode=): one library: open now or not, the week's hours (today marked),
 * address with 导航, phone with 电话, what it is, its services and floors, and 室内导航. A code
 * that names no library (a stale link) is one calm panel (图书馆不存在) with 查看全部图书馆 only.
 */
import { observer } from 'mobx-react-lite';
import { useShareCard } from '../../wx/useShareCard';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LibraryInfo } from '../../api/contract';
import { AsyncView, Missing } from '../../components/AsyncView';
import { libraryWeekday, weekRows } from '../../lib/opening';
import { PATHS } from '../../router/paths';
import { useFeature } from '../../stores/context';
import { IndoorMap } from './components/IndoorMap';
import { LibraryActions } from './components/LibraryActions';
import { OpenBadge } from './components/OpenBadge';
import { distanceText, MapStore } from './MapStore';
import '../../components/ui/page.css';
import './map.css';

const LibraryScreen = observer(function LibraryScreen() {
  const store = useFeature(MapStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('libcode') ?? '';
  useEffect(() => {
    void store.load();
  }, [store]);
  const libraries = store.libraries;
  const entry = store.entry(code);
  return (
    <div className="ui-page map map--detail">
      <AsyncView status={libraries.status} error={libraries.error} onRetry={() => void libraries.refresh()}>
        {() =>
          entry ? (
            <Library library={entry.library} distance={entry.distance} />
          ) : (
            <Missing
              title="图书馆不存在"
              state={{
                text: code ? '它可能已更名或合并，或链接已失效' : '链接可能不完整',
                actionText: '查看全部图书馆',
                onAction: () => navigate(PATHS.map),
              }}
            />
          )
        }
      </AsyncView>
    </div>
  );
});

function Library({ library, distance }: { library: LibraryInfo; distance: number | null }) {
  useShareCard({
    title: library.name,
    desc: [library.address, library.phone && `电话 ${library.phone}`].filter(Boolean).join(' '),
  });
  const now = Date.now();
  const today = libraryWeekday(now);
  return (
    <>
      <section className="ui-card library-intro" aria-labelledby="library-name">
        <h1 id="library-name">{library.name}</h1>
        <OpenBadge library={library} now={now} />
        <p className="library-address">
          {library.address}
          {distance !== null ? <span className="library-distance">{distanceText(distance)}</span> : null}
        </p>
        {library.phone ? <p className="library-phone">电话 {library.phone}</p> : null}
        <LibraryActions library={library} />
      </section>
      <section className="ui-card library-section" aria-labelledby="library-hours">
        <h2 id="library-hours">开放时间</h2>
        <table className="library-week">
          <tbody>
            {weekRows(library.hours).map((row) => (
              <tr key={row.day} className={row.day === today ? 'is-today' : ''}>
                <th scope="row">
                  {row.name}
                  {row.day === today ? '（今天）' : ''}
                </th>
                <td>{row.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {library.hoursnote ? <p className="library-note">{library.hoursnote}</p> : null}
      </section>
      {library.intro ? (
        <section className="ui-card library-section" aria-labelledby="library-about">
          <h2 id="library-about">简介</h2>
          <p className="library-text">{library.intro}</p>
        </section>
      ) : null}
      {library.services.length > 0 ? (
        <section className="ui-card library-section" aria-labelledby="library-services">
          <h2 id="library-services">服务</h2>
          <ul className="library-services">
            {library.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {library.floors.length > 0 ? (
        <section className="ui-card library-section" aria-labelledby="library-floors">
          <h2 id="library-floors">楼层分布</h2>
          <ul className="library-floors">
            {library.floors.map((floor) => (
              <li key={floor.floor}>
                <strong>{floor.floor}</strong>
                <span>{floor.name}</span>
              </li>
            ))}
          </ul>
          <IndoorMap libcode={library.code} />
        </section>
      ) : (
        <section className="ui-card library-section">
          <IndoorMap libcode={library.code} />
        </section>
      )}
    </>
  );
}

export default LibraryScreen;
