/**
 * Seeded messages to the library (读者留言), so every state shows on a fresh start: `reader` has
 * one answered and shown to everyone and one waiting with a picture; other readers' answered
 * public ones fill 公开留言; `multicard` has one waiting. Times are relative to the seed moment.
 */
import type { Db } from '../infra/db.js';
import { randomToken } from '../infra/util.js';
import { keepFiles } from '../platform/media.js';
import { personaOpenid } from '../wechat/personas.js';
import { MESSAGES } from './data/messages.js';

const HOUR = 60 * 60 * 1000;

/** A seeded photo: an SVG card with a caption. */
function pictureSvg(text: string, color: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="${color}"/><rect x="100" y="50" width="120" height="110" rx="8" fill="#fff" opacity="0.85"/><text x="160" y="205" fill="#fff" font-size="24" font-family="sans-serif" text-anchor="middle">${text}</text></svg>`,
  );
}

export function seedMessages(db: Db, now: number): void {
  const insert = db.prepare(
    `INSERT INTO messages (openid, rdrno, name, category, content, nonce, created_at, reply, replied_at, public)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const m of MESSAGES) {
    const id = Number(
      insert.run(
        personaOpenid(m.persona),
        m.rdrno,
        m.name,
        m.category,
        m.content,
        `seed-${randomToken(12)}`,
        now + m.at * HOUR,
        m.reply?.text ?? '',
        m.reply ? now + m.reply.at * HOUR : null,
        m.reply?.public ? 1 : 0,
      ).lastInsertRowid,
    );
    if (m.picture) {
      keepFiles(db, 'message', id, [{ data: pictureSvg(m.picture.text, m.picture.color), mime: 'image/svg+xml' }], now);
    }
  }
}
