/**
 * Home (/): the library's name, a search entry, the service grid and the reader's card strip.
 * The first route: plain elements and CSS only, no UI kit (160 KB gzip first-route budget).
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_BANNERS_KEY, storage } from '../lib/storage';
import { PATHS } from '../router/paths';
import { HOME_TITLE } from '../router/titles';
import { useStores } from '../stores/context';
import { CardGate } from '../components/CardGate';
import { ChevronGlyph, CardGlyph, SearchGlyph } from '../components/ui/glyphs';
import { ServiceGrid, ServiceGridPlaceholder } from '../components/ui/ServiceGrid';
import '../components/ui/page.css';
import './home.css';

/**
 * What needs the reader (overdue loans, fines ...): it reads the card's info, which comes after
 * the grid, so its code is not in the first route either.
 */
const NoticeList = lazy(() => import('./HomeNotices'));
/** The library's latest notices and banners: after the first paint, never moving what it paints. */
const News = lazy(() => import('../features/content/HomeNews'));
const Banners = lazy(() => import('../features/content/HomeNews').then((m) => ({ default: m.HomeBanners })));

/** Past this many services the grid shows 11 and a 所有应用 cell. */
export const HOME_GRID_MAX = 12;

const Home = function Home() {
  const navigate = useNavigate();
  return (
    <div className="ui-page home">
      <header className="home-header">
        <h1 className="home-title">{HOME_TITLE}</h1>
        <button type="button" className="home-search" onClick={() => navigate(PATHS.search)}>
          <SearchGlyph size={16} />
          <span>搜索书名、作者、ISBN</span>
        </button>
      </header>
      <Services />
      <BannerSlot />
      <CardStrip />
      <Notices />
      <Published />
    </div>
  );
};

/** The grid observes the service list alone: it paints as soon as the list is there. */
const Services = observer(function Services() {
  const { app } = useStores();
  return (
    <section className="ui-card home-services" aria-label="服务">
      {app.gridList.length > 0 ? (
        <ServiceGrid items={app.gridList} max={HOME_GRID_MAX} />
      ) : (
        <ServiceGridPlaceholder
          error={app.servicesError}
          loaded={app.servicesLoaded}
          onRetry={() => app.loadServices()}
        />
      )}
    </section>
  );
});

const CardStrip = observer(function CardStrip() {
  const { reader } = useStores();
  return (
    <CardGate
      skeleton={
        <div
          className="ui-card home-strip home-strip--skeleton"
          role="status"
          aria-busy="true"
          aria-label="读者证加载中"
        />
      }
      noCard={
        <Link className="ui-card home-strip" to={PATHS.bind}>
          <CardGlyph size={22} className="home-strip-glyph" />
          <span className="home-strip-main">绑定读者证，享受借阅服务</span>
          <span className="home-strip-go">
            去绑定
            <ChevronGlyph size={14} />
          </span>
        </Link>
      }
    >
      {() => {
        const extra = reader.shownExtra;
        return (
          <Link className="ui-card home-strip" to={PATHS.loans}>
            <CardGlyph size={22} className="home-strip-glyph" />
            <span className="home-strip-main">
              <span className="home-strip-name">{reader.shownBase?.name || '我的读者证'}</span>
              <span className="home-strip-sub">
                {extra ? `当前借阅 ${extra.loancount}/${extra.loanlimit} 本` : '查看借阅信息'}
              </span>
            </span>
            <span className="home-strip-go">
              借阅信息
              <ChevronGlyph size={14} />
            </span>
          </Link>
        );
      }}
    </CardGate>
  );
});

const Notices = observer(function Notices() {
  const { reader } = useStores();
  const navigate = useNavigate();
  if (!reader.shownBase && !reader.shownExtra) return null;
  return (
    <Suspense fallback={null}>
      <NoticeList base={reader.shownBase} extra={reader.shownExtra} onOpen={navigate} />
    </Suspense>
  );
});

/**
 * The banners' room under the grid is kept from the first paint (unless the last visit had none),
 * so the carousel arriving moves nothing; the card strip and reminders sit below it.
 */
function BannerSlot() {
  const [reserved] = useState(() => storage.get(HOME_BANNERS_KEY) !== '0');
  const room = reserved ? <div className="ui-card home-banners home-banners--room" aria-hidden="true" /> : null;
  return (
    <Suspense fallback={room}>
      <Banners reserved={reserved} />
    </Suspense>
  );
}

/**
 * The latest notices come last, and only once the card's reminders are settled (no card, or its
 * info answered): nothing is then inserted above them, so they never move.
 */
const Published = observer(function Published() {
  const { reader } = useStores();
  const settled =
    reader.cardsReady &&
    (!reader.readerNumber || reader.shownExtra !== null || ['ready', 'error'].includes(reader.infoStatus));
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <News />
    </Suspense>
  );
});

export default Home;
