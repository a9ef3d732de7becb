/**
 * The UI kit's one-column picker (领取图书馆), loaded on demand when the redeem sheet offers a
 * choice of library: the picker is its own lazy chunk, like the region picker.
 */
import '../../../components/antd';
import Picker from 'antd-mobile/es/components/picker';

export interface ChoicePickerProps {
  title: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  visible: boolean;
  onClose: () => void;
  onConfirm: (value: string) => void;
}

export default function ChoicePicker({ title, options, value, visible, onClose, onConfirm }: ChoicePickerProps) {
  return (
    <Picker
      title={title}
      columns={[options.map((o) => ({ label: o.label, value: o.value }))]}
      value={[value]}
      visible={visible}
      confirmText="确定"
      cancelText="取消"
      onClose={onClose}
      onConfirm={([chosen]) => {
        if (chosen !== null && chosen !== undefined) onConfirm(String(chosen));
      }}
    />
  );
}
