/** Platform parameters checked against the library system. */
import type { Db } from '../../infra/db.js';
import { type Params, required } from '../../infra/http.js';
import { InputError } from '../../infra/envelope.js';
import { isLibrary } from '../../ils/dictionaries.js';

/** libcode, required and a library of the system. */
export function requireLibcode(db: Db, params: Params): string {
  const libcode = required(params, 'libcode', '图书馆代码 libcode');
  return checkLibcode(db, libcode);
}

/** `libcode` when it is a library of the system; otherwise a refusal. */
export function checkLibcode(db: Db, libcode: string): string {
  if (!isLibrary(db, libcode)) throw new InputError('图书馆代码不存在');
  return libcode;
}
