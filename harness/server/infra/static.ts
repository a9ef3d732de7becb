/**
 * Serves the built app from distDir for every path outside /api, /__wx and /__harness. Paths
 * without a file extension fall back to index.html (history mode). index.html gets the WeChat
 * emulation (bridge.js as the first element of <head>) when emulation is on, and the live-reload
 * client in dev.
 *
 * Like a production server (docs/DEPLOY.md): text is sent compressed (compress.ts: brotli or
 * gzip, made once per file), every answer has an ETag (304 on If-None-Match), and in a release
 * the hashed files (js/, assets/ with a content hash in the name) are cached for good while
 * everything else, index.html first, is revalidated (`no-cache`). Dev answers are all `no-cache`.
 */
import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, sep } from 'node:path';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type Effort, encodeFile, encodeText, sendEncoded } from './compress.js';
import { LIVE_RELOAD_CLIENT } from './livereload.js';

export const ENV_COOKIE = 'harness_env';
/**
 * `harness_bridge=none`: index.html without bridge.js although emulation is on. For a client
 * that brings WeixinJSBridge itself, as the real WeChat does (natively, with no script to
 * download): the bench sets the WeChat user agent and this cookie to load the page as a phone
 * would.
 */
export const BRIDGE_COOKIE = 'harness_bridge';
export const BRIDGE_TAG = '<script src="/__harness/bridge.js"></script>';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Hashed output folders (build.mjs's HASHED_DIRS) and esbuild's `-[hash]` before the extension. */
const HASHED_FILE = /^(js|assets)\/(?:[^/]+\/)*[^/]+-[A-Z0-9]{8}\.[A-Za-z0-9]+$/;

/** A path under a served folder ('js/main-66NWQ6VM.js') names a file whose name carries its content hash. */
export function isHashedFile(relativePath: string): boolean {
  return HASHED_FILE.test(relativePath);
}

/** Cache-Control for a served file: hashed files in a release for good, the rest revalidated. */
export function cacheControlFor(relativePath: string, dev: boolean): string {
  return !dev && isHashedFile(relativePath) ? IMMUTABLE : 'no-cache';
}

const effortOf = (dev: boolean): Effort => (dev ? 'fast' : 'best');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticOptions {
  distDir: string;
  dev: boolean;
}

const typeOf = (file: string) => MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * Emulation is on inside the harness page's frame (?harness=1, remembered in cookie harness_env
 * because OAuth redirects drop the query), for a WeChat user agent, or with harness_env=wechat.
 * ?harness=0 forgets the cookie.
 */
export function emulationOn(c: Context): boolean {
  const flag = c.req.query('harness');
  if (flag === '1') {
    setCookie(c, ENV_COOKIE, 'wechat', { path: '/', sameSite: 'Lax' });
    return true;
  }
  if (flag === '0') deleteCookie(c, ENV_COOKIE, { path: '/' });
  if ((c.req.header('user-agent') ?? '').includes('MicroMessenger')) return true;
  return flag !== '0' && getCookie(c, ENV_COOKIE) === 'wechat';
}

export function injectHtml(html: string, emulate: boolean, dev: boolean): string {
  let out = html;
  if (emulate) {
    const head = /<head(\s[^>]*)?>/i.exec(out);
    if (head) out = out.slice(0, head.index + head[0].length) + BRIDGE_TAG + out.slice(head.index + head[0].length);
    else out = BRIDGE_TAG + out;
  }
  if (dev)
    out = /<\/body>/i.test(out) ? out.replace(/<\/body>/i, `${LIVE_RELOAD_CLIENT}</body>`) : out + LIVE_RELOAD_CLIENT;
  return out;
}

const BUILDING_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="3">
<title>正在构建</title></head><body style="font-family:sans-serif;text-align:center;padding:80px 24px;color:#555">
<h2>应用正在构建，请稍候…</h2><p>构建完成后页面会自动刷新。</p></body></html>`;

/** A file under distDir for a URL path, or null (outside distDir, undecodable, missing). */
async function resolveFile(distDir: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(distDir, decoded));
  if (file !== distDir && !file.startsWith(distDir + sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** One file of a served folder, compressed as the request allows; null when it cannot be read. */
async function sendFile(c: Context, dir: string, file: string, dev: boolean): Promise<Response | null> {
  const type = typeOf(file);
  try {
    const encoded = await encodeFile(file, type, effortOf(dev));
    const path = relative(dir, file).split(sep).join('/');
    return sendEncoded(c, encoded, { contentType: type, cacheControl: cacheControlFor(path, dev) });
  } catch {
    // Deleted between the lookup and the read (a rebuild pruning stale chunks).
    return null;
  }
}

export function serveApp(options: StaticOptions) {
  const distDir = normalize(options.distDir);
  const indexFile = join(distDir, 'index.html');

  const sendIndex = async (c: Context) => {
    const emulate = emulationOn(c) && getCookie(c, BRIDGE_COOKIE) !== 'none';
    let template: string;
    try {
      template = await readFile(indexFile, 'utf8');
    } catch {
      return c.html(injectHtml(BUILDING_PAGE, false, options.dev), 200, { 'cache-control': 'no-store' });
    }
    const type = MIME['.html'];
    const encoded = await encodeText(injectHtml(template, emulate, options.dev), type, effortOf(options.dev));
    return sendEncoded(c, encoded, { contentType: type, cacheControl: 'no-cache' });
  };

  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('请求方法不支持', 405);
    const path = new URL(c.req.url).pathname;
    if (path === '/' || path === '/index.html') return sendIndex(c);
    const file = await resolveFile(distDir, path);
    const sent = file ? await sendFile(c, distDir, file, options.dev) : null;
    if (sent) return sent;
    if (!extname(path)) return sendIndex(c);
    return c.text('文件不存在', 404);
  };
}

/**
 * A folder served as it is under a URL prefix (`/__bench/floor/` → dir), with the app's
 * compression and caching: `<prefix>/` is its index.html, nothing falls back to it, and nothing
 * is injected. The bench mounts its floor page this way (StartOptions.mounts).
 */
export function serveFolder(options: { dir: string; prefix: string; dev: boolean }) {
  const dir = normalize(options.dir);
  const prefix = options.prefix.replace(/\/+$/, '');
  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('请求方法不支持', 405);
    const rest = new URL(c.req.url).pathname.slice(prefix.length);
    const file = await resolveFile(dir, rest === '' || rest === '/' ? '/index.html' : rest);
    return (file && (await sendFile(c, dir, file, options.dev))) || c.text('文件不存在', 404);
  };
}

/**
 * Makes every file of a folder's representations ahead of the first request (a release's
 * brotli 11 takes seconds for the whole app); the harness would otherwise make each on first use.
 */
export async function precompress(dir: string, dev = false): Promise<number> {
  let count = 0;
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    // One at a time: the thread pool stays free for the requests being served meanwhile.
    await encodeFile(file, typeOf(file), effortOf(dev)).then(
      () => (count += 1),
      () => undefined,
    );
  }
  return count;
}
