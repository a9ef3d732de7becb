/**
 * The fuzz's view of the server: its own route table (Hono's `app.routes`), which route answers a
 * request, and what that route answers with. Every route answers a JSON envelope unless it is in
 * EXCEPTIONS below, with the reason it answers something else.
 */
import type { Hono } from 'hono';

/**
 * What a response is made of:
 * - platform: `{code, message, data}`, refused when `code !== 1` (vendor platform, control API);
 * - elib: `{status, message}`, refused when `status !== '0'` (the library system);
 * - verdict: the WeChat client's wx.config verdict `{ok, errMsg, explain}`, refused when `!ok`;
 * - wechat: WeChat's own wire format `{errcode, errmsg}` (English, as WeChat answers), or a file;
 * - page: an HTML page, a redirect or a file; only a redirect may have changed anything;
 * - stream: Server-Sent Events, open until the client leaves;
 * - bundle: a script or stylesheet built on first request.
 */
export type Answer = 'platform' | 'elib' | 'verdict' | 'wechat' | 'page' | 'stream' | 'bundle';

export interface Exception {
  answer: Exclude<Answer, 'platform' | 'elib'>;
  reason: string;
}

const OAUTH_PAGE = 'the emulated WeChat OAuth screen: an HTML page, or a 302 back to the app with a code';
const PAGE_BUNDLE = 'the harness page bundle, built by esbuild on first request (seconds); it takes no input';

/** Routes (as `METHOD path` in app.routes) that do not answer a JSON envelope. */
export const EXCEPTIONS: Record<string, Exception> = {
  'GET /__wx/connect/oauth2/authorize': { answer: 'page', reason: OAUTH_PAGE },
  'POST /__wx/connect/oauth2/authorize/confirm': { answer: 'page', reason: OAUTH_PAGE },
  'POST /__wx/jsapi/verify': {
    answer: 'verdict',
    reason: "the WeChat client's own wx.config check, read by the bridge",
  },
  'POST /__wx/media/upload': { answer: 'wechat', reason: "WeChat's media API: {errcode, errmsg}, English as WeChat's" },
  'GET /__wx/cgi-bin/media/get': { answer: 'wechat', reason: "WeChat's media API: the picture, or {errcode, errmsg}" },
  'POST /__wx/pay/confirm': {
    answer: 'wechat',
    reason: "WeChat Pay's answer to its client's pay sheet: {errcode, errmsg}",
  },
  'GET /__wx/subscribe/templates': {
    answer: 'wechat',
    reason: "the WeChat client's subscribe dialog asking for its templates: {errcode, errmsg, ...}",
  },
  'POST /__wx/subscribe/choices': {
    answer: 'wechat',
    reason: "the WeChat client remembering a subscribe dialog's 总是保持 choice: {errcode, errmsg}",
  },
  'ALL /__wx/*': { answer: 'page', reason: "WeChat's HTML error page for an unknown path" },
  'GET /__harness': { answer: 'page', reason: 'redirects to the harness page' },
  'GET /__harness/*': { answer: 'page', reason: 'the harness page (HTML)' },
  'GET /__harness/jssdk': { answer: 'page', reason: 'the JS-SDK demo page (HTML)' },
  'GET /__harness/assets/page.js': { answer: 'bundle', reason: PAGE_BUNDLE },
  'GET /__harness/assets/page.css': { answer: 'bundle', reason: PAGE_BUNDLE },
  'GET /__harness/assets/jssdk.js': { answer: 'bundle', reason: PAGE_BUNDLE },
  'GET /__harness/assets/jssdk.css': { answer: 'bundle', reason: PAGE_BUNDLE },
  'GET /__harness/bridge.js': {
    answer: 'bundle',
    reason: 'the WeChat emulation script, built by esbuild; it takes no input',
  },
  'GET /__harness/page-api/sample-image/:n': { answer: 'page', reason: 'a sample picture (SVG) for the demo page' },
  'GET /__harness/livereload': {
    answer: 'stream',
    reason: 'live reload over Server-Sent Events, open until the page leaves',
  },
  'ALL /__harness/*': { answer: 'page', reason: 'a plain-text 404 for an unknown harness path' },
  'GET /api/covers/:isbn': {
    answer: 'page',
    reason: 'a book cover (SVG) for an <img>, or a placeholder picture with 404; no token, nothing private',
  },
  'GET /api/gift-pictures/:giftid': {
    answer: 'page',
    reason: 'a gift’s picture (SVG) for an <img>, or a placeholder picture with 404; no token, nothing private',
  },
  'GET /api/event-pictures/:eventid': {
    answer: 'page',
    reason: 'an event’s picture (SVG) for an <img>, or a placeholder picture with 404; no token, nothing private',
  },
  'ALL /*': { answer: 'page', reason: 'the built app (history mode) and its files' },
};

