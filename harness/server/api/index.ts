/** The emulated vendor API, mounted at /api. */
import { Hono } from 'hono';
import type { Deps } from '../http.js';
import { authRoutes } from './auth.js';
import { elibRoutes } from './elib.js';
import { offiaccountRoutes } from './offiaccount.js';
import { rdrnoRoutes } from './rdrno.js';
import { serviceRoutes } from './service.js';

export function apiRoutes(deps: Deps): Hono {
  const api = new Hono();
  authRoutes(api, deps);
  serviceRoutes(api, deps);
  offiaccountRoutes(api, deps);
  rdrnoRoutes(api, deps);
  elibRoutes(api, deps);
  api.all('*', (c) => c.json({ code: 404, message: '接口不存在', data: null }));
  return api;
}
