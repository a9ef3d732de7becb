/** One labelled input of the card forms (a List.Item with a <label> for its Input). */
import '../../../components/antd';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  max: number;
  type?: string;
  autoComplete?: string;
}

export function Field({
  id,
  label,
  value,
  onChange,
  placeholder,
  max,
  type = 'text',
  autoComplete = 'off',
}: FieldProps) {
  return (
    <List.Item prefix={<label htmlFor={id}>{label}</label>}>
      <Input
        id={id}
        type={type}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        clearable
        maxLength={max}
        autoComplete={autoComplete}
      />
    </List.Item>
  );
}
