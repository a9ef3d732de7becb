/** One schema change (schema/index.ts lists them, schema/migrate.ts runs them). */
import type { Db } from '../infra/db.js';

export interface Migration {
  /** 1, 2, 3 ...: its place in the list. */
  version: number;
  description: string;
  /** Changes the schema (and fixes rows up to fit it); never seeds data. */
  up(db: Db): void;
}
