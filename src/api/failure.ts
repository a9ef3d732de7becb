/** What a call resolves to when there was no usable answer (shared by http.ts and earlyLogin.ts). */
import type { NetworkFailure } from './contract';

export const MESSAGES = {
  network: '网络异常，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  server: '服务暂时不可用，请稍后重试',
  cancelled: '已取消',
} as const;

export function networkFailure(message: string): NetworkFailure {
  return { code: -1, status: '-1', message, data: null };
}

/** A body in one of the vendor API's envelopes. */
export function isEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('code' in body || 'status' in body);
}
