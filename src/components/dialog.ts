/**
 * The app's modal dialog (WeUI's: a title, a line or two, the way back on the left and the action
 * on the right): `role="dialog"` named by its title and described by its text, focus moved into
 * it and given back to where it was when it closes, Tab kept inside it, Escape for the way back.
 * Plain DOM, loaded on first use (feedback.ts): no UI kit, no React root of its own.
 */
import './dialog.css';

export interface DialogAction {
  key: string;
  text: string;
  /** The dialog's action (bold, the app's colour); the others are ways back. */
  primary?: boolean;
}

export interface DialogOptions {
  title: string;
  content: string;
  /** Left to right: the ways back first, the dialog's action last (WeUI's order). */
  actions: DialogAction[];
  /** The key Escape and a tap on the mask give; null: they do nothing. */
  dismissKey: string | null;
}

let opened = 0;

/** Shows a dialog; resolves with the key of the action pressed (or `dismissKey`). */
export function showDialog({ title, content, actions, dismissKey }: DialogOptions): Promise<string> {
  opened += 1;
  const id = `ui-dialog-${opened}`;
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const mask = document.createElement('div');
  mask.className = 'ui-dialog-mask';
  mask.setAttribute('role', 'presentation');
  const dialog = document.createElement('div');
  dialog.className = 'ui-dialog';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-text`);
  dialog.tabIndex = -1;
  const heading = document.createElement('h2');
  heading.className = 'ui-dialog-title';
  heading.id = `${id}-title`;
  heading.textContent = title;
  const text = document.createElement('p');
  text.className = 'ui-dialog-text';
  text.id = `${id}-text`;
  text.textContent = content;
  const row = document.createElement('div');
  row.className = 'ui-dialog-actions';
  const buttons = actions.map((action) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = action.primary ? 'ui-dialog-button ui-dialog-button--primary' : 'ui-dialog-button';
    button.textContent = action.text;
    button.dataset.key = action.key;
    return button;
  });
  row.append(...buttons);
  dialog.append(heading, text, row);
  mask.append(dialog);

  return new Promise<string>((resolve) => {
    const close = (key: string) => {
      mask.remove();
      document.removeEventListener('keydown', onKey, true);
      if (returnTo?.isConnected) returnTo.focus();
      resolve(key);
    };
    const onKey = (event: KeyboardEvent) => {
      // Only the dialog on top answers the keyboard.
      const masks = document.querySelectorAll('.ui-dialog-mask');
      if (masks[masks.length - 1] !== mask) return;
      if (event.key === 'Escape' && dismissKey !== null) {
        event.preventDefault();
        close(dismissKey);
      } else if (event.key === 'Tab') {
        // Focus stays in the dialog: from the last button to the first, and back.
        const first = buttons[0];
        const last = buttons[buttons.length - 1];
        const active = document.activeElement;
        if (event.shiftKey && (active === first || active === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    row.addEventListener('click', (event) => {
      const key = (event.target as HTMLElement).closest<HTMLElement>('.ui-dialog-button')?.dataset.key;
      if (key !== undefined) close(key);
    });
    mask.addEventListener('click', (event) => {
      if (event.target === mask && dismissKey !== null) close(dismissKey);
    });
    document.addEventListener('keydown', onKey, true);
    document.body.append(mask);
    // The dialog itself takes focus, so a screen reader reads its title and text first.
    dialog.focus();
  });
}
