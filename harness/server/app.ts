/**
 * The harness HTTP app: /api (vendor API), /__wx (WeChat platform), /__harness (bridge, live
 * reload, control API) and the built app for every other path.
 */
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { apiRoutes } from './platform/routes/index.js';
import { controlRoutes } from './control/routes.js';
import { faultMiddleware } from './control/faults.js';
import type { Db } from './infra/db.js';
import type { Deps } from './infra/http.js';
import { LiveReload } from './infra/livereload.js';
import { pageRoutes } from './control/page.js';
import { HarnessState } from './infra/state.js';
import { compressAnswers } from './infra/compress.js';
import { serveApp, serveFolder } from './infra/static.js';
import { wechatRoutes } from './wechat/routes.js';
import { platformGate } from './platform/gate.js';
import { seedDatabase, seedScaleOf } from './seed/index.js';

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

export interface AppOptions {
  db: Db;
  /** Built app; default <repo>/dist. */
  distDir?: string;
  /** Inject the live-reload client into pages. */
  dev?: boolean;
  /** Clock in epoch ms (tests move it). */
  now?: () => number;
  /** In-memory harness state; one is created when not given. */
  state?: HarnessState;
  /** Live-reload hub; one is created when not given. */
  liveReload?: LiveReload;
  /**
   * More folders served like the app (compressed, hashed files cached for good in a release),
   * by URL prefix: `{ '/__bench/floor': dir }`. The bench mounts its floor page here.
   */
  mounts?: Record<string, string>;
}

export function createApp(options: AppOptions): Hono {
  const state = options.state ?? new HarnessState();
  const phoneNow = options.now ?? Date.now;
  const deps: Deps = {
    db: options.db,
    now: () => phoneNow() + state.clockOffsetMs,
    phoneNow,
    state,
    gate: platformGate,
  };
  const liveReload = options.liveReload ?? new LiveReload();
  const app = new Hono();

  app.use('/api/*', compressAnswers());
  app.route('/api', apiRoutes(deps, faultMiddleware(deps.state)));
  app.route('/__wx', wechatRoutes(deps));
  app.route('/__harness', pageRoutes(deps)); // before controlRoutes' catch-all
  app.route('/__harness', controlRoutes(deps, { liveReload, seed: { scaleOf: seedScaleOf, reseed: seedDatabase } }));
  for (const [prefix, dir] of Object.entries(options.mounts ?? {})) {
    app.all(`${prefix.replace(/\/+$/, '')}/*`, serveFolder({ dir, prefix, dev: options.dev ?? false }));
  }
  app.all('*', serveApp({ distDir: options.distDir ?? DEFAULT_DIST_DIR, dev: options.dev ?? false }));

  app.onError((error, c) => {
    console.error(`[harness] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error.message);
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/api/') || path.startsWith('/__harness/api/')) {
      return c.json({ code: 0, message: '服务器开小差了，请稍后再试', data: null });
    }
    return c.text('服务器开小差了，请稍后再试', 500);
  });
  return app;
}
