/**
 * Migration 17, where and how a reader collects a ready reservation (docs/API.md, "Loans ..."):
 * - libraries.pickupshelf: where in the library held copies wait (e.g. 1F 总服务台 预约取书架);
 * - reservations.pickupcode: the code a ready reservation is collected with (6 digits).
 */
import type { Migration } from './migration.js';

const SQL = `
ALTER TABLE libraries ADD COLUMN pickupshelf TEXT NOT NULL DEFAULT '';
ALTER TABLE reservations ADD COLUMN pickupcode TEXT;
`;

export const reservationPickupSchema: Migration = {
  version: 17,
  description: "where held copies wait at each library, and a ready reservation's pickup code",
  up: (db) => db.exec(SQL),
};
