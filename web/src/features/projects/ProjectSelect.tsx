import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NOT_ASSIGNED_PROJECT } from '@portal/common';
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

/** The placeholder project "Not Assigned" means what no project means: the picker shows one choice for both. */
const isNotAssignedPlaceholder = (name: string | null) => name?.trim().toLowerCase() === NOT_ASSIGNED_PROJECT.toLowerCase();

/** The per-row project picker of the assignment and contractor lists. */
export function ProjectSelect({ label, value: projectId, currentName, options, onChange, disabled, allowNone = true }: ProjectSelectProps) {
  // An employee parked on the placeholder reads "Not assigned", like one with no project (decision 0077).
  const value = projectId !== null && isNotAssignedPlaceholder(currentName) && !options.some((o) => o.id === projectId) ? null : projectId;
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
