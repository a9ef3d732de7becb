/**
 * Fines and compensation a reader owes (cents): overdue fines, charged when a late copy comes
 * back (loans.ts returnLoan), and compensation for a lost or damaged copy, charged at the desk.
 */
import type { CurFine, FineReason } from '../../../src/api/contract/index.js';
import { type Db, scalar, select } from '../infra/db.js';
import type { BookRow, FineRow } from '../infra/rows.js';
import { requireCard } from './cardExists.js';

export function unpaidFineTotal(db: Db, rdrno: string): number {
  return scalar<number | null>(db, 'SELECT SUM(amount) FROM fines WHERE rdrno = ? AND paid = 0', rdrno) ?? 0;
}

/** Ids of the card's unpaid fines, oldest first. */
export function unpaidFineIds(db: Db, rdrno: string): number[] {
  return select<number>(db, 'SELECT id FROM fines WHERE rdrno = ? AND paid = 0 ORDER BY id').pluck().all(rdrno);
}

const REASON_NAMES: Record<FineReason, string> = { overdue: '过期', lost: '丢失赔偿', damaged: '污损赔偿' };

/** 过期 12 天 / 丢失赔偿 / 污损赔偿 */
export function reasonName(reason: FineReason, days: number): string {
  return reason === 'overdue' ? `过期 ${days} 天` : REASON_NAMES[reason];
}

/** A fine as listed: its row, with the title of the copy it is for (none for a copy gone). */
type ListedFine = Pick<FineRow, 'days' | 'barcode' | 'amount' | 'createdate' | 'paid' | 'paiddate'> & {
  fineid: FineRow['id'];
  reason: FineReason;
  title: BookRow['title'] | null;
};

/** The card's fines: unpaid first, then paid, newest first in each. */
export function listFines(db: Db, rdrno: string): CurFine[] {
  requireCard(db, rdrno);
  const rows = select<ListedFine>(
    db,
    `SELECT f.id AS fineid, f.reason, f.days, f.barcode, b.title, f.amount, f.createdate, f.paid, f.paiddate
     FROM fines f LEFT JOIN holdings h ON h.barcode = f.barcode AND f.barcode <> ''
     LEFT JOIN books b ON b.bookrecno = h.bookrecno
     WHERE f.rdrno = ? ORDER BY f.paid, f.createdate DESC, f.id DESC`,
  ).all(rdrno);
  return rows.map((row) => ({
    fineid: row.fineid,
    reason: row.reason,
    reasonname: reasonName(row.reason, row.days),
    barcode: row.barcode,
    title: row.title ?? '',
    amount: row.amount,
    createdate: row.createdate,
    paid: row.paid === 1,
    paiddate: row.paid === 1 ? row.paiddate : null,
  }));
}
