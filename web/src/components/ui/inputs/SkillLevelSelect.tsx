import MenuItem from '@mui/material/MenuItem';
import type { TextFieldProps } from '@mui/material/TextField';
import { LEVELS, type Level } from '@portal/common';
import { FormTextField } from './FormTextField';

type SkillLevelSelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  /** '' means N/A (the default). */
  value: Level | '' | null | undefined;
  onChange: (level: Level | '') => void;
};

const LABELS: Record<Level, string> = { apprentice: 'Apprentice', journeyman: 'Journeyman', master: 'Master' };

/** N/A (default), Apprentice, Journeyman, Master; stored as the lower-case level or '' for N/A. */
export function SkillLevelSelect({ value, onChange, label = 'Level', slotProps, ...rest }: SkillLevelSelectProps) {
  return (
    <FormTextField
      {...rest}
      label={label}
      select
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value as Level | '')}
      // '' is a real choice here (N/A), so it is displayed rather than left blank.
      slotProps={{ ...slotProps, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">N/A</MenuItem>
      {LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {LABELS[level]}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
