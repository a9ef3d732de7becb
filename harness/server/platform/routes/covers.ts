/**
 * GET /api/covers/:isbn: a book's cover (config.coverBaseUrl), an SVG made from the catalogue
 * (ils/covers.ts); GET /api/gift-pictures/:giftid, a gift's picture, and GET
 * /api/event-pictures/:eventid, an event's, likewise. An <img> sends no bearer token, so covers need none; they carry nothing
 * private. Cacheable: a strong ETag (304 on If-None-Match) and 30 days of max-age. An ISBN the
 * catalogue does not have: 404 with a plain placeholder picture.
 */
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Deps } from '../../infra/http.js';
import { isHead, refuseHead } from '../../infra/limits.js';
import { coverFor, placeholderSvg } from '../../ils/covers.js';
import { eventPictureFor } from '../../ils/events.js';
import { giftPictureFor } from '../../ils/gifts.js';

const METHOD_REFUSED = { code: 405, message: '请求方法不支持', data: null };

/** An SVG cannot run script from here, even opened on its own. */
const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

function send(c: Context, svg: string, status: 200 | 404): Response {
  const etag = `"${createHash('sha1').update(svg).digest('hex').slice(0, 27)}"`;
  const cache = status === 200 ? 'public, max-age=2592000' : 'public, max-age=300';
  const inm = c.req.header('if-none-match') ?? '';
  if (status === 200 && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304, { etag, 'cache-control': cache });
  }
  return c.body(svg, status, { ...SVG_HEADERS, etag, 'cache-control': cache });
}

export function coverRoutes(api: Hono, { db }: Deps): void {
  api.get('/covers/:isbn', (c) => {
    if (isHead(c)) return refuseHead(c, METHOD_REFUSED, 'GET');
    const svg = coverFor(db, c.req.param('isbn'));
    return svg ? send(c, svg, 200) : send(c, placeholderSvg(), 404);
  });
  api.all('/covers/:isbn', (c) => (isHead(c) ? refuseHead(c, METHOD_REFUSED, 'GET') : c.json(METHOD_REFUSED)));

  // A gift's picture (ils/gifts.ts), the same way.
  api.get('/gift-pictures/:giftid', (c) => {
    if (isHead(c)) return refuseHead(c, METHOD_REFUSED, 'GET');
    const svg = giftPictureFor(db, c.req.param('giftid'));
    return svg ? send(c, svg, 200) : send(c, placeholderSvg(), 404);
  });
  api.all('/gift-pictures/:giftid', (c) => (isHead(c) ? refuseHead(c, METHOD_REFUSED, 'GET') : c.json(METHOD_REFUSED)));

  // An event's picture (ils/events.ts), the same way.
  api.get('/event-pictures/:eventid', (c) => {
    if (isHead(c)) return refuseHead(c, METHOD_REFUSED, 'GET');
    const svg = eventPictureFor(db, c.req.param('eventid'));
    return svg ? send(c, svg, 200) : send(c, placeholderSvg(), 404);
  });
  api.all('/event-pictures/:eventid', (c) =>
    isHead(c) ? refuseHead(c, METHOD_REFUSED, 'GET') : c.json(METHOD_REFUSED),
  );
}
