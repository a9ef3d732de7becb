/**
 * The one HTTP client. Base /api, 30 s timeout, bearer token from the `token` cookie.
 * A call never throws: it resolves to the response body, or to the error's response body, or to
 * a `NetworkFailure` envelope with a Chinese message when there was no usable response.
 */
import axios, { type AxiosRequestConfig } from 'axios';
import { config } from '../config';
import { getCookie } from '../lib/cookie';
import type { NetworkFailure } from './contract';
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

export const get = <T>(url: string, params?: object) => request<T>({ method: 'GET', url, params });
export const post = <T>(url: string, data?: object) => request<T>({ method: 'POST', url, data });

export interface UploadOptions {
  /** Called as bytes go out: the share sent so far, 0–1. */
  onProgress?: (share: number) => void;
  /** Aborting it cancels the upload (the call resolves to a failure with message 已取消). */
  signal?: AbortSignal;
  /** A large file takes longer than a call: ms (default: the client's timeout). */
  timeout?: number;
}

/** Multipart upload: every field of `fields` becomes a form part (Blobs as files). */
export function upload<T>(url: string, fields: Record<string, string | Blob>, options: UploadOptions = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return request<T>({
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
