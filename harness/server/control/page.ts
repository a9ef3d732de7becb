/**
 * The harness page (/__harness/) and the JS-SDK demo page (/__harness/jssdk), their bundles, and
 * two page-only helpers: seeded samples for the panels and a jsapi signature for the demo page.
 * Mounted before the control routes (their catch-all answers 404 for anything else).
 *
 * Neither page gets the live-reload client: an app rebuild reloads the app inside the frame, never
 * the harness page around it, so its panels and log survive.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Context, Hono } from 'hono';
import { harnessConfig } from '../infra/config.js';
import { cstDate } from '../infra/util.js';
import type { Deps } from '../infra/http.js';
import { isHead, refuseHead } from '../infra/limits.js';
import { injectHtml } from '../infra/static.js';
import { copyGroups, firstCopies } from '../ils/catalogue.js';
import { deskEvents } from '../ils/eventDesk.js';
import { spaceDoorCodes } from '../ils/spaceDesk.js';
import { listLibraries } from '../ils/dictionaries.js';
import { listCards } from '../ils/readers.js';
import { openTransfers } from '../ils/transferCodes.js';
import { signPage } from '../wechat/jsapi.js';

const PAGE_DIR = fileURLToPath(new URL('../../page', import.meta.url));
const ENTRIES = { page: join(PAGE_DIR, 'main.tsx'), jssdk: join(PAGE_DIR, 'jssdk/main.ts') };
type Asset = 'page.js' | 'page.css' | 'jssdk.js' | 'jssdk.css';

interface Bundle {
  stamp: number;
  files: Promise<Map<string, string>>;
}

let cached: Bundle | null = null;

/** Newest modification time under harness/page: a changed source rebuilds on the next request. */
function sourceStamp(dir = PAGE_DIR): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? sourceStamp(path) : statSync(path).mtimeMs);
  }
  return newest;
}

async function bundle(): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: ENTRIES,
    bundle: true,
    write: false,
    outdir: '/harness-page',
    format: 'iife',
    target: ['chrome80', 'safari15'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    charset: 'utf8',
    logLevel: 'silent',
  });
  return new Map(result.outputFiles.map((file) => [file.path.split('/').pop() ?? '', file.text]));
}

async function asset(name: Asset): Promise<string> {
  const stamp = sourceStamp();
  if (!cached || cached.stamp !== stamp) cached = { stamp, files: bundle() };
  const current = cached;
  try {
    return (await current.files).get(name) ?? '';
  } catch (error) {
    if (cached === current) cached = null;
    const message = `[harness] 调试台脚本构建失败：${(error as Error).message}`;
    return name.endsWith('.js') ? `document.body.textContent=${JSON.stringify(message)};` : '';
  }
}

const template = (name: string) => readFileSync(join(PAGE_DIR, name), 'utf8');

const html = (c: Context, body: string) => c.html(body, 200, { 'cache-control': 'no-store' });

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const COVER_COLORS = [
  '#2f7d5b',
  '#3b6fb6',
  '#b5533c',
  '#7a4fa3',
  '#b08a2e',
  '#0f766e',
  '#9f1239',
  '#1e3a8a',
  '#57534e',
];

function sampleCover(n: number): string {
  const color = COVER_COLORS[(n - 1) % COVER_COLORS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<rect width="600" height="800" fill="#f3efe6"/><rect x="60" y="60" width="480" height="680" rx="8" fill="${color}"/>
<rect x="60" y="520" width="480" height="8" fill="#fff" opacity=".85"/>
<text x="300" y="300" fill="#fff" font-size="64" font-weight="bold" text-anchor="middle" font-family="sans-serif">示例图片</text>
<text x="300" y="380" fill="#fff" font-size="40" text-anchor="middle" font-family="sans-serif">第 ${n} 张</text></svg>`;
}

export function pageRoutes(deps: Deps): Hono {
  const page = new Hono();
  const { db } = deps;

  // Mounted at /__harness, '/' is '/__harness' (no slash); the page lives at '/__harness/'.
  page.get('/', (c) => c.redirect('/__harness/', 302));
  page.get('/*', async (c, next) => {
    if (c.req.path !== '/__harness/') return next();
    return html(c, template('index.html'));
  });
  page.get('/jssdk', (c) => html(c, injectHtml(template('jssdk.html'), true, false)));

  for (const name of ['page.js', 'page.css', 'jssdk.js', 'jssdk.css'] as const) {
    const type = name.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8';
    page.get(`/assets/${name}`, async (c) =>
      c.body(await asset(name), 200, { 'content-type': type, 'cache-control': 'no-cache' }),
    );
  }

  /**
   * Things worth scanning or visiting: book barcodes and ISBNs, reader cards, branches, copies by
   * state, the transfer codes waiting to be scanned, the check-in codes at the venues of the next
   * events, and the codes on the study spaces' doors.
   */
  page.get('/page-api/samples', (c) => {
    const now = deps.now();
    const books = firstCopies(db, 10);
    const cards = listCards(db);
    const libraries = listLibraries(db);
    const copies = copyGroups(db, cstDate(now));
    const transfers = openTransfers(db, now);
    const venues = deskEvents(db, now)
      .filter((e) => e.state !== 'ended' && e.state !== 'cancelled')
      .slice(0, 8)
      .map((e) => ({
        eventid: e.eventid,
        title: e.title,
        libname: e.libname,
        starttime: e.starttime,
        code: e.venuecode,
      }));
    const doors = spaceDoorCodes(db).map((s) => ({
      spaceid: s.spaceid,
      name: s.name,
      libname: s.libname,
      code: s.code,
    }));
    const data = { books, cards, libraries, copies, transfers, venues, doors };
    return c.json({ code: 1, message: '成功', data });
  });

  /** Book-cover pictures for previewImage in the demo page. */
  page.get('/page-api/sample-image/:n', (c) => {
    const n = Math.max(1, Math.min(9, Number(c.req.param('n')) || 1));
    return c.body(sampleCover(n), 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-cache' });
  });

  /** What the vendor would hand the demo page for wx.config: a signature of `url`. */
  page.get('/page-api/signature', (c) => {
    // Hono answers HEAD with this handler, which remembers the signature: refused instead.
    if (isHead(c)) return refuseHead(c, { code: 405, message: '请求方法不支持', data: null }, 'GET');
    const url = text(c.req.query('url'));
    try {
      new URL(url);
    } catch {
      return c.json({ code: 0, message: 'url 参数无效', data: null });
    }
    const appId = harnessConfig.authorizerAppid;
    const signed = signPage(db, appId, url, deps.now());
    if (!signed) return c.json({ code: 0, message: '没有 jsapi_ticket，请重置数据', data: null });
    const { signature, noncestr: nonceStr } = signed;
    const timestamp = String(signed.timestamp);
    // Lets the emulated client name the signed URL when it refuses this signature.
    deps.state.rememberSignature(signature, { url: signed.url, nonceStr, timestamp });
    return c.json({ code: 1, message: '成功', data: { appId, timestamp, nonceStr, signature, url: signed.url } });
  });

  return page;
}
