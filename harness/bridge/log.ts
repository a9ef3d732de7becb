/**
 * The JS-SDK log: every invoke with its args and reply goes to the harness page (when framed)
 * and to the server (fire and forget). Long strings (image data) are shortened.
 */
import { harnessHost } from './answers.js';
import { type Device, pageUrl } from './device.js';
import { CONTROL, type JsSdkLogEntry } from './protocol.js';

const MAX_STRING = 300;

/** A JSON copy with long strings cut (the log shows what happened, not megabytes of base64). */
export function summarise(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? `${value.slice(0, 60)}…（共 ${value.length} 字符）` : value;
  }
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (depth > 6) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => summarise(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = summarise(item, depth + 1);
  return out;
}

/** The SDK copies its config into every invoke (appId, verify*): noise except for wx.config itself. */
export function ownArgs(invoke: string, args: Record<string, unknown>): Record<string, unknown> {
  if (invoke === 'preVerifyJSAPI') {
    const { verifySignature, ...rest } = args;
    return { ...rest, verifySignature: typeof verifySignature === 'string' ? verifySignature : '' };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (key !== 'appId' && !key.startsWith('verify')) out[key] = value;
  }
  return out;
}

export type LogInput = Pick<JsSdkLogEntry, 'invoke' | 'api' | 'args' | 'reply'> &
  Partial<Pick<JsSdkLogEntry, 'source' | 'explain'>>;

export function createLogger(device: Device) {
  let seq = 0;
  return function write(input: LogInput): JsSdkLogEntry {
    seq += 1;
    const entry: JsSdkLogEntry = {
      id: seq,
      time: Date.now(),
      device,
      invoke: input.invoke,
      api: input.api,
      args: summarise(input.args) as Record<string, unknown>,
      reply: summarise(input.reply) as Record<string, unknown>,
      pageUrl: pageUrl(),
    };
    if (input.source) entry.source = input.source;
    if (input.explain) entry.explain = input.explain;
    const host = harnessHost();
    try {
      host?.log({ ...entry });
    } catch {
      // The harness page's log is a convenience; the call goes on.
    }
    try {
      void fetch(CONTROL.log, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(entry),
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // No server: nothing to record.
    }
    return entry;
  };
}
