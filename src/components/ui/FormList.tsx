/**
 * The forms' grouped list (WeUI cells): a white group of rows, each a <label> on the left and its
 * field on the right, hairline separators. Plain elements instead of the kit's List, Input and
 * TextArea, whose styles cost more than the whole of this.
 */
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import './FormList.css';

export function FormList({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`ui-form-list ${className}`}>{children}</div>;
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  maxLength: number;
  type?: string;
  autoComplete?: string;
  disabled?: boolean;
}

/** One row with a text input and, while it holds something, a 清除 button. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete = 'off',
  ...rest
}: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="ui-form-row">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        {...rest}
      />
      {value && !rest.disabled ? (
        <button
          type="button"
          className="ui-form-clear"
          aria-label="清除"
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * A text box's ref that makes it as high as its text (within its CSS min- and max-height), in
 * every browser the app serves: `field-sizing: content` would do it in CSS, but only Chrome 123+
 * has it (docs/DECISIONS.md, "Support matrix").
 */
export function useGrowingTextArea(value: string) {
  const box = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = '';
    el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [value]);
  return box;
}

/** One row with a text box that grows with its text (2 to 5 lines) and counts against its limit. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  placeholder,
  maxLength,
}: Omit<TextFieldProps, 'type' | 'autoComplete' | 'onBlur'>) {
  const box = useGrowingTextArea(value);
  return (
    <div className="ui-form-row ui-form-row--top">
      <label htmlFor={id}>{label}</label>
      <div className="ui-form-area">
        <textarea
          ref={box}
          id={id}
          rows={2}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
        />
        <span className="ui-form-count">
          {[...value].length}/{maxLength}
        </span>
      </div>
    </div>
  );
}
