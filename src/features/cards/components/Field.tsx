/** One labelled input of the card forms (a row of the shared FormList). */
import { TextField } from '../../../components/ui/FormList';

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

export function Field({ max, ...rest }: FieldProps) {
  return <TextField maxLength={max} {...rest} />;
}
