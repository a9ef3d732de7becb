/**
 * Under the slots, for a reader with a card: why the card may not book at all (instead of the
 * button), else the time it may still book that day, the range picked (10:00–11:30 · 1.5小时),
 * why that range may not be booked, and 预约.
 */
import { observer } from 'mobx-react-lite';
import { Button } from '../../../components/ui/Button';
import { durationText } from '../slots';
import type { SpacesStore } from '../SpacesStore';

export const BookPanel = observer(function BookPanel({ store }: { store: SpacesStore }) {
  const day = store.day.value;
  if (!day) return null;
  if (day.reason)
    return (
      <section className="ui-card spaces-book" aria-label="预约">
        <p className="spaces-refusal">{day.reason}</p>
      </section>
    );
  const selection = store.selection;
  const refusal = selection?.refusal || store.refusal;
  return (
    <section className="ui-card spaces-book" aria-label="预约">
      <p className="spaces-left">
        {day.minutesleft > 0 ? `当天还可预约${durationText(day.minutesleft)}` : '当天可预约的时长已用完'}
      </p>
      <p className="spaces-picked" aria-live="polite">
        {selection
          ? `${selection.start}–${selection.end} · ${durationText(selection.minutes)}`
          : '请点选开始和结束时段'}
      </p>
      {refusal ? (
        <p className="spaces-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <Button
        block
        busy={store.book.busy}
        disabled={!selection || Boolean(selection.refusal)}
        onClick={() => void store.book.run()}
      >
        预约
      </Button>
    </section>
  );
});
