/**
 * One choice among a few (a library, an order), as WeUI pages make it: a button naming what is
 * chosen, which opens the kit's picker from the bottom. No browser-native select. The picker
 * (with the kit's popup) loads on the first open, so it costs the route nothing until then.
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
  disabled,
  className = '',
}: {
  /** What is being chosen (图书馆, 排序): the button's name and the sheet's heading. */
  label: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  /** 'chip': a filter above a list; 'row': a form row, the label left and the choice right. */
  look?: 'chip' | 'row';
  /** Nothing to choose from (one library): shown, not offered. */
  disabled?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing slides the picker away instead of cutting it.
  const [opened, setOpened] = useState(false);
  const current = choices.find((c) => c.value === value) ?? choices[0];
  return (
    <>
      <button
        type="button"
        className={`choice-sheet choice-sheet--${look} ${className}`.trim()}
        aria-haspopup="dialog"
        aria-label={`${label}：${current?.text ?? ''}`}
        disabled={disabled}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {look === 'row' ? <span className="choice-sheet-label">{label}</span> : null}
        <span className="choice-sheet-text">{current?.text}</span>
        {disabled ? null : <span className="choice-sheet-caret" aria-hidden="true" />}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ChoiceList
            label={label}
            value={value}
            choices={choices}
            visible={open}
            onPick={(picked) => {
              if (picked !== value) onChange(picked as T);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
