/**
 * The platform's kept media (`media_files`): pictures fetched from WeChat's media store by the
 * serverId the phone's uploadImage answered (WeChat keeps them 3 days; the platform keeps its own
 * copy), and audio uploaded directly. Each file belongs to one record of a kind, in order, and is
 * served at /api/media/<id> (an unguessable id: an <img> or <audio> sends no token).
 */
import { type Db, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { randomToken } from '../infra/util.js';
import { findMedia } from '../wechat/media.js';
import { pictureType } from './pictureFiles.js';

/**
 * Whose file: a message's, a photo post's, a read-aloud work's, a banner's or an article's
 * picture, or a service's icon.
 */
export type MediaKind = 'message' | 'photo' | 'aloud' | 'banner' | 'article' | 'service';

/** What the library publishes: public files, the same for everyone. */
const PUBLISHED: readonly MediaKind[] = ['banner', 'article', 'service'];

export const mediaPath = (id: string) => `/api/media/${id}`;

/** The record's files' URLs, in order. */
export function mediaUrls(db: Db, kind: MediaKind, owner: number): string[] {
  return select<string>(db, 'SELECT id FROM media_files WHERE kind = ? AND owner = ? ORDER BY seq')
    .pluck()
    .all(kind, owner)
    .map(mediaPath);
}

/**
 * The pictures behind `serverIds`, fetched from WeChat's media store, or the refusal when one is
 * unknown or expired, or is not a picture by its bytes (pictureFiles.ts: whatever type it was
 * uploaded as; the type kept is the bytes'). Fetch first, keep later (`keepFiles`), so a refusal
 * writes nothing.
 */
export function fetchFromWechat(db: Db, serverIds: readonly string[], now: number): { data: Buffer; mime: string }[] {
  return serverIds.map((serverId) => {
    const media = findMedia(db, serverId, now);
    if (!media) throw new InputError('图片已失效，请重新选择');
    return { data: media.data, mime: pictureType(media.data) };
  });
}

/** Keeps files for a record, in order (inside the caller's transaction). */
export function keepFiles(
  db: Db,
  kind: MediaKind,
  owner: number,
  files: readonly { data: Buffer; mime: string }[],
  now: number,
): void {
  const keep = prepare(
    db,
    'INSERT INTO media_files (id, kind, owner, seq, data, mime, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  files.forEach((file, seq) => {
    keep.run(randomToken(32), kind, owner, seq, file.data, file.mime, now);
  });
}

/** Forgets a record's files (the record was deleted). */
export function dropFiles(db: Db, kind: MediaKind, owner: number): void {
  prepare(db, 'DELETE FROM media_files WHERE kind = ? AND owner = ?').run(kind, owner);
}

/** A kept file by its id. */
export function keptFile(db: Db, id: string): { data: Buffer; mime: string; kind: MediaKind } | undefined {
  if (!/^[A-Za-z0-9]{1,64}$/.test(id)) return undefined;
  return select<{ data: Buffer; mime: string; kind: MediaKind }>(
    db,
    'SELECT data, mime, kind FROM media_files WHERE id = ?',
  ).get(id);
}

/**
 * How long a kept file may be cached, and by whom. A file never changes under its id and an id is
 * never reused (a new random one per file), so every answer is immutable. What the library
 * publishes (banners, articles' pictures, services' icons) is public for a year, as a picture CDN sends it; a
 * reader's file (a message's or a photo post's picture, a read-aloud work) is private: it goes
 * with its record when that is deleted, so no shared cache may keep it.
 */
export function mediaCacheControl(kind: MediaKind): string {
  return PUBLISHED.includes(kind) ? 'public, max-age=31536000, immutable' : 'private, max-age=2592000, immutable';
}

/**
 * A `Range: bytes=…` header against a file of `size` bytes: the inclusive byte span to send, null
 * when there is no (usable) header (send all), or 'unsatisfiable' (416). One range only.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
