/**
 * One choice among a few (a library, an order), as WeUI pages make it: a button naming what is
 * chosen, which opens the kit's action sheet listing the choices (the chosen one in bold). No
 * browser-native select. The sheet (with the kit's popup) loads on the first open, so it costs
 * the route nothing until then.
 */
import { lazy, Suspense, useState } from 'react';
import './ChoiceSheet.css';

const ChoiceList = lazy(() => import('./ChoiceList'));

export interface Choice<T extends string> {
  value: T;
  text: string;
}

export function ChoiceSheet<T extends string>({
  label,
  value,
  choices,
  onChange,
  look = 'chip',
  className = '',
}: {
  /** What is being chosen (图书馆, 排序): the button's name and the sheet's heading. */
  label: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  /** 'chip': a filter above a list; 'row': a form row, the label left and the choice right. */
  look?: 'chip' | 'row';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const current = choices.find((c) => c.value === value) ?? choices[0];
  return (
    <>
      <button
        type="button"
        className={`choice-sheet choice-sheet--${look} ${className}`.trim()}
        aria-haspopup="dialog"
        aria-label={`${label}：${current?.text ?? ''}`}
        onClick={() => setOpen(true)}
      >
        {look === 'row' ? <span className="choice-sheet-label">{label}</span> : null}
        <span className="choice-sheet-text">{current?.text}</span>
        <span className="choice-sheet-caret" aria-hidden="true" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChoiceList
            label={label}
            value={value}
            choices={choices}
            onPick={(picked) => {
              setOpen(false);
              if (picked !== value) onChange(picked as T);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
