import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { FormTextField } from '../../../components/ui/inputs/FormTextField';
import Typography from '@mui/material/Typography';
import { GROUP_CYCLES } from '@portal/common';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormDialog } from '../../../components/ui/FormDialog';
import { DateInput, RequiredSelect } from '../../../components/ui/inputs';
import { useToast } from '../../../components/ui/toasts/useToast';
import { userMessageOf } from '../../../lib/api/errors';
import { formatTimestamp } from '../../../lib/dates';
import {
  CREATE_REVIEW_CYCLE,
  DELETE_REVIEW_CYCLE,
  LAUNCH_REVIEW_CYCLE,
  REVIEW_CYCLE_AUDIENCE,
  REVIEW_TEMPLATE_CHOICES,
  templateChoiceLabel,
  UPDATE_REVIEW_CYCLE,
  type ReviewCycleRow,
} from '../operations';

const FAILED = 'An error has occured, please try again later';

interface Values {
  name: string;
  startDate: string;
  templateId: string;
  groupCycle: string;
  dueInDays: string;
  lock: boolean;
}

const valuesOf = (c: ReviewCycleRow | null): Values => ({
  name: c?.name ?? '',
  startDate: c?.startDate ?? '',
  templateId: c ? String(c.templateId) : '',
  groupCycle: c?.groupCycle ?? '',
  dueInDays: String(c?.dueInDays ?? 30),
  lock: c?.lockReviewsFromNonAdmins ?? false,
});

/**
 * A review cycle: 'Create New Review Cycle', or an existing one read-only with Edit, Delete and
 * Launch now (Edit turns it into the form with Save and Cancel).
 */
