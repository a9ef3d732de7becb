/**
 * The personas' circulation, every state the app shows: current loans (nearly due, due today,
 * overdue, at the renewal limit, wanted by another reader, renewable), a long loan history,
 * reservations (queued behind another reader, ready with a pickup deadline, expired, cancelled),
 * fines (overdue, lost, damaged; unpaid and paid) and points. Days are relative to the seed day,
 * so "due in 2 days" is true right after a reset. Overdue fines follow the library's rule.
 * docs/HARNESS.md ("Personas and cards") lists what each card shows.
 */
import { harnessConfig } from '../infra/config.js';
import { type Db, select } from '../infra/db.js';
import { cstDateOffset } from '../infra/util.js';
import { ITEM_STATE, overdueDays, overdueFine, pickupDeadline, reservationEndDate } from '../ils/rules/index.js';
import { PICKUP_SHELVES, POINTS } from './data/circulation.js';

interface LoanDef {
  /** Names the loan's title for the reservations below. */
  key?: string;
  rdrno: string;
  loaned: number;
  due: number;
  renewcount: number;
}

/** Current loans (普通读者: 30 days, 1 renewal; VIP: 60 days, 3 renewals). */
const LOANS: LoanDef[] = [
  { rdrno: 'SX100001', loaned: -28, due: 2, renewcount: 0 }, // nearly due, renewable
  { rdrno: 'SX100001', loaned: -60, due: 0, renewcount: 1 }, // due today, at the renewal limit
  { rdrno: 'SX100001', loaned: -35, due: -5, renewcount: 0 }, // overdue: cannot be renewed
  { rdrno: 'SX100001', loaned: -45, due: 15, renewcount: 1 }, // at the renewal limit
  { key: 'wanted', rdrno: 'SX100001', loaned: -10, due: 20, renewcount: 0 }, // another reader queued for it
  { rdrno: 'SX100001', loaned: -20, due: 10, renewcount: 0 }, // renewable
  { key: 'family', rdrno: 'SX200001', loaned: -10, due: 20, renewcount: 0 },
  { rdrno: 'SX200001', loaned: -12, due: 18, renewcount: 0 },
  { rdrno: 'SX200002', loaned: -5, due: 25, renewcount: 0 },
  { rdrno: 'SX300001', loaned: -15, due: 15, renewcount: 0 },
  { rdrno: 'SX500001', loaned: -120, due: -60, renewcount: 1 },
  { rdrno: 'SX500001', loaned: -90, due: -30, renewcount: 0 },
];

interface ReservationDef {
  rdrno: string;
  /** A loan's key above, or a title of its own. */
  title: string;
  libcode: string;
  reserved: number;
  state: 'queued' | 'ready' | 'cancelled';
  /** ready: the day the copy was set aside. */
  ready?: number;
  /** cancelled: the day. */
  closed?: number;
}

const RESERVATIONS: ReservationDef[] = [
  { rdrno: 'SX200003', title: 'family', libcode: 'SXLIB', reserved: -6, state: 'queued' },
  { rdrno: 'SX100001', title: 'family', libcode: 'SXLIB', reserved: -4, state: 'queued' }, // 2nd in the queue
  { rdrno: 'SX100001', title: 'ready', libcode: 'SXLIB', reserved: -12, state: 'ready', ready: -3 },
  // Ready 20 days ago and never collected: reads as expired (its deadline has passed).
  { rdrno: 'SX100001', title: 'lapsed', libcode: 'SXLIB', reserved: -40, state: 'ready', ready: -20 },
  { rdrno: 'SX100001', title: 'cancelled', libcode: 'SXLIB-CN', reserved: -10, state: 'cancelled', closed: -8 },
  { rdrno: 'SX200002', title: 'wanted', libcode: 'SXLIB', reserved: -3, state: 'queued' },
];

/** A seeded ready reservation's pickup code: 6 digits, fixed by its id (the server draws them). */
const seededPickupCode = (reserveid: number) => String(100000 + ((reserveid * 48271) % 900000));

/**
 * Each library's pickup shelf, and a code for every ready reservation without one (the seed, and
 * migration 17 for a database seeded before it).
 */
export function fillPickupDetails(db: Db): void {
  const shelf = db.prepare('UPDATE libraries SET pickupshelf = ? WHERE code = ?');
  for (const [code, name] of Object.entries(PICKUP_SHELVES)) shelf.run(name, code);
  const ready = select<number>(db, "SELECT id FROM reservations WHERE state = 'ready' AND pickupcode IS NULL")
    .pluck()
    .all();
  const setCode = db.prepare('UPDATE reservations SET pickupcode = ? WHERE id = ?');
  for (const id of ready) setCode.run(seededPickupCode(id), id);
}

/** Returned loans that left a fine (overdue: the rule's amount for the days late). */
const FINED_LOANS: {
  rdrno: string;
  loaned: number;
  due: number;
  returned: number;
  reason: 'overdue' | 'damaged';
  amount?: number;
  paid?: number;
}[] = [
  { rdrno: 'SX100001', loaned: -85, due: -55, returned: -40, reason: 'overdue' }, // 15 days: ¥1.50
  { rdrno: 'SX100001', loaned: -200, due: -170, returned: -150, reason: 'overdue', paid: -150 },
  { rdrno: 'SX500001', loaned: -150, due: -90, returned: -45, reason: 'overdue' }, // 45 days: ¥4.50
  { rdrno: 'SX500001', loaned: -80, due: -20, returned: -25, reason: 'damaged', amount: 1500 },
  { rdrno: 'SX500001', loaned: -300, due: -240, returned: -200, reason: 'overdue', paid: -199 },
];

