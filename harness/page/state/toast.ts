/** Short messages in the page's corner (what a panel action did, or why it failed). */
import { createStore } from './store';

export interface Toast {
  id: number;
  text: string;
  kind: 'info' | 'error';
}

export const toasts = createStore<Toast[]>([]);
let sequence = 0;

export function toast(text: string, kind: Toast['kind'] = 'info'): void {
  const item = { id: ++sequence, text, kind };
  toasts.set((list) => [...list.slice(-3), item]);
  setTimeout(() => toasts.set((list) => list.filter((t) => t.id !== item.id)), kind === 'error' ? 6000 : 3000);
}

/** Runs a control call, reporting its failure as a toast; resolves whether it succeeded. */
export async function attempt(run: () => Promise<unknown>, success?: string): Promise<boolean> {
  try {
    await run();
    if (success) toast(success);
    return true;
  } catch (error) {
    toast((error as Error).message || '操作失败', 'error');
    return false;
  }
}
