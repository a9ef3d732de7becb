/**
 * /__harness: the bridge script, live reload, and the control API tests and the harness page
 * drive (persona, device, client version, the phone's text size and dark mode (display.ts),
 * reset; the in-memory parts live in stateRoutes.ts).
 * Envelope: {code, message, data}, success code 1.
 */
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CLIENT_VERSION_COOKIE, DEFAULT_CLIENT_VERSION } from '../../bridge/protocol.js';
import { bridgeScript } from '../infra/bridgeBundle.js';
import { encodeText, sendEncoded } from '../infra/compress.js';
import { controlGuard, readJson } from './guard.js';
import { clearDisplayCookies, currentDisplay, requestedDisplay, setDisplayCookies } from './display.js';
import { circulationRoutes } from './circulationRoutes.js';
import { eventRoutes } from './eventRoutes.js';
import { fail, stateRoutes } from './stateRoutes.js';
import { suggestionRoutes } from './suggestionRoutes.js';
import type { Deps } from '../infra/http.js';
import type { LiveReload } from '../infra/livereload.js';
import type { Db } from '../infra/db.js';
import { ENV_COOKIE } from '../infra/static.js';
import { harnessCookieOptions, PERSONA_COOKIE } from '../wechat/routes.js';
import { findPersona, listPersonas } from '../wechat/personas.js';
import { listBindings } from '../platform/cards.js';
import { cardPasswordOf } from '../ils/readers.js';
import { verifyQrcode } from '../ils/readerQrcode.js';
import { clearPasswordFailures } from '../platform/attempts.js';
import { postRoutes } from './postRoutes.js';
import { noticeRoutes } from './noticeRoutes.js';
import { reminderRoutes } from './reminderRoutes.js';
import { shareRoutes } from './shareRoutes.js';
import { spaceRoutes } from './spaceRoutes.js';
import { subscribeRoutes } from './subscribeRoutes.js';

export const DEVICE_COOKIE = 'harness_device';
const DEVICES = ['ios', 'android'] as const;
const CLIENT_VERSION = /^\d{1,2}\.\d{1,2}\.\d{1,3}$/;

type SeedScale = 'small' | 'full';

export interface ControlOptions {
  liveReload: LiveReload;
  /** The seed (seed/index.ts), handed in by app.ts: runtime code never imports seed modules. */
  seed: {
    /** The scale the data was seeded at. */
    scaleOf(db: Db): SeedScale;
    /** Starts the data afresh. */
    reseed(db: Db, options: { scale: SeedScale; now: number }): void;
  };
}

