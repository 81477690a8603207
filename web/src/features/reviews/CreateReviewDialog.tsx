import { useApolloClient, useQuery } from '@apollo/client/react';
import { clock, REVIEW_DUE_IN_PAST, REVIEW_FIELD_LABELS } from '@portal/common';
import { useState } from 'react';
import { FormDialog } from '../../components/ui/FormDialog';
import { DateInput, EmployeePicker, RequiredSelect } from '../../components/ui/inputs';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import type { EmployeeOption } from '../../lib/employees/operations';
import { ASSIGN_REVIEW, REVIEW_TEMPLATE_CHOICES, templateChoiceLabel } from './operations';

const FAILED = 'Error creating review. Please contact support.';

/** Create Review (spec 3 section 2): an employee, a template and a due date, all required. */
export function CreateReviewDialog({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  const toast = useToast();
  const today = clock.today();
  const templates = useQuery(REVIEW_TEMPLATE_CHOICES, { fetchPolicy: 'network-only' });
  const [employee, setEmployee] = useState<EmployeeOption | null>(null);
  const [templateId, setTemplateId] = useState('');
  const [due, setDue] = useState('');

  const save = async () => {
    try {
      await client.mutate({ mutation: ASSIGN_REVIEW, variables: { employeeNumber: employee!.employeeNumber!, templateVersionId: Number(templateId), dateToCompleteBy: due } });
    } catch (error) {
      toast.error(FAILED);
      // The server's reason (no supervisor, ...) stays in the dialog; nothing chosen is lost.
      throw new Error(userMessageOf(error, FAILED), { cause: error });
    }
    toast.success('Successfully assigned Review.');
    onClose();
  };

  // The date input's min only guides the picker; a typed past day is refused here as on the server.
  const pastDue = !!due && due < today;
  const options = (templates.data?.reviewTemplates ?? []).map((t) => ({ value: String(t.id), label: templateChoiceLabel(t) }));
  return (
    <FormDialog title="Create Review" canSave={!!employee?.employeeNumber && !!templateId && !!due && !pastDue} onSave={save} onClose={onClose}>
      <EmployeePicker label={REVIEW_FIELD_LABELS.userId} value={employee} onChange={setEmployee} required />
      <RequiredSelect label={REVIEW_FIELD_LABELS.templateVersionId} value={templateId} onChange={setTemplateId} options={options} />
      <DateInput label={REVIEW_FIELD_LABELS.dateToCompleteBy} value={due} onChange={setDue} min={today} required error={!due || pastDue} helperText={pastDue ? REVIEW_DUE_IN_PAST : undefined} />
    </FormDialog>
  );
}
