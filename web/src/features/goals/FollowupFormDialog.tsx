import { clock, GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX } from '@portal/common';
import { useApolloClient } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CountedTextField, DateInput, EmployeePicker } from '../../components/ui/inputs';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { employeeName } from '../../lib/employees/operations';
import { FormDialog } from '../../components/ui/FormDialog';
import { canSaveFollowup, followupData, followupFormOf, isPastFollowupDate, setData } from './itemForm';
import { ASSIGN_HELP, ASSIGNMENT_LOCKED, FOLLOWUP_DATE_HELP, ITEM_KINDS, NOT_ASSIGNED } from './itemKinds';
import { CREATE_FOLLOWUP, SEND_ASSIGNMENT_NOTIFICATION, UPDATE_FOLLOWUP, type FollowupItem } from './operations';

const { messages } = ITEM_KINDS.followup;

interface FollowupFormDialogProps {
  followup: FollowupItem | null;
  ownerId: number;
  onClose: () => void;
  onSaved: () => void;
}

export function FollowupFormDialog({ followup, ownerId, onClose, onSaved }: FollowupFormDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const today = clock.today();
  const [values, setValues] = useState(() => followupFormOf(followup));
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const savedDate = followup?.followupDate ?? null;
  const pastDate = isPastFollowupDate(values, today, savedDate);

  const save = async () => {
    if (followup) {
      try {
        await client.mutate({ mutation: UPDATE_FOLLOWUP, variables: { id: followup.id, data: setData(followupData(values)) } });
      } catch (error) {
        throw new Error(userMessageOf(error, messages.updateFailed), { cause: error });
      }
      toast.success(messages.updated);
      onSaved();
      return;
    }
    let created: { id: number; assignedToUserId: number | null };
    try {
      const assign = values.assignee ? { assignedToUser: { connect: { id: values.assignee.id } } } : {};
      const { data } = await client.mutate({ mutation: CREATE_FOLLOWUP, variables: { data: { ...followupData(values), user: { connect: { id: ownerId } }, ...assign } } });
      // Null when the new row is not readable by its creator: it was not made as asked.
      if (!data?.createOneUserFollowup) throw new Error(messages.createFailed);
      created = data.createOneUserFollowup;
    } catch (error) {
      throw new Error(userMessageOf(error, messages.createFailed), { cause: error });
    }
    toast.success(messages.created);
    // The e-mail is a courtesy: a failure is logged, and the server's job sends it later.
    if (created.assignedToUserId) {
      client.mutate({ mutation: SEND_ASSIGNMENT_NOTIFICATION, variables: { id: created.id } }).catch((error: unknown) => console.warn('assignment notification', error));
    }
    onSaved();
  };

  return (
    <FormDialog
      title={followup ? 'Edit Follow-up' : 'Create Follow-up'}
      canSave={canSaveFollowup(values, today, savedDate)}
      onSave={save}
      onClose={onClose}
    >
      <CountedTextField label="Title" autoFocus value={values.title} onChange={(title) => set({ title })} max={GOAL_TITLE_MAX} />
      <CountedTextField label="Description" multiline value={values.description} onChange={(description) => set({ description })} max={GOAL_DESCRIPTION_MAX} />
      <DateInput
        label="Follow-up Date"
        value={values.followupDate}
        min={today}
        onChange={(day) => set({ followupDate: day })}
        error={pastDate}
        helperText={pastDate ? 'The follow-up date cannot be in the past.' : FOLLOWUP_DATE_HELP}
      />
      {followup ? (
        <div>
          <Typography variant="subtitle2" component="p">
            Assigned To
          </Typography>
          <Typography>{followup.assignedToUser ? employeeName(followup.assignedToUser) : NOT_ASSIGNED}</Typography>
          {followup.assignedToUser && (
            <Typography variant="caption" color="text.secondary">
              {ASSIGNMENT_LOCKED}
            </Typography>
          )}
        </div>
      ) : (
        <EmployeePicker label="Assign To" value={values.assignee} onChange={(assignee) => set({ assignee })} helperText={ASSIGN_HELP} />
      )}
    </FormDialog>
  );
}