/** Copies declared lost: the reader owes the book's price. */
const LOST: { rdrno: string; day: number }[] = [{ rdrno: 'SX500001', day: -60 }];

/** Plain returned loans, on time, for the history list (the reader's passes 1,000). */
const HISTORY: Record<string, number> = { SX100001: 1200, SX500001: 40, SX200001: 15 };

interface Copy {
  barcode: string;
  bookrecno: number;
  curlib: string;
  price: number;
}

export function seedCirculation(db: Db, now: number): void {
  const day = (offset: number) => cstDateOffset(now, offset);
  const policy = harnessConfig.libraryPolicy;
  // Copies on the shelf, one per title in a stable order: each current loan, held reservation
  // and lost copy takes the next title.
  const shelf = select<Copy>(
    db,
    `SELECT h.barcode, h.bookrecno, h.curlib, b.price FROM holdings h JOIN books b ON b.bookrecno = h.bookrecno
       WHERE h.barcode IN (SELECT MIN(barcode) FROM holdings WHERE state = 1 GROUP BY bookrecno)
       ORDER BY h.bookrecno LIMIT 40`,
  ).all();
  let next = 0;
  const take = (): Copy => {
    const copy = shelf[next++];
    if (!copy) throw new Error('catalogue has too few holdings on the shelf');
    return copy;
  };
  const setState = db.prepare('UPDATE holdings SET state = ? WHERE barcode = ?');
  const loan = db.prepare(
    `INSERT INTO loans (rdrno, barcode, bookrecno, loandate, returndate, renewcount, libcode, returned_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const titles = new Map<string, Copy>();
  for (const l of LOANS) {
    const copy = take();
    if (l.key) titles.set(l.key, copy);
    loan.run(l.rdrno, copy.barcode, copy.bookrecno, day(l.loaned), day(l.due), l.renewcount, copy.curlib, null);
    setState.run(ITEM_STATE.onLoan, copy.barcode);
  }

  const reserve = db.prepare(
    `INSERT INTO reservations (rdrno, bookrecno, libcode, reservedate, enddate, state, barcode, pickupdeadline, closedate)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const r of RESERVATIONS) {
    let copy = titles.get(r.title);
    if (!copy) {
      copy = take();
      titles.set(r.title, copy);
    }
    const held = r.state === 'ready';
    reserve.run(
      r.rdrno,
      copy.bookrecno,
      r.libcode,
      day(r.reserved),
      reservationEndDate(day(r.reserved), policy),
      r.state,
      held ? copy.barcode : '',
      held ? pickupDeadline(day(r.ready ?? r.reserved), policy) : null,
      r.closed === undefined ? null : day(r.closed),
    );
  }

  // History copies: any title's first copy (what comes back goes on the shelf).
  const pool = select<Copy>(
    db,
    'SELECT MIN(barcode) AS barcode, bookrecno, curlib FROM holdings GROUP BY bookrecno ORDER BY bookrecno',
  ).all();
  for (const [rdrno, count] of Object.entries(HISTORY)) {
    for (let i = 0; i < count; i++) {
      const copy = pool[(i * 7919 + rdrno.length * 31) % pool.length];
      const returned = -(3 + i * 2);
      const loaned = returned - (7 + ((i * 13) % 24));
      const renewcount = i % 11 === 0 ? 1 : 0;
      const due = loaned + 30 * (1 + renewcount);
      loan.run(rdrno, copy.barcode, copy.bookrecno, day(loaned), day(due), renewcount, copy.curlib, day(returned));
    }
  }

  const fine = db.prepare(
    `INSERT INTO fines (rdrno, barcode, amount, reason, createdate, paid, loanid, days, paiddate)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  FINED_LOANS.forEach((f, i) => {
    const copy = pool[(i * 104729 + 17) % pool.length];
    const loanid = loan.run(
      f.rdrno,
      copy.barcode,
      copy.bookrecno,
      day(f.loaned),
      day(f.due),
      0,
      copy.curlib,
      day(f.returned),
    ).lastInsertRowid;
    const days = f.reason === 'overdue' ? overdueDays(day(f.due), day(f.returned)) : 0;
    const amount = f.reason === 'overdue' ? overdueFine(days, policy) : (f.amount ?? 0);
    const paid = f.paid === undefined ? null : day(f.paid);
    fine.run(f.rdrno, copy.barcode, amount, f.reason, day(f.returned), paid ? 1 : 0, loanid, days, paid);
  });
  for (const l of LOST) {
    const copy = take();
    setState.run(ITEM_STATE.lost, copy.barcode);
    fine.run(l.rdrno, copy.barcode, copy.price, 'lost', day(l.day), 0, null, 0, null);
  }

  const points = db.prepare(
    'INSERT INTO points_log (rdrno, points, reason, createdate, kind, ref) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const p of POINTS) {
    const bind = p.kind === 'bind';
    points.run(p.rdrno, p.points, p.reason, `${day(p.day)} 10:00:00`, p.kind, bind ? p.rdrno : null);
  }
  fillPickupDetails(db);
}
