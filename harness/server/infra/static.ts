/**
 * Serves the built app from distDir for every path outside /api, /__wx and /__harness. Paths
 * without a file extension fall back to index.html (history mode). index.html gets the WeChat
 * emulation (bridge.js as the first element of <head>) when emulation is on, and the live-reload
 * client in dev.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LIVE_RELOAD_CLIENT } from './livereload.js';

export const ENV_COOKIE = 'harness_env';
export const BRIDGE_TAG = '<script src="/__harness/bridge.js"></script>';

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
function resolveFile(distDir: string, urlPath: string): string | null {
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
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

export function serveApp(options: StaticOptions) {
  const distDir = normalize(options.distDir);
  const indexFile = join(distDir, 'index.html');

  const sendIndex = (c: Context) => {
    const emulate = emulationOn(c);
    if (!existsSync(indexFile)) {
      return c.html(injectHtml(BUILDING_PAGE, false, options.dev), 200, { 'cache-control': 'no-store' });
    }
    const html = injectHtml(readFileSync(indexFile, 'utf8'), emulate, options.dev);
    return c.html(html, 200, { 'cache-control': 'no-cache' });
  };

  return (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('请求方法不支持', 405);
    const path = new URL(c.req.url).pathname;
    if (path === '/' || path === '/index.html') return sendIndex(c);
    const file = resolveFile(distDir, path);
    if (file) {
      const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const cache = options.dev ? 'no-cache' : 'public, max-age=3600';
      return c.body(readFileSync(file), 200, { 'content-type': type, 'cache-control': cache });
    }
    if (!extname(path)) return sendIndex(c);
    return c.text('文件不存在', 404);
  };
}
