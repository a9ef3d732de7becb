/** The Feedback port of the stores, on antd-mobile's Toast and Dialog, loaded on first use. */
import type { Feedback } from '../stores/env';

const kit = () =>
  Promise.all([
    import('./antd'),
    import('antd-mobile/es/components/toast'),
    import('antd-mobile/es/components/dialog'),
  ]).then(([, toast, dialog]) => ({ Toast: toast.default, Dialog: dialog.default }));

export const feedback: Feedback = {
  toast(message) {
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
