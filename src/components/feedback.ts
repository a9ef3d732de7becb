/** The Feedback port of the stores, on antd-mobile's Toast and Dialog, loaded on first use. */
import type { Feedback } from '../stores/env';

const kit = () =>
  Promise.all([
    import('./antd'),
    import('antd-mobile/es/components/toast'),
    import('antd-mobile/es/components/dialog'),
  ]).then(([, toast, dialog]) => ({ Toast: toast.default, Dialog: dialog.default }));

/**
 * How wide a message is in CJK characters (Latin letters and digits count about half). A toast
 * holds one line at 390 px: 18 such characters at the kit's 15 px with its padding.
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
    void kit().then(({ Toast }) => Toast.show({ content: message, duration: 3000 }));
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
