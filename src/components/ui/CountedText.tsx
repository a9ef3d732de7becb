/** A text box with its character count (trimmed, as the server counts) against the limit. */
import './CountedText.css';

export function CountedText({
  label,
  value,
  onChange,
  max,
  placeholder,
  rows = 5,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  placeholder?: string;
  rows?: number;
}) {
  const count = [...value.trim()].length;
  return (
    <label className="ui-counted">
      <span className="ui-visually-hidden">{label}</span>
      <textarea value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} rows={rows} />
      <span className={`ui-counted-count ${count > max ? 'ui-counted-count--over' : ''}`}>
        {count}/{max}
      </span>
    </label>
  );
}
