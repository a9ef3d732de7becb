// DOM test helpers: a fake AppEnv, mounting (bare or inside a RootStore + MemoryRouter), a fake
// backend behind the real axios instance, small DOM queries and waiting. Stores run for real; only
// the transport and the platform (navigation, dialogs) are faked.
import { act, type ReactElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AxiosAdapter } from 'axios';
import { runInAction } from 'mobx';
import { http } from '../../src/api/http';
import type { AppEnv, Feedback } from '../../src/stores/env';
import { RootStore } from '../../src/stores/RootStore';
import { StoreContext } from '../../src/stores/context';

// --- fake env

export interface FakeEnv extends AppEnv {
  href(): string;
  setHref(url: string): void;
  navigations: { path: string; replace?: boolean }[];
  redirects: string[];
  /** Whether each redirect replaced the current history entry. */
  redirectReplaced: boolean[];
  reloads: number;
  toasts: string[];
  alerts: { title: string; content: string; confirmText: string; dismissible?: boolean }[];
  /** What the next alert() answers: true the button, false the mask. */
  alertAnswer: boolean;
  confirms: { title: string; content: string }[];
  /** Each confirm's buttons as the reader reads them: [confirm, cancel] (the kit's 确定 / 取消 when unnamed). */
  confirmButtons: [string, string][];
  /** What the next confirm() answers. */
  confirmAnswer: boolean;
}

/** An AppEnv that records what the stores asked for instead of doing it. */
export function fakeEnv(href = 'http://127.0.0.1/', userAgent = WECHAT_IOS_UA): FakeEnv {
  let current = href;
  const env: FakeEnv = {
    href: () => current,
    setHref: (url) => {
      current = url;
    },
    userAgent: () => userAgent,
    navigations: [],
    redirects: [],
    redirectReplaced: [],
    reloads: 0,
    toasts: [],
    alerts: [],
    confirms: [],
    confirmButtons: [],
    confirmAnswer: true,
    alertAnswer: true,
    navigate(path, options) {
      env.navigations.push({ path, replace: options?.replace });
      current = new URL(path, current).href;
    },
    redirect(url, options) {
      env.redirects.push(url);
      env.redirectReplaced.push(Boolean(options?.replace));
    },
    reload() {
      env.reloads += 1;
    },
    ui: {} as Feedback,
  };
  env.ui = {
    toast: (message) => void env.toasts.push(message),
    alert: async (options) => {
      env.alerts.push(options);
      return env.alertAnswer;
    },
    confirm: async ({ title, content, confirmText, cancelText }) => {
      env.confirms.push({ title, content });
      env.confirmButtons.push([confirmText ?? '确定', cancelText ?? '取消']);
      return env.confirmAnswer;
    },
  };
  return env;
}

export const WECHAT_IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** A RootStore on the shared fake env; confirm dialogs answer "cancel" unless a test says otherwise. */
export function makeRoot(): { root: RootStore; env: FakeEnv } {
  const env = fakeEnv();
  env.confirmAnswer = false;
  return { root: new RootStore(env), env };
}

// --- mounting

export interface Mounted {
  container: HTMLElement;
  root: Root;
  unmount(): Promise<void>;
}

export async function mount(ui: ReactNode): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  return {
    container,
    root,
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

export interface Rendered {
  container: HTMLElement;
  /** The router's current pathname + search. */
  location(): string;
  unmount(): Promise<void>;
}

/** Pages rendered and not unmounted yet (a test that failed halfway leaves its page). */
const mountedPages = new Set<Rendered>();

/** Unmounts every page a test left mounted: a suite's `after.each`, so a failure does not spill over. */
export async function unmountAll(): Promise<void> {
  for (const page of [...mountedPages]) await page.unmount();
}

export async function render(ui: ReactElement, root: RootStore, path = '/'): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const seen = { current: path };
  function Probe() {
    const where = useLocation();
    seen.current = where.pathname + where.search;
    return null;
  }
  const reactRoot = createRoot(container);
  await act(async () => {
    reactRoot.render(
      <StoreContext.Provider value={root}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Probe />
        </MemoryRouter>
      </StoreContext.Provider>,
    );
  });
  const page: Rendered = {
    container,
    location: () => seen.current,
    async unmount() {
      if (!mountedPages.delete(page)) return;
      await act(async () => reactRoot.unmount());
      container.remove();
    },
  };
  mountedPages.add(page);
  return page;
}

/** Writes store state (a MobX action) inside act, so rendered observers update before asserts. */
export async function update(write: () => void) {
  await act(async () => {
    runInAction(write);
  });
}

// --- fake backend

export type Handler = (input: Record<string, unknown>) => unknown;
export interface Backend {
  calls: { url: string; input: Record<string, unknown> }[];
  restore(): void;
}

/** The client's own transport, as the app ships it. */
const REAL_ADAPTER = http.defaults.adapter;

