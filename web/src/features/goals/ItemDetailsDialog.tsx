import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from '../../components/ui/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDateOnly, formatTimestamp } from '../../lib/dates';
import { employeeName } from '../../lib/employees/operations';
import { CheckInHistory } from './CheckInHistory';
import { GoalProgressBar } from './GoalProgressBar';
import { ITEM_STATUS_LABELS, NOT_ASSIGNED } from './itemKinds';
import { isGoal, type AnyItem } from './itemModel';
import { GOAL_CHECK_INS, type GoalItem } from './operations';


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

/** A goal's progress and its check-ins, newest first (read fresh: a check-in may just have been saved). */
function GoalCheckIns({ goal }: { goal: GoalItem }) {
  const { data, loading, error } = useQuery(GOAL_CHECK_INS, { variables: { id: goal.id }, fetchPolicy: 'network-only' });
  const progress = data?.goal?.currentProgress ?? goal.currentProgress;
  return (
    <section aria-labelledby={`goal-${goal.id}-checkins`}>
      <Typography variant="subtitle2">Progress</Typography>
      <GoalProgressBar title={goal.title} progress={progress} />
      <Typography id={`goal-${goal.id}-checkins`} variant="subtitle2" sx={{ mt: 2 }}>
        Check-ins
      </Typography>
      {loading ? (
        <Typography variant="body2">Loading check-ins…</Typography>
      ) : error ? (
        <Typography variant="body2" color="error">
          Error. Please refresh your page
        </Typography>
      ) : (
        <CheckInHistory checkIns={data?.goal?.checkIns ?? []} />
      )}
    </section>
  );
}

interface ItemDetailsDialogProps {
  item: AnyItem;
  onClose: () => void;
  /** Offered on an active goal to its employee and those who manage it. */
  onCheckIn?: () => void;
}

export function ItemDetailsDialog({ item, onClose, onCheckIn }: ItemDetailsDialogProps) {
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
        {isGoal(item) && <GoalCheckIns goal={item} />}
      </DialogContent>
      <DialogActions>
        {onCheckIn && (
          <Button onClick={onCheckIn} variant="contained">
            Check in
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
