import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from '../../../components/ui/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { clock } from '@portal/common';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useToast } from '../../../components/ui/toasts/useToast';
import { UpdatedAgo } from '../../../components/ui/UpdatedAgo';
import { userMessageOf } from '../../../lib/api/errors';
import { formatDateOnly } from '../../../lib/dates';
import { RecordHistory } from '../../history';
import { statusLabel } from '../evaluationLabels';
import { DELETE_REVIEW, REVIEW_DETAIL } from '../operations';
import { EvaluationReadOnly } from './EvaluationReadOnly';

/**
 * How often an open review's progress is read again: it moves when a writer submits. Between two
 * reads the dialog says how old it is and offers Refresh (decision 0042).
 */
const PROGRESS_REFRESH_MS = 10_000;

/** A review: the progress of its forms, Delete Review, and each form openable with Back. */
export function ReviewDetailDialog({ id, onClose, onDeleted }: { id: number; onClose: () => void; onDeleted: () => void }) {
  const titleId = useId();
  const client = useApolloClient();
  const toast = useToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, loading, networkStatus, refetch } = useQuery(REVIEW_DETAIL, {
    variables: { id },
    fetchPolicy: 'network-only',
    pollInterval: PROGRESS_REFRESH_MS,
    notifyOnNetworkStatusChange: true,
  });
  const review = data?.review;
  // When the progress shown was last read: each answer counts, even one that changed nothing.
  const [updatedAt, setUpdatedAt] = useState(() => clock.nowMs());
  const [lastStatus, setLastStatus] = useState(networkStatus);
  if (networkStatus !== lastStatus) {
    setLastStatus(networkStatus);
    if (networkStatus === NetworkStatus.ready) setUpdatedAt(clock.nowMs());
  }
  const [openEvaluation, setOpenEvaluation] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const subject = review?.user ? [review.user.firstName, review.user.lastName].filter(Boolean).join(' ') : '';
  const total = review?.evaluations.length ?? 0;
  const done = review?.evaluations.filter((e) => e.status === 'COMPLETED').length ?? 0;
  const complete = review?.status === 'COMPLETED';

  const remove = async () => {
    setBusy(true);
    try {
      await client.mutate({ mutation: DELETE_REVIEW, variables: { reviewId: id } });
      toast.success('Review Deleted Successfully');
      onDeleted();
    } catch (error) {
      toast.error(userMessageOf(error, 'An error has occured, please try again later'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{review ? subject || review.title : 'Review'}</DialogTitle>
      <DialogContent dividers>
        {loading && !review ? (
          <LinearProgress aria-label="Loading the review" />
        ) : !review ? (
          <>
            <Alert severity="info">Could not find the review. Please try again.</Alert>
            {/* A deleted review's address still shows who changed and deleted it (decision 0086). */}
            <Box sx={{ mt: 3 }}>
              <RecordHistory record="REVIEW" id={id} name={`review ${id}`} />
            </Box>
          </>
        ) : openEvaluation !== null ? (
          <>
            <Button startIcon={<ArrowBack />} onClick={() => setOpenEvaluation(null)} sx={{ mb: 2 }}>
              Back
            </Button>
            <EvaluationReadOnly id={openEvaluation} />
          </>
        ) : (
          <>
            <Typography variant="subtitle1">{review.title}</Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {review.dateToCompleteBy ? `Due ${formatDateOnly(review.dateToCompleteBy)}` : 'No due date'} · {statusLabel(review.status)}
            </Typography>
            <Tooltip title={complete ? 'Review is completed' : 'Review is not completed'}>
              <Box sx={{ my: 2 }}>
                <LinearProgress
                  variant="determinate"
                  value={total ? Math.round((done / total) * 100) : 0}
                  aria-label={`${done} of ${total} evaluations completed`}
                  sx={{ height: 10, borderRadius: 5 }}
                />
                <Typography variant="caption">
                  {done} of {total} evaluations completed
                </Typography>
              </Box>
            </Tooltip>
            <UpdatedAgo updatedAt={updatedAt} onRefresh={refetch} announce={`${done} of ${total} evaluations completed`} label="Refresh the progress" />
            {total === 0 ? (
              <Typography color="text.secondary">This review has no evaluations.</Typography>
            ) : (
              <List aria-label="Evaluations of this review">
                {review.evaluations.map((e) => (
                  <ListItem key={e.id} disablePadding divider>
                    <ListItemButton onClick={() => setOpenEvaluation(e.id)}>
                      <ListItemText
                        primary={e.title}
                        secondary={`${statusLabel(e.status)} · ${e.needsAssignment ? 'Not assigned' : `Writer: ${e.formAuthor ?? ''}`}${e.dateToCompleteBy ? ` · Due ${formatDateOnly(e.dateToCompleteBy)}` : ''}`}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            {/* Only the review managers (superAdmin, webEditor) open this dialog; both may read history. */}
            <Box sx={{ mt: 3 }}>
              <RecordHistory record="REVIEW" id={id} name={`review ${review.title}`} reloadKey={review.status} />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {review && openEvaluation === null && (
          <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
            Delete Review
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        message={`Are you sure you want to delete ${subject || 'this employee'}'s ${review?.title ?? 'review'}?`}
        onYes={() => void remove()}
        onNo={() => setConfirming(false)}
        busy={busy}
      />
    </Dialog>
  );
}
