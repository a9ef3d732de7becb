/**
 * The emulated WeChat media store (temporary material, kept 3 days like WeChat's): the client
 * uploads a picture (uploadImage) and gets a media_id, the page's serverId; the vendor backend
 * fetches it with GET /__wx/cgi-bin/media/get?media_id=.
 */
import type { Context } from 'hono';
import type { Deps } from '../infra/http.js';
import { randomToken } from '../infra/util.js';

export const MEDIA_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
const MIME_EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

export const INVALID_MEDIA = { errcode: 40007, errmsg: 'invalid media_id' };

export function storeMedia(deps: Deps, data: Buffer, mime: string): string {
  const id = randomToken(64);
  const now = deps.now();
  deps.db.prepare('DELETE FROM media WHERE created_at < ?').run(now - MEDIA_TTL_MS);
  deps.db.prepare('INSERT INTO media (id, data, mime, created_at) VALUES (?, ?, ?, ?)').run(id, data, mime, now);
  return id;
}

export function findMedia(deps: Deps, id: string): { data: Buffer; mime: string } | undefined {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return undefined;
  const row = deps.db.prepare('SELECT data, mime, created_at FROM media WHERE id = ?').get(id) as
    | { data: Buffer; mime: string; created_at: number }
    | undefined;
  return row && row.created_at >= deps.now() - MEDIA_TTL_MS ? row : undefined;
}

/** POST /__wx/media/upload: the raw picture, content-type image/jpeg|png|gif|webp. */
export async function uploadHandler(c: Context, deps: Deps) {
  const mime = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!MIME_EXT[mime]) return c.json({ errcode: 40005, errmsg: 'invalid file type' });
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_MEDIA_BYTES) return c.json({ errcode: 40006, errmsg: 'invalid meida size' });
  const data = Buffer.from(await c.req.arrayBuffer());
  if (!data.length || data.length > MAX_MEDIA_BYTES) return c.json({ errcode: 40006, errmsg: 'invalid meida size' });
  const mediaId = storeMedia(deps, data, mime);
  return c.json({ errcode: 0, errmsg: 'ok', type: 'image', media_id: mediaId, created_at: Math.floor(deps.now() / 1000) });
}

/** GET /__wx/cgi-bin/media/get?media_id=&access_token= (the token is not checked). */
export function getHandler(c: Context, deps: Deps) {
  const id = c.req.query('media_id') ?? '';
  const media = findMedia(deps, id);
  if (!media) return c.json(INVALID_MEDIA);
  return c.body(new Uint8Array(media.data), 200, {
    'content-type': media.mime,
    'content-disposition': `attachment; filename="${id}.${MIME_EXT[media.mime] ?? 'bin'}"`,
    'cache-control': 'no-cache',
  });
}
