/** The vendor API's two envelopes (docs/API.md), and the error that becomes a failure envelope. */
import {
  ELIB_NOT_FOUND,
  type ElibResponse,
  PLATFORM_NOT_FOUND,
  type PlatformResponse,
} from '../../../src/api/contract/index.js';

export type Kind = 'platform' | 'elib';

/** Bad input or a refused operation; its message (Chinese) goes to the caller as is. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A call the session may not make (HTTP 403, code 403 / status '403'): names another reader's data. */
export class Forbidden extends InputError {}

/**
 * The record named does not exist (code 404 / status '404', HTTP 200): the app shows a calm
 * "does not exist" screen instead of a retry. Only for the record a call is about, not for a
 * parameter that names something else.
 */
export class NotFound extends InputError {
  constructor(message: string) {
    super(message);
  }
}

/** The failure envelope of a refused call on someone else's behalf. */
export function forbidden(kind: Kind, message: string): object {
  return failure(kind, message, kind === 'platform' ? { code: 403 } : { status: '403' });
}

export function ok<T>(data: T, message = '成功'): PlatformResponse<T> {
  return { code: 1, message, data };
}

export function rows<T>(list: T[], message = '成功'): ElibResponse<T> {
  return { status: '0', message, rows: list, total: list.length };
}

/** One page of a longer list: `total` counts every row, not only this page's. */
export function page<T>(list: T[], total: number, message = '成功'): ElibResponse<T> {
  return { status: '0', message, rows: list, total };
}

/** The failure envelope of a record that does not exist. */
export function notFound(kind: Kind, message: string): object {
  return failure(kind, message, kind === 'platform' ? { code: PLATFORM_NOT_FOUND } : { status: ELIB_NOT_FOUND });
}

/** The failure envelope of a call family. */
export function failure(kind: Kind, message: string, extra: Record<string, unknown> = {}): object {
  return kind === 'platform'
    ? { code: 0, message, data: null, ...extra }
    : { status: '1', message, rows: [], total: 0, ...extra };
}

export const UNAUTHORIZED: PlatformResponse<null> = {
  code: 401,
  message: '登录已失效，请重新进入',
  data: null,
};