export function ReviewCycleDialog({ cycle, onClose, onChanged }: { cycle: ReviewCycleRow | null; onClose: () => void; onChanged: () => void }) {
  const client = useApolloClient();
  const toast = useToast();
  const templates = useQuery(REVIEW_TEMPLATE_CHOICES, { fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState(cycle === null);
  const [values, setValues] = useState<Values>(() => valuesOf(cycle));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'delete' | 'launch' | null>(null);
  const audience = useQuery(REVIEW_CYCLE_AUDIENCE, { variables: { id: cycle?.id ?? -1 }, skip: !cycle || !!cycle.launchedAt || confirm !== 'launch', fetchPolicy: 'network-only' });
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const days = Number(values.dueInDays);
  const daysValid = Number.isInteger(days) && days >= 1 && days <= 365;
  const canSave = values.name.trim() !== '' && values.startDate !== '' && values.templateId !== '' && daysValid;
  const chosen = templates.data?.reviewTemplates.find((t) => String(t.id) === values.templateId);
  // An older template version stays shown for a cycle that still names it.
  const options = (templates.data?.reviewTemplates ?? []).map((t) => ({ value: String(t.id), label: templateChoiceLabel(t) }));
  if (cycle?.template && !options.some((o) => o.value === String(cycle.templateId))) options.push({ value: String(cycle.templateId), label: templateChoiceLabel(cycle.template) });

  const run = async <T,>(work: () => Promise<T>, success: string | ((result: T) => string)) => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await work();
      toast.success(typeof success === 'string' ? success : success(result));
      onChanged();
    } catch (error) {
      setProblem(userMessageOf(error, FAILED));
      toast.error(FAILED);
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };
  const data = { name: values.name.trim(), startDate: values.startDate, templateId: Number(values.templateId), groupCycle: values.groupCycle || null, dueInDays: days, lockReviewsFromNonAdmins: values.lock };
  const save = () =>
    cycle
      ? run(() => client.mutate({ mutation: UPDATE_REVIEW_CYCLE, variables: { id: cycle.id, data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, { set: v }])) } }), 'Review Cycle Updated')
      : run(() => client.mutate({ mutation: CREATE_REVIEW_CYCLE, variables: { data } }), 'Review Cycle Created');
  const launch = () =>
    run(
      async () => (await client.mutate({ mutation: LAUNCH_REVIEW_CYCLE, variables: { id: cycle!.id } })).data?.launchReviewCycle ?? 0,
      (created) => `Review cycle launched: ${created} review${created === 1 ? '' : 's'} created`,
    );
  const reach = audience.data?.reviewCycleAudience;
  const launchQuestion = reach
    ? `Launch ${cycle?.name} now? ${reach.employees} employee${reach.employees === 1 ? '' : 's'} will get a review${reach.withoutSupervisor ? ` (${reach.withoutSupervisor} without a supervisor are left out)` : ''}. This cannot be undone.`
    : 'Counting the employees this cycle reaches…';

  // Shown read-only first (Delete, Launch now, Edit, Close); Edit turns it into the form.
  const viewActions =
    cycle && !editing ? (
      <>
        <Button color="error" onClick={() => setConfirm('delete')} disabled={busy} sx={{ mr: 'auto' }}>
          Delete
        </Button>
        {!cycle.launchedAt && (
          <Button onClick={() => setConfirm('launch')} disabled={busy}>
            Launch now
          </Button>
        )}
        <Button onClick={() => setEditing(true)}>Edit</Button>
        <Button onClick={onClose}>Close</Button>
      </>
    ) : undefined;

  return (
    <>
      <FormDialog
        title={cycle ? cycle.name : 'Create New Review Cycle'}
        canSave={canSave}
        busy={busy}
        onSave={save}
        onClose={onClose}
        onCancel={cycle ? () => (setEditing(false), setValues(valuesOf(cycle))) : onClose}
        viewActions={viewActions}
      >
        {cycle?.launchedAt && (
          <Alert severity="info">
            Launched {formatTimestamp(cycle.launchedAt, 'MM/dd/yyyy')}: {cycle.reviewCount ?? 0} review{cycle.reviewCount === 1 ? '' : 's'}, {cycle.completedReviews ?? 0} completed.
          </Alert>
        )}
        <FormTextField label="Cycle Name" required value={values.name} onChange={(e) => set({ name: e.target.value })} disabled={!editing} error={editing && !values.name.trim()} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <DateInput label="Start Date" required value={values.startDate} onChange={(startDate) => set({ startDate })} disabled={!editing} error={editing && !values.startDate} />
        <RequiredSelect label="Select Review Template to Use" value={values.templateId} onChange={(templateId) => set({ templateId })} options={options} disabled={!editing} />
        {chosen && (
          <div>
            <Typography variant="body2" color="text.secondary">
              Evaluations of this template:
            </Typography>
            <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3 }}>
              {chosen.evaluationTemplates.map((e) => (
                <li key={e.id}>{e.title}</li>
              ))}
            </Typography>
          </div>
        )}
        <FormTextField select label="Group Cycle (optional)" value={values.groupCycle} onChange={(e) => set({ groupCycle: e.target.value })} disabled={!editing} helperText="Without one, the cycle reaches every active employee.">
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {GROUP_CYCLES.map((g) => (
            <MenuItem key={g} value={g}>
              {g}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          label="Days to complete"
          value={values.dueInDays}
          onChange={(e) => set({ dueInDays: e.target.value })}
          disabled={!editing}
          error={editing && !daysValid}
          helperText="The reviews are due this many days after the launch (1 to 365)."
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormControlLabel control={<Switch checked={values.lock} onChange={(e) => set({ lock: e.target.checked })} disabled={!editing} />} label="Lock Reviews from Non-Admins" />
        {problem && <Alert severity="error">{problem}</Alert>}
      </FormDialog>
      <ConfirmDialog open={confirm === 'delete'} message="Are you sure you want to delete this review cycle?" onYes={() => void run(() => client.mutate({ mutation: DELETE_REVIEW_CYCLE, variables: { id: cycle!.id } }), 'Review Cycle Deleted')} onNo={() => setConfirm(null)} busy={busy} />
      <ConfirmDialog open={confirm === 'launch'} title="Launch now" message={launchQuestion} onYes={() => reach && void launch()} onNo={() => setConfirm(null)} busy={busy || !reach} />
    </>
  );
}