export interface RouteUnderTest {
  /** `METHOD path`, as registered. */
  key: string;
  method: string;
  /** As registered: may hold `:name` and `*`. */
  path: string;
  answer: Answer;
}

interface Registered {
  method: string;
  path: string;
  handler: (...args: never[]) => unknown;
}

/**
 * Middleware (cors, faults, a page handler that may pass on) takes `(c, next)`; an endpoint's
 * handler takes `(c)`. Hono keeps both in app.routes.
 */
const passesOn = (route: Registered) => route.handler.length >= 2;

/** Middleware the fuzz knows (an endpoint written as `(c, next)` would otherwise go unfuzzed). */
export const MIDDLEWARE: Record<string, string> = {
  'ALL /api/*': 'CORS and faults ahead of every vendor API call',
  'ALL /__harness/api/*':
    'the control API guard: refuses cross-origin calls, HEAD, bodies over the limit and bodies that are not a JSON object',
};

/** Route keys Hono lists whose handler may pass on and that are not fuzzed as endpoints. */
export function middlewareOf(app: Hono): string[] {
  return [
    ...new Set(
      (app.routes as Registered[])
        .filter((route) => passesOn(route) && !EXCEPTIONS[`${route.method} ${route.path}`])
        .map((route) => `${route.method} ${route.path}`),
    ),
  ];
}

export function answerOf(key: string, path: string): Answer {
  return EXCEPTIONS[key]?.answer ?? (path.startsWith('/api/v1/elib/') ? 'elib' : 'platform');
}

/** Every route of the server once (a path registered under several methods is several routes). */
export function routesOf(app: Hono): RouteUnderTest[] {
  const seen = new Map<string, RouteUnderTest>();
  for (const route of app.routes as Registered[]) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    // A path's ALL twin is the wrong-method answer of its GET/POST routes, fuzzed through them.
    const twin =
      route.method === 'ALL' &&
      (app.routes as Registered[]).some((other) => other.path === route.path && other.method !== 'ALL');
    if (twin || (passesOn(route) && !EXCEPTIONS[key])) continue;
    seen.set(key, { key, method: route.method, path: route.path, answer: answerOf(key, route.path) });
  }
  return [...seen.values()];
}

const matchers = new Map<string, RegExp>();

/** The pattern of a registered path (made once: the fuzz asks for every case). */
function matcher(path: string): RegExp {
  let found = matchers.get(path);
  if (!found) {
    found = patternOf(path);
    matchers.set(path, found);
  }
  return found;
}

function patternOf(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  // Hono's `/x/*` also matches `/x` itself.
  return new RegExp(`^${pattern.replace(/\/\.\*$/, '(?:/.*)?')}$`);
}

/**
 * The route that answers `method pathname`: the first endpoint registered for it, as Hono picks
 * (a handler that may pass on is skipped: what it answers is a page either way).
 */
export function answeringRoute(app: Hono, method: string, pathname: string): { key: string; answer: Answer } | null {
  let known = answering.get(app);
  if (!known) {
    known = new Map();
    answering.set(app, known);
  }
  const request = `${method} ${pathname}`;
  let found = known.get(request);
  if (found === undefined) {
    found = null;
    for (const route of app.routes as Registered[]) {
      if (route.method !== 'ALL' && route.method !== method) continue;
      if (passesOn(route) || !matcher(route.path).test(pathname)) continue;
      const key = `${route.method} ${route.path}`;
      found = { key, answer: answerOf(key, route.path) };
      break;
    }
    known.set(request, found);
  }
  return found;
}

/** Each app's answers so far (its routes stay as registered): the fuzz asks for every case. */
const answering = new WeakMap<Hono, Map<string, { key: string; answer: Answer } | null>>();
