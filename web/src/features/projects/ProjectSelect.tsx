import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ProjectOption } from './operations';

interface ProjectSelectProps {
  /** The accessible name, e.g. "Project for Tyler Medeiros". */
  label: string;
  value: number | null;
  /** The current project's name, listed even when the pickers leave it out (Vacation...). */
  currentName: string | null;
  options: readonly ProjectOption[];
  onChange: (projectId: number | null) => void;
  disabled?: boolean;
  /** Offer "Not assigned" (employees); contractors always have a project. */
  allowNone?: boolean;
}

/** The per-row project picker of the assignment and contractor lists. */
export function ProjectSelect({ label, value, currentName, options, onChange, disabled, allowNone = true }: ProjectSelectProps) {
  const listed = value !== null && !options.some((o) => o.id === value) ? [{ id: value, name: currentName ?? `Project ${value}`, project_num: null }, ...options] : options;
  return (
    <TextField
      select
      size="small"
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      disabled={disabled}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ htmlInput: { 'aria-label': label }, select: { displayEmpty: true } }}
      // On a phone's card the picker shares the row with its label: it may not push past the card.
      sx={{ minWidth: { xs: 0, sm: 180 }, maxWidth: { xs: '50vw', sm: 'none' } }}
    >
      {(allowNone || value === null) && (
        <MenuItem value="">
          <em>Not assigned</em>
        </MenuItem>
      )}
      {listed.map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
