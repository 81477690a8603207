import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from '../../components/ui/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { can, EMPLOYEE_FIELD_LABELS, MESSAGES, ROLE_LABELS, ROLES, TSHIRT_SIZE_LABELS, TSHIRT_SIZES, type Role } from '@portal/common';
import { useId, useState, type FormEvent } from 'react';
import { RequiredSelect } from '../../components/ui/inputs';
import { useToast } from '../../components/ui/toasts/useToast';
import { CompanySignInSection } from './CompanySignInSection';
import { UPDATE_EMPLOYEE_INFO } from './editOperations';
import type { BaseballCardEmployee } from './operations';

const YEARS_OF_SERVICE_NOTE_MAX = 100;
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const SIZE_OPTIONS = TSHIRT_SIZES.map((size) => ({ value: size, label: TSHIRT_SIZE_LABELS[size] }));

/** Which fields of the Employee Information form a viewer may change (spec 2 section 6). */
function employeeInfoFields(role: Role) {
  return {
    accessLevel: can(role, 'user.editAccessLevel'),
    yearsOfServiceNote: can(role, 'user.editYearsOfServiceNote'),
  };
}

/** Save needs both an access level and a T-shirt size (spec 2 section 5). */
export function canSaveEmployeeInfo(values: { userType: string; tshirtSize: string }, saving: boolean): boolean {
  return !saving && values.userType !== '' && values.tshirtSize !== '';
}

interface EmployeeInfoDialogProps {
  employee: BaseballCardEmployee;
  viewerRole: Role;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Employee Information: the T-shirt size for admin, superAdmin, webEditor and for anyone on
 * their own card; Access Level and Years of Service Note for webEditors only.
 */
export function EmployeeInfoDialog({ employee, viewerRole, onClose, onSaved }: EmployeeInfoDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const titleId = useId();
  const fields = employeeInfoFields(viewerRole);
  const sizeOnly = !fields.accessLevel && !fields.yearsOfServiceNote;
  const [values, setValues] = useState({
    userType: employee.userType ?? '',
    tshirtSize: employee.tshirtSize ?? '',
    yearsOfServiceNote: employee.yearsOfServiceNote ?? '',
  });
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSaveEmployeeInfo(values, saving)) return;
    // Only what this viewer may change: the server refuses any other field.
    const data = {
      tshirtSize: { set: values.tshirtSize },
      ...(fields.accessLevel ? { userType: { set: values.userType } } : {}),
      ...(fields.yearsOfServiceNote ? { yearsOfServiceNote: { set: values.yearsOfServiceNote.trim() || null } } : {}),
    };
    setSaving(true);
    try {
      await client.mutate({ mutation: UPDATE_EMPLOYEE_INFO, variables: { id: employee.id, data } });
      toast.success(sizeOnly ? 'Tshirt Size updated succesfully.' : 'Successfully updated employee');
      onSaved();
    } catch {
      toast.error(sizeOnly ? 'There was an error updating Tshirt Size. Please contact support.' : MESSAGES.genericError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>Employee Information</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.accessLevel && (
              <RequiredSelect label={EMPLOYEE_FIELD_LABELS.userType} value={values.userType} onChange={(v) => set('userType', v)} options={ROLE_OPTIONS} />
            )}
            <RequiredSelect label={EMPLOYEE_FIELD_LABELS.tshirtSize} value={values.tshirtSize} onChange={(v) => set('tshirtSize', v)} options={SIZE_OPTIONS} autoFocus />
            {fields.yearsOfServiceNote && (
              <TextField
                label={EMPLOYEE_FIELD_LABELS.yearsOfServiceNote}
                value={values.yearsOfServiceNote}
                onChange={(e) => set('yearsOfServiceNote', e.target.value)}
                helperText={`${values.yearsOfServiceNote.length}/${YEARS_OF_SERVICE_NOTE_MAX}`}
                slotProps={{ htmlInput: { maxLength: YEARS_OF_SERVICE_NOTE_MAX } }}
              />
            )}
            {can(viewerRole, 'user.manageCompanySignIn') && employee.employeeNumber && (
              <CompanySignInSection employeeNumber={employee.employeeNumber} name={[employee.firstName, employee.lastName].filter(Boolean).join(' ')} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!canSaveEmployeeInfo(values, saving)}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
