/** ChoiceSheet's open part: the kit's action sheet, loaded only when a reader first opens a choice. */
import './antd';
import ActionSheet from 'antd-mobile/es/components/action-sheet';

export default function ChoiceList({
  label,
  value,
  choices,
  onPick,
  onClose,
}: {
  label: string;
  value: string;
  choices: { value: string; text: string }[];
  onPick: (value: string) => void;
  onClose: () => void;
}) {
  return (
    <ActionSheet
      visible
      extra={label}
      cancelText="取消"
      actions={choices.map((c) => ({ key: c.value, text: c.text, bold: c.value === value }))}
      onAction={(action) => onPick(String(action.key))}
      onClose={onClose}
    />
  );
}
