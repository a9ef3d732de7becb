/**
 * The one HTTP client. Base /api, 30 s timeout, bearer token from the `token` cookie. `get`,
 * `post` and `upload` send the platform calls of the registry (contract/endpoints.ts) by path;
 * elib.ts sends the library system's by name.
 * A call never throws: it resolves to the response body, or to the error's response body, or to
 * a `NetworkFailure` envelope with a Chinese message when there was no usable response.
 */
import axios, { type AxiosRequestConfig } from 'axios';
import { config } from '../config';
import { getCookie } from '../lib/cookie';
import type { NetworkFailure, PlatformResponse } from './contract';
import type { PlatformData, PlatformParams, PlatformPath } from './contract/endpoints';
import { isEnvelope, MESSAGES, networkFailure } from './failure';

/**
 * Always XHR: a release bundles no fetch adapter (build.mjs, axiosWithoutFetch).
 * No XSRF cookie: the API authenticates with a bearer token, and axios' XSRF support would cost
 * every request an awaited `cookieStore.get` (30–78 ms measured on a phone) wherever the browser
 * has a Cookie Store. `withXSRFToken: false` skips the lookup; an empty cookie name makes it a
 * no-op even for a request that asks for it (`undefined` would not: axios falls back to its
 * default name, XSRF-TOKEN).
 */
export const http = axios.create({
  baseURL: config.baseURL,
  timeout: config.timeout,
  adapter: 'xhr',
  withXSRFToken: false,
  xsrfCookieName: '',
});

http.interceptors.request.use((request) => {
  const token = getCookie('token');
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

export { isEnvelope, MESSAGES, networkFailure } from './failure';

/** The vendor API's answer when the bearer token has expired. */
export const SESSION_EXPIRED = 401;
export const LOGIN_URL = '/v1/auth/login';
/** Renewal makes these calls itself: a 401 on them is a failure, never another renewal. */
const RENEWAL_CALLS = new Set([LOGIN_URL, '/v1/offiaccount/snsapi_userinfo']);

let renewSession: (() => Promise<boolean>) | null = null;
let renewing: Promise<boolean> | null = null;

/**
 * How to log in again when a call answers 401 (the app store's login). Then a call that meets an
 * expired session is retried once with the new token; only a second failure reaches the caller.
 * Concurrent 401s share one login.
 */
export function setSessionRenewer(renew: (() => Promise<boolean>) | null): void {
  renewSession = renew;
}

function sessionExpired(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === SESSION_EXPIRED;
}

/** Sends a request and resolves to the body (after one re-login on 401); never throws. */
export async function request<T>(options: AxiosRequestConfig): Promise<T | NetworkFailure> {
  const body = await send<T>(options);
  if (!renewSession || RENEWAL_CALLS.has(options.url ?? '') || !sessionExpired(body)) return body;
  renewing ??= renewSession()
    .catch(() => false)
    .finally(() => {
      renewing = null;
    });
  return (await renewing) ? send<T>(options) : body;
}

/**
 * One attempt; see the module comment for failures. The timeout is enforced with an abort signal
 * as well, since some webviews ignore XHR's own timeout.
 */
async function send<T>(options: AxiosRequestConfig): Promise<T | NetworkFailure> {
  const controller = new AbortController();
  const limit = options.timeout ?? http.defaults.timeout ?? config.timeout;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limit);
  // The caller's own signal (取消上传) stops the request too.
  const caller = options.signal as AbortSignal | undefined;
  const cancel = () => controller.abort();
  caller?.addEventListener('abort', cancel);
  try {
    const response = await http.request<T>({ ...options, signal: controller.signal });
    return isEnvelope(response.data) ? response.data : networkFailure(MESSAGES.server);
  } catch (error) {
    if (caller?.aborted) return networkFailure(MESSAGES.cancelled);
    if (timedOut) return networkFailure(MESSAGES.timeout);
    if (axios.isAxiosError(error)) {
      const body = error.response?.data;
      if (isEnvelope(body)) return body as T;
      if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return networkFailure(MESSAGES.timeout);
      if (error.response) return networkFailure(MESSAGES.server);
    }
    return networkFailure(MESSAGES.network);
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', cancel);
  }
}

/** What a platform call resolves to: its envelope with the registry's `data`, or a failure. */
export type Platform<T> = Promise<PlatformResponse<T> | NetworkFailure>;

/** The parameters of a call: optional when it needs none. */
type ParamsArg<P extends PlatformPath> =
  Record<never, never> extends PlatformParams<P> ? [params?: PlatformParams<P>] : [params: PlatformParams<P>];

/**
 * A platform call the registry (contract/endpoints.ts) lists as GET, its parameters as a query;
 * parameters and `data` are the registry's, and a POST call's path is a type error.
 */
export const get = <P extends PlatformPath<'GET'>>(url: P, ...params: ParamsArg<P>): Platform<PlatformData<P>> =>
  request({ method: 'GET', url, params: params[0] });

/** A platform call the registry lists as POST, its parameters as a JSON body. */
export const post = <P extends PlatformPath<'POST'>>(url: P, ...body: ParamsArg<P>): Platform<PlatformData<P>> =>
  request({ method: 'POST', url, data: body[0] });

export interface UploadOptions {
  /** Called as bytes go out: the share sent so far, 0–1. */
  onProgress?: (share: number) => void;
  /** Aborting it cancels the upload (the call resolves to a failure with message 已取消). */
  signal?: AbortSignal;
  /** A large file takes longer than a call: ms (default: the client's timeout). */
  timeout?: number;
}

/**
 * Multipart upload of a POST call of the registry: every field of `fields` becomes a form part
 * (Blobs as files; fields left undefined are left out).
 */
export function upload<P extends PlatformPath<'POST'>>(
  url: P,
  fields: PlatformParams<P>,
  options: UploadOptions = {},
): Platform<PlatformData<P>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, string | Blob | undefined>)) {
    if (value !== undefined) form.append(name, value);
  }
  return request({
    method: 'POST',
    url,
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
    signal: options.signal,
    timeout: options.timeout,
    onUploadProgress: options.onProgress
      ? (event) => options.onProgress?.(event.total ? Math.min(1, event.loaded / event.total) : 0)
      : undefined,
  });
}
