import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from './DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/**
 * Tells the user why an action cannot go ahead, with one OK; where ConfirmDialog would ask a
 * YES/NO question whose YES could only fail (deleting a code employees hold).
 */
export function NoticeDialog({ open, title, message, onClose }: { open: boolean; title: string; message: string; onClose: () => void }) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus variant="contained">
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
