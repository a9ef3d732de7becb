/**
 * 手机借书 (loanBook): a reader lends themselves the copy they scanned, in the library. The rules
 * decide (rules/ onSiteRefusal, then loanRefusal), and the loan is made in one transaction with
 * the copy's state checked in the same UPDATE, so two readers borrowing one copy at the same
 * moment get one winner. A copy held for the reader's own ready reservation fulfils it.
 */
import type { CurLoan } from '../../../src/api/contract/index.js';
import { harnessConfig } from '../infra/config.js';
import { type Db, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDate } from '../infra/util.js';
import { addDays } from './dates.js';
import { listCurrentLoans } from './loans.js';
import { ITEM_STATE, loanRefusal, onSiteRefusal, type Position } from './rules/index.js';
import { readerStanding } from './standing.js';

interface CopyFacts {
  barcode: string;
  bookrecno: number;
  curlib: string;
  state: number;
  latitude: number;
  longitude: number;
}

/** The copy and where its library is; a refusal for an unknown barcode. */
function copyOf(db: Db, barcode: string): CopyFacts {
  const copy = select<CopyFacts>(
    db,
    `SELECT h.barcode, h.bookrecno, h.curlib, h.state, l.latitude, l.longitude
       FROM holdings h JOIN libraries l ON l.code = h.curlib WHERE h.barcode = ?`,
  ).get(barcode);
  if (!copy) throw new InputError('没有找到该条码的馆藏');
  return copy;
}

/** The reader a copy is held for (a ready reservation within its pickup deadline), or ''. */
function heldFor(db: Db, barcode: string, today: string): { rdrno: string; id: number } | null {
  return (
    select<{ rdrno: string; id: number }>(
      db,
      "SELECT rdrno, id FROM reservations WHERE barcode = ? AND state = 'ready' AND pickupdeadline >= ?",
    ).get(barcode, today) ?? null
  );
}

/** Why `rdrno` may not borrow `barcode` where the phone is, or ''. Reads only. */
export function phoneLoanRefusal(db: Db, rdrno: string, barcode: string, phone: Position, now: number): string {
  const today = cstDate(now);
  const copy = copyOf(db, barcode);
  const held = heldFor(db, barcode, today);
  return (
    onSiteRefusal(phone, copy, harnessConfig.phoneLoan.maxDistanceMetres) ||
    loanRefusal(
      readerStanding(db, rdrno, now),
      { state: copy.state, reservedForOther: !!held && held.rdrno !== rdrno },
      harnessConfig.libraryPolicy,
    )
  );
}

/** Lends the copy to the reader; the new loan as listRdrCurLoan shows it. */
export function lendByPhone(db: Db, rdrno: string, barcode: string, phone: Position, now: number): CurLoan {
  const today = cstDate(now);
  return db.transaction(() => {
    const refusal = phoneLoanRefusal(db, rdrno, barcode, phone, now);
    if (refusal) throw new InputError(refusal);
    const copy = copyOf(db, barcode);
    const taken = prepare(db, 'UPDATE holdings SET state = ? WHERE barcode = ? AND state = ?').run(
      ITEM_STATE.onLoan,
      barcode,
      ITEM_STATE.onShelf,
    ).changes;
    if (taken !== 1) throw new InputError('该书已借出');
    const { loandays } = readerStanding(db, rdrno, now).limits;
    const loanid = Number(
      prepare(
        db,
        "INSERT INTO loans (rdrno, barcode, bookrecno, loandate, returndate, renewcount, libcode, lentvia) VALUES (?, ?, ?, ?, ?, 0, ?, 'phone')",
      ).run(rdrno, barcode, copy.bookrecno, today, addDays(today, loandays), copy.curlib).lastInsertRowid,
    );
    const held = heldFor(db, barcode, today);
    if (held?.rdrno === rdrno) {
      prepare(db, "UPDATE reservations SET state = 'fulfilled', closedate = ? WHERE id = ?").run(today, held.id);
    }
    const loan = listCurrentLoans(db, rdrno, now).find((l) => l.loanid === loanid);
    if (!loan) throw new InputError('借阅失败，请稍后重试');
    return loan;
  })();
}
