/** 领取图书馆 on the redeem sheet: a row showing the library chosen; tapping it opens the UI kit's picker. */
import { lazy, Suspense, useState } from 'react';
import { ChevronGlyph } from '../../../components/ui/glyphs';

const ChoicePicker = lazy(() => import('./ChoicePicker'));

export function PickupAt({
  value,
  libraries,
  onChange,
}: {
  value: string;
  libraries: ReadonlyArray<{ code: string; name: string }>;
  onChange: (libcode: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const name = libraries.find((lib) => lib.code === value)?.name ?? '请选择';
  return (
    <div className="mall-sheet-field mall-pickup">
      <span id="mall-pickup-label">领取图书馆</span>
      <button
        type="button"
        className="choice-row"
        aria-labelledby="mall-pickup-label mall-pickup-value"
        aria-haspopup="dialog"
        disabled={libraries.length < 2}
        onClick={() => setOpen(true)}
      >
        <span id="mall-pickup-value">{name}</span>
        {libraries.length < 2 ? null : <ChevronGlyph size={16} />}
      </button>
      {libraries.length < 2 ? null : (
        <Suspense fallback={null}>
          <ChoicePicker
            title="领取图书馆"
            options={libraries.map((lib) => ({ value: lib.code, label: lib.name }))}
            value={value}
            visible={open}
            onClose={() => setOpen(false)}
            onConfirm={onChange}
          />
        </Suspense>
      )}
    </div>
  );
}
