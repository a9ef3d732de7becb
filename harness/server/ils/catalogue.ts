/** The library system's catalogue: titles (books) and their copies (holdings). */
import type { Db } from '../infra/db.js';

export interface CopySample {
  barcode: string;
  isbn: string;
  title: string;
}

/** The first copy of each of the first `limit` titles (things worth scanning). */
export function firstCopies(db: Db, limit: number): CopySample[] {
  return db
    .prepare(
      `SELECT h.barcode, b.isbn, b.title FROM books b
       JOIN holdings h ON h.barcode = (SELECT MIN(barcode) FROM holdings WHERE bookrecno = b.bookrecno)
       ORDER BY b.bookrecno LIMIT ?`,
    )
    .all(limit) as CopySample[];
}
