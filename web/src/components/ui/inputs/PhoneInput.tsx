import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { isPhoneIncomplete, normalisePhoneInput, phoneMaxLength } from '@portal/common';

type PhoneInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A US phone number: formats "(###) ###-####" (or "+1 (###) ###-####") once the digits are
 * complete and shows a warning while something else is typed.
 */
export function PhoneInput({ value, onChange, helperText, slotProps, ...rest }: PhoneInputProps) {
  const warning = isPhoneIncomplete(value);
  return (
    <TextField
      {...rest}
      type="tel"
      autoComplete="tel"
      value={value}
      onChange={(event) => onChange(normalisePhoneInput(event.target.value))}
      color={warning ? 'warning' : undefined}
      helperText={warning ? 'Enter a 10-digit phone number, e.g. (617) 555-0123.' : helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength: phoneMaxLength(value), inputMode: 'tel' },
        formHelperText: { sx: warning ? { color: 'warning.dark' } : undefined },
      }}
      sx={warning ? { '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main' } } : undefined}
    />
  );
}
