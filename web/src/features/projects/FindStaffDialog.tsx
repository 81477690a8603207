import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from '../../components/ui/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clock, PROJECT_MESSAGES } from '@portal/common';
import { useId, useState } from 'react';
import { DateInput } from '../../components/ui/inputs';
import { useToast } from '../../components/ui/toasts/useToast';
import { employeeName } from '../../lib/employees/operations';
import { QualificationFilterFields, type QualificationDraft } from './AssignmentFilterFields';
import { idsOf } from './assignmentFilters';
import { ExpiringHeld } from './ExpiringHeld';
import { ASSIGN_PROJECT, EMPLOYEE_ASSIGNMENTS, QUALIFICATION_CODE_OPTIONS, STAFF_EXPIRIES, type ProjectRow } from './operations';

const NO_QUALIFICATIONS: QualificationDraft = { certifications: '', skills: '', deccoUCourses: '', licenses: '', licenseState: '', licenseLevel: '' };
/** How many candidates the dialog lists, nearest first. */
const CANDIDATES = 20;

interface FindStaffDialogProps {
  project: Pick<ProjectRow, 'id' | 'name'>;
  onClose: () => void;
  /** After an assignment, so the card can reload its staff. */
  onAssigned: () => void;
}

/**
 * Find staff (beyond the spec): the active employees who hold every chosen qualification, valid
 * on the start day, nearest to the project first, with their current project; one click assigns.
 */
export function FindStaffDialog({ project, onClose, onAssigned }: FindStaffDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const titleId = useId();
  const today = clock.today();
  const [startDay, setStartDay] = useState(today);
  const [qualifications, setQualifications] = useState<QualificationDraft>(NO_QUALIFICATIONS);
  const [busyId, setBusyId] = useState<number | null>(null);
  // Said inside the dialog too: while a modal is open, the page behind it (and its toasts) is
  // hidden from screen readers.
  const [announcement, setAnnouncement] = useState('');
  const codes = useQuery(QUALIFICATION_CODE_OPTIONS).data?.findManyCodes ?? [];
  const where = {
    projectId: project.id,
    isGetDistanceQuery: true,
    validOn: startDay || today,
    certifications: idsOf(qualifications.certifications),
    skills: idsOf(qualifications.skills),
    deccoUCourses: idsOf(qualifications.deccoUCourses),
    licenses: idsOf(qualifications.licenses),
    licenseState: qualifications.licenseState || null,
    licenseLevel: qualifications.licenseLevel || null,
  };
  const { data, loading, error, refetch } = useQuery(EMPLOYEE_ASSIGNMENTS, {
    variables: { where, orderBy: 'distance', direction: 'asc', take: CANDIDATES, skip: 0 },
    fetchPolicy: 'network-only',
  });
  const result = data?.getManyEmployeeAssignments;
  // The candidates' licenses and certifications, for the ones expired or expiring soon under each name.
  const ids = result?.rows.map((r) => r.id) ?? [];
  const expiries = useQuery(STAFF_EXPIRIES, { variables: { ids }, skip: ids.length === 0 }).data?.users ?? [];
  const heldBy = new Map(expiries.map((u) => [u.id, u]));

  const assign = async (employeeNumber: string, id: number, name: string) => {
    setBusyId(id);
    try {
      await client.mutate({ mutation: ASSIGN_PROJECT, variables: { projectId: project.id, employeeNumber } });
      toast.success(PROJECT_MESSAGES.assigned);
      setAnnouncement(`${name} assigned to ${project.name}.`);
      onAssigned();
      await refetch();
    } catch {
      toast.error(PROJECT_MESSAGES.assignFailed);
      setAnnouncement(PROJECT_MESSAGES.assignFailed);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Find staff for {project.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DateInput label="Start day" value={startDay} min={today} onChange={setStartDay} helperText="Qualifications must be valid on this day" />
          <QualificationFilterFields draft={qualifications} setDraft={setQualifications} codes={codes} />
          <Typography variant="subtitle1" component="h3">
            {result ? `${result.total} qualified, nearest first` : 'Qualified employees'}
          </Typography>
          <Typography role="status" variant="body2" color="success.main" sx={{ minHeight: '1.5em' }}>
            {announcement}
          </Typography>
          {loading && <LinearProgress aria-label="Searching" />}
          {error && <Alert severity="error">Error. Please refresh your page</Alert>}
          {result && result.rows.length === 0 && <Typography color="text.secondary">No Employees Found</Typography>}
          {result && result.rows.length > 0 && (
            <List dense aria-label="Qualified employees">
              {result.rows.map((r) => {
                const here = r.projectId === project.id;
                return (
                  <ListItem
                    key={r.id}
                    divider
                    secondaryAction={
                      <Button size="small" variant="outlined" disabled={here || busyId !== null || !r.employeeNumber} onClick={() => void assign(r.employeeNumber!, r.id, employeeName(r))} aria-label={here ? `Assigned: ${employeeName(r)}` : `Assign ${employeeName(r)}`}>
                        {here ? 'Assigned' : 'Assign'}
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={`${employeeName(r)} (${r.employeeNumber ?? ''})`}
                      secondary={
                        <>
                          {`${r.distanceLabel ?? 'Not Available'} · now: ${r.projectName ?? 'Not assigned'}`}
                          {heldBy.has(r.id) && <ExpiringHeld held={heldBy.get(r.id)!} />}
                        </>
                      }
                      sx={{ pr: 10 }}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
