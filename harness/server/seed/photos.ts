/**
 * Seeded photo posts (读者晒图), so the wall and every review state show on a fresh start: readers'
 * approved posts across the topics with 1–4 generated pictures and likes (from seeded WeChat users
 * not among the personas), and `reader`'s own: one approved, one 审核中, one 未通过 with a reason.
 * Seeded reviews earn no points (they predate them): the personas' balances stay as seeded.
 */
import type { Db } from '../infra/db.js';
import { keepFiles } from '../platform/media.js';
import { personaOpenid } from '../wechat/personas.js';
import { PHOTOS } from './data/photos.js';

const HOUR = 60 * 60 * 1000;

/** A seeded picture: an SVG scene in its colour with its caption. */
function pictureSvg(caption: string, color: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480"><rect width="480" height="480" fill="${color}"/><circle cx="360" cy="120" r="48" fill="#fff" opacity="0.35"/><path d="M0 380 L140 250 L240 330 L330 230 L480 380 L480 480 L0 480 Z" fill="#fff" opacity="0.25"/><text x="240" y="440" fill="#fff" font-size="34" font-family="sans-serif" text-anchor="middle">${caption}</text></svg>`,
  );
}

export function seedPhotos(db: Db, now: number): void {
  const insert = db.prepare(
    `INSERT INTO photos (openid, rdrno, name, topic, text, nonce, created_at, state, reason, reviewed_at, likes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const like = db.prepare('INSERT INTO photo_likes (photo_id, openid, created_at) VALUES (?, ?, ?)');
  PHOTOS.forEach((p, i) => {
    const at = now + p.at * HOUR;
    const id = Number(
      insert.run(
        personaOpenid(p.persona),
        p.rdrno,
        p.name,
        p.topic,
        p.text,
        `seed-photo-${i + 1}`,
        at,
        p.state,
        p.reason ?? '',
        p.state === 'pending' ? null : at + HOUR,
        p.likes,
      ).lastInsertRowid,
    );
    keepFiles(
      db,
      'photo',
      id,
      p.pictures.map(([caption, color]) => ({ data: pictureSvg(caption, color), mime: 'image/svg+xml' })),
      at,
    );
    for (let n = 1; n <= p.likes; n += 1) like.run(id, `oSEED_liker_${String(n).padStart(4, '0')}`, at + HOUR + n);
  });
}
