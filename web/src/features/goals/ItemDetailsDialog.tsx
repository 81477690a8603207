import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDateOnly, formatTimestamp } from '../../lib/dates';
import { employeeName } from '../../lib/employees/operations';
import { ITEM_STATUS_LABELS, NOT_ASSIGNED } from './itemKinds';
import { isGoal, type AnyItem } from './itemModel';


/** The fields of spec 3 section 3, in its order. */
function detailsOf(item: AnyItem): [string, string][] {
  const updatedBy = item.updatedByFullName ?? item.updatedBy ?? '';
  if (isGoal(item)) {
    return [
      ['Status', ITEM_STATUS_LABELS[item.status]],
      ['Start Date', formatDateOnly(item.startDate)],
      ['Created By', item.createdBy ?? ''],
      ['Create Date', formatTimestamp(item.createDate)],
      ['Updated By', updatedBy],
      ['Updated Date', formatTimestamp(item.updatedAt)],
      ['Due Date', formatDateOnly(item.dueDate)],
      ['Description', item.description ?? ''],
    ];
  }
  return [
    ['Status', ITEM_STATUS_LABELS[item.status]],
    ['Created By', item.createdBy ?? ''],
    ['Create Date', formatTimestamp(item.createDate)],
    ['Follow-up Date', item.followupDate ? formatDateOnly(item.followupDate) : 'None'],
    ['Assigned To', item.assignedToUser ? employeeName(item.assignedToUser) : NOT_ASSIGNED],
    ['Updated By', updatedBy],
    ['Updated Date', formatTimestamp(item.updatedAt)],
    ['Description', item.description ?? ''],
  ];
}

export function ItemDetailsDialog({ item, onClose }: { item: AnyItem; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{item.title}</DialogTitle>
      <DialogContent>
        <dl style={{ margin: 0 }}>
          {detailsOf(item).map(([label, value]) => (
            <div key={label} style={{ marginBottom: 8 }}>
              <Typography component="dt" variant="subtitle2">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {value || '—'}
              </Typography>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
