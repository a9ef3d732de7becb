/** Reading the two envelopes: success tests and the message to show on failure. */
import { ELIB_SUCCESS, PLATFORM_SUCCESS, type ElibResponse, type NetworkFailure, type PlatformResponse } from './contract';

export function platformOk<T>(res: PlatformResponse<T> | NetworkFailure): res is PlatformResponse<T> {
  return res.code === PLATFORM_SUCCESS;
}

export function elibOk<Row>(res: ElibResponse<Row> | NetworkFailure): res is ElibResponse<Row> {
  return res.status === ELIB_SUCCESS;
}

/** The first row of a successful library-system answer, if any. */
export function firstRow<Row>(res: ElibResponse<Row> | NetworkFailure): Row | undefined {
  return elibOk(res) ? res.rows?.[0] : undefined;
}

export function failureMessage(res: { message?: string } | undefined, fallback = '操作失败，请稍后重试'): string {
  return res?.message?.trim() || fallback;
}
