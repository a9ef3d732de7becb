/** POST /api/v1/auth/login: a registered client signs in and receives a 2-hour token. */
import type { Hono } from 'hono';
import { type Deps, required } from '../../infra/http.js';
import { platformRoute } from '../../infra/endpoints.js';
import { ok } from '../../infra/envelope.js';
import { login } from '../auth.js';

export function authRoutes(api: Hono, deps: Deps): void {
  platformRoute(
    api,
    deps,
    '/v1/auth/login',
    ({ params }) => {
      const request = {
        nsk: required(params, 'nsk'),
        psk: required(params, 'psk'),
        noncestr: required(params, 'noncestr'),
        timestamp: required(params, 'timestamp'),
        sign: required(params, 'sign'),
      };
      return ok(login(deps.db, request, deps.now(), deps.phoneNow()), '登录成功');
    },
    { auth: false },
  );
}
