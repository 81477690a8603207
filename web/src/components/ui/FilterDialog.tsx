import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from './DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { DateInput } from './inputs/DateInput';

export type FilterValues = Record<string, string>;

export interface FilterFieldConfig {
  name: string;
  label: string;
  /** Text (default) or a select with options. */
  options?: readonly { value: string; label: string }[];
  /**
   * 'dateRange': two days, "{label} from" and "{label} to", kept as `{name}From` and `{name}To`
   * ("YYYY-MM-DD" or '' for no limit); the screen turns them into its where (dayRangeWhere).
   */
  type?: 'text' | 'dateRange';
}

/** The filter values' keys of a date-range field. */
const rangeKeys = (name: string) => ({ from: `${name}From`, to: `${name}To` }) as const;

export interface FilterDialogProps<Values extends FilterValues> {
  open: boolean;
  title?: string;
  /** The filters in force; the dialog edits a draft copy until OK. */
  values: Values;
  /** What Reset returns the draft to. */
  defaults: Values;
  onApply: (values: Values) => void;
  onClose: () => void;
  /** Simple fields from config... */
  fields?: readonly FilterFieldConfig[];
  /** ...or custom fields that edit the draft. */
  children?: (draft: Values, setDraft: (next: Values) => void) => ReactNode;
}

/**
 * The filter dialog of every list screen: Reset clears the draft to the defaults, Cancel
 * discards it, OK applies it.
 */
export function FilterDialog<Values extends FilterValues>({ open, title = 'Filters', values, defaults, onApply, onClose, fields = [], children }: FilterDialogProps<Values>) {
  const titleId = useId();
  const [draft, setDraft] = useState(values);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the filters in force.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(values);
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            onApply(draft);
          }}
        >
          {fields.map((field) =>
            field.type === 'dateRange' ? (
              <DateRangeField key={field.name} field={field} draft={draft} setDraft={setDraft} />
            ) : (
              <TextField
                key={field.name}
                label={field.label}
                select={!!field.options}
                value={draft[field.name] ?? ''}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
              >
                {field.options?.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            ),
          )}
          {children?.(draft, setDraft)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDraft(defaults)}>Reset</Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained">
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Two days side by side (stacked on a phone); an end before the start is marked. */
function DateRangeField<Values extends FilterValues>({ field, draft, setDraft }: { field: FilterFieldConfig; draft: Values; setDraft: (next: Values) => void }) {
  const keys = rangeKeys(field.name);
  const from = draft[keys.from] ?? '';
  const to = draft[keys.to] ?? '';
  const backwards = !!from && !!to && to < from;
  return (
    <Stack role="group" aria-label={field.label} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <DateInput label={`${field.label} from`} value={from} max={to || undefined} onChange={(day) => setDraft({ ...draft, [keys.from]: day })} fullWidth />
      <DateInput
        label={`${field.label} to`}
        value={to}
        min={from || undefined}
        onChange={(day) => setDraft({ ...draft, [keys.to]: day })}
        error={backwards}
        helperText={backwards ? 'Before the start: the two days are swapped.' : undefined}
        fullWidth
      />
    </Stack>
  );
}
