/**
 * The one route table: the core's routes and every feature's, joined. Titles, the guard's public
 * list, keep-alive, the tab-bar checks and the route sweep all read it.
 * Each screen is its own lazily loaded chunk (home is in the first download); only route-table
 * files import screens.
 */
import { aloudRoutes } from '../features/aloud/routes';
import { borrowRoutes } from '../features/borrow/routes';
import { cardsRoutes } from '../features/cards/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { contentRoutes } from '../features/content/routes';
import { eventsRoutes } from '../features/events/routes';
import { loansRoutes } from '../features/loans/routes';
import { mapRoutes } from '../features/map/routes';
import { messagesRoutes } from '../features/messages/routes';
import { photosRoutes } from '../features/photos/routes';
import { pointsRoutes } from '../features/points/routes';
import { spacesRoutes } from '../features/spaces/routes';
import { userRoutes } from '../features/user/routes';
import { homeRoutes } from '../home/routes';
import { routeName } from './paths';
import { NOT_FOUND_TITLE } from './titles';
import type { PageModule, RouteDef, RouteSpec } from './types';

export type { RouteDef } from './types';

const specs: RouteSpec[] = [
  ...homeRoutes,
  ...contentRoutes,
  ...cardsRoutes,
  ...loansRoutes,
  ...catalogueRoutes,
  ...messagesRoutes,
  ...borrowRoutes,
  ...userRoutes,
  ...pointsRoutes,
  ...mapRoutes,
  ...aloudRoutes,
  ...photosRoutes,
  ...eventsRoutes,
  ...spacesRoutes,
];

export const routes: RouteDef[] = specs.map((spec) => ({
  path: spec.path,
  title: spec.title,
  name: routeName(spec.path),
  keepAlive: spec.keepAlive !== false,
  public: spec.public === true,
  private: spec.private,
  ownHeading: spec.ownHeading === true,
  load: loaderOf(spec),
  screen: spec.screen,
}));

/** Every route has a screen: its own chunk, or (home) the screen itself. */
function loaderOf(spec: RouteSpec): () => Promise<PageModule> {
  if (spec.load) return spec.load;
  const { screen } = spec;
  if (!screen) throw new Error(`Route ${spec.path} has no screen: give it load or screen`);
  return () => Promise.resolve({ default: screen });
}

/** Any path outside the table (the guard's 'null': public). */
export const notFoundRoute: RouteDef = {
  path: '*',
  title: NOT_FOUND_TITLE,
  name: 'null',
  keepAlive: false,
  public: true,
  private: false,
  ownHeading: false,
  load: () => import('./NotFoundScreen'),
};

const byPath = new Map(routes.map((r) => [r.path, r]));

/** The route for a pathname (exact match; a trailing slash is ignored), or undefined. */
export function findRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean);
}

export function titleFor(pathname: string): string {
  return findRoute(pathname)?.title ?? NOT_FOUND_TITLE;
}
