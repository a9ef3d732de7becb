/** Rendering helpers for page and router suites: a fake AppEnv, mounting, waiting. */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AppEnv, Feedback } from '../../src/stores/env';

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

/** Polls (flushing React work) until `check` returns truthy, or fails after `timeout` ms. */
export async function waitFor<T>(check: () => T, timeout = 3000, what = 'condition'): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    let value: T | undefined;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    try {
      value = check();
    } catch {
      value = undefined;
    }
    if (value) return value as NonNullable<T>;
    if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
  }
}

export function text(node: ParentNode | null | undefined): string {
  return (node as HTMLElement | null)?.textContent ?? '';
}