export function controlRoutes(deps: Deps, options: ControlOptions): Hono {
  const harness = new Hono();
  const { db } = deps;
  // Same origin only, no HEAD, bounded JSON-object bodies: see guard.ts.
  harness.use('/api/*', controlGuard(harness));

  // Render-blocking on every emulated page load: revalidated (no-cache) against its ETag, so a
  // reload costs a 304, not the script again.
  harness.get('/bridge.js', async (c) => {
    const type = 'text/javascript; charset=utf-8';
    return sendEncoded(c, await encodeText(await bridgeScript(), type, 'fast'), {
      contentType: type,
      cacheControl: 'no-cache',
    });
  });

  harness.get('/livereload', () => options.liveReload.connect());

  harness.get('/api/personas', (c) => {
    const rows = listPersonas(db).map((persona) => ({
      ...persona,
      // The demo password is the library system's (the platform keeps only a hash).
      cards: listBindings(db, persona.openid).map(({ rdrno, select }) => ({
        rdrno,
        password: cardPasswordOf(db, rdrno) ?? '',
        select,
      })),
    }));
    const current = {
      persona: getCookie(c, PERSONA_COOKIE) ?? '',
      device: getCookie(c, DEVICE_COOKIE) ?? 'ios',
      clientVersion: getCookie(c, CLIENT_VERSION_COOKIE) ?? DEFAULT_CLIENT_VERSION,
      ...currentDisplay(c),
    };
    return c.json({ code: 1, message: '成功', data: { rows, total: rows.length, current } });
  });

  harness.post('/api/persona', async (c) => {
    const body = await readJson(c);
    const persona = findPersona(db, typeof body.persona === 'string' ? body.persona : '');
    if (!persona) return fail(c, '没有这个模拟用户');
    const device = body.device ?? getCookie(c, DEVICE_COOKIE) ?? 'ios';
    if (typeof device !== 'string' || !(DEVICES as readonly string[]).includes(device)) {
      return fail(c, '设备只能是 ios 或 android');
    }
    const clientVersion = body.clientVersion ?? getCookie(c, CLIENT_VERSION_COOKIE) ?? DEFAULT_CLIENT_VERSION;
    if (typeof clientVersion !== 'string' || !CLIENT_VERSION.test(clientVersion)) {
      return fail(c, '微信版本须形如 8.0.50');
    }
    const display = requestedDisplay(c, body);
    if (typeof display === 'string') return fail(c, display);
    setCookie(c, PERSONA_COOKIE, persona.persona, harnessCookieOptions());
    setCookie(c, DEVICE_COOKIE, device, harnessCookieOptions());
    setCookie(c, CLIENT_VERSION_COOKIE, clientVersion, harnessCookieOptions());
    setDisplayCookies(c, display, body);
    setCookie(c, ENV_COOKIE, 'wechat', { path: '/', sameSite: 'Lax' });
    return c.json({ code: 1, message: '已切换模拟用户', data: { persona, device, clientVersion, ...display } });
  });

  harness.post('/api/reset', async (c) => {
    const body = await readJson(c);
    const scale = body.scale ?? options.seed.scaleOf(db);
    if (scale !== 'small' && scale !== 'full') return fail(c, '数据规模 scale 只能是 small 或 full');
    deps.state.reset();
    try {
      options.seed.reseed(db, { scale: scale as SeedScale, now: deps.now() });
    } catch (error) {
      console.error('[harness] reset failed:', (error as Error).message);
      return fail(c, '重置数据失败，请查看服务器日志');
    }
    // The phone's display settings start over too (the device and the persona stay).
    clearDisplayCookies(c);
    return c.json({ code: 1, message: '数据已重置', data: { scale } });
  });

  // A self-service machine scanning the electronic reader card (ils/readerQrcode.ts). Any verdict
  // is code 1 (the check ran); data.ok says whether the machine lets the reader in. Without
  // `gate: true` it is a look-up that uses nothing up.
  harness.post('/api/reader-qrcode/verify', async (c) => {
    const body = await readJson(c);
    const payload = typeof body.payload === 'string' ? body.payload.trim() : '';
    if (!payload) return fail(c, '缺少参数：payload（扫到的二维码内容）');
    if (payload.length > 1000) return fail(c, '二维码内容过长，不是本馆的读者证二维码');
    // gate: true: a gate let the reader in, so the code is used up (a second scan: 已使用).
    const verdict = verifyQrcode(db, payload, deps.now(), { gate: body.gate === true });
    return c.json({ code: 1, message: verdict.message, data: verdict });
  });

  // The desk clears the wrong-password counters (every card lock and every WeChat user's limit).
  harness.delete('/api/password-attempts', (c) => {
    clearPasswordFailures(db);
    return c.json({ code: 1, message: '已清除密码错误次数', data: null });
  });

  stateRoutes(harness, deps);
  circulationRoutes(harness, deps);
  suggestionRoutes(harness, deps);
  postRoutes(harness, deps);
  noticeRoutes(harness, deps);
  reminderRoutes(harness, deps);
  shareRoutes(harness);
  subscribeRoutes(harness, deps);
  spaceRoutes(harness, deps);
  eventRoutes(harness, deps);
  harness.all('/api/*', (c) => c.json({ code: 404, message: '接口不存在', data: null }));
  harness.all('*', (c) => c.text('页面不存在', 404));
  return harness;
}
