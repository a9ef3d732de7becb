/**
 * Migration 8, 图书转借 (docs/API.md, "Transfer"):
 * - transfers: each published code, the loan it offers and its lender; state open / taken /
 *   withdrawn (an open code past its time reads as expired); who took it, the loan it became and
 *   the library's date it was taken (the yearly limit counts those);
 * - loans: how a loan was made (`lentvia`: desk, phone or transfer) and how it ended
 *   (`returnedvia`: transfer, or null at the desk), so both readers' lists show a transfer as one.
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE transfers (
  code TEXT PRIMARY KEY, loanid INTEGER NOT NULL, barcode TEXT NOT NULL, lender TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'open', created_at INTEGER NOT NULL, closed_at INTEGER,
  borrower TEXT, newloanid INTEGER, takendate TEXT);
CREATE INDEX transfers_loan ON transfers (loanid, state);
CREATE INDEX transfers_copy ON transfers (barcode, takendate);

ALTER TABLE loans ADD COLUMN lentvia TEXT NOT NULL DEFAULT 'desk';
ALTER TABLE loans ADD COLUMN returnedvia TEXT;
`;

export const transfersSchema: Migration = {
  version: 8,
  description: 'loan transfers by QR code; how each loan was made and ended',
  up: (db) => db.exec(SQL),
};
