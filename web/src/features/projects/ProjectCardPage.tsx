import { useApolloClient, useQuery } from '@apollo/client/react';
import Edit from '@mui/icons-material/Edit';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { can, clock, crewPacketFileName, crewPacketPath, PROJECT_FIELD_LABELS, unknownProjectZipWarning, type ProjectValues } from '@portal/common';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PdfDownloadButton } from '../../components/ui/PdfDownloadButton';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { useViewer } from '../../lib/auth/sessionContext';
import { employeeName } from '../../lib/employees/operations';
import { RecordHistory } from '../history';
import { ExpiringHeld } from './ExpiringHeld';
import { FindStaffDialog } from './FindStaffDialog';
import { MAKE_PROJECT_INACTIVE, PROJECT } from './operations';
import { ProjectFormDialog } from './ProjectFormDialog';

const SHOWN: (keyof ProjectValues)[] = ['project_num', 'manager', 'supervisor', 'address', 'city', 'state', 'zip', 'phone', 'notes'];

/** /project/:projectId: the project's fields, who is assigned, Edit and Make Inactive (spec 2 section 3). */
export function ProjectCardPage() {
  const client = useApolloClient();
  const toast = useToast();
  const viewer = useViewer();
  const id = Number(useParams().projectId);
  const { data, loading, error, refetch } = useQuery(PROJECT, { variables: { id }, skip: !Number.isInteger(id), fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState(false);
  const [finding, setFinding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const project = data?.project;
  usePageTitle(project ? `${project.name} - Project` : 'Project');

  const makeInactive = async () => {
    setBusy(true);
    try {
      const { data: result } = await client.mutate({ mutation: MAKE_PROJECT_INACTIVE, variables: { projectId: id } });
      const r = result!.makeProjectInactive;
      toast.success(`Project made inactive: ${r.unassignedEmployees} employees and ${r.unassignedContractors} contractors unassigned.`);
      await refetch();
    } catch (e) {
      toast.error(userMessageOf(e, 'Something went wrong. Please contact support'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  // Only the first load replaces the page: a reload after a change keeps dialogs open.
  if (loading && !data) return <LinearProgress aria-label="Loading the project" />;
  if (error) return <Alert severity="error">Error. Please refresh your page</Alert>;
  if (!project) {
    return (
      <>
        <Alert severity="warning">This project does not exist.</Alert>
        {/* A deleted project's address still shows its history (decision 0086). */}
        {Number.isInteger(id) && can(viewer.role, 'history.view') && (
          <Box sx={{ mt: 3 }}>
            <RecordHistory record="PROJECT" id={id} name={`project ${id}`} />
          </Box>
        )}
      </>
    );
  }
  const assigned = project.users.length + project.contractors.length;

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {project.name}{' '}
          <Chip size="small" label={project.status} color={project.status === 'Active' ? 'success' : 'default'} sx={{ verticalAlign: 'middle' }} />
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {/* The crew's licenses and certifications as one PDF (decision 0162). */}
          <PdfDownloadButton path={crewPacketPath(project.id)} fileName={crewPacketFileName(project.name, clock.today())}>
            Download crew packet
          </PdfDownloadButton>
          <Button startIcon={<PersonSearch />} onClick={() => setFinding(true)}>
            Find staff
          </Button>
          <Button startIcon={<Edit />} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button color="error" variant="outlined" disabled={assigned === 0 || busy} onClick={() => setConfirming(true)}>
            Make Inactive
          </Button>
        </Stack>
      </Stack>
      {project.zipLocated === false && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {unknownProjectZipWarning(project.zip ?? '')}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" component="section" aria-label="Project details">
            <CardContent>
              <Stack component="dl" spacing={1} sx={{ m: 0 }}>
                {SHOWN.map((key) => (
                  <div key={key}>
                    <Typography component="dt" variant="subtitle2">
                      {PROJECT_FIELD_LABELS[key]}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {project[key] || '—'}
                    </Typography>
                  </div>
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <AssignedList title="Employees" emptyText="No Employees Found" items={project.users.map((u) => ({
          key: u.id,
          primary: (
            <Link component={RouterLink} to={`/baseball-card/${encodeURIComponent(u.employeeNumber ?? '')}`}>
              {employeeName(u)}
            </Link>
          ),
          secondary: (
            <>
              {[u.employeeNumber, u.jobTitle].filter(Boolean).join(' · ')}
              <ExpiringHeld held={u} />
            </>
          ),
        }))} />
        <AssignedList title="Contractors" emptyText="No Contractors Found" items={project.contractors.map((c) => ({
          key: c.id,
          primary: `${c.firstName} ${c.lastName}`,
          secondary: [c.task, c.staffingAgency].filter(Boolean).join(' · '),
        }))} />
      </Grid>
      {can(viewer.role, 'history.view') && (
        <Box sx={{ mt: 3 }}>
          {/* A save reads the project again; its new values read the history's first page again. */}
          <RecordHistory record="PROJECT" id={project.id} name={`project ${project.name}`} reloadKey={JSON.stringify(project)} />
        </Box>
      )}
      {editing && (
        <ProjectFormDialog
          project={project}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void refetch();
          }}
        />
      )}
      {finding && <FindStaffDialog project={project} onClose={() => setFinding(false)} onAssigned={() => void refetch()} />}
      <ConfirmDialog
        open={confirming}
        message={`Make ${project.name} inactive? This unassigns its ${project.users.length} employees and ${project.contractors.length} contractors.`}
        onYes={() => void makeInactive()}
        onNo={() => setConfirming(false)}
        busy={busy}
      />
    </>
  );
}

interface AssignedItem {
  key: number;
  primary: ReactNode;
  secondary: ReactNode;
}

/** One of the card's "who is here" columns: a heading with the count, the people or the empty text. */
function AssignedList({ title, emptyText, items }: { title: string; emptyText: string; items: readonly AssignedItem[] }) {
  const headingId = useId();
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Card variant="outlined" component="section" aria-labelledby={headingId}>
        <CardContent>
          <Typography id={headingId} variant="h6" component="h2">
            {title} ({items.length})
          </Typography>
          {items.length === 0 ? (
            <Typography color="text.secondary">{emptyText}</Typography>
          ) : (
            <List dense>
              {items.map((item) => (
                <ListItem key={item.key} disableGutters>
                  <ListItemText primary={item.primary} secondary={item.secondary} />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}
