import { useApolloClient } from '@apollo/client/react';
import { CHECK_IN_NOTE_MAX, checkInGoalSchema, checkInRecordsSomething } from '@portal/common';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import { useState } from 'react';
import { FormDialog } from '../../components/ui/FormDialog';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { GoalProgressBar } from './GoalProgressBar';
import { CHECK_IN_GOAL, type GoalItem } from './operations';

/** The digits typed into the progress field as a number, or null; its range is the schema's. */
function digitsOf(text: string): number | null {
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null;
}

interface CheckInDialogProps {
  goal: GoalItem;
  onClose: () => void;
  onSaved: () => void;
}

/** Check in on a goal: the new progress (0-100) and a short note; the server keeps the history. */
export function CheckInDialog({ goal, onClose, onSaved }: CheckInDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const [progressText, setProgressText] = useState(String(goal.currentProgress));
  const [note, setNote] = useState('');
  // The server's own argument schema (common/src/args/goals.ts): the same rules, the same words.
  const checked = checkInGoalSchema.safeParse({ goalId: goal.id, progress: digitsOf(progressText), note });
  const progressProblem = checked.success ? null : (checked.error.issues.find((i) => i.path[0] === 'progress')?.message ?? null);
  const changed = checked.success && checkInRecordsSomething(goal.currentProgress, checked.data);

  const save = async () => {
    try {
      await client.mutate({ mutation: CHECK_IN_GOAL, variables: checked.data! });
    } catch (error) {
      throw new Error(userMessageOf(error, 'Error saving check-in, please contact support.'), { cause: error });
    }
    toast.success('Check-in saved');
    onSaved();
  };

  return (
    <FormDialog title={`Check in: ${goal.title}`} canSave={changed} onSave={save} onClose={onClose} saveLabel="Save check-in">
      <GoalProgressBar title={goal.title} progress={checked.data?.progress ?? goal.currentProgress} />
      <FormTextField
        label="Progress (%)"
        required
        autoFocus
        value={progressText}
        onChange={(e) => setProgressText(e.target.value)}
        error={progressProblem !== null}
        helperText={progressProblem ?? `Was ${goal.currentProgress} %.`}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 3 } }}
      />
      <FormTextField
        label="Note"
        multiline
        minRows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: CHECK_IN_NOTE_MAX } }}
        helperText={`What moved, what is next (optional). ${note.length}/${CHECK_IN_NOTE_MAX}`}
      />
    </FormDialog>
  );
}
