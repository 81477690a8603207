import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

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

/** The spec: a required select is empty when its value is '', 0 or '0'. */
function isEmptySelectValue(value: string | number | null | undefined): boolean {
  return value === null || value === undefined || value === '' || value === 0 || value === '0';
}

/** A select that must be filled in: a red border while it is empty. */
export function RequiredSelect({ value, onChange, options, placeholderOption, ...rest }: RequiredSelectProps) {
  const empty = isEmptySelectValue(value);
  return (
    <TextField {...rest} select required error={empty || rest.error} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
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
    </TextField>
  );
}
