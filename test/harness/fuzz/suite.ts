/**
 * API fuzz: every route the harness server registers (read from Hono's own route table, so a new
 * endpoint is fuzzed without a line here) gets malformed input. Every answer: no 5xx, the route's
 * envelope, a Chinese message on refusal, and a refusal leaves the database and the harness state
 * as they were. Cases: cases.ts; routes and their documented exceptions: routes.ts.
 *
 * The routes are dealt out among SHARDS test files (test/harness/fuzz-<n>.test.ts), so the unit
 * runner's workers share the fuzz out; shard 1 also checks the fuzz's own parts.
 */
import { clearPasswordFailures } from '../../../harness/server/platform/attempts.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../../harness/server/app.js';
import { openDb } from '../../../harness/server/schema/migrate.js';
import { isTokenValid } from '../../../harness/server/platform/auth.js';
import type { RunningServer } from '../../../harness/server/index.js';
import { CARD_PROVERS, casesFor, type FuzzCase, type FuzzEnv, GENERATORS } from './cases.js';
import { answeringRoute, EXCEPTIONS, MIDDLEWARE, middlewareOf, type RouteUnderTest, routesOf } from './routes.js';
import { changedTables, checksum, type DbSnapshot, snapshotDb, snapshotState } from './snapshot.js';
import { Client, rawRequest, signedInClient, startTestServer } from '../helpers.js';
import { ELIB_CALLS, PLATFORM_CALLS } from '../../../src/api/contract/endpoints.js';

interface Ctx {
  server: RunningServer;
  /** Signed in as persona `reader`. */
  client: Client;
  /** Logged in, no WeChat identity proven. */
  anonymous: Client;
  routes: RouteUnderTest[];
  env: FuzzEnv;
  db?: DbSnapshot;
}

/** How many test files share the routes out. */
export const SHARDS = 3;

const CHINESE = /[\u4e00-\u9fff]/;

/** The reader's records the circulation calls name: a current loan, an active reservation, an order. */
function readerSamples(db: RunningServer['db']): Record<string, string> {
  const one = (sql: string) => String(db.prepare(sql).pluck().get() ?? '0');
  return {
    barcode: one("SELECT barcode FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL ORDER BY returndate"),
    reserveid: one("SELECT id FROM reservations WHERE rdrno = 'SX100001' AND state IN ('queued', 'ready') ORDER BY id"),
    orderid: one("SELECT orderid FROM fine_orders WHERE rdrno = 'SX100001' ORDER BY created_at DESC"),
    // The catalogue calls: a title with a copy on loan (addReserve may succeed), and a search
    // (searchtype left to its default, keyword: every case costs each route one more call).
    bookrecno: one("SELECT bookrecno FROM holdings WHERE state = 2 AND curlib = 'SXLIB' ORDER BY barcode"),
    q: '红楼梦',
    // Comments: one of the reader's own (comment/del), and a comment that passes the checks.
    id: one("SELECT id FROM comments WHERE rdrno = 'SX100001' ORDER BY id"),
    content: '一本值得反复阅读的好书',
    // Study spaces: a room, a half hour tomorrow (bookSpace may succeed), the upcoming bookings.
    spaceid: one("SELECT spaceid FROM spaces WHERE libcode = 'SXLIB' AND kind = 'room' ORDER BY spaceid"),
    date: new Date(Date.now() + 32 * 3_600_000).toISOString().slice(0, 10),
    start: '10:00',
    end: '10:30',
    scope: 'upcoming',
    // Events: an open one with seats left (eventSignup may succeed); `id` above names no sign-up of
    // the reader's (cancelEventSignup is refused), `code` no venue (eventCheckin is refused).
    eventid: one(
      "SELECT eventid FROM events WHERE audience = 'wechat' AND state = 'published' ORDER BY capacity DESC, eventid",
    ),
  };
}

// --- checking one answer

