/** Vendor platform calls: login, service grid, home's banners, visit records. Envelope: PlatformResponse. */
import { dropEmpty } from '../lib/payload';
import { get, LOGIN_URL, post } from './http';
import { apiSession } from './session';
import type { HunterRecord, LoginRequest, ServiceListParams } from './contract';

export type { Platform } from './http';

/**
 * A platform service's parameters with the account id, empty ones dropped (SPEC §5). Typed as
 * given: what is dropped is empty, and the server reads an empty parameter as a missing one.
 */
export const withAccount = <T extends object>(params: T): T =>
  dropEmpty({ ...params, authorizer_appid: apiSession.authorizer_appid } as Record<string, unknown>) as T;

export const login = (body: LoginRequest) => post(LOGIN_URL, body);

export const listServices = (params: ServiceListParams) => get('/v1/service/list', params);

/** Home's banners (public, as all of /v1/content: features/content/api.ts has the rest). */
export const listBanners = () => get('/v1/content/banners');

export const saveVisit = (record: HunterRecord) => post('/v1/hunter/save', record);
