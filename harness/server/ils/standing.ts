/** What the library knows about a reader when they ask for something (rules/readers.ts ReaderStanding). */
import { type Db, scalar, select } from '../infra/db.js';
import { cstDate } from '../infra/util.js';
import { currentLoanCount } from './circulation.js';
import { unpaidFineTotal } from './fines.js';
import { requireReader } from './readers.js';
import { activeReservationCount } from './reservations.js';
import type { ReaderStanding, ReaderTypeLimits } from './rules/index.js';

/** The reader type's limits of a card. */
export function limitsOf(db: Db, rdrno: string): ReaderTypeLimits {
  return select<ReaderTypeLimits>(
    db,
    `SELECT t.loanlimit, t.loandays, t.renewlimit, t.reservelimit
       FROM readers r JOIN rdrtypes t ON t.code = r.rdrtype WHERE r.rdrno = ?`,
  ).get(rdrno)!;
}

/** The reader's standing now; a refusal (读者证号不存在) for an unknown card. */
export function readerStanding(db: Db, rdrno: string, now: number): ReaderStanding {
  const reader = requireReader(db, rdrno, now);
  const today = cstDate(now);
  const overdue = scalar<number>(
    db,
    'SELECT COUNT(*) FROM loans WHERE rdrno = ? AND returned_at IS NULL AND returndate < ?',
    rdrno,
    today,
  )!;
  return {
    state: reader.state,
    limits: limitsOf(db, rdrno),
    loancount: currentLoanCount(db, rdrno),
    overduecount: overdue,
    reservecount: activeReservationCount(db, rdrno, today),
    fine: unpaidFineTotal(db, rdrno),
  };
}
