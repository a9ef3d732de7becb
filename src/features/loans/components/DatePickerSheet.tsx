/**
 * The UI kit's date picker (年 / 月 / 日 wheels in a bottom sheet), loaded on the first tap of a
 * date field (RangeForm): the kit's picker is not part of 借阅信息's first download.
 */
import '../../../components/antd';
import DatePicker from 'antd-mobile/es/components/date-picker';

const UNITS: Record<string, string> = { year: '年', month: '月', day: '日' };
const renderLabel = (type: string, value: number) => `${value}${UNITS[type] ?? ''}`;

export interface DatePickerSheetProps {
  visible: boolean;
  title: string;
  value: Date | null;
  min?: Date;
  max?: Date;
  onConfirm: (date: Date) => void;
  onClose: () => void;
}

export default function DatePickerSheet({ visible, title, value, min, max, onConfirm, onClose }: DatePickerSheetProps) {
  return (
    <DatePicker
      visible={visible}
      title={title}
      precision="day"
      value={value}
      min={min}
      max={max}
      renderLabel={renderLabel}
      confirmText="确定"
      cancelText="取消"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
