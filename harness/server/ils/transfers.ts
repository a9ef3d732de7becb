/**
 * 图书转借: a reader (the lender) publishes one of their loans as a code; another reader (the
 * borrower) scans it and takes the loan. The rules decide (rules/transfer.ts); taking runs in one
 * transaction that claims the code with `UPDATE … WHERE state = 'open'` (one winner), ends the
 * lender's loan (returned by transfer) and lends the copy to the borrower (lent by transfer) with
 * the borrower's own loan period. The copy never goes back on the shelf.
 */
import type { CurLoan, Transfer, TransferLoan, TransferOffer } from '../../../src/api/contract/index.js';
import { TRANSFER_QR_PREFIX } from '../../../src/api/contract/transfer.js';
import { harnessConfig } from '../infra/config.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDate, cstDateTime } from '../infra/util.js';
import { holdingInfo } from './bib.js';
import { addDays } from './dates.js';
import { listCurrentLoans } from './loans.js';
import { maskName, requireReader } from './readers.js';
import {
  releaseTransferRefusal,
  takeTransferRefusal,
  transferCodeRefusal,
  type TransferLoanFacts,
} from './rules/index.js';
import { limitsOf, readerStanding } from './standing.js';
import {
  codeState,
  newTransferCode,
  openTransferOf,
  secondsLeft,
  type TransferRecord,
  transferRecord,
  transfersThisYear,
} from './transferCodes.js';

const policy = () => harnessConfig.transfer;

const STATE_NAMES: Record<Transfer['state'], string> = {
  open: '等待对方扫码',
  taken: '已转借',
  withdrawn: '已取消',
  expired: '已过期',
};

/**
 * A loan as the transfer rules see it. A queued reservation of the title stops it unless it is
 * one of `parties`' (the lender's, or the borrower's own: the book goes to the reader who wants it).
 */
function loanFacts(db: Db, loan: CurLoan, parties: [string, string?], today: string): TransferLoanFacts {
  const [lender, borrower = lender] = parties;
  const queued = prepare(
    db,
    `SELECT 1 FROM reservations WHERE bookrecno = ? AND state = 'queued' AND enddate >= ?
       AND rdrno <> ? AND rdrno <> ? LIMIT 1`,
  ).get(loan.bookrecno, today, lender, borrower);
  return {
    returndate: loan.returndate,
    today,
    reservedByOther: !!queued,
    transfersThisYear: transfersThisYear(db, loan.barcode, today),
  };
}

/** The lender's current loan a code offers; a refusal when it ended since. */
function offeredLoan(db: Db, record: TransferRecord, now: number): CurLoan {
  const loan = listCurrentLoans(db, record.lender, now).find((l) => l.loanid === record.loanid);
  if (!loan) throw new InputError('该书已归还，转借码已失效');
  return loan;
}

/** A code as its lender sees it. */
function lenderView(db: Db, record: TransferRecord, now: number): Transfer {
  const state = codeState(record, now);
  const expiresAt = record.created_at + policy().codeTtlMs;
  const book = select<Pick<Transfer, 'bookrecno' | 'title' | 'author' | 'isbn' | 'libname'>>(
    db,
    `SELECT b.bookrecno, b.title, b.author, b.isbn, lib.name AS libname
       FROM holdings h JOIN books b ON b.bookrecno = h.bookrecno JOIN libraries lib ON lib.code = h.libcode
       WHERE h.barcode = ?`,
  ).get(record.barcode)!;
  const borrower = record.borrower
    ? scalar<string>(db, 'SELECT name FROM readers WHERE rdrno = ?', record.borrower)
    : undefined;
  const closedAt = state === 'expired' ? expiresAt : record.closed_at;
  return {
    code: record.code,
    qrtext: TRANSFER_QR_PREFIX + record.code,
    loanid: record.loanid,
    barcode: record.barcode,
    ...book,
    state,
    statename: STATE_NAMES[state],
    createtime: cstDateTime(record.created_at),
    expiretime: cstDateTime(expiresAt),
    expiresin: state === 'open' ? secondsLeft(record, now) : 0,
    borrowername: state === 'taken' ? maskName(borrower ?? '') : '',
    closetime: closedAt == null ? null : cstDateTime(closedAt),
  };
}

/** The lender's code, or a refusal when it is someone else's. */
function lendersRecord(db: Db, rdrno: string, code: string): TransferRecord {
  const record = transferRecord(db, code);
  if (record.lender !== rdrno) throw new InputError('没有找到该转借码');
  return record;
}

/** listTransferLoans: the card's loans, each with whether it may be published and its open code. */
export function listTransferLoans(db: Db, rdrno: string, now: number): TransferLoan[] {
  const today = cstDate(now);
  const { state } = requireReader(db, rdrno, now);
  return listCurrentLoans(db, rdrno, now).map((loan) => {
    const open = openTransferOf(db, loan.loanid);
    const code = open && codeState(open, now) === 'open' ? open.code : '';
    const reason = releaseTransferRefusal(state, loanFacts(db, loan, [rdrno], today), policy());
    return { ...loan, reason, transferable: !reason, code };
  });
}

/**
 * releaseTransferLoanList: publishes the card's loan of `barcode`. A loan whose code is still
 * open gets that code again (its time is not renewed); otherwise a new code for 10 minutes.
 */
