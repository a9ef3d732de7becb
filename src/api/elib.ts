/**
 * Library-system calls under /v1/elib. Each adds `authorizer_appid` and drops params that are
 * empty, null, undefined or the string 'undefined'. Envelope: ElibResponse, success status '0'.
 */
import { get, post } from './http';
import { apiSession } from './session';
import { dropEmpty } from '../lib/payload';
import type {
  BindOpenidParams,
  CheckReaderParams,
  DictEntry,
  DictParams,
  ElibResponse,
  ElibRdrnoParams,
  NetworkFailure,
  ReaderBase,
  ReaderByOpenidParams,
  ReaderExtend,
} from './contract';

export type Elib<Row> = Promise<ElibResponse<Row> | NetworkFailure>;

function withApp(params: object): Record<string, unknown> {
  return dropEmpty({ ...params, authorizer_appid: apiSession.authorizer_appid } as Record<string, unknown>);
}

export const elibGet = <Row>(name: string, params: object = {}): Elib<Row> => get(`/v1/elib/${name}`, withApp(params));
export const elibPost = <Row>(name: string, body: object = {}): Elib<Row> => post(`/v1/elib/${name}`, withApp(body));

export const checkReader = (p: CheckReaderParams) => elibGet<ReaderBase>('checkReader', p);
export const getReaderBaseInfo = (p: ElibRdrnoParams) => elibGet<ReaderBase>('getReaderBaseInfo', p);
export const getReaderExtendInfo = (p: ElibRdrnoParams) => elibGet<ReaderExtend>('getReaderExtendInfo', p);
export const bindOpenid = (p: BindOpenidParams) => elibGet<unknown>('bindOpenid', p);
export const unbindOpenid = (p: BindOpenidParams) => elibGet<unknown>('unbindOpenid', p);
/** The library system's reader bound to a WeChat openid (rows empty when none). */
export const getReaderByOpenid = (p: ReaderByOpenidParams) => elibGet<ReaderBase>('getReaderByOpenid', p);
/** Dictionary by key: rdrtype, libcode or location. */
export const getDictionary = (p: DictParams) => elibGet<DictEntry>('getDictionary', p);
