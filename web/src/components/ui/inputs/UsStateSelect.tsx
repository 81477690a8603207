import MenuItem from '@mui/material/MenuItem';
import type { TextFieldProps } from '@mui/material/TextField';
import { US_STATES } from '@portal/common';
import { FormTextField } from './FormTextField';

type UsStateSelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: string | null | undefined;
  onChange: (code: string) => void;
  /** Only these codes of the list (a license code's states); default all of them. */
  only?: readonly string[];
};

/**
 * The 50 states, DC and the territories by two-letter code, from the one list the server checks
 * (common/src/usStates.ts). An optional field starts with a blank choice; a required one has
 * none and is red while empty (FormTextField). A stored code the list does not know (a row from
 * before the rule) stays shown, so opening the form does not change it.
 */
export function UsStateSelect({ value, onChange, label = 'State', only, required, ...rest }: UsStateSelectProps) {
  const states = only ? US_STATES.filter((s) => only.includes(s.code)) : US_STATES;
  const unknown = value && !states.some((s) => s.code === value) ? value : null;
  return (
    <FormTextField {...rest} label={label} required={required} select value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
      {!required && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {unknown && <MenuItem value={unknown}>{unknown}</MenuItem>}
      {states.map((state) => (
        <MenuItem key={state.code} value={state.code}>
          {state.code} - {state.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
