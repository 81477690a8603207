import { FormTextField } from './FormTextField';

interface CountedTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  multiline?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
  /** Names the field for the server's message about it (FormDialog). */
  name?: string;
}

/**
 * A required text with its length limit and a character count ("12/200"), so a limit never cuts
 * text silently: the goal and follow-up forms, the calendar event's title.
 */
export function CountedTextField({ label, value, onChange, max, multiline = false, autoFocus = false, fullWidth = false, name }: CountedTextFieldProps) {
  return (
    <FormTextField
      label={label}
      name={name}
      required
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: max } }}
      helperText={`${value.length}/${max}`}
    />
  );
}
