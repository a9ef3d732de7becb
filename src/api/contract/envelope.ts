/**
 * The contract between the app and the vendor backend, one file per area; this file holds the
 * two envelopes every call answers with. The app's API modules and the harness's emulated server
 * both import the contract (`src/api/contract`); docs/API.md is the same contract in prose.
 *
 * Two envelopes:
 * - platform calls (/v1/auth, /v1/service, /v1/offiaccount, /v1/hunter, /v1/rdrno) answer
 *   `PlatformResponse`, success when `code === 1`;
 * - library-system calls (/v1/elib/*) answer `ElibResponse`, success when `status === '0'`.
 */

export const PLATFORM_SUCCESS = 1;
export const ELIB_SUCCESS = '0';

/**
 * The record asked for does not exist (a stale link, a deleted post): platform `code` 404,
 * library-system `status` '404', with a Chinese message naming it (书目不存在). The app shows one
 * calm screen with a way back, never 重试.
 */
export const PLATFORM_NOT_FOUND = 404;
export const ELIB_NOT_FOUND = '404';

export interface PlatformResponse<T = unknown> {
  code: number;
  message: string;
  data: T;
  /** Only on WeChat errors passed through (e.g. a reused OAuth code: 40163). */
  errcode?: number;
}

export interface ElibResponse<Row = unknown> {
  /** '0' on success; any other value is a failure described by `message`. */
  status: string;
  message: string;
  rows?: Row[];
  total?: number;
}

/** Shape a call resolves to when the network failed or timed out (never thrown). */
export interface NetworkFailure {
  code: -1;
  status: '-1';
  message: string;
  data: null;
}

/** A page of platform rows. */
export interface Rows<T> {
  rows: T[];
  total: number;
}
