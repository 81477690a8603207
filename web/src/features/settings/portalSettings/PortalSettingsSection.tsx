import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ExpiryAlertSettings } from '@portal/common';
import { useState, type FormEvent, type ReactNode } from 'react';
import { EmployeePicker, EmployeesPicker } from '../../../components/ui/inputs';
import { useToast } from '../../../components/ui/toasts/useToast';
import { errorCodeOf, userMessageOf } from '../../../lib/api/errors';
import { EMPLOYEES_BY_NUMBER } from '../../../lib/employees/operations';
import { PORTAL_SETTINGS } from '../../../lib/settings/operations';
import { SETTINGS_MESSAGES } from '../messages';
import { UPDATE_PORTAL_SETTINGS } from './operations';
import { COMPANY_NAME_MAX, companyNameProblem, draftIsValid, draftOf, inputOf, URL_MAX, urlProblem, type PortalSettingsDraft } from './portalSettingsForm';
import { QuickLinksEditor } from './QuickLinksEditor';

const EXPIRY_SWITCHES: readonly [keyof ExpiryAlertSettings, string][] = [
  ['reminders', 'Remind holders 60, 30 and 7 days before expiry'],
  ['expiredNotice', 'Tell the holder and their supervisor on the day it expires'],
  ['weeklyDigest', 'Weekly digest of the next 60 days to superAdmins and webEditors'],
];

function Part({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ p: 0 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: '0 !important' }}>
        {intro}
      </Typography>
      {children}
    </Stack>
  );
}

function PortalSettingsForm({ initial }: { initial: PortalSettingsDraft }) {
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [save, saving] = useMutation(UPDATE_PORTAL_SETTINGS);
  const set = <K extends keyof PortalSettingsDraft>(key: K, value: PortalSettingsDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setRefusal(null);
  };
  const valid = draftIsValid(draft);
  const learningError = urlProblem(draft.learningSiteUrl, false);
  const transcriptError = urlProblem(draft.transcriptUrl, false);
  const companyNameError = companyNameProblem(draft.companyName);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || saving.loading) return;
    try {
      await save({ variables: { input: inputOf(draft) } });
    } catch (error) {
      const message = errorCodeOf(error) === 'BAD_USER_INPUT' ? userMessageOf(error, SETTINGS_MESSAGES.portalSettingsFailed) : SETTINGS_MESSAGES.portalSettingsFailed;
      setRefusal(message);
      toast.error(message);
      return;
    }
    toast.success(SETTINGS_MESSAGES.portalSettingsSaved);
  };

  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={3} aria-label="Portal settings">
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <Part title="Company" intro="How the portal names the company.">
        <TextField
          label="Company name"
          value={draft.companyName}
          onChange={(e) => set('companyName', e.target.value)}
          error={!!companyNameError}
          helperText={companyNameError || 'Heads the crew packet and qualification PDFs.'}
          required
          disabled={saving.loading}
          slotProps={{ htmlInput: { maxLength: COMPANY_NAME_MAX } }}
        />
      </Part>
      <Divider />
      <Part title="Special employee numbers" intro="Employees who hold extra access besides their role.">
        <EmployeesPicker
          label="All follow-ups viewers"
          helperText="They may open All User Follow-ups."
          value={draft.allFollowupsViewers}
          onChange={(v) => set('allFollowupsViewers', v)}
          disabled={saving.loading}
        />
        <EmployeesPicker
          label="PPA all-access"
          helperText="They see every PPA assignment."
          value={draft.ppaAllAccess}
          onChange={(v) => set('ppaAllAccess', v)}
          disabled={saving.loading}
        />
        <EmployeePicker
          label="Leadership signer"
          helperText="Signs every leadership evaluation."
          value={draft.leadershipSigner}
          onChange={(v) => set('leadershipSigner', v)}
          error={false}
          disabled={saving.loading}
        />
      </Part>
      <Divider />
      <Part title="Quick links" intro="Shown on everyone's dashboard, in this order.">
        <QuickLinksEditor links={draft.quickLinks} onChange={(v) => set('quickLinks', v)} disabled={saving.loading} />
      </Part>
      <Divider />
      <Part title="External links" intro="Leave empty to hide the link.">
        <TextField
          label="Learning site address"
          value={draft.learningSiteUrl}
          onChange={(e) => set('learningSiteUrl', e.target.value)}
          error={!!learningError}
          helperText={learningError || 'The Learning Site link in the top bar.'}
          type="url"
          disabled={saving.loading}
          slotProps={{ htmlInput: { maxLength: URL_MAX } }}
        />
        <TextField
          label="DECCO U transcript address"
          value={draft.transcriptUrl}
          onChange={(e) => set('transcriptUrl', e.target.value)}
          error={!!transcriptError}
          helperText={transcriptError || 'The transcript link on the baseball card.'}
          type="url"
          disabled={saving.loading}
          slotProps={{ htmlInput: { maxLength: URL_MAX } }}
        />
      </Part>
      <Divider />
      <Part title="Expiry e-mails" intro="License and certification expiry e-mails the portal sends.">
        {EXPIRY_SWITCHES.map(([key, label]) => (
          <FormControlLabel
            key={key}
            label={label}
            control={
              <Switch
                checked={draft.expiryAlerts[key]}
                onChange={(e) => set('expiryAlerts', { ...draft.expiryAlerts, [key]: e.target.checked })}
                disabled={saving.loading}
              />
            }
          />
        ))}
      </Part>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          onClick={() => {
            setDraft(initial);
            setRefusal(null);
          }}
          disabled={saving.loading}
        >
          Undo changes
        </Button>
        <Button type="submit" variant="contained" disabled={!valid || saving.loading} loading={saving.loading}>
          Save settings
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The portal's settings a webEditor keeps: the special employee numbers (never literals in the
 * code), the dashboard's quick links and the external addresses. The server validates again and
 * its refusal is shown as it words it.
 */
export function PortalSettingsSection() {
  const settings = useQuery(PORTAL_SETTINGS, { fetchPolicy: 'network-only' });
  const current = settings.data?.portalSettings;
  const numbers = current ? [...current.allFollowupsViewers, ...current.ppaAllAccess, ...(current.leadershipSigner ? [current.leadershipSigner] : [])] : [];
  const employees = useQuery(EMPLOYEES_BY_NUMBER, { variables: { numbers }, skip: !current || numbers.length === 0 });

  if (settings.error && !current) return <Alert severity="error">{SETTINGS_MESSAGES.listLoadFailed}</Alert>;
  // After a save the numbers change: keep the names known so far while the new ones load.
  const known = employees.data ?? employees.previousData;
  if (!current || (numbers.length > 0 && !known && !employees.error)) {
    return <LinearProgress aria-label="Loading portal settings" />;
  }
  return <PortalSettingsForm initial={draftOf(current, known?.users ?? [])} />;
}
