import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from '../../../components/ui/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { EvaluationReadOnly } from './EvaluationReadOnly';

/** 'Evaluation Details': one evaluation read-only, with the list's own actions before Close. */
export function EvaluationDetailsDialog({ id, onClose, actions }: { id: number; onClose: () => void; actions?: ReactNode }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Evaluation Details</DialogTitle>
      <DialogContent dividers>
        <EvaluationReadOnly id={id} />
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
