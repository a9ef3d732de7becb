/**
 * The layout the card forms share (在线办证, 修改密码, 修改资料): the intro, the fields over a
 * FormList, what follows them (choices), the rules, the refusal in place, and the submit button
 * (busy while the action runs). A refusal is shown here; what a success does is the screen's.
 * A plain <form> (the kit's Form is too big for a route).
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { FormList } from '../../../components/ui/FormList';
import type { ActionResult } from '../../../stores/base/Action';

/** A form's values and a setter per field (`set('phone')` is a Field's onChange). */
export function useFormValues<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const set = (field: keyof T) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  return { values, set, reset: () => setValues(initial) };
}

export interface CardFormProps {
  intro: ReactNode;
  /** The fields (Field rows of the FormList). */
  fields: ReactNode;
  /** Below the fields: choices. */
  after?: ReactNode;
  /** The rules' list items. */
  rules: ReactNode;
  /** The rules' accessible name, when they have one. */
  rulesLabel?: string;
  submitText: string;
  /** The form's own action is running. */
  loading: boolean;
  /** Any action of the page is running. */
  disabled: boolean;
  /** Runs the action; a refusal is shown on the form. */
  onSubmit: () => Promise<ActionResult>;
  onSuccess: (result: ActionResult) => void;
}

export function CardForm(props: CardFormProps) {
  const { intro, fields, after, rules, rulesLabel, submitText, loading, disabled, onSubmit, onSuccess } = props;
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const result = await onSubmit();
    if (result.ok) onSuccess(result);
    else setError(result.message);
  }

  return (
    <>
      <p className="card-form-intro">{intro}</p>
      <form onSubmit={submit} noValidate>
        <FormList>{fields}</FormList>
        {after}
        <ul className="card-form-rules" aria-label={rulesLabel}>
          {rules}
        </ul>
        {error ? (
          <p className="card-form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="card-form-submit">
          <Button block type="submit" busy={loading} disabled={disabled}>
            {submitText}
          </Button>
        </div>
      </form>
    </>
  );
}
