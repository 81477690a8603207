import type { TextFieldProps } from '@mui/material/TextField';
import { FormTextField } from './FormTextField';
import { toDateInputValue } from '../../../lib/dates';

type DateInputProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  /** A date-only value "YYYY-MM-DD" (a timestamp is read as its UTC day). */
  value: string | null | undefined;
  /** "YYYY-MM-DD", or '' when cleared. Use pickerInstantOf() where the API wants 03:59 UTC. */
  onChange: (day: string) => void;
  min?: string;
  max?: string;
};

/**
 * A calendar day. The browser's date input works in plain "YYYY-MM-DD" text, so the chosen
 * day never passes through a time zone and cannot shift.
 */
export function DateInput({ value, onChange, min, max, slotProps, ...rest }: DateInputProps) {
  return (
    <FormTextField
      {...rest}
      type="date"
      value={toDateInputValue(value)}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ ...slotProps, inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
