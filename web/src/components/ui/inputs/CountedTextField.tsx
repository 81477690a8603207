import TextField from '@mui/material/TextField';

interface CountedTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  multiline?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
}

/**
 * A required text with its length limit and a character count ("12/200"), so a limit never cuts
 * text silently: the goal and follow-up forms, the calendar event's title.
 */
export function CountedTextField({ label, value, onChange, max, multiline = false, autoFocus = false, fullWidth = false }: CountedTextFieldProps) {
  return (
    <TextField
      label={label}
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
