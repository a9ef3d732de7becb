/** ChoiceSheet's open part: the kit's one-column picker, loaded only when a reader first opens a choice. */
import './antd';
import Picker from 'antd-mobile/es/components/picker';

export default function ChoiceList({
  label,
  value,
  choices,
  visible,
  onPick,
  onClose,
}: {
  label: string;
  value: string;
  choices: { value: string; text: string }[];
  visible: boolean;
  onPick: (value: string) => void;
  onClose: () => void;
}) {
  return (
    <Picker
      title={label}
      columns={[choices.map((c) => ({ label: c.text, value: c.value }))]}
      value={[value]}
      visible={visible}
      destroyOnClose
      confirmText="确定"
      cancelText="取消"
      onClose={onClose}
      onConfirm={([picked]) => {
        if (picked !== null && picked !== undefined) onPick(String(picked));
      }}
    />
  );
}
