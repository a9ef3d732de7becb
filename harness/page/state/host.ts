/**
 * window.__harnessHost: what the bridge inside the app frame talks to (same origin, so it calls
 * these functions directly). Interactive calls wait here as pending asks until a panel answers;
 * every invoke lands in the JS-SDK log; openLocation / previewImage / mini-program launches become
 * a native view over the phone screen.
 */
import type { Answer, HarnessHost, InteractiveApi, JsSdkLogEntry, Policy } from '../../bridge/protocol';
import { createStore, persistentStore } from './store';

export type PanelId = 'persona' | 'scan' | 'location' | 'images' | 'pay' | 'address' | 'faults' | 'data';

/** APIs a person answers in a panel (openLocation / previewImage only show something). */
export type AskedApi = 'scanQRCode' | 'getLocation' | 'chooseImage' | 'chooseWXPay' | 'openAddress';
export const ASKED_APIS: AskedApi[] = ['scanQRCode', 'getLocation', 'chooseImage', 'chooseWXPay', 'openAddress'];

export const PANEL_OF: Record<AskedApi, PanelId> = {
  scanQRCode: 'scan', getLocation: 'location', chooseImage: 'images', chooseWXPay: 'pay', openAddress: 'address',
};

export const API_LABELS: Record<AskedApi, string> = {
  scanQRCode: '扫一扫', getLocation: '获取位置', chooseImage: '选择图片', chooseWXPay: '微信支付', openAddress: '收货地址',
};

export interface PendingAsk {
  id: number;
  api: AskedApi;
  args: Record<string, unknown>;
  at: number;
}

export type NativeKind = 'openLocation' | 'previewImage' | 'launchWeapp';

export interface NativeView {
  id: number;
  kind: NativeKind;
  detail: Record<string, unknown>;
}

export interface LogRow extends JsSdkLogEntry {
  key: number;
}

const LOG_LIMIT = 500;

export const asks = createStore<PendingAsk[]>([]);
export const nativeView = createStore<NativeView | null>(null);
export const jsLog = createStore<LogRow[]>([]);
export const activePanel = persistentStore<PanelId>('panel', 'persona');
export const policies = persistentStore<Partial<Record<AskedApi, Policy>>>('policies', {});

const resolvers = new Map<number, (answer: Answer) => void>();
let sequence = 0;

/** A copy that no longer points into the frame's realm (it goes away on every reload). */
function detach<T>(value: T): T {
  try {
    return JSON.parse(JSON.stringify(value ?? {})) as T;
  } catch {
    return {} as T;
  }
}

const isAsked = (api: string): api is AskedApi => (ASKED_APIS as string[]).includes(api);

export function answerAsk(id: number, answer: Answer): void {
  const resolve = resolvers.get(id);
  resolvers.delete(id);
  asks.set((list) => list.filter((ask) => ask.id !== id));
  resolve?.(answer);
}

/** The oldest call waiting for this API, if any. */
export function waitingFor(list: PendingAsk[], api: AskedApi): PendingAsk | undefined {
  return list.find((ask) => ask.api === api);
}

/** The frame left the page that asked: nobody is listening for those answers any more. */
export function dropAsks(olderThan = Infinity): void {
  for (const ask of asks.get()) if (ask.at < olderThan) answerAsk(ask.id, { action: 'cancel' });
}

export function showNative(kind: NativeKind, detail: Record<string, unknown>): void {
  nativeView.set({ id: ++sequence, kind, detail: detach(detail) });
}

export function clearLog(): void {
  jsLog.set([]);
}

const policyAnswer: Record<Exclude<Policy, 'ask'>, Answer> = {
  ok: { action: 'ok' },
  cancel: { action: 'cancel' },
  fail: { action: 'fail' },
};

export const host: HarnessHost = {
  ask<A extends InteractiveApi>(api: A, args: Record<string, unknown>): Promise<Answer<A>> {
    if (api === 'openLocation' || api === 'previewImage') {
      showNative(api, args);
      return Promise.resolve({ action: 'ok' });
    }
    if (!isAsked(api)) return Promise.resolve({ action: 'ok' });
    const policy = policies.get()[api] ?? 'ask';
    if (policy !== 'ask') return Promise.resolve(policyAnswer[policy] as Answer<A>);
    const ask: PendingAsk = { id: ++sequence, api, args: detach(args), at: Date.now() };
    activePanel.set(PANEL_OF[api]);
    return new Promise<Answer<A>>((resolve) => {
      resolvers.set(ask.id, resolve as (answer: Answer) => void);
      asks.set((list) => [...list, ask]);
    });
  },
  log(entry: JsSdkLogEntry): void {
    const row: LogRow = { ...detach(entry), key: ++sequence };
    jsLog.set((rows) => [row, ...rows].slice(0, LOG_LIMIT));
  },
  show(kind, detail) {
    showNative(kind, detail);
  },
};

export function installHost(): void {
  (window as unknown as { __harnessHost: HarnessHost }).__harnessHost = host;
}
