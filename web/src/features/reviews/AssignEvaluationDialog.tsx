import { useApolloClient, useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { evaluationType, MAX_ASSIGNEES, multiAssigneeType, TOO_MANY_ASSIGNEES } from '@portal/common';
import { useState } from 'react';
import { FormDialog } from '../../components/ui/FormDialog';
import { EmployeePicker, EmployeesPicker } from '../../components/ui/inputs';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import type { EmployeeOption } from '../../lib/employees/operations';
import { ASSIGN_EVALUATION, ASSIGNEE_EXCLUSIONS, type EvaluationSummary } from './operations';

/**
 * The manager picks who writes an evaluation (spec 3 section 5): one writer, or 1 to 10 for
 * Client D1/D2/D3 and PPA types (each gets their own copy). The subject and those already
 * writing this form in the review are not offered.
 */
export function AssignEvaluationDialog({ evaluation, onClose, onAssigned }: { evaluation: EvaluationSummary; onClose: () => void; onAssigned: () => void }) {
  const client = useApolloClient();
  const toast = useToast();
  const multiple = multiAssigneeType(evaluationType(evaluation.title));
  const [chosen, setChosen] = useState<EmployeeOption[]>([]);
  const exclusions = useQuery(ASSIGNEE_EXCLUSIONS, { variables: { evaluationId: evaluation.id }, fetchPolicy: 'network-only' });
  const exclude = exclusions.data?.evaluationAssigneeExclusions ?? [];
  const tooMany = chosen.length > MAX_ASSIGNEES;

  const save = async () => {
    try {
      await client.mutate({ mutation: ASSIGN_EVALUATION, variables: { evaluationId: evaluation.id, employeeNumbers: chosen.map((c) => c.employeeNumber!) } });
    } catch (error) {
      toast.error('Error: Please contact support');
      throw new Error(userMessageOf(error, 'Error: Please contact support'), { cause: error });
    }
    toast.success('Successfully assigned evaluations');
    onAssigned();
  };

  return (
    <FormDialog title="Assign Evaluation" canSave={chosen.length > 0 && !tooMany && !exclusions.loading} onSave={save} onClose={onClose}>
      <Typography variant="body2">
        {evaluation.title}
        {evaluation.owner ? ` of ${evaluation.owner}` : ''}
      </Typography>
      {multiple ? (
        <EmployeesPicker
          label="Assignees"
          value={chosen}
          onChange={setChosen}
          exclude={exclude}
          error={tooMany}
          helperText={tooMany ? TOO_MANY_ASSIGNEES : `Up to ${MAX_ASSIGNEES} writers; each fills in their own copy.`}
        />
      ) : (
        <EmployeePicker label="Assignee" value={chosen[0] ?? null} onChange={(one) => setChosen(one ? [one] : [])} exclude={exclude} required />
      )}
    </FormDialog>
  );
}
