/**
 * Home's published content, when there is any: the banner carousel (each opens its article or an
 * in-app page), in the room home keeps for it under the grid, and the latest notices with 更多 to
 * 通知公告, last on the page. Loaded after the first paint (its own chunk, HomeScreen's lazy
 * imports): nothing here may move what is painted. A failed load shows nothing: home's job is the
 * grid and the card, and 通知公告 shows its own failure.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Banner, Notice } from '../../api/contract';
import { ChevronGlyph } from '../../components/ui/glyphs';
import { safeInAppPath } from '../../lib/redirect';
import { PATHS } from '../../router/paths';
import { useFeature } from '../../stores/context';
import { ContentStore } from './ContentStore';
import { articlePath } from './links';
import './home-news.css';

/** Notices on home. */
export const HOME_NOTICES = 3;
/** A slide stays this long before the next, unless the reader is touching the carousel. */
const SLIDE_MS = 5000;

/** The latest notices (the notices' first page: pinned first, then newest). */
const HomeNews = observer(function HomeNews() {
  const store = useFeature(ContentStore);
  useEffect(() => {
    void store.loadNotices();
  }, [store]);
  const notices = store.notices.rows.slice(0, HOME_NOTICES);
  return notices.length > 0 ? <LatestNotices notices={notices} /> : null;
});

/**
 * The carousel, in the room home kept for it (`reserved`: the last visit had banners) until the
 * banners answer; then the carousel, or nothing, and how many there were is kept for next time.
 */
export const HomeBanners = observer(function HomeBanners({ reserved }: { reserved: boolean }) {
  const store = useFeature(ContentStore);
  useEffect(() => {
    void store.loadBanners();
  }, [store]);
  const loaded = store.banners.status === 'ready' || store.banners.status === 'error';
  if (!loaded) return reserved ? <BannerRoom /> : null;
  const banners = (store.banners.value ?? []).filter((banner) => bannerTarget(banner) !== null);
  return banners.length > 0 ? <Carousel banners={banners} /> : null;
});

function BannerRoom() {
  return <div className="ui-card home-banners home-banners--room" aria-hidden="true" />;
}

/** Where a banner leads: its article, or an in-app path; null leads nowhere (not shown). */
function bannerTarget(banner: Banner): string | null {
  if (banner.articleid) return articlePath(banner.articleid);
  return safeInAppPath(banner.path);
}

function Carousel({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLDivElement>(null);
  const touching = useRef(false);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (banners.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || touching.current || document.hidden || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, SLIDE_MS);
    return () => clearInterval(timer);
  }, [banners.length]);
  const follow = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setShown(Math.round(el.scrollLeft / el.clientWidth));
  };
  const hold = (value: boolean) => () => {
    touching.current = value;
  };
  return (
    <section className="ui-card home-banners" aria-label="图书馆活动">
      <div
        className="home-banner-track"
        ref={track}
        onScroll={follow}
        onTouchStart={hold(true)}
        onTouchEnd={hold(false)}
        onPointerEnter={hold(true)}
        onPointerLeave={hold(false)}
      >
        {banners.map((banner, i) => (
          <Link
            key={banner.id}
            className="home-banner"
            to={bannerTarget(banner) ?? PATHS.home}
            aria-label={`${banner.title}（${i + 1}/${banners.length}）`}
          >
            <img src={banner.image} alt="" loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
          </Link>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className="home-banner-dots" aria-hidden="true">
          {banners.map((banner, i) => (
            <span key={banner.id} className={i === shown ? 'is-on' : ''} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function LatestNotices({ notices }: { notices: Notice[] }) {
  return (
    <section className="ui-card home-news" aria-labelledby="home-news-title">
      <header className="home-news-head">
        <h2 id="home-news-title">通知公告</h2>
        <Link to={PATHS.notice} className="home-news-more">
          更多
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
