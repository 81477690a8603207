import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import { CONTRACTOR_EVALUATION_HINT, CONTRACTOR_MESSAGES, CONTRACTOR_TEXT_MAX, contractorProblem, type ContractorValues } from '@portal/common';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FormDialog } from '../../components/ui/FormDialog';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { CREATE_CONTRACTOR, DELETE_CONTRACTOR, UPDATE_CONTRACTOR, type ContractorRow, type ProjectOption } from './operations';

const EMPTY: ContractorValues = { firstName: '', lastName: '', task: '', staffingAgency: '', notes: '', evaluation: null, status: true, projectId: null };

function valuesOf(c: ContractorRow | null): ContractorValues {
  if (!c) return EMPTY;
  return { firstName: c.firstName, lastName: c.lastName, task: c.task ?? '', staffingAgency: c.staffingAgency ?? '', notes: c.notes ?? '', evaluation: c.evaluation, status: c.status, projectId: c.projectId };
}

const TEXTS: { key: 'firstName' | 'lastName' | 'task' | 'staffingAgency' | 'notes'; label: string }[] = [
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'task', label: 'Task' },
  { key: 'staffingAgency', label: 'Staffing Agency' },
  { key: 'notes', label: 'Notes' },
];

interface Props {
  contractor: ContractorRow | null;
  projects: readonly ProjectOption[];
  onClose: () => void;
  onChanged: () => void;
}

/** Create Contractor / Edit Contractor (spec 2 sections 3 and 5). */
export function ContractorFormDialog({ contractor, projects, onClose, onChanged }: Props) {
  const client = useApolloClient();
  const toast = useToast();
  const initial = valuesOf(contractor);
  const [values, setValues] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const changed = JSON.stringify(values) !== JSON.stringify(initial);
  const set = (patch: Partial<ContractorValues>) => setValues((v) => ({ ...v, ...patch }));
  const listedProjects = values.projectId !== null && contractor?.project && !projects.some((p) => p.id === values.projectId) ? [{ id: contractor.project.id, name: contractor.project.name, project_num: null }, ...projects] : projects;

  const save = async () => {
    const { projectId, ...fields } = values;
    const trimmed = { ...fields, firstName: fields.firstName.trim(), lastName: fields.lastName.trim(), task: fields.task.trim(), staffingAgency: fields.staffingAgency.trim(), notes: fields.notes.trim() };
    try {
      if (contractor) {
        const data = { ...Object.fromEntries(Object.entries(trimmed).map(([k, v]) => [k, { set: v }])), project: { connect: { id: projectId } } };
        await client.mutate({ mutation: UPDATE_CONTRACTOR, variables: { id: contractor.id, data } });
      } else {
        await client.mutate({ mutation: CREATE_CONTRACTOR, variables: { data: { ...trimmed, project: { connect: { id: projectId } } } } });
      }
    } catch (error) {
      throw new Error(userMessageOf(error, contractor ? CONTRACTOR_MESSAGES.updateFailed : CONTRACTOR_MESSAGES.createFailed), { cause: error });
    }
    toast.success(contractor ? CONTRACTOR_MESSAGES.edited : CONTRACTOR_MESSAGES.created);
    onChanged();
  };

  const remove = async () => {
    if (!contractor) return;
    setDeleting(true);
    try {
      await client.mutate({ mutation: DELETE_CONTRACTOR, variables: { id: contractor.id } });
      toast.success(CONTRACTOR_MESSAGES.deleted);
      onChanged();
    } catch {
      toast.error(CONTRACTOR_MESSAGES.deleteFailed);
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <FormDialog
        title={contractor ? 'Edit Contractor' : 'Create Contractor'}
        canSave={contractorProblem(values) === null && (!contractor || changed)}
        onSave={save}
        onClose={onClose}
        extraActions={
          contractor && (
            <Button color="error" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )
        }
      >
        {TEXTS.map(({ key, label }) => (
          <FormTextField key={key} name={key} label={label} required value={values[key]} onChange={(e) => set({ [key]: e.target.value })} slotProps={{ htmlInput: { maxLength: CONTRACTOR_TEXT_MAX } }} />
        ))}
        <FormTextField select required name="evaluation" label="Evaluation" helperText={CONTRACTOR_EVALUATION_HINT} value={values.evaluation ?? ''} onChange={(e) => set({ evaluation: e.target.value === '' ? null : Number(e.target.value) })}>
          <MenuItem value="">
            <em>Select...</em>
          </MenuItem>
          {[1, 2, 3].map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField select required name="status" label="Status" value={values.status === null ? '' : values.status ? 'active' : 'inactive'} onChange={(e) => set({ status: e.target.value === 'active' })}>
          <MenuItem value="active">Active</MenuItem>
          <MenuItem value="inactive">Inactive</MenuItem>
        </FormTextField>
        <FormTextField select required name="projectId" label="Project" value={values.projectId ?? ''} onChange={(e) => set({ projectId: e.target.value === '' ? null : Number(e.target.value) })}>
          <MenuItem value="">
            <em>Select a project...</em>
          </MenuItem>
          {listedProjects.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </FormTextField>
      </FormDialog>
      <ConfirmDialog open={confirming} message={CONTRACTOR_MESSAGES.deleteQuestion} onYes={() => void remove()} onNo={() => setConfirming(false)} busy={deleting} />
    </>
  );
}
