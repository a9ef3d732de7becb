/**
 * addReserve: a reader reserves a title for pickup at a library. The facts are gathered and the
 * rule (rules/ reserveRefusal) decides inside one transaction, which also inserts the queued
 * reservation: two requests at once by one reader find the first one's reservation and the second
 * is refused (已预约该书). A refusal writes nothing.
 */
import type { CurReserve } from '../../../src/api/contract/index.js';
import { harnessConfig } from '../infra/config.js';
import { type Db, scalar, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDate } from '../infra/util.js';
import { listReservations } from './reservations.js';
import { reservationEndDate, reserveRefusal, type TitleFacts } from './rules/index.js';
import { readerStanding } from './standing.js';

function titleFacts(db: Db, rdrno: string, bookrecno: number, libcode: string, libname: string, today: string) {
  const one = (sql: string, ...args: unknown[]) => scalar<number>(db, sql, ...args)!;
  const facts: TitleFacts = {
    lendableCopies: one('SELECT count(*) FROM holdings WHERE bookrecno = ? AND state IN (1, 2)', bookrecno),
    reservedByReader: !!one(
      `SELECT count(*) FROM reservations WHERE rdrno = ? AND bookrecno = ?
       AND ((state = 'queued' AND enddate >= ?) OR (state = 'ready' AND pickupdeadline >= ?))`,
      rdrno,
      bookrecno,
      today,
      today,
    ),
    borrowedByReader: !!one(
      'SELECT count(*) FROM loans WHERE rdrno = ? AND bookrecno = ? AND returned_at IS NULL',
      rdrno,
      bookrecno,
    ),
    pickup: {
      libname,
      lendableCopies: one(
        'SELECT count(*) FROM holdings WHERE bookrecno = ? AND curlib = ? AND state IN (1, 2)',
        bookrecno,
        libcode,
      ),
      onShelf: one(
        `SELECT count(*) FROM holdings h WHERE h.bookrecno = ? AND h.curlib = ? AND h.state = 1
         AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.bookrecno = h.bookrecno AND r.barcode = h.barcode
           AND r.state = 'ready' AND r.pickupdeadline >= ?)`,
        bookrecno,
        libcode,
        today,
      ),
    },
  };
  return facts;
}

/** Reserves `bookrecno` for `rdrno` at pickup library `libcode`; the new reservation as listed. */
export function reserveTitle(db: Db, rdrno: string, bookrecno: number, libcode: string, now: number): CurReserve {
  const today = cstDate(now);
  const reserveid = db.transaction(() => {
    const reader = readerStanding(db, rdrno, now);
    const libname = scalar<string>(db, 'SELECT name FROM libraries WHERE code = ?', libcode);
    if (!libname) throw new InputError('图书馆代码不存在');
    if (!prepare(db, 'SELECT 1 FROM books WHERE bookrecno = ?').get(bookrecno)) throw new InputError('书目不存在');
    const refusal = reserveRefusal(
      reader,
      titleFacts(db, rdrno, bookrecno, libcode, libname, today),
      harnessConfig.libraryPolicy,
    );
    if (refusal) throw new InputError(refusal);
    return Number(
      prepare(
        db,
        `INSERT INTO reservations (rdrno, bookrecno, libcode, reservedate, enddate, state)
           VALUES (?, ?, ?, ?, ?, 'queued')`,
      ).run(rdrno, bookrecno, libcode, today, reservationEndDate(today, harnessConfig.libraryPolicy)).lastInsertRowid,
    );
  })();
  const row = listReservations(db, rdrno, now).find((r) => r.reserveid === reserveid);
  if (!row) throw new Error(`reservation ${reserveid} not listed`);
  return row;
}
