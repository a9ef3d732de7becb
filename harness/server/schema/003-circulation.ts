/**
 * Migration 3, circulation as a reader sees it (loans, history, reservations, fines, payment):
 * - reservations: states queued / ready / expired / cancelled (the old 'active' is queued), the
 *   copy held for a ready one, its pickup deadline, and the day it ended (cancelled or expired);
 * - fines: a reason code (overdue / lost / damaged, from the old Chinese text), the loan an
 *   overdue fine is for and its days, the day it was paid and the order that paid it;
 * - fine_orders and fine_order_items: WeChat Pay orders for a card's unpaid fines;
 * - indexes for the loan history (newest return first) and covers by ISBN.
 */
import type { Migration } from './migration.js';

const SQL = `
ALTER TABLE reservations ADD COLUMN barcode TEXT NOT NULL DEFAULT '';
ALTER TABLE reservations ADD COLUMN pickupdeadline TEXT;
ALTER TABLE reservations ADD COLUMN closedate TEXT;
UPDATE reservations SET state = 'queued' WHERE state = 'active';
CREATE INDEX reservations_title ON reservations (bookrecno, libcode, state);

ALTER TABLE fines ADD COLUMN loanid INTEGER;
ALTER TABLE fines ADD COLUMN days INTEGER NOT NULL DEFAULT 0;
ALTER TABLE fines ADD COLUMN paiddate TEXT;
ALTER TABLE fines ADD COLUMN orderid TEXT;
UPDATE fines SET reason = CASE
  WHEN reason LIKE '%丢失%' THEN 'lost'
  WHEN reason LIKE '%污损%' OR reason LIKE '%损坏%' THEN 'damaged'
  ELSE 'overdue' END;
UPDATE fines SET days = amount / 10 WHERE reason = 'overdue';
UPDATE fines SET paiddate = createdate WHERE paid = 1;

CREATE TABLE fine_orders (
  orderid TEXT PRIMARY KEY, rdrno TEXT NOT NULL, amount INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'created', prepayid TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL, paid_at INTEGER, closed_at INTEGER);
CREATE INDEX fine_orders_rdrno ON fine_orders (rdrno, state);

CREATE TABLE fine_order_items (
  orderid TEXT NOT NULL, fineid INTEGER NOT NULL, PRIMARY KEY (orderid, fineid));

CREATE INDEX loans_history ON loans (rdrno, returned_at);
CREATE INDEX books_isbn ON books (isbn);
`;

export const circulationSchema: Migration = {
  version: 3,
  description: 'reservation states and pickup, fine reasons and payment, fine payment orders, history index',
  up: (db) => db.exec(SQL),
};
