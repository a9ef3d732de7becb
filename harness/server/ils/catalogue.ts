/** The library system's catalogue: titles (books) and their copies (holdings). */
import { type Db, select } from '../infra/db.js';

export interface CopySample {
  barcode: string;
  isbn: string;
  title: string;
}

/** The first copy of each of the first `limit` titles (things worth scanning). */
export function firstCopies(db: Db, limit: number): CopySample[] {
  return select<CopySample>(
    db,
    `SELECT h.barcode, b.isbn, b.title FROM books b
       JOIN holdings h ON h.barcode = (SELECT MIN(barcode) FROM holdings WHERE bookrecno = b.bookrecno)
       ORDER BY b.bookrecno LIMIT ?`,
  ).all(limit);
}

/** A group of copies to scan on 手机借书: what a click on each should meet. */
export interface CopyGroup {
  label: string;
  copies: { barcode: string; title: string }[];
}

/**
 * Copies to scan, by what the rules will say: on the shelf at each library (lendable there), lent,
 * held for a reader's ready reservation, lost, locked and in cataloguing. Read when asked, so a
 * copy just borrowed moves from one group to another.
 */
export function copyGroups(db: Db, today: string, perGroup = 3): CopyGroup[] {
  const pick = (where: string, ...args: unknown[]) =>
    select<{ barcode: string; title: string }>(
      db,
      `SELECT h.barcode, b.title FROM holdings h JOIN books b ON b.bookrecno = h.bookrecno
         WHERE ${where} ORDER BY h.barcode LIMIT ${perGroup}`,
    ).all(...args);
  const held = `EXISTS (SELECT 1 FROM reservations r WHERE r.barcode = h.barcode AND r.state = 'ready' AND r.pickupdeadline >= ?)`;
  const libraries = select<{
    code: string;
    name: string;
  }>(db, 'SELECT code, name FROM libraries ORDER BY sortnum').all();
  return [
    ...libraries.map((lib) => ({
      label: `在馆 · ${lib.name}`,
      copies: pick(`h.curlib = ? AND h.state = 1 AND NOT ${held}`, lib.code, today),
    })),
    { label: '借出', copies: pick('h.state = 2') },
    { label: '为其他读者预留', copies: pick(`h.state = 1 AND ${held}`, today) },
    { label: '丢失', copies: pick('h.state = 4') },
    { label: '锁定', copies: pick('h.state = 3') },
    { label: '在编', copies: pick('h.state = 0') },
  ].filter((group) => group.copies.length > 0);
}
