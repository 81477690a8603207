import { useApolloClient } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { clock, REVIEW_DUE_IN_PAST } from '@portal/common';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/FormDialog';
import { DateInput, EmployeePicker } from '../../../components/ui/inputs';
import { useToast } from '../../../components/ui/toasts/useToast';
import { userMessageOf } from '../../../lib/api/errors';
import type { EmployeeOption } from '../../../lib/employees/operations';
import { UPDATE_EVALUATION_ADMIN, type FormRow } from '../operations';

/**
 * A review manager's changes to one form (Navigator forms): who holds it now (its writer, or
 * its signer once submitted), whether the writer is hidden from the subject, and the due date.
 */
export function EvaluationAdminDialog({ evaluation, onClose, onSaved }: { evaluation: FormRow; onClose: () => void; onSaved: () => void }) {
  const client = useApolloClient();
  const toast = useToast();
  const [author, setAuthor] = useState<EmployeeOption | null>(null);
  const [hidden, setHidden] = useState(evaluation.authorHidden);
  const [due, setDue] = useState(evaluation.dateToCompleteBy ?? '');
  const today = clock.today();
  const signed = evaluation.status === 'COMPLETED' && !evaluation.needsSignature;
  // As the server: a new due date may not be past; an overdue form's own date, left as it is, may.
  const dueMoved = !!due && due !== evaluation.dateToCompleteBy;
  const pastDue = dueMoved && due < today;

  const save = async () => {
    try {
      await client.mutate({
        mutation: UPDATE_EVALUATION_ADMIN,
        variables: {
          id: evaluation.id,
          authorEmployeeNumber: author?.employeeNumber ?? null,
          authorHidden: hidden !== evaluation.authorHidden ? hidden : null,
          dateToCompleteBy: dueMoved ? due : null,
        },
      });
    } catch (error) {
      throw new Error(userMessageOf(error, 'An error has occured, please try again later'), { cause: error });
    }
    toast.success('Evaluation updated');
    onSaved();
  };

  return (
    <FormDialog title="Change Evaluation" canSave={!pastDue && (!!author || hidden !== evaluation.authorHidden || dueMoved)} onSave={save} onClose={onClose}>
      <Typography variant="body2">
        {evaluation.title} of {evaluation.owner ?? ''}. Current author: {evaluation.needsAssignment ? 'Not assigned' : (evaluation.author ?? '—')}.
      </Typography>
      <EmployeePicker
        label={evaluation.status === 'COMPLETED' ? 'New signer' : 'New author'}
        value={author}
        onChange={setAuthor}
        disabled={signed}
        helperText={signed ? 'A signed evaluation keeps its author.' : 'Leave empty to keep the current author.'}
        error={false}
      />
      <FormControlLabel control={<Switch checked={hidden} onChange={(e) => setHidden(e.target.checked)} />} label="Hide the writer from the subject" />
      <DateInput label="Due Date" value={due} onChange={setDue} error={pastDue} helperText={pastDue ? REVIEW_DUE_IN_PAST : undefined} />
    </FormDialog>
  );
}
