/**
 * Library-system calls under /v1/elib. Each adds `authorizer_appid` and drops params that are
 * empty, null, undefined or the string 'undefined'. Envelope: ElibResponse, success status '0'.
 */
import { request } from './http';
import { apiSession } from './session';
import { dropEmpty } from '../lib/payload';
import type {
  BindOpenidParams,
  CheckReaderParams,
  DictParams,
  ElibResponse,
  ElibRdrnoParams,
  NetworkFailure,
  ReaderByOpenidParams,
} from './contract';
import type { ElibName, ElibParams, ElibRow } from './contract/endpoints';

export type Elib<Row> = Promise<ElibResponse<Row> | NetworkFailure>;

function withApp(params: object): Record<string, unknown> {
  return dropEmpty({ ...params, authorizer_appid: apiSession.authorizer_appid } as Record<string, unknown>);
}

/** The parameters of a call: optional when it takes none but the account id. */
type ParamsArg<N extends ElibName> =
  Record<never, never> extends ElibParams<N> ? [params?: ElibParams<N>] : [params: ElibParams<N>];

/**
 * A call the registry (contract/endpoints.ts) lists as GET, sent as a query; its parameters and
 * rows are the registry's. A POST call's name, or a name the registry does not know, is a type
 * error.
 */
export const elibGet = <N extends ElibName<'GET'>>(name: N, ...params: ParamsArg<N>): Elib<ElibRow<N>> =>
  request({ method: 'GET', url: `/v1/elib/${name}`, params: withApp(params[0] ?? {}) });

/** A call the registry lists as POST, sent as a JSON body. */
export const elibPost = <N extends ElibName<'POST'>>(name: N, ...params: ParamsArg<N>): Elib<ElibRow<N>> =>
  request({ method: 'POST', url: `/v1/elib/${name}`, data: withApp(params[0] ?? {}) });

export const checkReader = (p: CheckReaderParams) => elibGet('checkReader', p);
export const getReaderBaseInfo = (p: ElibRdrnoParams) => elibGet('getReaderBaseInfo', p);
export const getReaderExtendInfo = (p: ElibRdrnoParams) => elibGet('getReaderExtendInfo', p);
export const bindOpenid = (p: BindOpenidParams) => elibGet('bindOpenid', p);
export const unbindOpenid = (p: BindOpenidParams) => elibGet('unbindOpenid', p);
/** The library system's reader bound to a WeChat openid (rows empty when none). */
export const getReaderByOpenid = (p: ReaderByOpenidParams) => elibGet('getReaderByOpenid', p);
/** Dictionary by key: rdrtype, libcode or location. */
export const getDictionary = (p: DictParams) => elibGet('getDictionary', p);
