/** Reader cards bound to a WeChat user on the vendor platform. */
import { get, post } from './http';
import type {
  RdrnoBinding,
  RdrnoDelRequest,
  RdrnoListParams,
  RdrnoSaveRequest,
  RdrnoSelectRequest,
  Rows,
} from './contract';
import type { Platform } from './platform';

export const listRdrnos = (params: RdrnoListParams): Platform<Rows<RdrnoBinding>> => get('/v1/rdrno/list', params);
export const saveRdrno = (body: RdrnoSaveRequest): Platform<RdrnoBinding> => post('/v1/rdrno/save', body);
export const selectRdrno = (body: RdrnoSelectRequest): Platform<unknown> => post('/v1/rdrno/select', body);
export const deleteRdrno = (body: RdrnoDelRequest): Platform<unknown> => post('/v1/rdrno/del', body);
