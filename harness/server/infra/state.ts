/**
 * What the harness remembers in memory, per server (never persisted): queued answers and
 * policies for interactive JS-SDK calls, the phone's position, faults, the JS-SDK log, the
 * nonces wx.config has seen, how far the clock was moved and the subscribe dialog's remembered
 * 总是保持以上选择 answers per persona (wrong card passwords are in SQLite:
 * platform/attempts.ts). `reset()` forgets it all (POST /__harness/api/reset does).
 */
import {
  type AnswerSource,
  type FaultSettings,
  INTERACTIVE_APIS,
  type InteractiveApi,
  type JsSdkLogEntry,
  type Policy,
  type SubscribeStatus,
} from '../../bridge/protocol.js';
import type { Answer, LocationAnswerData } from '../../bridge/protocol.js';
import { defaultAnswer } from '../../bridge/defaults.js';

export const LOG_LIMIT = 500;
const NONCE_LIMIT = 5000;
/** Answers queued per API at most. */
export const QUEUE_LIMIT = 50;

/** A signature the platform handed out (GET /api/v1/offiaccount/signature): which URL it signed. */
export interface IssuedSignature {
  url: string;
  nonceStr: string;
  timestamp: string;
}

export class HarnessState {
  queues = new Map<InteractiveApi, Answer[]>();
  policies = new Map<InteractiveApi, Policy>();
  /** null: the library (default). */
  location: LocationAnswerData | { deny: true } | null = null;
  faults: FaultSettings = {};
  log: JsSdkLogEntry[] = [];
  private logSeq = 0;
  /** noncestr → the timestamp it was first used with. */
  nonces = new Map<string, string>();
  /** signature → what it signed. */
  signatures = new Map<string, IssuedSignature>();
  /** How far the harness clock is ahead of the injected one, ms (POST /__harness/api/clock). */
  clockOffsetMs = 0;
  /** persona → template id → the status the client answers without asking (wechat/subscribe.ts). */
  subscribeChoices = new Map<string, Map<string, SubscribeStatus>>();

  reset(): void {
    this.subscribeChoices.clear();
    this.clockOffsetMs = 0;
    this.queues.clear();
    this.policies.clear();
    this.location = null;
    this.faults = {};
    this.log = [];
    this.nonces.clear();
    this.signatures.clear();
  }

  enqueue(api: InteractiveApi, answer: Answer): number {
    const queue = this.queues.get(api) ?? [];
    if (queue.length >= QUEUE_LIMIT) queue.shift();
    queue.push(answer);
    this.queues.set(api, queue);
    return queue.length;
  }

  queuesByApi(): Record<InteractiveApi, Answer[]> {
    const out = {} as Record<InteractiveApi, Answer[]>;
    for (const api of INTERACTIVE_APIS) out[api] = [...(this.queues.get(api) ?? [])];
    return out;
  }

  defaultFor(api: InteractiveApi): Answer {
    return defaultAnswer(api, this.location);
  }

  /** The next answer for `api`: its queue, else its policy, else the default. */
  takeAnswer(api: InteractiveApi): { answer: Answer; source: AnswerSource } {
    const queued = this.queues.get(api)?.shift();
    if (queued) return { answer: this.complete(api, queued), source: 'queue' };
    const policy = this.policies.get(api);
    if (policy && policy !== 'ask') {
      const answer: Answer = policy === 'ok' ? { action: 'ok' } : { action: policy };
      return { answer: this.complete(api, answer), source: 'policy' };
    }
    return { answer: this.defaultFor(api), source: 'default' };
  }

  /** `ok` without data means the default data. */
  private complete(api: InteractiveApi, answer: Answer): Answer {
    if (answer.action !== 'ok' || answer.data) return answer;
    const fallback = this.defaultFor(api);
    // A policy/queue `ok` for a denied location still yields the phone's position: the library.
    if (fallback.action !== 'ok') return defaultAnswer(api, null);
    return fallback;
  }

  addLog(entry: Omit<JsSdkLogEntry, 'id'>): JsSdkLogEntry {
    const stored = { ...entry, id: ++this.logSeq };
    this.log.push(stored);
    if (this.log.length > LOG_LIMIT) this.log.splice(0, this.log.length - LOG_LIMIT);
    return stored;
  }

  logSince(id: number): JsSdkLogEntry[] {
    return this.log.filter((entry) => entry.id > id);
  }

  /** Remembers the timestamp a nonce came with; false when it already came with another one. */
  rememberNonce(nonceStr: string, timestamp: string): boolean {
    const seen = this.nonces.get(nonceStr);
    if (seen !== undefined) return seen === timestamp;
    if (this.nonces.size >= NONCE_LIMIT) this.nonces.delete(this.nonces.keys().next().value as string);
    this.nonces.set(nonceStr, timestamp);
    return true;
  }

  rememberSignature(signature: string, issued: IssuedSignature): void {
    if (this.signatures.size >= NONCE_LIMIT) this.signatures.delete(this.signatures.keys().next().value as string);
    this.signatures.set(signature, issued);
    this.rememberNonce(issued.nonceStr, issued.timestamp);
  }
}
