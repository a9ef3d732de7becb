/**
 * Readers' comments on well-known titles, and persona `reader`'s favourites, so the detail page,
 * 图书评论 and 图书收藏 have something to show on a fresh start. Moments are relative to the seed
 * moment; everything else is fixed. docs/HARNESS.md lists them.
 */
import { type Db, select } from '../infra/db.js';
import { personaOpenid } from '../wechat/personas.js';
import type { BookRow } from '../infra/rows.js';
import { COMMENTS, FAVORITES } from './data/comments.js';

const HOUR = 60 * 60 * 1000;

export function seedComments(db: Db, now: number): void {
  const bookOf = select<BookRow['bookrecno']>(
    db,
    'SELECT bookrecno FROM books WHERE title = ? ORDER BY bookrecno LIMIT 1',
  ).pluck();
  const comment = db.prepare('INSERT INTO comments (bookrecno, rdrno, content, created_at) VALUES (?, ?, ?, ?)');
  const hasCard = db.prepare('SELECT 1 FROM readers WHERE rdrno = ?');
  for (const [title, rdrno, hours, content] of COMMENTS) {
    const bookrecno = bookOf.get(title);
    if (bookrecno && hasCard.get(rdrno)) comment.run(bookrecno, rdrno, content, now - hours * HOUR);
  }
  const favorite = db.prepare('INSERT OR IGNORE INTO favorites (openid, bookrecno, created_at) VALUES (?, ?, ?)');
  const openid = personaOpenid('reader');
  for (const [title, hours] of FAVORITES) {
    const bookrecno = bookOf.get(title);
    if (bookrecno) favorite.run(openid, bookrecno, now - hours * HOUR);
  }
}
