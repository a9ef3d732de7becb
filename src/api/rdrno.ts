/** Reader cards bound to a WeChat user on the vendor platform. */
import { get, post } from './http';
import type { RdrnoDelRequest, RdrnoListParams, RdrnoSaveRequest, RdrnoSelectRequest } from './contract';

export const listRdrnos = (params: RdrnoListParams) => get('/v1/rdrno/list', params);
export const saveRdrno = (body: RdrnoSaveRequest) => post('/v1/rdrno/save', body);
export const selectRdrno = (body: RdrnoSelectRequest) => post('/v1/rdrno/select', body);
export const deleteRdrno = (body: RdrnoDelRequest) => post('/v1/rdrno/del', body);
