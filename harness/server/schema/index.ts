/**
 * Every schema change, oldest first. A migration keeps the data: add a new one at the end (with
 * the next version number) and never edit one that has shipped. See schema/migrate.ts.
 */
import { initialSchema } from './001-initial.js';
import { sessionsSchema } from './002-sessions.js';
import { readerServicesSchema } from './004-reader-services.js';
import type { Migration } from './migrate.js';

/**
 * Version 3 belongs to the circulation work (loans, reservations, fines), developed beside the
 * card services; until the two meet, this empty step holds its place so versions stay 1, 2, 3 ...
 * When they meet, the circulation migration replaces it (a database that ran the empty step is
 * reseeded: npm run reset).
 */
const circulationPlaceholder: Migration = {
  version: 3,
  description: 'reserved for the circulation migration (empty here)',
  up: () => {},
};

export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  sessionsSchema,
  circulationPlaceholder,
  readerServicesSchema,
];

/** The version a database has once every migration ran. */
export const SCHEMA_VERSION = MIGRATIONS.length;
