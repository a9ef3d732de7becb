/**
 * The scan at the top of 手机借书 and 图书转借: one big scan button, a hint, the code typed in
 * when a scan does not work (查询), and what went wrong, said once.
 */
import { type FormEvent, useState } from 'react';

export interface ScanBoxProps {
  /** The section's name and the button's text. */
  action: string;
  hint: string;
  /** The typed code's field: its name and placeholder. */
  field: { label: string; placeholder: string; maxLength: number };
  busy: boolean;
  problem: string;
  onScan: () => void;
  /** Looks the typed text up; true when it was found (the field is emptied). */
  onLookUp: (text: string) => Promise<boolean>;
}

export function ScanBox({ action, hint, field, busy, problem, onScan, onLookUp }: ScanBoxProps) {
  const [typed, setTyped] = useState('');
  async function lookUp(event: FormEvent) {
    event.preventDefault();
    if (await onLookUp(typed)) setTyped('');
  }
  return (
    <section className="ui-card borrow-scan" aria-label={action}>
      <button type="button" className="ui-button borrow-scan-button" disabled={busy} onClick={onScan}>
        {action}
      </button>
      <p className="borrow-hint">{hint}</p>
      <form className="borrow-manual" onSubmit={(e) => void lookUp(e)} noValidate>
        <input
          aria-label={field.label}
          placeholder={field.placeholder}
          value={typed}
          maxLength={field.maxLength}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="ui-button ui-button--ghost" disabled={busy || !typed.trim()}>
          查询
        </button>
      </form>
      {problem ? (
        <p className="borrow-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
