/**
 * Home (/): the library's name, a search entry, the service grid, the banners and the reader's
 * card strip. The first route: plain elements and CSS only, no UI kit. Its first screen is painted
 * before React runs from these same views (src/home/firstScreen: HomeView, the strip's states,
 * the grid's and the carousel's views), and the app takes that screen over unchanged.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../router/paths';
import { useFeature, useStores } from '../stores/context';
import { CardGate } from '../components/CardGate';
import { ServiceGrid, ServiceGridPlaceholder } from '../components/ui/ServiceGrid';
import { HomeBannersStore } from './BannersStore';
import { BannerCarousel, BannerRoom, HomeView, StripCard, StripNoCard, StripSkeleton } from './views';
import { stripText } from './cardStrip';
import { HOME_GRID_MAX } from './services';
import '../components/ui/page.css';
import './home.css';

/**
 * What needs the reader (overdue loans, fines ...): it reads the card's info, which comes after
 * the grid, so its code is not in the first route either.
 */
const NoticeList = lazy(() => import('./HomeNotices'));
/** The library's latest notices: after the first paint, never moving what it paints. */
const News = lazy(() => import('../features/content/HomeNews'));

const Home = function Home() {
  const navigate = useNavigate();
  return (
    <HomeView
      onSearch={() => navigate(PATHS.search)}
      services={<Services />}
      banners={<HomeBanners />}
      strip={<CardStrip />}
      after={
        <>
          <Notices />
          <Published />
        </>
      }
    />
  );
};

/** The grid observes the service list alone: it paints as soon as the list is there. */
const Services = observer(function Services() {
  const { app } = useStores();
  return app.gridList.length > 0 ? (
    <ServiceGrid items={app.homeGrid} max={HOME_GRID_MAX} />
  ) : (
    <ServiceGridPlaceholder error={app.servicesError} loaded={app.servicesLoaded} onRetry={() => app.loadServices()} />
  );
});

const CardStrip = observer(function CardStrip() {
  const { reader } = useStores();
  return (
    <CardGate skeleton={<StripSkeleton />} noCard={<StripNoCard />}>
      {() => <StripCard {...stripText(reader.shownBase, reader.shownExtra)} />}
    </CardGate>
  );
});

/** The carousel, in the room kept for it until the banners are known. */
export const HomeBanners = observer(function HomeBanners() {
  const store = useFeature(HomeBannersStore);
  const { app } = useStores();
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.list === null) return <BannerRoom />;
  // 关怀模式: the pictures stay where the reader put them.
  return store.list.length > 0 ? <BannerCarousel banners={store.list} still={app.care} /> : null;
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
