import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from '../../components/ui/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import { MESSAGES } from '@portal/common';
import { useId, useState, type FormEvent } from 'react';
import { DateInput } from '../../components/ui/inputs';
import { useToast } from '../../components/ui/toasts/useToast';
import { errorCodeOf, userMessageOf } from '../../lib/api/errors';
import { CODE_CHOICES } from '../qualifications';
import { UPDATE_EMPLOYEE_QUALIFICATIONS } from './editOperations';
import type { HeldQualification } from './operations';
import {
  canSaveQualification,
  codeLabel,
  dateProblem,
  expiresManually,
  heldRecordOf,
  initialFormValues,
  NUMBER_MAX,
  pickListChoices,
  qualificationWrites,
  replaceWarning,
  type KindConfig,
  type QualificationFormValues,
} from './qualificationForm';

interface QualificationFormDialogProps {
  config: KindConfig;
  employeeId: number;
  /** What the employee holds of this kind (for the pick list and the replace rule). */
  held: readonly HeldQualification[];
  /** The record being edited; null adds one. */
  record: HeldQualification | null;
  /** The company's today ("YYYY-MM-DD"): the default dates. */
  today: string;
  onClose: () => void;
  /** After a save: the card reloads (points change). */
  onSaved: () => void;
  /** The employee turned out to hold the code already: reload the card, keep the form open. */
  onStale: () => void;
}

/** Create/Update License, Certification, Skill or DECCO U Course. Mount it when it opens. */
export function QualificationFormDialog({ config, employeeId, held, record, today, onClose, onSaved, onStale }: QualificationFormDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const titleId = useId();
  const editing = !!record;
  const [values, setValues] = useState<QualificationFormValues>(() => initialFormValues(config, record, today));
  const [saving, setSaving] = useState(false);
  const { data, loading } = useQuery(CODE_CHOICES, { variables: { entity: config.kind }, fetchPolicy: 'network-only', skip: editing });
  const codes = data?.findManyCodes ?? [];
  const choices = pickListChoices(config, codes, held, editing, values.codeId);
  const chosenChoice = codes.find((c) => c.id === values.codeId) ?? null;
  const chosen = editing ? (record.codes ?? null) : chosenChoice;
  const manual = expiresManually(chosen);
  // Adding a code the employee already holds updates that record instead (spec 2 section 4).
  const alreadyHeld = editing ? null : heldRecordOf(held, values.codeId);
  const targetId = record?.id ?? alreadyHeld?.id ?? null;
  const problem = values.codeId !== null || editing ? dateProblem(values, manual) : null;
  const set = <K extends keyof QualificationFormValues>(key: K, value: QualificationFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSaveQualification(values, { editing, saving, manual })) return;
    setSaving(true);
    try {
      const writes = qualificationWrites(config, values, manual, targetId);
      await client.mutate({ mutation: UPDATE_EMPLOYEE_QUALIFICATIONS, variables: { id: employeeId, data: { [config.kind]: writes } } });
      toast.success(editing ? `Successfully updated ${config.noun}` : `Successfully created ${config.noun}`);
      onSaved();
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'CONFLICT' && targetId === null) {
        // Held since the card was loaded: the reload brings the record, the warning shows, and
        // the next Save replaces it.
        onStale();
      } else {
        toast.error(code === 'BAD_USER_INPUT' ? userMessageOf(error, MESSAGES.genericError) : MESSAGES.genericError);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>
          {editing ? 'Update' : 'Create'} {config.title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {editing ? (
              <FormTextField label={config.title} value={record.codes ? codeLabel(record.codes) : ''} slotProps={{ htmlInput: { readOnly: true } }} />
            ) : (
              <Autocomplete
                options={choices}
                loading={loading}
                value={chosenChoice}
                onChange={(_event, code) => set('codeId', code?.id ?? null)}
                getOptionLabel={(code) => codeLabel(code)}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                noOptionsText={`No ${config.noun}s left to add`}
                renderInput={(params) => <FormTextField {...params} label={config.title} required error={values.codeId === null} autoFocus />}
              />
            )}
            {alreadyHeld && <Alert severity="warning">{replaceWarning(config)}</Alert>}
            <DateInput
              label={config.issueLabel}
              value={values.issueDate}
              onChange={(day) => set('issueDate', day)}
              required
              error={!values.issueDate}
              helperText={!values.issueDate ? 'Enter the date.' : undefined}
            />
            {manual && (
              <DateInput
                label="Expiration Date"
                value={values.expDate}
                onChange={(day) => set('expDate', day)}
                min={values.issueDate || undefined}
                required
                error={!!problem && problem !== 'Enter the date.'}
                helperText={problem && problem !== 'Enter the date.' ? problem : undefined}
              />
            )}
            {config.numberField && (
              <FormTextField
                label={config.numberLabel}
                value={values.number}
                onChange={(e) => set('number', e.target.value)}
                slotProps={{ htmlInput: { maxLength: NUMBER_MAX } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!canSaveQualification(values, { editing, saving, manual })}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
