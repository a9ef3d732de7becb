/**
 * Renders the current route and keeps visited ones alive under React's <Activity>: a hidden page
 * keeps its state and DOM, its effects are paused, and it sees its own last location (not the
 * current one). Routes with keepAlive false remount on every visit. The guard decides here, for
 * the current location only. A move to another page scrolls, focuses and pauses (pageMoves.ts).
 */
import { Activity, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { CardCheckFailure } from '../components/CardGate';
import { Loading } from '../components/Screens';
import { useStores } from '../stores/context';
import { guardDecision } from './guard';
import { forgetPage, pageFor } from './pages';
import type { PageTarget } from './pageMoves';
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

  // What a move to another page does (pageMoves.ts: the scroll, the heading's focus, media paused),
  // loaded with the first page, which needs none of it; it runs once loaded, before the next paint.
  const moves = useRef<Promise<(target: PageTarget) => void>>(null);
  useLayoutEffect(() => {
    moves.current ??= import('./pageMoves').then(({ createPageMoves }) => createPageMoves());
    const target = { entry: location.key, page: current?.key, navigation };
    void moves.current.then((show) => show(target));
  }, [location.key, current?.key, navigation]);

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
