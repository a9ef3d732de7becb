/**
 * The Feedback port of the stores: a one-line toast of the app's own (WeUI's: dark, centred, gone
 * after `config.toastDuration`, 3 s, announced to screen readers), and the app's own modal dialog
 * (components/dialog.ts), loaded on first use.
 */
import { config } from '../config';
import type { Feedback } from '../stores/env';
import './feedback.css';

const dialogs = () => import('./dialog');

let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows `message` in the one toast box (a newer message replaces an older one). */
function showToast(message: string): void {
  let box = document.querySelector<HTMLElement>('.ui-toast');
  if (!box) {
    box = document.createElement('div');
    box.className = 'ui-toast';
    box.setAttribute('role', 'status');
    box.setAttribute('aria-live', 'polite');
    document.body.append(box);
  }
  box.textContent = message;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    if (box) box.hidden = true;
  }, config.toastDuration);
}

/**
 * How wide a message is in CJK characters (Latin letters and digits count about half). A toast
 * holds one line at 390 px: 18 such characters at 15 px with its padding.
 */
export function toastWidth(message: string): number {
  let width = 0;
  for (const char of message) width += char.charCodeAt(0) > 0x2e7f ? 1 : 0.55;
  return width;
}

export const TOAST_MAX_WIDTH = 18;

export const feedback: Feedback = {
  toast(message) {
    if (!message) return;
    // Never a toast that wraps: a longer message is a dialog the reader closes.
    if (toastWidth(message) > TOAST_MAX_WIDTH) {
      void feedback.alert({ title: '提示', content: message, confirmText: '知道了', dismissible: true });
      return;
    }
    showToast(message);
  },
  async alert({ title, content, confirmText, dismissible = false }) {
    const { showDialog } = await dialogs();
    const key = await showDialog({
      title,
      content,
      actions: [{ key: 'confirm', text: confirmText, primary: true }],
      dismissKey: dismissible ? 'dismiss' : null,
    });
    return key === 'confirm';
  },
  async confirm({ title, content, confirmText = '确定', cancelText = '取消' }) {
    const { showDialog } = await dialogs();
    const key = await showDialog({
      title,
      content,
      actions: [
        { key: 'cancel', text: cancelText },
        { key: 'confirm', text: confirmText, primary: true },
      ],
      dismissKey: 'cancel',
    });
    return key === 'confirm';
  },
};
