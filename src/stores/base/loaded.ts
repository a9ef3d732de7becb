/** Loaders answer `Loaded` (see api/result.ts, which reads envelopes into it). */
import type { Loaded, Page } from '../../api/result';

export type { Loaded, Page };

/**
 * idle: never asked; loading: the first answer is on its way; ready / error: it came; missing:
 * the server said the record does not exist (DetailStore only; no retry is offered).
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'missing';

/** A query's identity: the same fields with the same values, in any order. */
export function queryKey(query: unknown): string {
  return JSON.stringify(query, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** The message of an unexpected exception in a loader or an action (it is logged, not shown). */
export const UNEXPECTED_FAILURE = '操作失败，请稍后重试';
