/**
 * The Feedback port of the stores: a one-line toast of the app's own (WeUI's: dark, centred, gone
 * after `config.toastDuration`, 3 s, announced to screen readers), and antd-mobile's Dialog,
 * loaded on first use.
 */
import { config } from '../config';
import type { Feedback } from '../stores/env';
import './feedback.css';

const kit = () =>
  Promise.all([import('./antd'), import('antd-mobile/es/components/dialog')]).then(([, dialog]) => ({
    Dialog: dialog.default,
  }));

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
    const { Dialog } = await kit();
    return new Promise<boolean>((resolve) => {
      let pressed = false;
      Dialog.show({
        // A dialog needs an accessible name: the kit's Dialog gives its role="dialog" none of its own.
        'aria-label': title,
        title,
        content,
        closeOnAction: true,
        closeOnMaskClick: dismissible,
        actions: [{ key: 'confirm', text: confirmText, bold: true }],
        onAction: () => {
          pressed = true;
        },
        onClose: () => resolve(pressed),
      });
    });
  },
  async confirm({ title, content, confirmText = '确定', cancelText = '取消' }) {
    const { Dialog } = await kit();
    return Dialog.confirm({ title, content, confirmText, cancelText, 'aria-label': title });
  },
};
