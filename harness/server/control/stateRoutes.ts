/**
 * The control API's in-memory parts (under /__harness/api): queued answers, policies, the phone's
 * location, faults, the JS-SDK log, the bridge's answer lookup, and expiring tokens on demand.
 * Envelope {code, message, data}; bad input → code 0 with a Chinese message, state unchanged.
 */
import type { Context, Hono } from 'hono';
import { INTERACTIVE_APIS, type InteractiveApi, type JsSdkLogEntry, type Policy } from '../../bridge/protocol.js';
import { LIBRARY_LOCATION } from '../../bridge/defaults.js';
import { checkAnswer, checkApi, checkLocation, checkPolicy } from './answers.js';
import { checkFaults } from './faults.js';
import { InputError } from '../infra/envelope.js';
import type { Deps } from '../infra/http.js';
import { readJson } from './guard.js';
import { expireTokens } from '../platform/auth.js';
import { expireAccessTokens } from '../wechat/oauth.js';

export const fail = (c: Context, message: string) => c.json({ code: 0, message, data: null });

/** Runs a control operation: its data and message as `code: 1`, or its refusal (InputError) as `code: 0`. */
export function answer(c: Context, run: () => { data: unknown; message: string }) {
  try {
    const { data, message } = run();
    return c.json({ code: 1, message, data });
  } catch (error) {
    if (error instanceof InputError) return fail(c, error.message);
    throw error;
  }
}
const done = (c: Context, data: unknown, message = '成功') => c.json({ code: 1, message, data });

const MAX_LOG_ENTRY = 64 * 1024;
const SOURCES = ['panel', 'queue', 'policy', 'default'];
const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const shortText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** A log line from the bridge, or null when it is not one. */
function checkLogEntry(body: Record<string, unknown>, now: number): Omit<JsSdkLogEntry, 'id'> | null {
  if (JSON.stringify(body).length > MAX_LOG_ENTRY) return null;
  const { invoke, api, device, args, reply, source, explain, pageUrl, time } = body;
  if (!shortText(invoke, 100) || !invoke || !shortText(api, 100)) return null;
  if (device !== 'ios' && device !== 'android') return null;
  if (!isObject(args) || !isObject(reply)) return null;
  const entry: Omit<JsSdkLogEntry, 'id'> = {
    time: typeof time === 'number' && Number.isFinite(time) ? time : now,
    device,
    invoke,
    api: api || invoke,
    args,
    reply,
    pageUrl: shortText(pageUrl, 2000) ? pageUrl : '',
  };
  if (typeof source === 'string' && SOURCES.includes(source)) entry.source = source as JsSdkLogEntry['source'];
  if (shortText(explain, 1000) && explain) entry.explain = explain;
  return entry;
}

function policies(deps: Deps): Record<InteractiveApi, Policy> {
  const out = {} as Record<InteractiveApi, Policy>;
  for (const api of INTERACTIVE_APIS) out[api] = deps.state.policies.get(api) ?? 'ask';
  return out;
}

function location(deps: Deps) {
  const current = deps.state.location;
  if (!current) return { ...LIBRARY_LOCATION, deny: false, source: 'default' };
  return 'deny' in current ? { deny: true, source: 'set' } : { ...current, deny: false, source: 'set' };
}

export function stateRoutes(harness: Hono, deps: Deps): void {
  const { state } = deps;

  harness.get('/api/answers', (c) => done(c, state.queuesByApi()));
  harness.post('/api/answers', async (c) => {
    const body = await readJson(c);
    const api = checkApi(body.api);
    if (!api.ok) return fail(c, api.message);
    const answer = checkAnswer(api.value, body.answer);
    if (!answer.ok) return fail(c, answer.message);
    const queued = state.enqueue(api.value, answer.value);
    return done(c, { api: api.value, queued }, '已加入回答队列');
  });
  harness.delete('/api/answers', (c) => {
    const which = c.req.query('api');
    if (which === undefined) state.queues.clear();
    else {
      const api = checkApi(which);
      if (!api.ok) return fail(c, api.message);
      state.queues.delete(api.value);
    }
    return done(c, state.queuesByApi(), '已清空回答队列');
  });

  harness.post('/api/answer', async (c) => {
    const body = await readJson(c);
    const api = checkApi(body.api);
    if (!api.ok) return fail(c, api.message);
    if (body.defaultOnly === true) return done(c, { answer: state.defaultFor(api.value), source: 'default' });
    return done(c, state.takeAnswer(api.value));
  });

  harness.get('/api/policy', (c) => done(c, policies(deps)));
  harness.post('/api/policy', async (c) => {
    const body = await readJson(c);
    const api = checkApi(body.api);
    if (!api.ok) return fail(c, api.message);
    const policy = checkPolicy(body.policy);
    if (!policy.ok) return fail(c, policy.message);
    if (policy.value === 'ask') state.policies.delete(api.value);
    else state.policies.set(api.value, policy.value);
    return done(c, policies(deps), '已设置');
  });
  harness.delete('/api/policy', (c) => {
    state.policies.clear();
    return done(c, policies(deps), '已恢复为每次询问');
  });

  harness.get('/api/location', (c) => done(c, location(deps)));
  harness.post('/api/location', async (c) => {
    const body = await readJson(c);
    if (body.deny === true) state.location = { deny: true };
    else {
      const checked = checkLocation(body);
      if (!checked.ok) return fail(c, checked.message);
      state.location = checked.value;
    }
    return done(c, location(deps), '已设置位置');
  });
  harness.delete('/api/location', (c) => {
    state.location = null;
    return done(c, location(deps), '已恢复为图书馆总馆');
  });

  harness.get('/api/faults', (c) => done(c, state.faults));
  harness.post('/api/faults', async (c) => {
    const checked = checkFaults(await readJson(c));
    if (!checked.ok) return fail(c, checked.message);
    state.faults = checked.value;
    return done(c, state.faults, '已设置故障');
  });
  harness.delete('/api/faults', (c) => {
    state.faults = {};
    return done(c, state.faults, '已清除故障');
  });

  harness.get('/api/jssdk-log', (c) => {
    const since = Number(c.req.query('since') ?? 0);
    const rows = state.logSince(Number.isFinite(since) ? since : 0);
    return done(c, { rows, total: rows.length, lastId: state.log.at(-1)?.id ?? since });
  });
  harness.post('/api/jssdk-log', async (c) => {
    const entry = checkLogEntry(await readJson(c), deps.now());
    if (!entry) return fail(c, '日志格式错误');
    return done(c, { id: state.addLog(entry).id });
  });
  harness.delete('/api/jssdk-log', (c) => {
    state.log = [];
    return done(c, null, '已清空日志');
  });

  harness.post('/api/expire-tokens', async (c) => {
    const body = await readJson(c);
    const now = deps.now();
    const accessTokens = expireAccessTokens(deps.db, now);
    const platformTokens = body.platform === true ? expireTokens(deps.db, now) : 0;
    return done(c, { accessTokens, platformTokens }, '授权凭证已过期');
  });
}
