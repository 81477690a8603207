import MenuItem from '@mui/material/MenuItem';
import type { TextFieldProps } from '@mui/material/TextField';
import { FormTextField } from './FormTextField';

interface SelectOption {
  value: string | number;
  label: string;
}

type RequiredSelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: string | number | null | undefined;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A blank first choice (value ''), e.g. 'Select...'. */
  placeholderOption?: string;
};

/** A select that must be filled in: a red border while it is empty, "Required" once touched (FormTextField). */
export function RequiredSelect({ value, onChange, options, placeholderOption, ...rest }: RequiredSelectProps) {
  return (
    <FormTextField {...rest} select required value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
      {placeholderOption !== undefined && (
        <MenuItem value="">
          <em>{placeholderOption}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