export function releaseTransfer(db: Db, rdrno: string, barcode: string, now: number): Transfer {
  const today = cstDate(now);
  return db.transaction(() => {
    const loan = listCurrentLoans(db, rdrno, now).find((l) => l.barcode === barcode);
    if (!loan) throw new InputError('没有找到该书的在借记录');
    const refusal = releaseTransferRefusal(
      requireReader(db, rdrno, now).state,
      loanFacts(db, loan, [rdrno], today),
      policy(),
    );
    if (refusal) throw new InputError(refusal);
    const open = openTransferOf(db, loan.loanid);
    if (open && codeState(open, now) === 'open') return lenderView(db, open, now);
    // An expired code is left as it is: it still reads 已过期 to its lender and to a late scan.
    const code = newTransferCode();
    prepare(db, 'INSERT INTO transfers (code, loanid, barcode, lender, created_at) VALUES (?, ?, ?, ?, ?)').run(
      code,
      loan.loanid,
      barcode,
      rdrno,
      now,
    );
    return lenderView(db, transferRecord(db, code), now);
  })();
}

/** createCirculation: the lender's code as it stands (polled by the lender's screen). */
export function watchTransfer(db: Db, rdrno: string, code: string, now: number): Transfer {
  return lenderView(db, lendersRecord(db, rdrno, code), now);
}

/** cancelCirculation: 取消转借. Only an open code can be withdrawn; withdrawing twice is one withdrawal. */
export function withdrawTransfer(db: Db, rdrno: string, code: string, now: number): Transfer {
  return db.transaction(() => {
    const record = lendersRecord(db, rdrno, code);
    const state = codeState(record, now);
    if (state === 'taken') throw new InputError('该书已被对方借走，不能取消');
    if (state === 'expired') throw new InputError('转借码已过期，无需取消');
    // Withdrawn already: answered as it is (a second tap of 取消转借).
    if (state !== 'open') return lenderView(db, record, now);
    prepare(db, "UPDATE transfers SET state = 'withdrawn', closed_at = ? WHERE code = ? AND state = 'open'").run(
      now,
      code,
    );
    return lenderView(db, transferRecord(db, code), now);
  })();
}

/** Why `rdrno` may not take the code's loan now, or ''. Reads only. */
function takeRefusal(db: Db, rdrno: string, record: TransferRecord, now: number): string {
  const code = { state: record.state, createdAt: record.created_at, now, lenderRdrno: record.lender };
  const codeRefusal = transferCodeRefusal(code, rdrno, policy());
  if (codeRefusal) return codeRefusal;
  const loan = offeredLoan(db, record, now);
  return takeTransferRefusal(
    code,
    { rdrno, standing: readerStanding(db, rdrno, now) },
    loanFacts(db, loan, [record.lender, rdrno], cstDate(now)),
    harnessConfig.libraryPolicy,
    policy(),
  );
}

/** applyCirculation: the loan a code offers, and whether `rdrno` may take it now. */
export function transferOffer(db: Db, rdrno: string, code: string, now: number): TransferOffer {
  const record = transferRecord(db, code);
  const reason = takeRefusal(db, rdrno, record, now);
  const copy = holdingInfo(db, record.barcode);
  const lender = scalar<string>(db, 'SELECT name FROM readers WHERE rdrno = ?', record.lender)!;
  return {
    code: record.code,
    barcode: copy.barcode,
    bookrecno: copy.bookrecno,
    title: copy.title,
    author: copy.author,
    isbn: copy.isbn,
    libname: copy.libname,
    callno: copy.callno,
    lendername: maskName(lender),
    duedate: addDays(cstDate(now), limitsOf(db, rdrno).loandays),
    reason,
    takeable: !reason,
  };
}

/**
 * doCirculation: `rdrno` takes the code's loan. One transaction: the rules, the code claimed
 * (`WHERE state = 'open'`: of two borrowers at once, one wins), the lender's loan returned by
 * transfer, a new loan for the borrower (lent by transfer, due after their loan period).
 */
export function takeTransfer(db: Db, rdrno: string, code: string, now: number): CurLoan {
  const today = cstDate(now);
  return db.transaction(() => {
    const record = transferRecord(db, code);
    const refusal = takeRefusal(db, rdrno, record, now);
    if (refusal) throw new InputError(refusal);
    const claimed = prepare(
      db,
      "UPDATE transfers SET state = 'taken', borrower = ?, closed_at = ?, takendate = ? WHERE code = ? AND state = 'open'",
    ).run(rdrno, now, today, code).changes;
    if (claimed !== 1) throw new InputError('已被其他读者转借');
    const ended = prepare(
      db,
      "UPDATE loans SET returned_at = ?, returnedvia = 'transfer' WHERE id = ? AND returned_at IS NULL",
    ).run(today, record.loanid).changes;
    if (ended !== 1) throw new InputError('该书已归还，转借码已失效');
    const old = select<{
      bookrecno: number;
      libcode: string;
    }>(db, 'SELECT bookrecno, libcode FROM loans WHERE id = ?').get(record.loanid)!;
    const loanid = Number(
      prepare(
        db,
        `INSERT INTO loans (rdrno, barcode, bookrecno, loandate, returndate, renewcount, libcode, lentvia)
           VALUES (?, ?, ?, ?, ?, 0, ?, 'transfer')`,
      ).run(rdrno, record.barcode, old.bookrecno, today, addDays(today, limitsOf(db, rdrno).loandays), old.libcode)
        .lastInsertRowid,
    );
    prepare(db, 'UPDATE transfers SET newloanid = ? WHERE code = ?').run(loanid, code);
    const loan = listCurrentLoans(db, rdrno, now).find((l) => l.loanid === loanid);
    if (!loan) throw new InputError('转借失败，请稍后重试');
    return loan;
  })();
}