interface Outcome {
  refused: boolean;
  problems: string[];
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether the call was refused, and what is wrong with its answer. */
function judge(ctx: Ctx, c: FuzzCase, status: number, type: string, text: string): Outcome {
  const problems: string[] = [];
  if (status >= 500) problems.push(`HTTP ${status}: ${text.slice(0, 200)}`);
  // HEAD: no body to judge; the status says whether it was refused.
  if (c.method === 'HEAD') return { refused: status >= 400, problems };
  const pathname = new URL(c.path, ctx.server.url).pathname;
  const route = answeringRoute(ctx.server.app, c.method, pathname);
  const answer = route?.answer ?? 'page';
  const body = type.includes('json') ? parse(text) : null;
  const needChinese = (message: unknown) => {
    if (typeof message !== 'string' || !CHINESE.test(message))
      problems.push(`refused without a Chinese message: ${text.slice(0, 200)}`);
  };
  // Any /api route answers a missing token with the platform's token envelope (docs/API.md).
  const platform = answer === 'platform' || (answer === 'elib' && status === 401);
  if (platform || answer === 'elib') {
    if (!body) {
      problems.push(`not a JSON envelope (${type}): ${text.slice(0, 200)}`);
      return { refused: true, problems };
    }
    const refused = platform ? body.code !== 1 : body.status !== '0';
    const shape = platform
      ? typeof body.code === 'number' && typeof body.message === 'string' && 'data' in body
      : typeof body.status === 'string' && typeof body.message === 'string';
    if (!shape)
      problems.push(
        `not a ${platform ? '{code, message, data}' : '{status, message}'} envelope: ${text.slice(0, 200)}`,
      );
    if (refused) needChinese(body.message);
    return { refused, problems };
  }
  if (answer === 'verdict') {
    if (!body || typeof body.ok !== 'boolean') problems.push(`not a wx.config verdict: ${text.slice(0, 200)}`);
    const refused = body?.ok !== true;
    if (refused) needChinese(body?.explain);
    return { refused, problems };
  }
  if (answer === 'wechat') {
    if (!body) return { refused: status >= 400, problems };
    if (typeof body.errcode !== 'number' || typeof body.errmsg !== 'string')
      problems.push(`not {errcode, errmsg}: ${text.slice(0, 200)}`);
    return { refused: body.errcode !== 0, problems };
  }
  // Pages: only a redirect (the OAuth screens handing out a code) may have changed anything.
  const refused = status < 300 || status >= 400;
  if (/text\/(html|plain)/.test(type) && !CHINESE.test(text))
    problems.push(`a page without Chinese: ${text.slice(0, 200)}`);
  return { refused, problems };
}

// --- sending one case

async function send(ctx: Ctx, c: FuzzCase): Promise<{ status: number; type: string; text: string; allow?: string }> {
  const headers = { ...c.headers };
  const token = c.anonymous ? ctx.anonymous.token : ctx.client.token;
  if ((c.token || c.anonymous) && !headers.authorization) headers.authorization = `Bearer ${token}`;
  if (c.stream) {
    const controller = new AbortController();
    const response = await rawRequest(ctx.server.url + c.path, { headers, signal: controller.signal });
    const type = response.headers.get('content-type') ?? '';
    controller.abort();
    response.stream.on('error', () => {});
    return { status: response.status, type, text: '' };
  }
  const response = await rawRequest(ctx.server.url + c.path, { method: c.method, headers, body: c.body });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
    allow: response.headers.get('allow') ?? undefined,
  };
}

async function fuzzRoute(ctx: Ctx, route: RouteUnderTest): Promise<string[]> {
  const { server } = ctx;
  const problems: string[] = [];
  for (const c of casesFor(route, ctx.env)) {
    const dbBefore = snapshotDb(server.db, ctx.db);
    const stateBefore = snapshotState(server.state);
    const { status, type, text, allow } = await send(ctx, c);
    const outcome = judge(ctx, c, status, type, text);
    const found = [...outcome.problems];
    if (c.stream && !type.includes('text/event-stream')) found.push(`not an event stream: ${type}`);
    if (c.mustRefuse && !outcome.refused) found.push(`accepted, but ${c.mustRefuse}: ${text.slice(0, 200)}`);
    if (c.status && status !== c.status) found.push(`HTTP ${status}, expected ${c.status}`);
    if (c.method === 'HEAD' && status === 405 && !allow) found.push('HEAD refused (405) without an Allow header');
    ctx.db = snapshotDb(server.db, dbBefore);
    if (outcome.refused || c.unchanged) {
      const why = outcome.refused ? `refused (${text.slice(0, 120)})` : c.unchanged;
      const changed = changedTables(dbBefore, ctx.db);
      if (changed.length) found.push(`${why} but the database changed (${changed.join(', ')})`);
      if (snapshotState(server.state) !== stateBefore) found.push(`${why} but the harness state changed`);
    }
    for (const problem of found)
      problems.push(`${c.method} ${c.path.slice(0, 120)} [${c.label.slice(0, 80)}]: ${problem}`);
    // Keep later cases meaningful: no fault settings or password lockouts left behind, and valid
    // tokens (the reader's session signed in again).
    server.state.faults = {};
    clearPasswordFailures(server.db);
    if (!isTokenValid(server.db, ctx.client.token, Date.now())) {
      await ctx.client.login();
      await ctx.client.signIn('reader');
    }
    if (!isTokenValid(server.db, ctx.anonymous.token, Date.now())) await ctx.anonymous.login();
  }
  return problems;
}

// --- the fuzz, one test per route

/** Listed up front (uvu needs its tests before it runs) from an app over an empty database. */
function listRoutes(): RouteUnderTest[] {
  const db = openDb(':memory:');
  try {
    return routesOf(createApp({ db }));
  } finally {
    db.close();
  }
}

