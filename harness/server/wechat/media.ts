/**
 * The emulated WeChat media store (temporary material, kept 3 days like WeChat's): the client
 * uploads a picture (uploadImage) and gets a media_id, the page's serverId; the vendor backend
 * fetches it with GET /__wx/cgi-bin/media/get?media_id=.
 */
import { type Db, select, prepare } from '../infra/db.js';
import { randomToken } from '../infra/util.js';

export const MEDIA_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
const MIME_EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const INVALID_MEDIA = { errcode: 40007, errmsg: 'invalid media_id' };

/** File name extension of a picture type the store accepts; undefined for any other type. */
export function mediaExtension(mime: string): string | undefined {
  return MIME_EXT[mime];
}

/** Keeps a picture (forgetting expired ones); its media_id. */
export function storeMedia(db: Db, data: Buffer, mime: string, now: number): string {
  const id = randomToken(64);
  prepare(db, 'DELETE FROM media WHERE created_at < ?').run(now - MEDIA_TTL_MS);
  prepare(db, 'INSERT INTO media (id, data, mime, created_at) VALUES (?, ?, ?, ?)').run(id, data, mime, now);
  return id;
}

export function findMedia(db: Db, id: string, now: number): { data: Buffer; mime: string } | undefined {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return undefined;
  const row = select<{ data: Buffer; mime: string; created_at: number }>(
    db,
    'SELECT data, mime, created_at FROM media WHERE id = ?',
  ).get(id);
  return row && row.created_at >= now - MEDIA_TTL_MS ? row : undefined;
}
