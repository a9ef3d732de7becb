/**
 * Faults on demand for the vendor API (/api/*): added latency, a failure rate, per-endpoint
 * overrides, and `offline` (the connection is dropped, the browser sees a network error).
 * A failure answers HTTP 500 with the envelope of the endpoint's family.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { FaultRule, FaultSettings } from '../../bridge/protocol.js';
import type { Checked } from './answers.js';
import type { HarnessState } from '../infra/state.js';

export const FAULT_MESSAGE = '模拟故障：服务暂时不可用';
export const MAX_LATENCY_MS = 60000;
const MAX_ENDPOINTS = 100;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function checkRule(value: Record<string, unknown>, where: string): Checked<FaultRule> {
  const rule: FaultRule = {};
  if (value.latency !== undefined) {
    const latency = value.latency;
    if (typeof latency !== 'number' || !Number.isFinite(latency) || latency < 0 || latency > MAX_LATENCY_MS) {
      return { ok: false, message: `${where}延迟 latency 须为 0 到 ${MAX_LATENCY_MS} 毫秒` };
    }
    rule.latency = Math.round(latency);
  }
  if (value.failureRate !== undefined) {
    const rate = value.failureRate;
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
      return { ok: false, message: `${where}失败率 failureRate 须为 0 到 1 之间的数字` };
    }
    rule.failureRate = rate;
  }
  return { ok: true, value: rule };
}

/** FaultSettings from a request body; replaces the current settings as a whole. */
export function checkFaults(value: unknown): Checked<FaultSettings> {
  if (!isObject(value)) return { ok: false, message: '故障设置须为对象' };
  const global = checkRule(value, '');
  if (!global.ok) return global;
  const settings: FaultSettings = { ...global.value };
  if (value.offline !== undefined) {
    if (typeof value.offline !== 'boolean') return { ok: false, message: '断网 offline 须为 true 或 false' };
    if (value.offline) settings.offline = true;
  }
  if (value.endpoints !== undefined) {
    if (!isObject(value.endpoints)) return { ok: false, message: '接口设置 endpoints 须为对象，键为 /api 之后的路径' };
    const entries = Object.entries(value.endpoints);
    if (entries.length > MAX_ENDPOINTS) return { ok: false, message: `最多设置 ${MAX_ENDPOINTS} 个接口` };
    const endpoints: Record<string, FaultRule> = {};
    for (const [path, rule] of entries) {
      if (!/^\/[\w\-./]{1,200}$/.test(path))
        return { ok: false, message: `接口路径 ${path.slice(0, 50)} 须以 / 开头，如 /v1/service/list` };
      if (!isObject(rule)) return { ok: false, message: `接口 ${path} 的设置须为对象` };
      const checked = checkRule(rule, `接口 ${path} 的`);
      if (!checked.ok) return checked;
      endpoints[path] = checked.value;
    }
    if (entries.length) settings.endpoints = endpoints;
  }
  return { ok: true, value: settings };
}

/** The rule for one path under /api: the endpoint's fields over the global ones. */
export function ruleFor(settings: FaultSettings, path: string): FaultRule {
  const own = settings.endpoints?.[path] ?? settings.endpoints?.[path.replace(/\/+$/, '')] ?? {};
  return {
    latency: own.latency ?? settings.latency ?? 0,
    failureRate: own.failureRate ?? settings.failureRate ?? 0,
  };
}

function failureBody(path: string): object {
  return path.startsWith('/v1/elib/')
    ? { status: '500', message: FAULT_MESSAGE, rows: [], total: 0 }
    : { code: 500, message: FAULT_MESSAGE, data: null };
}

type NodeEnv = { incoming?: { socket?: { destroy(): void } } };

/** Drops the TCP connection under the request (the browser reports a network error). */
function dropConnection(c: Context): Response {
  const socket = (c.env as NodeEnv | undefined)?.incoming?.socket;
  socket?.destroy();
  // Without a socket (app.request in tests) there is nothing to drop: answer like a dead gateway.
  return c.body(null, 502);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A phone whose requests carry this cookie set to `off` is spared every fault (latency, failures,
 * offline): it can start up cleanly and then drop the cookie to meet the faults on one screen.
 */
export const EXEMPT_COOKIE = 'harness_faults';

/** Middleware for the /api sub-app; `random` is injectable for tests. */
export function faultMiddleware(state: HarnessState, random: () => number = Math.random): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || getCookie(c, EXEMPT_COOKIE) === 'off') return next();
    const settings = state.faults;
    if (settings.offline) return dropConnection(c);
    const path = new URL(c.req.url).pathname.replace(/^\/api(?=\/)/, '');
    const rule = ruleFor(settings, path);
    if (rule.latency) await sleep(rule.latency);
    if (rule.failureRate && random() < rule.failureRate) return c.json(failureBody(path), 500);
    return next();
  };
}
