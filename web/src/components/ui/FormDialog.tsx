import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  canSave: boolean;
  /** Resolves when saved; a thrown message stays in the dialog so nothing typed is lost. */
  onSave: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
  extraActions?: ReactNode;
  /** The submit button's text (default Save). */
  saveLabel?: string;
}

/**
 * The frame of a form dialog: Cancel and Save, Save disabled until the form is valid and while
 * saving, and a failed save's message kept in the dialog so nothing typed is lost. `extraActions`
 * go on the left (Delete). Enter submits; Escape and Cancel close it unless a save is running; on
 * a phone it fills the screen. Every form dialog of the app uses it.
 */
export function FormDialog({ title, canSave, onSave, onClose, children, extraActions, saveLabel = 'Save' }: FormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || saving) return;
    setSaving(true);
    setProblem(null);
    try {
      await onSave();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} spacing={2} sx={{ pt: 1 }} onSubmit={(e) => void submit(e)} noValidate>
          {children}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {extraActions && <span style={{ marginRight: 'auto' }}>{extraActions}</span>}
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={!canSave || saving} loading={saving}>
          {saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
