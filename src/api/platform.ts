/** Vendor platform calls: login, service grid, visit records. Envelope: PlatformResponse. */
import { get, LOGIN_URL, post } from './http';
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

export const login = (body: LoginRequest): Platform<LoginData> => post(LOGIN_URL, body);

export const listServices = (params: ServiceListParams): Platform<Rows<ServiceItem>> => get('/v1/service/list', params);

export const saveVisit = (record: HunterRecord): Platform<unknown> => post('/v1/hunter/save', record);
