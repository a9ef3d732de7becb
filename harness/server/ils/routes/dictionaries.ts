/** /v1/elib/getDictionary: reader types, libraries, locations. */
import { InputError, rows } from '../../infra/envelope.js';
import { type Deps, required } from '../../infra/http.js';
import { dictionary, isDictKey } from '../dictionaries.js';
import type { ElibRoute } from './index.js';

export function dictionaryRoutes(elib: ElibRoute, { db }: Deps): void {
  elib('getDictionary', ({ params }) => {
    const key = required(params, 'key', '字典类型 key');
    if (!isDictKey(key)) throw new InputError('字典类型 key 只能是 rdrtype、libcode 或 location');
    return rows(dictionary(db, key));
  });
}
