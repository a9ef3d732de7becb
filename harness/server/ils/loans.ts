/**
 * Current loans: the list a reader sees, renewal, and the desk's return (which charges an overdue
 * fine and hands the copy to the next reservation). Each change runs in one transaction.
 */
import type { CurLoan, RenewResult } from '../../../src/api/contract/index.js';
import { harnessConfig } from '../infra/config.js';
import { type Db, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDate } from '../infra/util.js';
import { awardIfDue } from './bonus.js';
import { requireCard } from './cardExists.js';
import { holdForNext, queuedByOthers } from './reservations.js';
import { withdrawOpenTransfers } from './transferCodes.js';
import { ITEM_STATE, type LoanFacts, overdueDays, overdueFine, renewedDueDate, renewRefusal } from './rules/index.js';
import { readerStanding } from './standing.js';

const policy = () => harnessConfig.libraryPolicy;

type LoanRow = Omit<CurLoan, 'renewlimit' | 'overduedays' | 'fine' | 'renewable' | 'renewnote'> & {
  rdrno: string;
  curlib: string;
};

const SELECT = `
  SELECT l.id AS loanid, l.rdrno, l.barcode, l.bookrecno, b.title, b.author, b.isbn, h.libcode,
         lib.name AS libname, h.curlocal, COALESCE(loc.name, h.curlocal) AS curlocalname, h.callno,
         l.loandate, l.returndate, l.renewcount, l.lentvia, h.curlib
  FROM loans l JOIN books b ON b.bookrecno = l.bookrecno JOIN holdings h ON h.barcode = l.barcode
  JOIN libraries lib ON lib.code = h.libcode LEFT JOIN locations loc ON loc.code = h.curlocal`;

/** The card's current loans, due date first, each with whether renewBook would renew it now. */
export function listCurrentLoans(db: Db, rdrno: string, now: number): CurLoan[] {
  requireCard(db, rdrno);
  const today = cstDate(now);
  const reader = readerStanding(db, rdrno, now);
  const rows = select<LoanRow>(
    db,
    `${SELECT} WHERE l.rdrno = ? AND l.returned_at IS NULL ORDER BY l.returndate, l.id`,
  ).all(rdrno);
  return rows.map(({ rdrno: _, curlib: __, ...row }) => {
    const days = overdueDays(row.returndate, today);
    const renewnote = renewRefusal(reader, renewFacts(db, row, rdrno, today), policy());
    return {
      ...row,
      renewlimit: reader.limits.renewlimit,
      overduedays: days,
      fine: overdueFine(days, policy()),
      renewable: !renewnote,
      renewnote,
    };
  });
}

/** What the renew rule needs to know about one loan of `rdrno`'s on `today`. */
function renewFacts(
  db: Db,
  loan: Pick<LoanRow, 'returndate' | 'renewcount' | 'bookrecno'>,
  rdrno: string,
  today: string,
): LoanFacts {
  return {
    returndate: loan.returndate,
    today,
    renewcount: loan.renewcount,
    reservedForOther: queuedByOthers(db, loan.bookrecno, rdrno, today),
  };
}

function currentLoanOf(db: Db, barcode: string): LoanRow | undefined {
  return select<LoanRow>(db, `${SELECT} WHERE l.barcode = ? AND l.returned_at IS NULL`).get(barcode);
}

/**
 * Renews the card's loan of `barcode`: the rules decide (rules/ renewRefusal), the new due date
 * is renewedDueDate's. Two renewals of one loan at once: the second finds the first's due date
 * and is refused (or finds its renewcount and is refused); one transaction each.
 */
export function renewLoan(db: Db, rdrno: string, barcode: string, now: number): RenewResult {
  const today = cstDate(now);
  return db.transaction(() => {
    const loan = currentLoanOf(db, barcode);
    if (!loan || loan.rdrno !== rdrno) throw new InputError('没有找到该书的在借记录');
    const reader = readerStanding(db, rdrno, now);
    const refusal = renewRefusal(reader, renewFacts(db, loan, rdrno, today), policy());
    if (refusal) throw new InputError(refusal);
    const returndate = renewedDueDate(today, loan.returndate, reader.limits.loandays);
    const changed = prepare(
      db,
      'UPDATE loans SET returndate = ?, renewcount = renewcount + 1 WHERE id = ? AND renewcount = ?',
    ).run(returndate, loan.loanid, loan.renewcount).changes;
    if (changed !== 1) throw new InputError('续借失败，请刷新后重试');
    const renewed = { ...loan, returndate, renewcount: loan.renewcount + 1 };
    // Whether it could be renewed again, as listRdrCurLoan would now say.
    const renewnote = renewRefusal(reader, renewFacts(db, renewed, rdrno, today), policy());
    return { barcode, returndate, renewcount: renewed.renewcount, renewable: !renewnote, renewnote };
  })();
}

export interface ReturnResult {
  loanid: number;
  /** The overdue fine charged (cents; 0 when on time) and its id. */
  fine: number;
  fineid: number | null;
  /** A reservation became ready with this copy. */
  held: boolean;
}

/**
 * The desk checks a copy in: the loan ends today, a late one is fined (overdueFine for the days
 * late), one on time earns points, and the copy goes on the shelf or is held for the first reader
 * queued at its library.
 */
export function returnLoan(db: Db, barcode: string, now: number): ReturnResult {
  const today = cstDate(now);
  return db.transaction(() => {
    const loan = currentLoanOf(db, barcode);
    if (!loan) throw new InputError('该书没有在借记录');
    prepare(db, 'UPDATE loans SET returned_at = ? WHERE id = ?').run(today, loan.loanid);
    withdrawOpenTransfers(db, loan.loanid, now);
    awardIfDue(db, loan.rdrno, 'ontime', String(loan.loanid), now);
    prepare(db, 'UPDATE holdings SET state = ? WHERE barcode = ?').run(ITEM_STATE.onShelf, barcode);
    const days = overdueDays(loan.returndate, today);
    const amount = overdueFine(days, policy());
    let fineid: number | null = null;
    if (amount > 0) {
      fineid = Number(
        prepare(
          db,
          "INSERT INTO fines (rdrno, barcode, amount, reason, createdate, paid, loanid, days) VALUES (?, ?, ?, 'overdue', ?, 0, ?, ?)",
        ).run(loan.rdrno, barcode, amount, today, loan.loanid, days).lastInsertRowid,
      );
    }
    const held = holdForNext(db, barcode, loan.bookrecno, loan.curlib, today);
    return { loanid: loan.loanid, fine: amount, fineid, held };
  })();
}
