/**
 * Route registration from the registry (src/api/contract/endpoints.ts): a call is registered with
 * the method(s) the registry lists for it, and any other method gets HTTP 405 (route() in
 * http.ts). A handler answers the registry's type: the rows of a library-system call, the `data`
 * of a platform call, so an answer that drifts from the contract fails the type check.
 */
import type { Hono } from 'hono';
import {
  ELIB_CALLS,
  type ElibName,
  type ElibRow,
  type Endpoint,
  PLATFORM_CALLS,
  type PlatformData,
  type PlatformPath,
} from '../../../src/api/contract/endpoints.js';
import type { ElibResponse, PlatformResponse } from '../../../src/api/contract/index.js';
import { type Deps, type RouteContext, type RouteOptions, route } from './http.js';

type Answer<T> = T | Promise<T>;
export type ElibHandler<N extends ElibName> = (ctx: RouteContext) => Answer<ElibResponse<ElibRow<N>>>;
/**
 * A platform call's refusal returned rather than thrown (a WeChat error passed through with its
 * errcode). Its literal `code` keeps a success envelope of the wrong type from passing as one.
 */
export interface PlatformFailure {
  code: 0;
  message: string;
  data: unknown;
  errcode?: number;
}
export type PlatformHandler<P extends PlatformPath> = (
  ctx: RouteContext,
) => Answer<PlatformResponse<PlatformData<P>> | PlatformFailure>;

/** The methods Hono registers for a call. */
export function methodsOf(endpoint: Endpoint): ('get' | 'post')[] {
  return [endpoint.method === 'GET' ? 'get' : 'post'];
}

/** Registers /v1/elib/<name> with its registry method(s). */
export function elibRoute<N extends ElibName>(
  api: Hono,
  deps: Deps,
  name: N,
  fn: ElibHandler<N>,
  options?: RouteOptions,
): void {
  route(api, 'elib', deps, methodsOf(ELIB_CALLS[name]), `/v1/elib/${name}`, fn, options);
}

/** Registers a platform call at its registry path with its registry method(s). */
export function platformRoute<P extends PlatformPath>(
  api: Hono,
  deps: Deps,
  path: P,
  fn: PlatformHandler<P>,
  options?: RouteOptions,
): void {
  route(api, 'platform', deps, methodsOf(PLATFORM_CALLS[path]), path, fn, options);
}
