import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { GROUPS, MESSAGES } from '@portal/common';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmployeePicker, RequiredSelect } from '../../../components/ui/inputs';
import { useToast } from '../../../components/ui/toasts/useToast';
import { errorCodeOf, userMessageOf } from '../../../lib/api/errors';
import type { EmployeeOption } from '../../../lib/employees/operations';
import { FormDialog } from '../../../components/ui/FormDialog';
import { SETTINGS_MESSAGES } from '../messages';
import {
  CREATE_EMPLOYEE_RELATION,
  DELETE_EMPLOYEE_RELATION,
  EMPLOYEE_RELATIONS,
  JOB_TITLES,
  UPDATE_EMPLOYEE_RELATION,
  type EmployeeRelationRow,
} from './operations';
import { isDuplicateRelation, titleChoices } from './relationRules';

const GROUP_OPTIONS = GROUPS.map((g) => ({ value: g, label: g }));

/** Server refusals whose message is written for the user (the duplicate rule, a taken title). */
const SHOWN_CODES = new Set(['CONFLICT', 'BAD_USER_INPUT', 'NOT_FOUND']);

interface EmployeeRelationDialogProps {
  /** The relation being edited, or null to add one. */
  relation: EmployeeRelationRow | null;
  /** Whether Delete is offered (editing, for those who may). */
  canDelete: boolean;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * Add or edit an employee relation: Group (D1-D5), Title (job titles without a relation, plus
 * this one's), Supervisor (an active employee). The duplicate rule is checked against a fresh
 * list before saving, and the server's refusal is shown if it still says no.
 */
export function EmployeeRelationDialog({ relation, canDelete, onClose, onChanged }: EmployeeRelationDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const [group, setGroup] = useState(relation?.group ?? '');
  const [title, setTitle] = useState(relation?.title ?? '');
  const [supervisor, setSupervisor] = useState<EmployeeOption | null>(relation?.supervisor ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const relations = useQuery(EMPLOYEE_RELATIONS, { fetchPolicy: 'network-only' });
  const jobTitles = useQuery(JOB_TITLES, { fetchPolicy: 'network-only' });
  const [create, creating] = useMutation(CREATE_EMPLOYEE_RELATION);
  const [update, updating] = useMutation(UPDATE_EMPLOYEE_RELATION);
  const [remove, removing] = useMutation(DELETE_EMPLOYEE_RELATION);
  const saving = checking || creating.loading || updating.loading;
  const busy = saving || removing.loading;

  const titles = useMemo(
    () => titleChoices((jobTitles.data?.users ?? []).map((u) => u.jobTitle), relations.data?.findManyEmployeeRelations ?? [], relation),
    [jobTitles.data, relations.data, relation],
  );
  const titlesLoading = (jobTitles.loading && !jobTitles.data) || (relations.loading && !relations.data);
  const complete = group !== '' && title !== '' && !!supervisor;

  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setProblem(null);
  };

  const save = async () => {
    if (!supervisor) return;
    const candidate = { group, title, supervisorId: supervisor.id };
    setChecking(true);
    try {
      // Check against the list as it is now, not as it was when the form opened.
      const fresh = await client.query({ query: EMPLOYEE_RELATIONS, fetchPolicy: 'network-only' }).catch(() => null);
      if (fresh?.data && isDuplicateRelation(candidate, fresh.data.findManyEmployeeRelations, relation?.id ?? null)) {
        setProblem(MESSAGES.employeeRelationExists);
        return;
      }
    } finally {
      setChecking(false);
    }
    try {
      const data = { group, title, supervisor: { connect: { id: supervisor.id } } };
      if (relation) await update({ variables: { id: relation.id, data: { group: { set: group }, title: { set: title }, supervisor: data.supervisor } } });
      else await create({ variables: { data } });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code && SHOWN_CODES.has(code)) setProblem(userMessageOf(error, MESSAGES.employeeRelationExists));
      else toast.error(relation ? SETTINGS_MESSAGES.relationUpdateFailed : SETTINGS_MESSAGES.relationCreateFailed);
      return;
    }
    toast.success(relation ? SETTINGS_MESSAGES.relationEdited : SETTINGS_MESSAGES.relationCreated);
    onChanged();
  };

  const confirmDelete = async () => {
    if (!relation) return;
    try {
      await remove({ variables: { id: relation.id } });
    } catch {
      toast.error(SETTINGS_MESSAGES.relationDeleteFailed);
      setConfirming(false);
      return;
    }
    toast.success(SETTINGS_MESSAGES.relationDeleted);
    onChanged();
  };

  return (
    <>
      <FormDialog
        title={relation ? 'Edit Employee Relation' : 'Add Employee Relation'}
        onClose={onClose}
        onSave={save}
        canSave={complete && !busy}
        extraActions={
          relation &&
          canDelete && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>
              Delete
            </Button>
          )
        }
      >
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <RequiredSelect label="Group" value={group} onChange={edit(setGroup)} options={GROUP_OPTIONS} disabled={busy} fullWidth />
        <RequiredSelect
          label="Title"
          value={titles.includes(title) ? title : ''}
          onChange={edit(setTitle)}
          options={titles.map((t) => ({ value: t, label: t }))}
          disabled={busy || titlesLoading}
          helperText={titlesLoading ? 'Loading job titles...' : titles.length === 0 ? 'Every job title already has a relation.' : undefined}
          fullWidth
        />
        <EmployeePicker label="Supervisor" value={supervisor} onChange={edit(setSupervisor)} required disabled={busy} />
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title="Delete employee relation"
        message={`Are you sure you want to delete the relation for "${relation?.title ?? ''}"?`}
        onYes={() => void confirmDelete()}
        onNo={() => setConfirming(false)}
        busy={removing.loading}
      />
    </>
  );
}
