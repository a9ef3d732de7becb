/**
 * Titles and their copies as readers see them: list rows with copy counts (BibRow), one title's
 * record (bibPage), its copies grouped by library and location (listHoldings), one copy by its
 * barcode (getHoldingInfo).
 *
 * A copy is "at" the library it is in now (holdings.curlib; its location curlocal is a shelf of
 * that library). Counts: `onshelf` is copies 在馆 (state 1) at the filtered library (any when
 * none); `total` is the title's copies that circulate (在馆 or 借出) in all libraries. Copies in
 * cataloguing (在编), locked (锁定) or lost (丢失) are listed by listHoldings but not counted.
 */
import type { BibRecord, BibRow, HoldingInfo, HoldingRow, HoldingState } from '../../../src/api/contract/index.js';
import { HOLDING_STATE_NAMES } from '../../../src/api/contract/catalogue.js';
import { type Db, select, prepare } from '../infra/db.js';
import { InputError, NotFound } from '../infra/envelope.js';

const BIB_COLUMNS = `b.bookrecno, b.title, b.author, b.publisher, b.pubdate, b.isbn, b.callno, b.classno,
  (SELECT count(*) FROM holdings h WHERE h.bookrecno = b.bookrecno AND h.state = 1
     AND (@libcode = '' OR h.curlib = @libcode)) AS onshelf,
  (SELECT count(*) FROM holdings h WHERE h.bookrecno = b.bookrecno AND h.state IN (1, 2)) AS total`;

/** The list rows of `ids`, in that order (unknown ids are left out). */
export function bibRows(db: Db, ids: number[], libcode: string): BibRow[] {
  if (!ids.length) return [];
  const stmt = select<BibRow>(db, `SELECT ${BIB_COLUMNS} FROM books b WHERE b.bookrecno = @id`);
  const out: BibRow[] = [];
  for (const id of ids) {
    const row = stmt.get({ id, libcode });
    if (row) out.push(row);
  }
  return out;
}

/** bibPage's bookrecno as given: a positive integer, or a refusal. */
export function parseBookrecno(text: string): number {
  if (!/^\d{1,12}$/.test(text) || Number(text) < 1) throw new InputError('书目记录号 bookrecno 格式错误');
  return Number(text);
}

/** A title's whole record; 书目不存在 (NotFound: the call is about it) when there is none. */
export function bibRecord(db: Db, bookrecno: number): BibRecord {
  const row = select<BibRecord>(
    db,
    `SELECT ${BIB_COLUMNS}, b.pages, b.price, b.subject, b.summary FROM books b WHERE b.bookrecno = @id`,
  ).get({ id: bookrecno, libcode: '' });
  if (!row) throw new NotFound('书目不存在');
  return row;
}

type Raw = Omit<HoldingRow, 'statename' | 'state'> & { state: number; title?: string; author?: string; isbn?: string };

const HOLDING_SELECT = `
  SELECT h.barcode, h.bookrecno, h.curlib AS libcode, lib.name AS libname, h.curlocal,
         COALESCE(loc.name, h.curlocal) AS curlocalname, h.callno, h.state, b.title, b.author, b.isbn,
         CASE WHEN h.state = 2 THEN (SELECT l.returndate FROM loans l WHERE l.barcode = h.barcode
           AND l.returned_at IS NULL ORDER BY l.id DESC LIMIT 1) END AS returndate
  FROM holdings h JOIN books b ON b.bookrecno = h.bookrecno JOIN libraries lib ON lib.code = h.curlib
  LEFT JOIN locations loc ON loc.code = h.curlocal`;

function named({ title: _t, author: _a, isbn: _i, ...row }: Raw): HoldingRow {
  const state = row.state as HoldingState;
  return { ...row, state, statename: HOLDING_STATE_NAMES[state] ?? '', returndate: row.returndate ?? null };
}

/**
 * The title's copies, grouped by library (the libraries' order), then location, then barcode;
 * 书目不存在 (NotFound) for a title the catalogue does not have.
 */
export function listHoldings(db: Db, bookrecno: number): HoldingRow[] {
  if (!prepare(db, 'SELECT 1 FROM books WHERE bookrecno = ?').get(bookrecno)) throw new NotFound('书目不存在');
  const rows = select<Raw>(
    db,
    `${HOLDING_SELECT} WHERE h.bookrecno = ?
       ORDER BY lib.sortnum, COALESCE(loc.sortnum, 1e9), h.curlocal, h.barcode`,
  ).all(bookrecno);
  return rows.map(named);
}

/** A barcode as given, spaces removed and upper-cased: 1–32 of [A-Z0-9-], or a refusal. */
export function checkItemBarcode(barcode: string): string {
  // Typed on a phone: spaces around and inside, and lower case (the library's barcodes are upper case).
  const code = barcode.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z0-9-]{1,32}$/.test(code)) throw new InputError('图书条码格式错误');
  return code;
}

/** One copy with its title; 没有找到该条码的馆藏 when the library has no such copy. */
export function holdingInfo(db: Db, barcode: string): HoldingInfo {
  const row = select<Raw>(db, `${HOLDING_SELECT} WHERE h.barcode = ?`).get(barcode);
  if (!row) throw new InputError('没有找到该条码的馆藏');
  return { ...named(row), title: row.title ?? '', author: row.author ?? '', isbn: row.isbn ?? '' };
}
