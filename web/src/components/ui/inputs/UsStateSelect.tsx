import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { US_STATES } from '@portal/common';

type UsStateSelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: string | null | undefined;
  onChange: (code: string) => void;
};

/** The 50 states, DC and the territories, by two-letter code, with a blank first option. */
export function UsStateSelect({ value, onChange, label = 'State', ...rest }: UsStateSelectProps) {
  return (
    <TextField {...rest} label={label} select value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {US_STATES.map((state) => (
        <MenuItem key={state.code} value={state.code}>
          {state.code} - {state.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
