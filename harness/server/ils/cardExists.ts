/** The one check every circulation call makes first: the card is in the library system. */
import type { Db } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { prepare } from '../infra/db.js';

export function requireCard(db: Db, rdrno: string): void {
  if (!prepare(db, 'SELECT 1 FROM readers WHERE rdrno = ?').get(rdrno)) throw new InputError('读者证号不存在');
}
