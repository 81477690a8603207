import { clock } from '@portal/common';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { GoalFields } from './GoalFields';
import { FormDialog } from '../../components/ui/FormDialog';
import { canSaveGoal, goalData, goalFormOf, setData } from './itemForm';
import { ITEM_KINDS } from './itemKinds';
import { CREATE_GOAL, UPDATE_GOAL, type GoalItem } from './operations';

const { messages } = ITEM_KINDS.goal;

interface GoalFormDialogProps {
  /** The goal being edited; null creates one for ownerId. */
  goal: GoalItem | null;
  ownerId: number;
  onClose: () => void;
  onSaved: () => void;
}

export function GoalFormDialog({ goal, ownerId, onClose, onSaved }: GoalFormDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const today = clock.today();
  const [values, setValues] = useState(() => goalFormOf(goal, today));

  const save = async () => {
    try {
      if (goal) await client.mutate({ mutation: UPDATE_GOAL, variables: { id: goal.id, data: setData(goalData(values)) } });
      else await client.mutate({ mutation: CREATE_GOAL, variables: { data: { ...goalData(values), user: { connect: { id: ownerId } } } } });
    } catch (error) {
      throw new Error(userMessageOf(error, goal ? messages.updateFailed : messages.createFailed), { cause: error });
    }
    toast.success(goal ? messages.updated : messages.created);
    onSaved();
  };

  return (
    <FormDialog title={goal ? 'Edit Goal' : 'Create Goal'} canSave={canSaveGoal(values)} onSave={save} onClose={onClose}>
      <GoalFields values={values} onChange={setValues} />
    </FormDialog>
  );
}
