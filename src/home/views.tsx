/**
 * Home's views alone: its layout, the card strip's states and the banner carousel, with no store
 * and no router hooks. The app renders them (HomeScreen.tsx), and the build renders them too, to
 * the markup of the first screen the entry paints before React runs (src/home/firstScreen): one
 * source for both, so the app takes that screen over unchanged.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Banner } from '../api/contract';
import { CardGlyph, ChevronGlyph, SearchGlyph } from '../components/ui/glyphs';
import { PATHS } from '../router/paths';
import { HOME_TITLE } from '../router/titles';
import { bannerTarget } from './banners';

/** A slide stays this long before the next, unless the reader is touching the carousel. */
const SLIDE_MS = 5000;

export interface HomeViewProps {
  onSearch: () => void;
  /** The grid (or its skeleton or failure), in the services card. */
  services: ReactNode;
  banners: ReactNode;
  strip: ReactNode;
  /** Below the first screen: reminders, the latest notices. */
  after?: ReactNode;
}

/** Home's layout alone (no store, no router hooks). */
export function HomeView({ onSearch, services, banners, strip, after }: HomeViewProps) {
  return (
    <div className="ui-page home">
      <header className="home-header">
        <h1 className="home-title">{HOME_TITLE}</h1>
        <button type="button" className="home-search" onClick={onSearch}>
          <SearchGlyph size={16} />
          <span>搜索书名、作者、ISBN</span>
        </button>
      </header>
      <section className="ui-card home-services" aria-label="服务">
        {services}
      </section>
      {banners}
      {strip}
      {after}
    </div>
  );
}

export function StripSkeleton() {
  return (
    <div className="ui-card home-strip home-strip--skeleton" role="status" aria-busy="true" aria-label="读者证加载中" />
  );
}

export function StripNoCard() {
  return (
    <Link className="ui-card home-strip" to={PATHS.bind}>
      <CardGlyph size={22} className="home-strip-glyph" />
      <span className="home-strip-main">绑定读者证，享受借阅服务</span>
      <span className="home-strip-go">
        去绑定
        <ChevronGlyph size={14} />
      </span>
    </Link>
  );
}

export function StripCard({ name, sub }: { name: string; sub: string }) {
  return (
    <Link className="ui-card home-strip" to={PATHS.loans}>
      <CardGlyph size={22} className="home-strip-glyph" />
      <span className="home-strip-main">
        <span className="home-strip-name">{name}</span>
        <span className="home-strip-sub">{sub}</span>
      </span>
      <span className="home-strip-go">
        借阅信息
        <ChevronGlyph size={14} />
      </span>
    </Link>
  );
}

/** The banners' room while they are not known. */
export function BannerRoom() {
  return <div className="ui-card home-banners home-banners--room" aria-hidden="true" />;
}

/** `still`: no turning by itself (关怀模式), as with reduced motion. */
export function BannerCarousel({ banners, still }: { banners: Banner[]; still?: boolean }) {
  const track = useRef<HTMLDivElement>(null);
  const touching = useRef(false);
  const [shown, setShown] = useState(0);
  // WCAG 2.2.2: moving content has a way to stop it (暂停轮播); it also holds while focus is in it.
  // The button comes with the app (absolutely placed: nothing moves), not in the painted first screen.
  const [paused, setPaused] = useState(false);
  const [moves, setMoves] = useState(false);
  // The other pictures are asked for once the first is in: it is home's largest paint, and on a
  // slow network it would otherwise share the bandwidth with pictures no one sees yet.
  const [firstIn, setFirstIn] = useState(false);
  useEffect(() => {
    const first = track.current?.querySelector('img');
    if (first?.complete) setFirstIn(true);
  }, []);
  useEffect(() => {
    if (banners.length < 2 || still || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setMoves(true);
    if (paused) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || touching.current || document.hidden || el.clientWidth === 0) return;
      if (el.contains(document.activeElement)) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, SLIDE_MS);
    return () => clearInterval(timer);
  }, [paused, banners.length, still]);
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
          <BannerSlide
            key={banner.id}
            banner={banner}
            index={i}
            count={banners.length}
            picture={i === 0 || firstIn}
            onLoad={i === 0 ? () => setFirstIn(true) : undefined}
          />
        ))}
      </div>
      {moves ? (
        <button
          type="button"
          className="home-banner-pause"
          aria-label="暂停轮播"
          aria-pressed={paused}
          onClick={() => setPaused(!paused)}
        />
      ) : null}
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

/**
 * One slide: the picture (once `picture` says so), with the banner's title over it; the first is
 * fetched first and at once.
 */
export function BannerSlide({
  banner,
  index,
  count,
  picture,
  onLoad,
}: {
  banner: Banner;
  index: number;
  count: number;
  picture: boolean;
  onLoad?: () => void;
}) {
  const first = index === 0;
  return (
    <Link
      className="home-banner"
      to={bannerTarget(banner) ?? PATHS.home}
      aria-label={`${banner.title}（${index + 1}/${count}）`}
    >
      <img
        src={picture ? banner.image : undefined}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        onLoad={onLoad}
        onError={onLoad}
      />
      <span className="home-banner-caption" aria-hidden="true">
        {banner.title}
      </span>
    </Link>
  );
}
