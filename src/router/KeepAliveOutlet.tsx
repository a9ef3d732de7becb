/**
 * Renders the current route and keeps visited ones alive under React's <Activity>: a hidden page
 * keeps its state and DOM, its effects are paused, and it sees its own last location (not the
 * current one). Routes with keepAlive false remount on every visit. The guard decides here, for
 * the current location only. The window's scroll follows the history entry (pageScroll.ts).
 */
import { Activity, Suspense, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { CardCheckFailure } from '../components/CardGate';
import { Loading } from '../components/Screens';
import { useStores } from '../stores/context';
import { guardDecision } from './guard';
import { forgetPage, pageFor } from './pages';
import { usePageScroll } from './pageScroll';
import { RouteBoundary } from './RouteBoundary';
import { CurrentRouteContext } from './currentRoute';
import { findRoute, notFoundRoute, type RouteDef } from './routes';

/** Most pages kept alive at once (least recently visited dropped first). */
export const MAX_KEPT_PAGES = 10;

interface Entry {
  key: string;
  route: RouteDef;
  location: Location;
}

/** The next cache: drop left remounting pages, move the current entry last, cap the size. */
export function nextEntries(entries: Entry[], current: Entry | null): Entry[] {
  const kept = entries.filter((e) => e.route.keepAlive && e.key !== current?.key);
  const next = current ? [...kept, current] : kept;
  return next.slice(-MAX_KEPT_PAGES);
}

export const KeepAliveOutlet = observer(function KeepAliveOutlet() {
  const location = useLocation();
  const navigation = useNavigationType();
  const { reader } = useStores();
  const cache = useRef<Entry[]>([]);
  const [, setRetries] = useState(0);

  const route = findRoute(location.pathname) ?? notFoundRoute;
  const decision = guardDecision(location.pathname, location.search, reader);
  const waiting = decision.kind === 'wait';
  // The cards could not be loaded: the reader may well have one, so say so instead of asking to bind.
  const cardsFailed = decision.kind === 'cardsFailed';
  const redirect = decision.kind === 'bind' ? decision.to : null;

  const current: Entry | null =
    waiting || redirect || cardsFailed
      ? null
      : { key: route.keepAlive ? route.path : `${route.path}#${location.key}`, route, location };
  cache.current = nextEntries(cache.current, current);

  useEffect(() => pauseHiddenMedia(current?.key), [current?.key]);
  // A page opened starts at its top; back returns to where the reader was.
  usePageScroll({ entry: location.key, page: current?.key, navigation });
  const shown = useRef<string>(undefined);
  useEffect(() => {
    const key = current?.key;
    const previous = shown.current;
    shown.current = key;
    // The first page is where the browser starts reading by itself.
    if (key && previous) return focusHeading(key);
  }, [current?.key]);

  return (
    <>
      {cache.current.map((entry) => (
        <Activity key={entry.key} mode={entry.key === current?.key ? 'visible' : 'hidden'}>
          {/* The page is the main landmark (a hidden page is out of the accessibility tree). */}
          <main className="route-page" data-route-key={entry.key}>
            <RouteBoundary
              onRetry={() => {
                forgetPage(entry.route);
                setRetries((n) => n + 1);
              }}
            >
              <Suspense fallback={<Loading />}>
                <Routes location={entry.location}>
                  <Route path="*" element={<RoutePage route={entry.route} />} />
                </Routes>
              </Suspense>
            </RouteBoundary>
          </main>
        </Activity>
      ))}
      {waiting && <Loading />}
      {cardsFailed && (
        <div className="ui-page">
          <CardCheckFailure />
        </div>
      )}
      {redirect && <Navigate to={redirect} replace />}
    </>
  );
});

function RoutePage({ route }: { route: RouteDef }) {
  const Page = pageFor(route);
  return (
    <CurrentRouteContext.Provider value={route}>
      {route.ownHeading ? null : <h1 className="ui-visually-hidden">{route.title}</h1>}
      <Page />
    </CurrentRouteContext.Provider>
  );
}

const routePage = (key: string) =>
  [...document.querySelectorAll<HTMLElement>('.route-page')].find((page) => page.dataset.routeKey === key);

/**
 * After a move to another page a screen reader starts at its heading: the link the reader tapped
 * went with the last page. A lazy page's heading comes with its chunk (tried for 2 s). Focus is
 * taken only where it was lost (on nothing, or in a page no longer shown): a dialog over the page
 * and a page that put focus somewhere itself (a result's heading) keep it.
 */
function focusHeading(key: string): () => void {
  let timer = 0;
  let tries = 0;
  const attempt = () => {
    const page = routePage(key);
    const active = document.activeElement;
    const lost = !active || active === document.body || (!page?.contains(active) && active.closest('.route-page'));
    if (!page || !lost) return;
    const heading = page.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    } else if (++tries < 20) timer = window.setTimeout(attempt, 100);
  };
  attempt();
  return () => clearTimeout(timer);
}

/** DESIGN: audio and video stop when their page is hidden. */
function pauseHiddenMedia(currentKey: string | undefined) {
  for (const page of document.querySelectorAll<HTMLElement>('.route-page')) {
    if (page.dataset.routeKey === currentKey) continue;
    for (const media of page.querySelectorAll<HTMLMediaElement>('audio, video')) media.pause();
  }
}
