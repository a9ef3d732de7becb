/**
 * Home's latest notices with 更多 to 通知公告, last on the page. Loaded after the first paint (its
 * own chunk, HomeScreen's lazy import): nothing here may move what is painted (it comes last). A
 * failed load says so in its place, with 重试: the section does not silently vanish.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Notice } from '../../api/contract';
import { ChevronGlyph } from '../../components/ui/glyphs';
import { PATHS } from '../../router/paths';
import { useFeature } from '../../stores/context';
import { ContentStore } from './ContentStore';
import { articlePath } from './links';
import './home-news.css';

/** Notices on home. */
export const HOME_NOTICES = 3;

/** The latest notices (the notices' first page: pinned first, then newest). */
const HomeNews = observer(function HomeNews() {
  const store = useFeature(ContentStore);
  useEffect(() => {
    void store.loadNotices();
  }, [store]);
  const notices = store.notices.rows.slice(0, HOME_NOTICES);
  if (notices.length > 0) return <LatestNotices notices={notices} />;
  if (store.notices.status !== 'error') return null;
  return (
    <div className="ui-card ui-inline-failure" role="alert">
      <span className="ui-inline-failure-text">通知公告加载失败：{store.notices.error}</span>
      <button type="button" className="ui-button ui-button--ghost" onClick={() => void store.notices.refresh()}>
        重试
      </button>
    </div>
  );
});

function LatestNotices({ notices }: { notices: Notice[] }) {
  return (
    <section className="ui-card home-news" aria-labelledby="home-news-title">
      <header className="home-news-head">
        <h2 id="home-news-title">通知公告</h2>
        <Link to={PATHS.notice} className="home-news-more">
          <span>更多</span>
          <ChevronGlyph size={12} />
        </Link>
      </header>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id}>
            <Link className="home-news-row" to={articlePath(notice.id)}>
              {notice.pinned ? <span className="home-news-pin">置顶</span> : null}
              <span className="home-news-title">{notice.title}</span>
              <time>{notice.publishtime.slice(5, 10)}</time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default HomeNews;
