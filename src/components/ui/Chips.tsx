/**
 * A row of choice chips (one pressed), named by a hidden legend: 推荐类别, 统计周期, the mall's
 * gift categories. `wrap` lets them run onto more lines instead of scrolling sideways.
 */
import './Chips.css';

export interface ChipItem<Id> {
  id: Id;
  label: string;
  /** A count shown after the label. */
  count?: number;
}

export function Chips<Id extends string | number>({
  legend,
  items,
  active,
  onPick,
  wrap = false,
}: {
  legend: string;
  items: readonly ChipItem<Id>[];
  active: Id;
  onPick: (id: Id) => void;
  wrap?: boolean;
}) {
  return (
    <fieldset className={`ui-chips ${wrap ? 'ui-chips--wrap' : ''}`}>
      <legend className="ui-visually-hidden">{legend}</legend>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          aria-pressed={item.id === active}
          className={`ui-chip ${item.id === active ? 'ui-chip--on' : ''}`}
          onClick={() => onPick(item.id)}
        >
          {item.label}
          {item.count === undefined ? null : <span className="ui-chip-count">{item.count}</span>}
        </button>
      ))}
    </fieldset>
  );
}
