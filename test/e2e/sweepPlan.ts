/**
 * What the route sweep visits: every route of the app's route table under three network
 * conditions, at WeChat's largest text and in its dark mode; under a normal network as every
 * persona (the card personas skip the public routes that show every reader the same,
 * CARD_AWARE_PUBLIC), under faults, offline, at the largest text and dark as reader and newcomer
 * (the newcomer, at the largest text and dark, only where it gets: the public routes).
 * Narrowed or widened by environment variables (documented in docs/HARNESS.md):
 *
 *   SWEEP_ROUTES         comma list of paths; a trailing * matches a prefix   (/,/rdrnos/*)
 *   SWEEP_PERSONAS       comma list of personas                                (reader,newcomer)
 *   SWEEP_CONDITIONS     comma list of normal, faulty, offline, large-text, dark
 *   SWEEP_EVERY_PERSONA  1: the faulty and offline passes for every persona, not only
 *                        reader and newcomer
 *   SWEEP_EVERY_ROUTE    1: every persona visits every route
 *   SWEEP_POOL           browser contexts working at once in each pass (default 3)
 *   SWEEP_STRICT         1: ignore the known-failures list (sweepKnown.ts)
 *   SWEEP_SHOTS          1: a screenshot of every visit, not only of those with findings
 *   SWEEP_TRACE          1: print each visit's time to settle, addresses and failed calls
 */
import { config } from '../../src/config';
import { isPublicPath } from '../../src/router/guard';
import { PATHS } from '../../src/router/paths';
import { findRoute, type RouteDef, routes } from '../../src/router/routes';
import { HOME_TITLE_FALLBACK } from '../../src/router/titles';

const BIND_PATH = PATHS.bind;

export const PERSONAS = ['reader', 'newcomer', 'multicard', 'lostcard', 'expired', 'fined'] as const;
/** A signed-in reader and a newcomer visit every route; the other personas differ only in their cards. */
export const EVERY_ROUTE_PERSONAS = ['reader', 'newcomer'];
/**
 * The public routes that show the reader's own card or records: the card personas (multicard,
 * lostcard, expired, fined) visit these and every card-only route. A public route that shows the
 * same to every reader (the catalogue, notices, the map) is visited as reader and newcomer.
 */
export const CARD_AWARE_PUBLIC = [PATHS.home, PATHS.user, PATHS.collect, PATHS.bookDetail, PATHS.recommend];
/** The faulty, offline, large-text and dark passes: by default only these personas. */
export const DEGRADED_PERSONAS = ['reader', 'newcomer'];
/**
 * The display passes (largest text, dark) look at screens: a reader without a card visits the
 * routes it reaches (the public ones and the bind page); a card-only route would only show it the
 * bind page again. The faulty and offline passes keep every route (the way there is what they test).
 */
const DISPLAY_CONDITIONS: string[] = ['large-text', 'dark'];
const NO_CARD_PERSONA = 'newcomer';

export const CONDITIONS = ['normal', 'faulty', 'offline', 'large-text', 'dark'] as const;
export type Condition = (typeof CONDITIONS)[number];
/**
 * The conditions a plain run sweeps: all of them. `large-text` is WeChat's largest text (字体大小 最大,
 * the root font size at 200% as the harness emulates it), as reader and newcomer, with its own
 * checks (docs/DECISIONS.md, "WeChat's text size"). `dark` is the phone's 深色模式 (the harness's
 * cookie: the bridge answers `prefers-color-scheme: dark`), as reader and newcomer: the page must
 * be dark, and axe-core's contrast rule runs on every screen again.
 */
export const DEFAULT_CONDITIONS: Condition[] = [...CONDITIONS];
/** The large-text condition's 字体大小 (harness/bridge/displaySettings.ts: 最大, the root at 200%). */
export const LARGE_TEXT = 'largest';
/** The dark condition's 深色模式 (harness/bridge/displaySettings.ts). */
export const DARK = 'dark';
/** Conditions that render the page as the normal network does: the page's own checks apply (a heading ...). */
export const RENDERED_CONDITIONS: Condition[] = ['normal', 'large-text', 'dark'];

/**
 * The harness faults of the faulty pass (POST /__harness/api/faults). Every call waits as long, so
 * the latency changes how long a visit takes, not which answers race: a slow phone network's
 * half second, with one call in five failing.
 */
export const FAULTS = { latency: 500, failureRate: 0.2 };

