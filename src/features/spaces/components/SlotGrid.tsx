/**
 * A day's half hours as a grid of buttons: each named by what it shows, its start and state (10:00
 * 可预约, 已约满, 我的预约, 已过; 已选 once picked), the picked ones pressed. Only free slots can be picked; the others say
 * so and do nothing when tapped.
 */
import { observer } from 'mobx-react-lite';
import { inRange, SLOT_STATE_TEXT } from '../slots';
import type { SpacesStore } from '../SpacesStore';

export const SlotGrid = observer(function SlotGrid({ store }: { store: SpacesStore }) {
  const slots = store.day.value?.slots ?? [];
  const picks = store.picks;
  if (!slots.length) return <p className="spaces-closed">当天闭馆，请选择其他日期</p>;
  return (
    <fieldset className="spaces-slots">
      <legend className="ui-visually-hidden">预约时段</legend>
      {slots.map((slot, index) => {
        const picked = inRange(picks, index);
        return (
          <button
            key={slot.start}
            type="button"
            className={`spaces-slot spaces-slot--${slot.state}${picked ? ' spaces-slot--picked' : ''}`}
            aria-pressed={slot.state === 'free' ? picked : undefined}
            aria-disabled={slot.state === 'free' ? undefined : true}
            onClick={() => store.tap(index)}
          >
            {/* Named by what it shows: 10:00 可预约 (every slot is half an hour, under the legend 预约时段). */}
            <span className="spaces-slot-time">{slot.start}</span>{' '}
            <span className="spaces-slot-state">{picked ? '已选' : SLOT_STATE_TEXT[slot.state]}</span>
          </button>
        );
      })}
    </fieldset>
  );
});
