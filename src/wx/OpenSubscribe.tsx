/**
 * The `wx-open-subscribe` open tag: WeChat's own dialog asks the reader whether the official
 * account may send them the named templates (one-time subscribe messages). A tap on the button
 * WeChat renders opens it; the answer comes back as `success` with each template's status
 * (`accept`, `reject`, and from WeChat's side `ban` or `filter`), or `error` with WeChat's code.
 * Where the tag cannot work the `fallback` is shown (wx/OpenTag.tsx).
 */
import type { ReactNode } from 'react';
import { OpenTag, type OpenTagDetail } from './OpenTag';

/** A template's status in the client's answer, by template id. */
export type SubscribeStatuses = Record<string, string>;

export interface OpenSubscribeProps {
  /** The client's user agent (AppEnv.userAgent). */
  userAgent: string;
  templateIds: string[];
  /** HTML of the button WeChat renders (styles inline). */
  template: string;
  fallback: ReactNode;
  onAnswer: (statuses: SubscribeStatuses) => void;
  onError: (errCode: number, errMsg: string) => void;
}

const parse = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * The statuses in a `success` detail. The client sends `subscribeDetails` as JSON text whose
 * values are JSON text again (`{"<id>": "{\"status\":\"accept\"}"}`); a plain status string or
 * already-parsed objects are read too. Anything unreadable is left out.
 */
export function subscribeStatuses(detail: OpenTagDetail): SubscribeStatuses {
  const details = parse(detail.subscribeDetails);
  if (!details || typeof details !== 'object') return {};
  const statuses: SubscribeStatuses = {};
  for (const [id, value] of Object.entries(details as Record<string, unknown>)) {
    const entry = parse(value);
    const status = typeof entry === 'string' ? entry : (entry as { status?: unknown } | null)?.status;
    if (typeof status === 'string') statuses[id] = status;
  }
  return statuses;
}

export function OpenSubscribe({ userAgent, templateIds, template, fallback, onAnswer, onError }: OpenSubscribeProps) {
  return (
    <OpenTag
      tag="wx-open-subscribe"
      userAgent={userAgent}
      attributes={{ template: templateIds.join(',') }}
      template={template}
      fallback={fallback}
      on={{
        success: (detail) =>
          detail.errMsg === undefined || detail.errMsg === 'subscribe:ok'
            ? onAnswer(subscribeStatuses(detail))
            : onError(0, String(detail.errMsg)),
        error: (detail) => onError(Number(detail.errCode) || 0, String(detail.errMsg ?? '')),
      }}
    />
  );
}
