import type { TextFieldProps } from '@mui/material/TextField';
import { isPhoneIncomplete, normalisePhoneInput, PHONE_EXAMPLE } from '@portal/common';
import { FormTextField } from './FormTextField';

type PhoneInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A US phone number: formats "(###) ###-####" once the digits are complete (a leading country
 * code 1 is dropped, decision 0152) and shows a warning while something else is typed. No
 * maxLength attribute: the browser would cut a pasted "+1 (508) 555-0199" before it is read;
 * normalisePhoneInput keeps the value at 14 characters or fewer.
 */
export function PhoneInput({ value, onChange, helperText, slotProps, ...rest }: PhoneInputProps) {
  const warning = isPhoneIncomplete(value);
  return (
    <FormTextField
      {...rest}
      type="tel"
      autoComplete="tel"
      value={value}
      onChange={(event) => onChange(normalisePhoneInput(event.target.value))}
      color={warning ? 'warning' : undefined}
      helperText={warning ? `Enter a 10-digit phone number, e.g. ${PHONE_EXAMPLE}.` : helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'tel' },
        formHelperText: { sx: warning ? { color: 'warning.dark' } : undefined },
      }}
      sx={warning ? { '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main' } } : undefined}
    />
  );
}
