/**
 * GET /api/media/:id: a kept picture or audio file (platform/media.ts), with range requests so an
 * <audio> can seek: `Accept-Ranges: bytes`, 206 with `Content-Range` for one range, 416 for one
 * past the end. No token (an <img> or <audio> sends none): the id is unguessable. Cached as a
 * picture CDN caches: a file never changes under its id, so it is immutable, with a strong ETag
 * (304 on If-None-Match); published pictures publicly, a reader's files privately
 * (`mediaCacheControl`).
 */
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { Deps } from '../../infra/http.js';
import { etagMatches } from '../../infra/compress.js';
import { isHead, refuseHead } from '../../infra/limits.js';
import { byteRange, keptFile, mediaCacheControl } from '../media.js';

const METHOD_REFUSED = { code: 405, message: '请求方法不支持', data: null };

export function mediaRoutes(api: Hono, { db }: Deps): void {
  api.get('/media/:id', (c) => {
    if (isHead(c)) return refuseHead(c, METHOD_REFUSED, 'GET');
    const file = keptFile(db, c.req.param('id'));
    if (!file) return c.json({ code: 404, message: '文件不存在', data: null }, 404);
    const size = file.data.length;
    const hash = createHash('sha256').update(file.data).digest('hex').slice(0, 24);
    const caching = { etag: `"${hash}"`, 'cache-control': mediaCacheControl(file.kind) };
    if (etagMatches(c.req.header('if-none-match'), hash)) return c.body(null, 304, caching);
    const headers: Record<string, string> = {
      ...caching,
      'content-type': file.mime,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      // Some seeded pictures are SVGs: none can run script from here, even opened on its own.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    };
    const range = byteRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
    }
    if (!range) return c.body(new Uint8Array(file.data), 200, headers);
    const part = file.data.subarray(range.start, range.end + 1);
    return c.body(new Uint8Array(part), 206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    });
  });
  api.all('/media/:id', (c) => (isHead(c) ? refuseHead(c, METHOD_REFUSED, 'GET') : c.json(METHOD_REFUSED)));
}
