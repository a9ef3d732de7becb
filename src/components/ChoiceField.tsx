/**
 * One choice among a few (取书馆, 馆藏地, 统计范围, 比赛 ...), as WeUI does it: a row or a chip that
 * shows the current choice and opens the UI kit's picker from the bottom. Never a native <select>.
 */
import './antd';
import Picker from 'antd-mobile/es/components/picker';
import { useState } from 'react';
import { ChevronGlyph } from './ui/glyphs';
import './ChoiceField.css';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

export interface ChoiceFieldProps<V extends string | number> {
  /** What is chosen (取书馆): the row's label, the picker's title and the control's name. */
  label: string;
  value: V;
  options: ReadonlyArray<Choice<V>>;
  onChange: (value: V) => void;
  disabled?: boolean;
  /** 'row' (a form row: label left, choice right) or 'chip' (a filter above a list). */
  look?: 'row' | 'chip';
  className?: string;
}

export function ChoiceField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  disabled,
  look = 'row',
  className = '',
}: ChoiceFieldProps<V>) {
  const [open, setOpen] = useState(false);
  const current = options.find((o) => o.value === value)?.label ?? '请选择';
  return (
    <>
      <button
        type="button"
        className={`ui-choice ui-choice--${look} ${className}`.trim()}
        aria-haspopup="dialog"
        aria-label={`${label}：${current}`}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {look === 'row' ? <span className="ui-choice-label">{label}</span> : null}
        <span className="ui-choice-value">{current}</span>
        <ChevronGlyph className="ui-choice-chevron" />
      </button>
      <Picker
        title={label}
        columns={[options.map((o) => ({ value: o.value, label: o.label }))]}
        value={[value]}
        visible={open}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => {
          const chosen = options.find((o) => o.value === picked[0]);
          if (chosen && chosen.value !== value) onChange(chosen.value);
        }}
        confirmText="确定"
        cancelText="取消"
        destroyOnClose
      />
    </>
  );
}
