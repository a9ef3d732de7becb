/** Vendor platform calls: login, service grid, visit records. Envelope: PlatformResponse. */
import { dropEmpty } from '../lib/payload';
import { get, LOGIN_URL, post } from './http';
import { apiSession } from './session';
import type {
  HunterRecord,
  LoginData,
  LoginRequest,
  NetworkFailure,
  PlatformResponse,
  Rows,
  ServiceItem,
  ServiceListParams,
} from './contract';

export type Platform<T> = Promise<PlatformResponse<T> | NetworkFailure>;

/** A platform service's parameters with the account id, empty ones dropped (SPEC §5). */
export const withAccount = <T extends object>(params: T) =>
  dropEmpty({ ...params, authorizer_appid: apiSession.authorizer_appid } as Record<string, unknown>);

export const login = (body: LoginRequest): Platform<LoginData> => post(LOGIN_URL, body);

export const listServices = (params: ServiceListParams): Platform<Rows<ServiceItem>> => get('/v1/service/list', params);

export const saveVisit = (record: HunterRecord): Platform<unknown> => post('/v1/hunter/save', record);