/** Shard `shard` (1..SHARDS) of the fuzz: one test per route of its share, run at once. */
export function fuzzShard(shard: number): void {
  const Fuzz = suite<Ctx>(`API fuzz ${shard}/${SHARDS}`);
  Fuzz.before(async (ctx) => {
    ctx.server = await startTestServer();
    ctx.client = await signedInClient(ctx.server.url, 'reader');
    ctx.anonymous = new Client(ctx.server.url);
    await ctx.anonymous.login();
    ctx.routes = routesOf(ctx.server.app);
    const registered = ctx.server.app.routes;
    ctx.env = {
      origin: ctx.server.url,
      methodsOf: (path) => {
        const methods = [...new Set(registered.filter((r) => r.path === path).map((r) => r.method))];
        const own = methods.filter((m) => m !== 'ALL');
        return own.length ? own : methods;
      },
      samples: () => readerSamples(ctx.server.db),
    };
  });
  Fuzz.after(async ({ server }) => server.close());

  if (shard === 1) {
    Fuzz('the route list comes from the server and covers its three areas', ({ routes }) => {
      const keys = routes.map((r) => r.key);
      for (const key of [
        'POST /api/v1/auth/login',
        'GET /api/v1/elib/getDictionary',
        'POST /__wx/jsapi/verify',
        'POST /__harness/api/faults',
      ]) {
        assert.ok(keys.includes(key), `${key} missing from ${keys.join(', ')}`);
      }
      assert.ok(routes.length >= 40, `only ${routes.length} routes`);
    });

    Fuzz('every documented exception names a route the server has', ({ server }) => {
      const keys = new Set(server.app.routes.map((r) => `${r.method} ${r.path}`));
      for (const key of Object.keys(EXCEPTIONS)) assert.ok(keys.has(key), `stale exception: ${key}`);
    });

    Fuzz('every route said to prove its card is a route the server has', ({ server }) => {
      const paths = new Set(server.app.routes.map((r) => r.path));
      for (const path of Object.keys(CARD_PROVERS)) assert.ok(paths.has(path), `stale card prover: ${path}`);
    });

    Fuzz('the vendor API registers exactly the calls of the registry, each with its methods only', ({ server }) => {
      const registered = new Set(
        server.app.routes
          .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL')
          .map((r) => `${r.method} ${r.path}`),
      );
      const listed = new Set([
        ...Object.entries(ELIB_CALLS).map(([name, call]) => `${call.method} /api/v1/elib/${name}`),
        ...Object.entries(PLATFORM_CALLS).map(([path, call]) => `${call.method} /api${path}`),
      ]);
      assert.equal([...registered].sort(), [...listed].sort());
    });

    Fuzz('every handler left out as middleware is known middleware', ({ server }) => {
      assert.equal(middlewareOf(server.app).sort(), Object.keys(MIDDLEWARE).sort());
    });

    Fuzz('the database snapshot sees a changed row, and only a changed row', ({ server }) => {
      const { db } = server;
      const before = snapshotDb(db);
      const sum = checksum(db);
      assert.is(snapshotDb(db, before), before);
      db.prepare('UPDATE readers SET name = name').run();
      assert.equal(changedTables(before, snapshotDb(db, before)), []);
      const name = db.prepare("SELECT name FROM readers WHERE rdrno = 'SX100001'").pluck().get();
      assert.throws(() =>
        db.transaction(() => {
          db.prepare("UPDATE readers SET name = '改' WHERE rdrno = 'SX100001'").run();
          throw new Error('rolled back');
        })(),
      );
      assert.equal(changedTables(before, snapshotDb(db, before)), []);
      assert.is(checksum(db), sum);
      db.prepare("UPDATE readers SET name = '改' WHERE rdrno = 'SX100001'").run();
      assert.equal(changedTables(before, snapshotDb(db, before)), ['readers']);
      assert.is.not(checksum(db), sum);
      db.prepare("UPDATE readers SET name = ? WHERE rdrno = 'SX100001'").run(name);
      // Written back: the data is as it was (the digest), but it was written (the snapshot).
      assert.is(checksum(db), sum);
      assert.equal(changedTables(before, snapshotDb(db, before)), ['readers']);
    });

    Fuzz('the database snapshot sees the search index (an FTS5 table, through its shadow tables)', ({ server }) => {
      const { db } = server;
      const before = snapshotDb(db);
      const sum = checksum(db);
      assert.throws(() =>
        db.transaction(() => {
          db.prepare('DELETE FROM bib_fts WHERE rowid = (SELECT min(seq) FROM bib_seq)').run();
          const changed = changedTables(before, snapshotDb(db, before));
          assert.ok(changed.includes('bib_fts_docsize'), changed.join(', '));
          assert.is.not(checksum(db), sum);
          throw new Error('rolled back');
        })(),
      );
      assert.equal(changedTables(before, snapshotDb(db, before)), []);
      assert.is(checksum(db), sum);
    });

    Fuzz('every generator has cases', ({ routes, env }) => {
      for (const generator of GENERATORS) {
        const count = routes.reduce((n, route) => n + generator.cases(route, env).length, 0);
        assert.ok(count > 0, `${generator.name} makes no case`);
      }
    });
  }

  listRoutes().forEach((route, index) => {
    if (index % SHARDS !== shard - 1) return;
    Fuzz(`fuzz ${route.key}`, async (ctx) => {
      const problems = await fuzzRoute(ctx, route);
      assert.ok(problems.length === 0, `${problems.length} problems:\n${problems.slice(0, 15).join('\n')}`);
    });
  });

  Fuzz.run();
}