/**
 * Puts the client's own transport back: suites that talk to the in-process harness call it, so a
 * page test that failed before its `restore()` cannot leave every later suite on a fake backend.
 */
export function realBackend(): void {
  http.defaults.adapter = REAL_ADAPTER;
}

/** Answers requests by URL path (e.g. '/v1/rdrno/list'); an unknown path fails with a message. */
export function fakeBackend(handlers: Record<string, Handler>): Backend {
  const previous = http.defaults.adapter;
  const calls: Backend['calls'] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : (config.data ?? {});
    const input = { ...(config.params ?? {}), ...body } as Record<string, unknown>;
    calls.push({ url, input });
    const handler = handlers[url];
    const data = handler ? await handler(input) : { code: 0, status: '1', message: `未处理 ${url}`, data: null };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      http.defaults.adapter = previous;
    },
  };
}

/** What each call to `url` carried, less the account id every call adds (set by earlier suites or not). */
export function sentTo(backend: Backend | null, url: string): Record<string, unknown>[] {
  return (
    backend?.calls
      .filter((c) => c.url === url)
      .map((c) => {
        const { authorizer_appid: _account, ...fields } = c.input;
        return fields;
      }) ?? []
  );
}

/** A backend that never answers: what a screen shows while its data is on the way. */
export function silentBackend(): Backend {
  const previous = http.defaults.adapter;
  const calls: Backend['calls'] = [];
  http.defaults.adapter = (config) => {
    calls.push({ url: config.url ?? '', input: { ...(config.params ?? {}) } });
    return new Promise(() => {});
  };
  return {
    calls,
    restore: () => {
      http.defaults.adapter = previous;
    },
  };
}

/** A backend whose library-system binding (a card change's first call) waits until `release()`. */
export function heldBinding(): Backend & { release(): void } {
  let answer: (() => void) | null = null;
  const backend = fakeBackend({
    '/v1/elib/bindOpenid': () =>
      new Promise((resolve) => {
        answer = () => resolve({ status: '1', message: '绑定失败' });
      }),
  });
  return { ...backend, release: () => answer?.() };
}

// --- DOM

export const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Elements matching `selector` whose text is exactly `wanted`. */
export function allByText(container: Element, wanted: string, selector = '*'): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(selector)].filter((el) => text(el) === wanted);
}

/** The innermost element whose text is exactly `wanted`; throws when there is none. */
export function byText(container: Element, wanted: string, selector = '*'): HTMLElement {
  const found = allByText(container, wanted, selector);
  const innermost = found.filter((el) => !found.some((other) => other !== el && el.contains(other)));
  if (!innermost.length) throw new Error(`no element with text "${wanted}" in: ${text(container)}`);
  return innermost[0];
}

export async function click(el: Element) {
  await act(async () => {
    (el as HTMLElement).click();
  });
}

export async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * Lets timers and promises run (inside act) until `check` returns something truthy, and returns it;
 * a check that throws counts as not yet. Fails after `timeoutMs`, naming `what`.
 */
export async function waitFor<T>(check: () => T, timeoutMs = 5000, what = 'condition'): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    let value: T | undefined;
    try {
      value = check();
    } catch {
      value = undefined;
    }
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`waitFor: ${what} not met in ${timeoutMs} ms`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

/**
 * Runs `body` with every interval of a second or more firing `scale` times as often in real time
 * (a screen's one-second tick, a store's poll): what a test waits for comes sooner, and the code
 * under test still reads the time from its clock. Restored afterwards, even on failure.
 */
export async function withQuickIntervals<T>(body: () => Promise<T>, scale = 20): Promise<T> {
  const real = globalThis.setInterval;
  globalThis.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    real(handler, ms !== undefined && ms >= 1000 ? ms / scale : ms, ...args)) as typeof setInterval;
  try {
    return await body();
  } finally {
    globalThis.setInterval = real;
  }
}

/** The kit's picker opened last (ChoiceSheet); earlier ones may still be in the body, closed. */
export function openPicker(): HTMLElement | undefined {
  return [...document.body.querySelectorAll<HTMLElement>('.adm-picker')].at(-1);
}

/** The options of the kit's picker now open (ChoiceSheet). */
export function pickerOptions(): HTMLElement[] {
  return [...(openPicker()?.querySelectorAll<HTMLElement>('.adm-picker-view-column-item') ?? [])];
}

/** Picks `label` in the kit's picker now open (ChoiceSheet) and confirms with 确定. */
export async function pickInPicker(label: string): Promise<void> {
  await waitFor(() => pickerOptions().some((el) => text(el) === label));
  await click(pickerOptions().find((el) => text(el) === label)!);
  // The kit's wheel reports a pick to the picker after a zero-delay timer: let it run first.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  const confirm = [...(openPicker()?.querySelectorAll<HTMLElement>('.adm-picker-header-button') ?? [])].find(
    (el) => text(el) === '确定',
  );
  await click(confirm!);
}
