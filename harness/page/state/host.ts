/**
 * window.__harnessHost: what the bridge inside the app frame talks to (same origin, so it calls
 * these functions directly). Interactive calls wait here as pending asks until a panel answers;
 * every invoke lands in the JS-SDK log; openLocation / previewImage / mini-program launches become
 * a native view over the phone screen; a `wx-open-subscribe` tap waits on WeChat's subscribe
 * dialog over the phone (subscribeAsk, components/SubscribeDialog.tsx).
 */
import {
  type Answer,
  CONTROL,
  type HarnessHost,
  type InteractiveApi,
  type JsSdkLogEntry,
  type Policy,
  type SubscribeTemplate,
} from '../../bridge/protocol';
import { addLogRows, detach } from './log';
import { createStore, persistentStore } from './store';

export type PanelId =
  | 'persona'
  | 'scan'
  | 'location'
  | 'images'
  | 'pay'
  | 'address'
  | 'faults'
  | 'data'
  | 'gate'
  | 'messages'
  | 'review'
  | 'notices';

/** APIs a person answers in a panel (openLocation / previewImage only show something). */
export type AskedApi = 'scanQRCode' | 'getLocation' | 'chooseImage' | 'chooseWXPay' | 'openAddress';
export const ASKED_APIS: AskedApi[] = ['scanQRCode', 'getLocation', 'chooseImage', 'chooseWXPay', 'openAddress'];

export const PANEL_OF: Record<AskedApi, PanelId> = {
  scanQRCode: 'scan',
  getLocation: 'location',
  chooseImage: 'images',
  chooseWXPay: 'pay',
  openAddress: 'address',
};

export const API_LABELS: Record<AskedApi, string> = {
  scanQRCode: '扫一扫',
  getLocation: '获取位置',
  chooseImage: '选择图片',
  chooseWXPay: '微信支付',
  openAddress: '收货地址',
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

/** A `wx-open-subscribe` tap waiting on the subscribe dialog: the account and its templates. */
export interface SubscribeAsk {
  id: number;
  account: string;
  templates: SubscribeTemplate[];
}

export const asks = createStore<PendingAsk[]>([]);
export const subscribeAsk = createStore<SubscribeAsk | null>(null);
export const nativeView = createStore<NativeView | null>(null);
const PANELS: PanelId[] = [
  'persona',
  'scan',
  'location',
  'images',
  'pay',
  'address',
  'faults',
  'data',
  'gate',
  'messages',
  'review',
  'notices',
];
export const activePanel = persistentStore<PanelId>('panel', 'persona', (value) => PANELS.includes(value as PanelId));
/** The control API's standing rule per API (GET on start; the 默认应答 selectors change it). */
export const policies = createStore<Partial<Record<InteractiveApi, Policy>>>({});

const resolvers = new Map<number, (answer: Answer) => void>();
let sequence = 0;

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

let subscribeResolve: ((answer: Answer<'subscribe'>) => void) | null = null;

/** The subscribe dialog's answer (允许 / 取消); the dialog closes. */
export function answerSubscribe(answer: Answer<'subscribe'>): void {
  const resolve = subscribeResolve;
  subscribeResolve = null;
  subscribeAsk.set(null);
  resolve?.(answer);
}

function askSubscribe(args: Record<string, unknown>): Promise<Answer<'subscribe'>> {
  const templates = Array.isArray(args.templates) ? (detach(args.templates) as SubscribeTemplate[]) : [];
  // WeChat shows one dialog at a time: an earlier one still up is dismissed.
  if (subscribeResolve) answerSubscribe({ action: 'cancel' });
  subscribeAsk.set({ id: ++sequence, account: String(args.account ?? ''), templates });
  return new Promise((resolve) => {
    subscribeResolve = resolve;
  });
}

/** The frame left the page that asked: nobody is listening for those answers any more. */
export function dropAsks(olderThan = Infinity): void {
  for (const ask of asks.get()) if (ask.at < olderThan) answerAsk(ask.id, { action: 'cancel' });
  if (subscribeResolve) answerSubscribe({ action: 'cancel' });
}

export function showNative(kind: NativeKind, detail: Record<string, unknown>): void {
  nativeView.set({ id: ++sequence, kind, detail: detach(detail) });
}

/** Answers queued through the control API (tests, curl) go before the panel, like a policy. */
async function serverWillAnswer(api: InteractiveApi): Promise<boolean> {
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
    if (api === 'subscribe') {
      if (await serverWillAnswer(api)) return null;
      return askSubscribe(args) as Promise<Answer<A>>;
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
    addLogRows([entry], 'phone');
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
    const body = (await response.json()) as { code: number; data?: Partial<Record<InteractiveApi, Policy>> };
    if (body.code === 1 && body.data) policies.set(body.data);
  } catch {
    // Every selector shows 询问 until the server answers.
  }
}