export type CheckId =
  | 'visit'
  | 'blank'
  | 'page-error'
  | 'unhandled-rejection'
  | 'stuck-loading'
  | 'address'
  | 'title'
  | 'failure-not-chinese'
  | 'failure-without-way-forward'
  | 'failure-toast-without-way-forward'
  | 'technical-text'
  | 'native-control'
  | 'toast-wraps'
  | 'missing-not-calm'
  | 'missing-has-actions'
  | 'private-shareable'
  | 'public-unshareable'
  | 'page-heading'
  | 'landmark'
  | 'unnamed-control'
  | 'dialog-focus'
  | 'not-dark'
  | 'horizontal-scroll'
  | 'clipped-text'
  | 'opens-scrolled'
  | 'small-target'
  | 'a11y';

export interface Visit {
  condition: Condition;
  persona: string;
  route: RouteDef;
  /** Where the app must end up (path + search) and under which title. */
  expectedPath: string;
  expectedTitle: string;
  /** A stale link: the route's address names a record that does not exist (STALE_LINKS). */
  stale?: string;
  /** The route's address names a seeded record (RECORD_LINKS): the page as readers see it. */
  record?: string;
  /**
   * How the route is reached: `load`, the address opened in a new page (a deep link: the whole
   * start-up; in the faulty pass, in a new context); `navigate`, an in-app navigation in the
   * persona's open page, as a reader taps on (the route's code and data, without the start-up again).
   */
  how: 'load' | 'navigate';
}

/**
 * Under every condition each route is reached in the app, as a reader taps on. The faulty pass
 * also opens these as deep links in a new context, the whole start-up under faults: a public
 * page, a card-only page, the card-aware 个人中心 and home, the bind page, and the guide (whose
 * address skips start-up). Start-up is the same code whatever the route, and a deep link costs
 * about eight in-app visits.
 */
export const FAULTY_DEEP_LINKS = [PATHS.home, PATHS.search, PATHS.loans, PATHS.user, PATHS.bind, PATHS.guide];

/**
 * Routes that show one record, with an address naming a record that does not exist: the normal
 * pass also visits these as `reader`, and each must be one calm "does not exist" screen.
 */
export const STALE_LINKS: Record<string, string> = {
  [PATHS.bookDetail]: '?bookrecno=999999',
  [PATHS.bannerArticle]: '?id=999999',
  [PATHS.guideDetail]: '?id=999999',
  [PATHS.mapDetail]: '?libcode=NOSUCHLIB',
  [PATHS.photoDetail]: '?id=999999',
  [PATHS.aloudDetail]: '?id=999999',
  [PATHS.eventDetail]: '?id=999999',
  [PATHS.spaceDetail]: '?id=999999',
};
const STALE_PERSONA = 'reader';

/**
 * Routes that show one record, with the address of a seeded one: every visit opens it, so the
 * record's page is what each condition checks (its bare address is the "does not exist" screen,
 * which STALE_LINKS covers).
 */
export const RECORD_LINKS: Record<string, string> = {
  [PATHS.eventDetail]: '?id=1012',
  [PATHS.spaceDetail]: '?id=1',
};

const list = (name: string): string[] | null => {
  const value = process.env[name]?.trim();
  return value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
};

function routeMatches(path: string, patterns: string[]): boolean {
  return patterns.some((p) => (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p));
}

export const sweepOptions = {
  pool: Math.max(1, Number(process.env.SWEEP_POOL) || 3),
  strict: process.env.SWEEP_STRICT === '1',
  shots: process.env.SWEEP_SHOTS === '1',
};

/** SPEC §2: the home title is the configured library name, or 首页. */
export function specTitle(route: RouteDef): string {
  return route.path === '/' ? config.libraryName || HOME_TITLE_FALLBACK : route.title;
}

/** A reader without a card (newcomer) is sent from a non-public route to the bind page. */
export function expectation(persona: string, route: RouteDef): Pick<Visit, 'expectedPath' | 'expectedTitle'> {
  if (persona === 'newcomer' && !isPublicPath(route.path)) {
    const bind = findRoute(BIND_PATH);
    if (!bind) throw new Error(`the route table has no ${BIND_PATH}`);
    return {
      expectedPath: `${BIND_PATH}?redirect_url=${encodeURIComponent(route.path)}`,
      expectedTitle: specTitle(bind),
    };
  }
  return { expectedPath: route.path + (RECORD_LINKS[route.path] ?? ''), expectedTitle: specTitle(route) };
}

