/**
 * The app's button (`.ui-button`): the primary action, `ghost` (outlined, a second action) or
 * `danger` (outlined red, a change that takes something away), across its container with `block`.
 * While `busy` it is disabled and says so (绑定中…), aria-busy for screen readers.
 */
import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  look?: 'primary' | 'ghost' | 'danger';
  block?: boolean;
  busy?: boolean;
}

export function Button({ look = 'primary', block, busy, className, disabled, children, ...rest }: ButtonProps) {
  const classes = [
    'ui-button',
    look === 'primary' ? '' : `ui-button--${look}`,
    block ? 'ui-button--block' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type="button" {...rest} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && typeof children === 'string' ? `${children}中…` : children}
    </button>
  );
}
