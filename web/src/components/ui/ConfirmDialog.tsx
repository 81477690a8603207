import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from './DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete this Contractor?' */
  message: string;
  title?: string;
  onYes: () => void;
  /** NO, Escape and a click outside: the caller may return to the form it came from. */
  onNo: () => void;
  /** Disables YES while the confirmed action runs. */
  busy?: boolean;
}

/** The spec's delete confirmations: a question with YES and NO. */
export function ConfirmDialog({ open, message, title = 'Please confirm', onYes, onNo, busy = false }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onNo} role="alertdialog" aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} autoFocus>
          NO
        </Button>
        <Button onClick={onYes} color="error" variant="contained" disabled={busy}>
          YES
        </Button>
      </DialogActions>
    </Dialog>
  );
}
