/**
 * One choice among options all worth seeing at once (a contest to enter, a reader type): the
 * options as tiles, the chosen one marked, read as a radio group. Plain elements (no UI kit), so
 * a form pays only a few hundred bytes of CSS for it.
 */
import { useId } from 'react';
import './page.css';
import './OptionGroup.css';

export interface Option<V extends string | number> {
  value: V;
  label: string;
}

export function OptionGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  columns = 1,
  disabled,
}: {
  /** What is chosen: the group's accessible name. */
  label: string;
  options: ReadonlyArray<Option<V>>;
  value: V | null | undefined;
  onChange: (value: V) => void;
  columns?: 1 | 2 | 3;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`ui-options ui-options--${columns}`}>
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <label
            key={option.value}
            className={`ui-option${chosen ? ' ui-option--chosen' : ''}${disabled ? ' ui-option--disabled' : ''}`}
          >
            <input
              type="radio"
              className="ui-visually-hidden"
              name={name}
              checked={chosen}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