/**
 * Where the app may be after a visit, with the title it must show there: the expected place; or,
 * when start-up stopped on a failure shown with a way forward (重新授权 when the reader could not
 * be identified, 重试 when the login or the card list failed), the route itself: until then the
 * guard cannot decide. Never the OAuth landing address (`/?redirect_uri=…&code=…`): start-up
 * replaces it with the wanted path whatever failed.
 */
export function acceptedPlaces(v: Visit, startupBlocked: boolean): { path: string; title: string; prefix?: boolean }[] {
  const places: { path: string; title: string; prefix?: boolean }[] = [
    { path: v.expectedPath, title: v.expectedTitle },
  ];
  if (!startupBlocked) return places;
  return [...places, { path: v.stale ?? v.route.path, title: specTitle(v.route) }];
}

export function planVisits(condition: Condition): Visit[] {
  const routePatterns = list('SWEEP_ROUTES');
  const personaFilter = list('SWEEP_PERSONAS');
  const unknown = personaFilter?.filter((p) => !(PERSONAS as readonly string[]).includes(p)) ?? [];
  if (unknown.length) throw new Error(`SWEEP_PERSONAS: unknown persona ${unknown.join(', ')}`);
  const wanted = routes.filter((r) => !routePatterns || routeMatches(r.path, routePatterns));
  if (routePatterns && !wanted.length) throw new Error(`SWEEP_ROUTES matches no route: ${routePatterns.join(', ')}`);
  const everyPersona = condition === 'normal' || process.env.SWEEP_EVERY_PERSONA === '1';
  const personas = PERSONAS.filter(
    (p) => (everyPersona || DEGRADED_PERSONAS.includes(p)) && (!personaFilter || personaFilter.includes(p)),
  );
  const visits: Visit[] = personas.flatMap((persona) =>
    wanted
      .filter(
        (route) => !(DISPLAY_CONDITIONS.includes(condition) && persona === NO_CARD_PERSONA) || isPublicPath(route.path),
      )
      .filter(
        (route) =>
          EVERY_ROUTE_PERSONAS.includes(persona) ||
          process.env.SWEEP_EVERY_ROUTE === '1' ||
          !isPublicPath(route.path) ||
          (CARD_AWARE_PUBLIC as string[]).includes(route.path),
      )
      .map((route) => ({
        condition,
        persona,
        route,
        how: 'navigate' as const,
        record: RECORD_LINKS[route.path] ? route.path + RECORD_LINKS[route.path] : undefined,
        ...expectation(persona, route),
      })),
  );
  if (condition === 'faulty') {
    const deep = personas.flatMap((persona) =>
      wanted
        .filter((route) => (FAULTY_DEEP_LINKS as string[]).includes(route.path))
        .map((route) => ({ condition, persona, route, how: 'load' as const, ...expectation(persona, route) })),
    );
    return [...deep, ...visits];
  }
  if (condition !== 'normal' || !personas.includes(STALE_PERSONA)) return visits;
  const stale = wanted
    .filter((route) => STALE_LINKS[route.path])
    .map((route) => {
      const path = route.path + STALE_LINKS[route.path];
      return {
        condition,
        persona: STALE_PERSONA,
        route,
        expectedPath: path,
        expectedTitle: specTitle(route),
        stale: path,
        how: 'load' as const,
      };
    });
  return [...visits, ...stale];
}

export function plannedConditions(): Condition[] {
  const wanted = list('SWEEP_CONDITIONS');
  const unknown = wanted?.filter((c) => !(CONDITIONS as readonly string[]).includes(c)) ?? [];
  if (unknown.length) throw new Error(`SWEEP_CONDITIONS: unknown condition ${unknown.join(', ')}`);
  return CONDITIONS.filter((c) => (wanted ? wanted.includes(c) : DEFAULT_CONDITIONS.includes(c)));
}

/** File name of a route's screenshot: '/' is home, '/rdrnos/bind' is rdrnos-bind. */
export const routeSlug = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/[/?=&]/g, '-'));

/** A visit's screenshot name: the route's slug, and `-deep-link` for the faulty pass's deep links. */
export const visitSlug = (v: Visit) =>
  routeSlug(v.stale ?? v.route.path) + (v.how === 'load' && !v.stale ? '-deep-link' : '');
