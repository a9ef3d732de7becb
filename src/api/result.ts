/** Reading the two envelopes: success tests and the message to show on failure. */
import { config } from '../config';
import {
  ELIB_NOT_FOUND,
  PLATFORM_NOT_FOUND,
  PLATFORM_SUCCESS,
  type ElibResponse,
  type NetworkFailure,
  type PlatformResponse,
} from './contract';

/**
 * What a load resolves to once its envelope is read: a value, or the Chinese message to show.
 * The stores' ListStore and DetailStore take loaders of this shape.
 */
export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string; missing?: true };

/** The server says the record asked for does not exist (a stale link): not worth a retry. */
function isMissing(res: { code?: number; status?: string }): boolean {
  return res.code === PLATFORM_NOT_FOUND || res.status === ELIB_NOT_FOUND;
}

/** A failed load as `Loaded`, marked missing when the record does not exist. */
function failedLoad(res: { code?: number; status?: string; message?: string }, fallback: string) {
  const message = failureMessage(res, fallback);
  return isMissing(res) ? ({ ok: false, message, missing: true } as const) : ({ ok: false, message } as const);
}

/** One page of a list: its rows and how many there are in all. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

export function platformOk<T>(res: PlatformResponse<T> | NetworkFailure): res is PlatformResponse<T> {
  return res.code === PLATFORM_SUCCESS;
}

/** SPEC §4: the library system succeeded when its status is the configured success value. */
export function elibOk<Row>(res: ElibResponse<Row> | NetworkFailure): res is ElibResponse<Row> {
  return res.status === config.elibSuccess;
}

/**
 * A library-system call that got no decision: the network failed or timed out, or the server
 * erred (a 5xx, its body status '5xx'). The same call may be tried again; a refusal ('1', '403')
 * may not.
 */
export function unanswered(res: { status?: string }): boolean {
  return res.status === '-1' || /^5\d\d$/.test(res.status ?? '');
}

/** The first row of a successful library-system answer, if any. */
export function firstRow<Row>(res: ElibResponse<Row> | NetworkFailure): Row | undefined {
  return elibOk(res) ? res.rows?.[0] : undefined;
}

export function failureMessage(res: { message?: string } | undefined, fallback = '操作失败，请稍后重试'): string {
  return res?.message?.trim() || fallback;
}

/** A library-system list answer as a page for ListStore. */
export function elibPage<Row>(
  res: ElibResponse<Row> | NetworkFailure,
  fallback = '加载失败，请稍后重试',
): Loaded<Page<Row>> {
  if (!elibOk(res)) return { ok: false, message: failureMessage(res, fallback) };
  const rows = res.rows ?? [];
  return { ok: true, value: { rows, total: res.total ?? rows.length } };
}

/** A library-system record answer (its first row) for DetailStore. */
export function elibRecord<Row>(res: ElibResponse<Row> | NetworkFailure, notFound = '记录不存在'): Loaded<Row> {
  if (!elibOk(res)) return failedLoad(res, '加载失败，请稍后重试');
  const row = res.rows?.[0];
  return row === undefined ? { ok: false, message: notFound, missing: true } : { ok: true, value: row };
}

/** A platform answer's data. */
export function platformData<T>(
  res: PlatformResponse<T> | NetworkFailure,
  fallback = '加载失败，请稍后重试',
): Loaded<T> {
  return platformOk(res) ? { ok: true, value: res.data } : failedLoad(res, fallback);
}
