/** /v1/elib/getDictionary: reader types, libraries, locations; getLibraryInfo: the libraries' details. */
import { InputError, NotFound, rows } from '../../infra/envelope.js';
import { type Deps, optional, required } from '../../infra/http.js';
import { dictionary, isDictKey, isLibrary, libraryInfo } from '../dictionaries.js';
import type { ElibRoute } from './types.js';

export function dictionaryRoutes(elib: ElibRoute, { db }: Deps): void {
  elib('getDictionary', ({ params }) => {
    const key = required(params, 'key', '字典类型 key');
    if (!isDictKey(key)) throw new InputError('字典类型 key 只能是 rdrtype、libcode 或 location');
    return rows(dictionary(db, key));
  });

  elib('getLibraryInfo', ({ params }) => {
    const libcode = optional(params, 'libcode');
    // The call is about the library named: one that does not exist is NotFound (a stale link).
    if (libcode && !isLibrary(db, libcode)) throw new NotFound('图书馆不存在');
    return rows(libraryInfo(db, libcode));
  });
}
