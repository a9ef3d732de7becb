/**
 * The emulated vendor API, mounted at /api: the platform's own calls and the library system's
 * (/v1/elib/*, ils/routes), which the platform fronts.
 */
import { addressRoutes } from './addresses.js';
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Deps } from '../../infra/http.js';
import { aloudRoutes } from './aloud.js';
import { authRoutes } from './auth.js';
import { commentRoutes } from './comments.js';
import { contentRoutes } from './content.js';
import { coverRoutes } from './covers.js';
import { elibRoutes } from '../../ils/routes/index.js';
import { favoriteRoutes } from './favorites.js';
import { mediaRoutes } from './media.js';
import { messageRoutes } from './messages.js';
import { offiaccountRoutes } from './offiaccount.js';
import { photoRoutes } from './photos.js';
import { rdrnoRoutes } from './rdrno.js';
import { serviceRoutes } from './services.js';
import { subscribeRoutes } from './subscribe.js';

/** `faults`: latency, failures and offline on demand (control/faults.ts, handed in by app.ts). */
export function apiRoutes(deps: Deps, faults: MiddlewareHandler): Hono {
  const api = new Hono();
  // Pages served from another loopback port (in-process tests, a second dev server) may call in.
  api.use(
    '*',
    cors({
      origin: (origin) => (isLoopbackOrigin(origin) ? origin : null),
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    }),
  );
  // Latency, failures and offline on demand (POST /__harness/api/faults).
  api.use('*', faults);
  authRoutes(api, deps);
  serviceRoutes(api, deps);
  offiaccountRoutes(api, deps);
  rdrnoRoutes(api, deps);
  favoriteRoutes(api, deps);
  addressRoutes(api, deps);
  commentRoutes(api, deps);
  messageRoutes(api, deps);
  subscribeRoutes(api, deps);
  photoRoutes(api, deps);
  aloudRoutes(api, deps);
  contentRoutes(api, deps);
  elibRoutes(api, deps);
  coverRoutes(api, deps);
  mediaRoutes(api, deps);
  api.all('*', (c) => c.json({ code: 404, message: '接口不存在', data: null }));
  return api;
}

export function isLoopbackOrigin(origin: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(origin).hostname);
  } catch {
    return false;
  }
}
