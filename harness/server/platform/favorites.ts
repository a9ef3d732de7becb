/**
 * The titles a WeChat user keeps (图书收藏), by openid. Saving and removing are idempotent; the
 * limit is checked in the same transaction as the insert, so concurrent saves never pass it.
 */
import type { FavoriteRow, FavoriteStatus } from '../../../src/api/contract/index.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDateTime } from '../infra/util.js';
import { bibRows } from '../ils/bib.js';
import { favoriteRefusal } from '../ils/rules/index.js';

function isKept(db: Db, openid: string, bookrecno: number): boolean {
  return !!prepare(db, 'SELECT 1 FROM favorites WHERE openid = ? AND bookrecno = ?').get(openid, bookrecno);
}

export function favoriteStatus(db: Db, openid: string, bookrecno: number): FavoriteStatus {
  return { bookrecno, collected: isKept(db, openid, bookrecno) };
}

/** The user's favourites, the most recently saved first. */
export function listFavorites(
  db: Db,
  openid: string,
  paging: { page: number; rows: number },
): { rows: FavoriteRow[]; total: number } {
  const total = scalar<number>(db, 'SELECT count(*) FROM favorites WHERE openid = ?', openid)!;
  const kept = select<{ bookrecno: number; created_at: number }>(
    db,
    `SELECT bookrecno, created_at FROM favorites WHERE openid = ?
       ORDER BY created_at DESC, bookrecno DESC LIMIT ? OFFSET ?`,
  ).all(openid, paging.rows, (paging.page - 1) * paging.rows);
  const savedAt = new Map(kept.map((k) => [k.bookrecno, k.created_at]));
  const rows = bibRows(
    db,
    kept.map((k) => k.bookrecno),
    '',
  ).map((row) => ({ ...row, collecttime: cstDateTime(savedAt.get(row.bookrecno)!).slice(0, 16) }));
  return { rows, total };
}

export function saveFavorite(db: Db, openid: string, bookrecno: number, now: number): FavoriteStatus {
  return db.transaction(() => {
    if (!prepare(db, 'SELECT 1 FROM books WHERE bookrecno = ?').get(bookrecno)) throw new InputError('书目不存在');
    const kept = scalar<number>(db, 'SELECT count(*) FROM favorites WHERE openid = ?', openid)!;
    const refusal = favoriteRefusal(kept, isKept(db, openid, bookrecno));
    if (refusal) throw new InputError(refusal);
    prepare(db, 'INSERT OR IGNORE INTO favorites (openid, bookrecno, created_at) VALUES (?, ?, ?)').run(
      openid,
      bookrecno,
      now,
    );
    return { bookrecno, collected: true };
  })();
}

export function removeFavorite(db: Db, openid: string, bookrecno: number): FavoriteStatus {
  prepare(db, 'DELETE FROM favorites WHERE openid = ? AND bookrecno = ?').run(openid, bookrecno);
  return { bookrecno, collected: false };
}
