/** 领取图书馆 on the redeem sheet: a row showing the library chosen; tapping it opens the UI kit's picker. */
import { ChoiceSheet } from '../../../components/ChoiceSheet';

export function PickupAt({
  value,
  libraries,
  onChange,
}: {
  value: string;
  libraries: ReadonlyArray<{ code: string; name: string }>;
  onChange: (libcode: string) => void;
}) {
  return (
    <div className="mall-sheet-field mall-pickup">
      <ChoiceSheet
        label="领取图书馆"
        look="row"
        value={value}
        choices={libraries.map((lib) => ({ value: lib.code, text: lib.name }))}
        onChange={onChange}
        disabled={libraries.length < 2}
      />
    </div>
  );
}
