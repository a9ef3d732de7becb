/**
 * Plumbing shared by the emulated vendor API: parameter reading and validation, the bearer-token
 * check, and a handler wrapper that turns bad input and unexpected exceptions into failure
 * envelopes (envelope.ts; HTTP 200), never a 5xx.
 */
import type { Context, Hono } from 'hono';
import type { Db } from './db.js';
import { Forbidden, failure, forbidden, InputError, type Kind, NotFound, notFound, UNAUTHORIZED } from './envelope.js';
import { API_BODY_LIMIT, bufferBody, isHead, refuseHead, tooLarge, tooLargeMessage } from './limits.js';
import type { HarnessState } from './state.js';

/** Who is calling: the session a bearer token speaks for (platform/session.ts). */
export interface Session {
  token: string;
  /** The proven WeChat user; '' while the session is anonymous. */
  openid: string;
}

/** What a route's handler proves by itself (platform/access.ts). */
export type Proves = 'openid' | 'card';

/**
 * Who may call what: the platform's rules (platform/gate.ts), handed in with the deps so that
 * this plumbing imports nothing above it.
 */
export interface Gate {
  isTokenValid(db: Db, token: string, now: number): boolean;
  findSession(db: Db, token: string): Session | null;
  /** '' when the session may name this openid and card, else the refusal (HTTP 403). */
  accessRefusal(db: Db, session: Session, named: { openid: string; rdrno: string }, proves?: Proves): string;
}

export interface Deps {
  db: Db;
  /**
   * The harness clock, epoch ms: the injected clock moved forward by the control API's offset
   * (HarnessState.clockOffsetMs), which every rule, expiry and reminder sees.
   */
  now: () => number;
  /**
   * The phone's own clock: the injected clock without that offset (a browser's Date cannot be
   * moved). Only a check of the client's own timestamp (the login's freshness) reads it.
   */
  phoneNow: () => number;
  /** In-memory harness state (answers, faults, JS-SDK log ...), one per app. */
  state: HarnessState;
  gate: Gate;
}

export type Params = Record<string, string>;
const MAX_PARAM_LENGTH = 4096;

/** Query params merged with the body (JSON object, urlencoded or multipart form); body wins. */
async function readParams(c: Context): Promise<Params> {
  const params: Params = {};
  for (const [key, value] of new URL(c.req.url).searchParams) params[key] = value;
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return params;
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await c.req.text();
    if (!text.trim()) return params;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new InputError('请求数据格式错误');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new InputError('请求数据格式错误');
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') params[key] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') params[key] = String(value);
    }
  } else if (type.includes('form')) {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw new InputError('请求数据格式错误');
    }
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') params[key] = value;
    }
  }
  for (const [key, value] of Object.entries(params)) {
    if (value.length > MAX_PARAM_LENGTH) throw new InputError(`参数 ${key} 过长`);
  }
  return params;
}

/** A required, trimmed, non-empty parameter (SPEC: the string 'undefined' counts as empty). */
export function required(params: Params, name: string, label = name): string {
  const value = optional(params, name);
  if (!value) throw new InputError(`缺少参数：${label}`);
  return value;
}

export function optional(params: Params, name: string): string {
  const value = (params[name] ?? '').trim();
  return value === 'undefined' || value === 'null' ? '' : value;
}

/** A parameter that must match `pattern` when present. */
export function checked(params: Params, name: string, pattern: RegExp, message: string): string {
  const value = optional(params, name);
  if (value && !pattern.test(value)) throw new InputError(message);
  return value;
}

/** The identities a call names (platform/access.ts). */
const named = (params: Params) => ({
  openid: optional(params, 'openid'),
  rdrno: optional(params, 'rdrno').toUpperCase(),
});

export function bearerToken(c: Context): string {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : '';
}

export interface RouteContext {
  c: Context;
  params: Params;
  deps: Deps;
  /** Who is calling (anonymous, openid '', for login and before a WeChat identity is proven). */
  session: Session;
}

export type RouteHandler = (ctx: RouteContext) => object | Promise<object>;

export interface RouteOptions {
  /** Login is the only call that needs no bearer token. */
  auth?: boolean;
  /** The handler proves this itself (platform/access.ts): the openid, or the card. */
  proves?: Proves;
  /** Bytes a body may hold (an upload); API_BODY_LIMIT otherwise. */
  bodyLimit?: number;
}

/**
 * Wraps a handler: bearer check, parameters, who may name which openid and card (403),
 * InputError → failure, exception → failure.
 */
export function handler(kind: Kind, deps: Deps, fn: RouteHandler, options: RouteOptions = {}) {
  return async (c: Context) => {
    const token = bearerToken(c);
    const { gate } = deps;
    if (options.auth !== false && !gate.isTokenValid(deps.db, token, deps.now())) {
      return c.json(UNAUTHORIZED, 401);
    }
    try {
      const params = await readParams(c);
      const session = (options.auth !== false && gate.findSession(deps.db, token)) || { token: '', openid: '' };
      const refusal = options.auth === false ? '' : gate.accessRefusal(deps.db, session, named(params), options.proves);
      if (refusal) return c.json(forbidden(kind, refusal), 403);
      return c.json(await fn({ c, params, deps, session }));
    } catch (error) {
      if (error instanceof Forbidden) return c.json(forbidden(kind, error.message), 403);
      if (error instanceof NotFound) return c.json(notFound(kind, error.message));
      if (error instanceof InputError) return c.json(failure(kind, error.message, error.extra));
      // Log the error only: parameters may hold passwords or tokens.
      console.error(`[harness] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, (error as Error)?.message);
      return c.json(failure(kind, '服务器开小差了，请稍后再试'));
    }
  };
}

type Method = 'get' | 'post';

/**
 * Registers a route; `methods` lists the accepted HTTP methods (others get HTTP 405 with `Allow`
 * and the failure envelope, 请求方法不支持; endpoints.ts takes them from the registry). HEAD
 * gets HTTP 405 with `Allow` and runs nothing (Hono would run the GET handler, which may write);
 * a body over API_BODY_LIMIT gets HTTP 413 before the handler runs.
 */
export function route(
  app: Hono,
  kind: Kind,
  deps: Deps,
  methods: Method[],
  path: string,
  fn: RouteHandler,
  options?: RouteOptions,
): void {
  const wrapped = handler(kind, deps, fn, options);
  const code = (n: number) => (kind === 'platform' ? { code: n } : { status: String(n) });
  const allow = methods.map((method) => method.toUpperCase()).join(', ');
  const head = (c: Context) => refuseHead(c, failure(kind, '请求方法不支持', code(405)), allow);
  const limited = async (c: Context) => {
    if (isHead(c)) return head(c);
    const limit = options?.bodyLimit ?? API_BODY_LIMIT;
    if (!(await bufferBody(c, limit))) {
      return tooLarge(c, failure(kind, tooLargeMessage(limit), code(413)));
    }
    return wrapped(c);
  };
  for (const method of methods) app[method](path, limited);
  app.all(path, (c) => (isHead(c) ? head(c) : c.json(failure(kind, '请求方法不支持', code(405)), 405, { allow })));
}
