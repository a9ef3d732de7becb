/**
 * The control API's gate (/__harness/api/*), ahead of every handler: only same-origin callers,
 * no HEAD, bounded bodies, and a POST body that is a JSON object sent as application/json.
 * Whatever it refuses reaches no handler: nothing changes.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bufferBody, isHead, MB, refuseHead, tooLarge, tooLargeMessage } from '../infra/limits.js';

/** Every control call but one carries a few fields. */
export const CONTROL_BODY_LIMIT = 1 * MB;
/** POST /answers may queue chooseImage pictures as data URLs (answers.ts: up to 8 MB each). */
export const ANSWERS_BODY_LIMIT = 16 * MB;

export const BAD_BODY = '请求数据格式错误，须为 JSON 对象（Content-Type: application/json；没有参数时发送 {}）';
export const CROSS_ORIGIN = '拒绝跨站请求：调试控制接口只接受本服务器页面或本机工具的调用';

const envelope = (code: number, message: string) => ({ code, message, data: null });
const bodies = new WeakMap<Request, Record<string, unknown>>();

/**
 * A browser names the page that made a call: `Origin` (when sent) must be this server's own,
 * `Sec-Fetch-Site` (when sent) `same-origin` or `none` (typed in the address bar). Tools (node,
 * curl) send neither and pass.
 */
export function isSameOrigin(c: Context): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return false;
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** `application/json`, parameters (charset) aside; text/plain and the rest are never parsed. */
function isJsonType(c: Context): boolean {
  const type = c.req.header('content-type') ?? '';
  return type.split(';')[0].trim().toLowerCase() === 'application/json';
}

/** The body as a JSON object, or null: another type, empty, broken, not an object. */
async function parseObject(c: Context): Promise<Record<string, unknown> | null> {
  if (!isJsonType(c)) return null;
  try {
    const body: unknown = JSON.parse(await c.req.text());
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    // Nested too deeply to be written out again (a later GET would fail): refused now.
    JSON.stringify(body);
    return body as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Whether a registered route path (`/api/suggestions/:id`) names `path`. */
function pathMatches(route: string, path: string): boolean {
  if (!route.includes('/:')) return route === path;
  const routeParts = route.split('/');
  const parts = path.split('/');
  return routeParts.length === parts.length && routeParts.every((part, i) => part.startsWith(':') || part === parts[i]);
}

/** The methods registered for the control path of `c` (the path under the mount point). */
function methodsOf(harness: Hono, c: Context): string[] {
  const path = c.req.path.slice(c.req.path.indexOf('/api/'));
  const methods = harness.routes.filter((r) => pathMatches(r.path, path) && r.method !== 'ALL').map((r) => r.method);
  return [...new Set(methods)];
}

/** Middleware for `harness.use('/api/*', controlGuard(harness))`. */
export function controlGuard(harness: Hono): MiddlewareHandler {
  return async (c, next) => {
    if (!isSameOrigin(c)) return c.json(envelope(403, CROSS_ORIGIN), 403);
    if (isHead(c)) {
      const allow = methodsOf(harness, c);
      // An unknown path falls through to the 404 answer, which changes nothing.
      return allow.length ? refuseHead(c, envelope(405, '请求方法不支持'), allow.join(', ')) : next();
    }
    if (c.req.method !== 'POST') return next();
    const limit = c.req.path.endsWith('/api/answers') ? ANSWERS_BODY_LIMIT : CONTROL_BODY_LIMIT;
    if (!(await bufferBody(c, limit))) return tooLarge(c, envelope(413, tooLargeMessage(limit)));
    const body = await parseObject(c);
    if (!body) return c.json(envelope(0, BAD_BODY));
    bodies.set(c.req.raw, body);
    return next();
  };
}

/** The POST body the guard read; {} for other methods. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  return bodies.get(c.req.raw) ?? {};
}
