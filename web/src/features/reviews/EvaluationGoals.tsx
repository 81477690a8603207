import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { formatDateOnly } from '../../lib/dates';
import { CheckInLine, GoalProgressBar } from '../goals';
import { COMPLETE_EVALUATION_GOAL, EVALUATION_GOALS } from './operations';

/**
 * The evaluation's Goals section: the subject's goals now due, with their progress and last
 * check-in (decision 0088), each completable by the author
 * while the form is open, and those completed in this evaluation. Not shown to peer writers
 * (the server returns nothing for them).
 */
export function EvaluationGoals({ evaluationId, canComplete }: { evaluationId: number; canComplete: boolean }) {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  const { data, refetch } = useQuery(EVALUATION_GOALS, { variables: { evaluationId }, fetchPolicy: 'network-only' });
  const goals = data?.evaluationGoals;
  if (!goals) return null;

  const complete = async (goalId: number) => {
    setBusy(goalId);
    try {
      await client.mutate({ mutation: COMPLETE_EVALUATION_GOAL, variables: { evaluationId, goalId } });
      toast.success('Successfully updated goal');
      await refetch();
    } catch (error) {
      toast.error(userMessageOf(error, 'Error saving goal, please contact support.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="evaluation-goals-heading">
      <Typography id="evaluation-goals-heading" variant="h6" component="h3">
        Goals
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The subject's goals whose due date has come.
      </Typography>
      {goals.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No goals are due.
        </Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {goals.map((goal) => (
            <Stack key={goal.id} component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, alignItems: { sm: 'center' } }}>
              <Box sx={{ flexGrow: 1 }}>
                <Typography variant="subtitle2">{goal.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Due: {formatDateOnly(goal.dueDate)}
                </Typography>
                {goal.description && <Typography variant="body2">{goal.description}</Typography>}
                <Box sx={{ my: 0.5, maxWidth: 360 }}>
                  <GoalProgressBar title={goal.title} progress={goal.currentProgress} />
                </Box>
                {goal.lastCheckIn[0] ? (
                  <Box aria-label={`Last check-in on ${goal.title}`} role="group">
                    <Typography variant="caption" color="text.secondary">
                      Last check-in
                    </Typography>
                    <CheckInLine checkIn={goal.lastCheckIn[0]} />
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    No check-ins yet.
                  </Typography>
                )}
              </Box>
              {goal.status === 'COMPLETED' ? (
                <Chip size="small" color="success" label="Completed" />
              ) : (
                canComplete && (
                  <Button size="small" variant="outlined" onClick={() => void complete(goal.id)} disabled={busy !== null} aria-label={`Complete ${goal.title}`}>
                    Complete
                  </Button>
                )
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
