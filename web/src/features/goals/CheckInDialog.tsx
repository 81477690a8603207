import { useApolloClient } from '@apollo/client/react';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import { useState } from 'react';
import { FormDialog } from '../../components/ui/FormDialog';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { GoalProgressBar } from './GoalProgressBar';
import { CHECK_IN_GOAL, type GoalItem } from './operations';

export const CHECK_IN_NOTE_MAX = 500;

/** A whole number from 0 to 100 typed into the field, or null. */
export function progressOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= 100 ? value : null;
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
  const progress = progressOf(progressText);
  const changed = progress !== null && (progress !== goal.currentProgress || note.trim() !== '');

  const save = async () => {
    try {
      await client.mutate({ mutation: CHECK_IN_GOAL, variables: { goalId: goal.id, progress: progress!, note: note.trim() || null } });
    } catch (error) {
      throw new Error(userMessageOf(error, 'Error saving check-in, please contact support.'), { cause: error });
    }
    toast.success('Check-in saved');
    onSaved();
  };

  return (
    <FormDialog title={`Check in: ${goal.title}`} canSave={changed} onSave={save} onClose={onClose} saveLabel="Save check-in">
      <GoalProgressBar title={goal.title} progress={progress ?? goal.currentProgress} />
      <FormTextField
        label="Progress (%)"
        required
        autoFocus
        value={progressText}
        onChange={(e) => setProgressText(e.target.value)}
        error={progress === null}
        helperText={progress === null ? 'A whole number from 0 to 100.' : `Was ${goal.currentProgress} %.`}
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
