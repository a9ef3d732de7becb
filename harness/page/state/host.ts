/**
 * window.__harnessHost: what the bridge inside the app frame talks to (same origin, so it calls
 * these functions directly). Interactive calls wait here as pending asks until a panel answers;
 * every invoke lands in the JS-SDK log; openLocation / previewImage / mini-program launches become
 * a native view over the phone screen.
 */
import { type Answer, CONTROL, type HarnessHost, type InteractiveApi, type JsSdkLogEntry, type Policy } from '../../bridge/protocol';
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
  /** Seen only on the server: a page outside the phone frame (another tab, a real phone). */
  outside?: boolean;
}

const LOG_LIMIT = 500;

export const asks = createStore<PendingAsk[]>([]);
export const nativeView = createStore<NativeView | null>(null);
export const jsLog = createStore<LogRow[]>([]);
export const activePanel = persistentStore<PanelId>('panel', 'persona');
/** The control API's standing rule per API (GET on start; the 默认应答 selectors change it). */
export const policies = createStore<Partial<Record<AskedApi, Policy>>>({});

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

/** The same call reaches the page twice (host.log, then the server's copy): one row. */
const shown = new Set<string>();
const identity = (entry: JsSdkLogEntry) => `${entry.time}|${entry.invoke}|${entry.api}|${entry.pageUrl}`;

function addRows(entries: JsSdkLogEntry[], outside: boolean): void {
  const fresh = entries.filter((entry) => !shown.has(identity(entry)));
  if (!fresh.length) return;
  for (const entry of fresh) shown.add(identity(entry));
  const rows = fresh.map((entry): LogRow => ({ ...detach(entry), key: ++sequence, ...(outside ? { outside } : {}) }));
  jsLog.set((list) => [...rows, ...list].sort((a, b) => b.time - a.time).slice(0, LOG_LIMIT));
}

export function clearLog(): void {
  shown.clear();
  jsLog.set([]);
}

let serverLogId = 0;

/**
 * The server's copy of the log: on start the history (the page may have been reloaded), then
 * every 2 s whatever pages outside the frame logged.
 */
async function pullServerLog(first: boolean): Promise<void> {
  try {
    const response = await fetch(`${CONTROL.log}?since=${serverLogId}`);
    const body = (await response.json()) as { code: number; data?: { rows: JsSdkLogEntry[]; lastId: number } };
    if (body.code !== 1 || !body.data) return;
    // A restarted server counts from 1 again.
    if (body.data.lastId < serverLogId) serverLogId = 0;
    else serverLogId = body.data.lastId;
    addRows(body.data.rows, !first);
  } catch {
    // Server away: the frame's own calls still arrive through host.log.
  }
}

export function startLogSync(): void {
  void pullServerLog(true);
  setInterval(() => void pullServerLog(false), 2000);
}

/** Answers queued through the control API (tests, curl) go before the panel, like a policy. */
async function serverWillAnswer(api: AskedApi): Promise<boolean> {
  if ((policies.get()[api] ?? 'ask') !== 'ask') return true;
  try {
    const response = await fetch(CONTROL.answers);
    const body = (await response.json()) as { code: number; data?: Partial<Record<InteractiveApi, unknown[]>> };
    return body.code === 1 && (body.data?.[api]?.length ?? 0) > 0;
  } catch {
    return false;
  }
}

export const host: HarnessHost = {
  /** null: the control API answers (a queued answer, a policy other than 询问). */
  async ask<A extends InteractiveApi>(api: A, args: Record<string, unknown>): Promise<Answer<A> | null> {
    if (api === 'openLocation' || api === 'previewImage') {
      showNative(api, args);
      return { action: 'ok' };
    }
    if (!isAsked(api) || (await serverWillAnswer(api))) return null;
    const ask: PendingAsk = { id: ++sequence, api, args: detach(args), at: Date.now() };
    activePanel.set(PANEL_OF[api]);
    return new Promise<Answer<A>>((resolve) => {
      resolvers.set(ask.id, resolve as (answer: Answer) => void);
      asks.set((list) => [...list, ask]);
    });
  },
  log(entry: JsSdkLogEntry): void {
    addRows([entry], false);
  },
  show(kind, detail) {
    showNative(kind, detail);
  },
};

export function installHost(): void {
  (window as unknown as { __harnessHost: HarnessHost }).__harnessHost = host;
}

/** The control API's policies (a reset forgets them, so the data panel reloads them too). */
export async function loadPolicies(): Promise<void> {
  try {
    const response = await fetch(CONTROL.policy);
    const body = (await response.json()) as { code: number; data?: Partial<Record<AskedApi, Policy>> };
    if (body.code === 1 && body.data) policies.set(body.data);
  } catch {
    // Every selector shows 询问 until the server answers.
  }
}
