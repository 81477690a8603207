import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  /** Save is enabled only when the form is complete and nothing is running. */
  canSave: boolean;
  saving: boolean;
  saveLabel?: string;
  /** Shown at the left of the actions (a Delete button when editing). */
  extraAction?: ReactNode;
  children: ReactNode;
}

/**
 * The Settings modals: a form in a dialog (full screen on phones), Enter submits, Cancel and
 * Escape close it unless a save is running.
 */
export function FormDialog({ open, title, onClose, onSubmit, canSave, saving, saveLabel = 'Save', extraAction, children }: FormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !saving) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box component="form" id={formId} noValidate onSubmit={submit}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {extraAction}
        <Button onClick={onClose} disabled={saving} sx={{ ml: 'auto' }}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={!canSave || saving} loading={saving}>
          {saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
