import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { can, clock, mayViewCardOf, qualificationsFileName, qualificationsPdfPath } from '@portal/common';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageSkeleton } from '../../components/ui/PageSkeleton';
import { usePageTitle } from '../../lib/usePageTitle';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { RecordHistory } from '../history';
import { useToast } from '../../components/ui/toasts/useToast';
import { ownCardPath } from '../../lib/auth/paths';
import { useViewer } from '../../lib/auth/sessionContext';
import { usePortalSettings } from '../../lib/settings/usePortalSettings';
import { useOffline } from '../../lib/offline/offlineStatus';
import { AssignmentHistoryDialog } from './AssignmentHistoryDialog';
import { CardPrintLayout } from './CardPrintLayout';
import { CardToolbar } from './CardToolbar';
import { UPDATE_EMPLOYEE_QUALIFICATIONS } from './editOperations';
import { EmployeeInfoDialog } from './EmployeeInfoDialog';
import { EmployeeSummary } from './EmployeeSummary';
import { employeeFullName } from './format';
import { EMPLOYEE_BASEBALL_CARD } from './operations';
import { PointsSummary } from './PointsSummary';
import { ProfileImageButton } from './ProfileImageButton';
import { QualificationFormDialog } from './QualificationFormDialog';
import { kindConfig, writableKinds, type KindConfig } from './qualificationForm';
import { QualificationGroups } from './QualificationGroups';
import { qualificationGroups, type QualificationKind, type QualificationRow } from './qualificationGroups';
import type { GroupEditing } from './QualificationList';

const DELETED = 'Qualification deleted succesfully.';
const DELETE_FAILED = 'There was an error deleting the qualification. Please contact support.';

/** /baseball-card/:employeeNumber — an employee's profile, points and qualifications. */
export function BaseballCardPage() {
  const viewer = useViewer();
  const client = useApolloClient();
  const toast = useToast();
  const { settings } = usePortalSettings();
  const today = clock.today();
  const employeeNumber = (useParams().employeeNumber ?? '').trim();
  const ownCard = employeeNumber === viewer.employeeNumber;
  const mayView = mayViewCardOf(viewer, employeeNumber);
  // Offline the card is the kept copy (lib/offline): it can be shown, not changed.
  const { offline } = useOffline();
  const { data, loading, error, refetch } = useQuery(EMPLOYEE_BASEBALL_CARD, {
    variables: { employeeNumber },
    skip: !mayView,
    fetchPolicy: 'network-only',
  });
  const employee = data?.users[0];
  const groups = useMemo(() => (employee ? qualificationGroups(employee, today) : []), [employee, today]);
  usePageTitle(employee ? `${employeeFullName(employee)} - Baseball Card` : 'Baseball Card');

  const mayEdit = can(viewer.role, 'baseballCard.editQualifications');
  const writable = useMemo(() => writableKinds(viewer.role), [viewer.role]);
  const [editMode, setEditMode] = useState(false);
  const [form, setForm] = useState<{ config: KindConfig; row: QualificationRow | null } | null>(null);
  const [deleting, setDeleting] = useState<{ config: KindConfig; row: QualificationRow } | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [printing, setPrinting] = useState(false);
  // Each save reads the card again, and the Change History's first page with it.
  const [saves, setSaves] = useState(0);
  const reload = useCallback(() => {
    setSaves((n) => n + 1);
    void refetch();
  }, [refetch]);

  // Edit mode: rows of the groups the viewer may write open the form; a cross deletes.
  const editing = useMemo(() => {
    const handlers = new Map<QualificationKind, GroupEditing>();
    if (!editMode) return handlers;
    for (const config of writable) {
      handlers.set(config.kind, { onEdit: (row) => setForm({ config, row }), onDelete: (row) => setDeleting({ config, row }) });
    }
    return handlers;
  }, [editMode, writable]);
  const editingOf = useCallback((kind: QualificationKind) => editing.get(kind) ?? null, [editing]);

  useEffect(() => {
    if (!printing) return;
    // The print layout paints first, then the browser's print dialog opens.
    const timer = window.setTimeout(() => {
      window.print();
      setPrinting(false);
    }, 100);
    return () => window.clearTimeout(timer);
  }, [printing]);

  // The route guard already does this; kept here so the page is safe wherever it is mounted.
  if (!mayView) return <Navigate to={ownCardPath(viewer.employeeNumber)} replace />;
  if (loading && !data) return <PageSkeleton label="Loading the baseball card..." />;
  if (error && !data && offline) return <Alert severity="info">This card isn&apos;t kept on this device: open it once with a network to have it offline.</Alert>;
  if (error && !data) return <Alert severity="error">The baseball card could not be loaded. Please refresh your page.</Alert>;
  if (!employee) return <Alert severity="info">No employee has the number {employeeNumber}.</Alert>;
  if (printing) return <CardPrintLayout employee={employee} groups={groups} onDone={() => setPrinting(false)} />;

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await client.mutate({ mutation: UPDATE_EMPLOYEE_QUALIFICATIONS, variables: { id: employee.id, data: { [deleting.config.kind]: { delete: [{ id: deleting.row.id }] } } } });
      toast.success(DELETED);
      reload();
    } catch {
      toast.error(DELETE_FAILED);
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  const mayEditInfo = can(viewer.role, 'baseballCard.employeeInfo') || ownCard;
  const name = employeeFullName(employee);

  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <EmployeeSummary employee={employee} actions={can(viewer.role, 'user.editProfileImage') && !offline ? <ProfileImageButton employeeId={employee.id} onSaved={reload} /> : undefined} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <PointsSummary employee={employee} />
        </Grid>
      </Grid>
      <CardToolbar
        offline={offline}
        editMode={mayEdit ? editMode && !offline : null}
        onToggleEdit={() => setEditMode((on) => !on)}
        addKinds={writable}
        onAdd={(config) => setForm({ config, row: null })}
        onEditInfo={mayEditInfo ? () => setInfoOpen(true) : null}
        onPrint={can(viewer.role, 'baseballCard.print') ? () => setPrinting(true) : null}
        onHistory={() => setHistoryOpen(true)}
        transcriptUrl={settings.transcriptUrl}
        qualificationsPdf={{ path: qualificationsPdfPath(employee.employeeNumber ?? ''), fileName: qualificationsFileName(name, employee.employeeNumber ?? '', today) }}
      />
      <QualificationGroups groups={groups} editingOf={editingOf} />
      {can(viewer.role, 'history.view') && <RecordHistory record="EMPLOYEE" id={employee.id} name={name} reloadKey={saves} />}
      {form && (
        <QualificationFormDialog
          config={form.config}
          employeeId={employee.id}
          held={employee[form.config.kind]}
          record={form.row?.record ?? null}
          today={today}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            reload();
          }}
          onStale={reload}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        message={`Are you sure you want to delete this ${deleting ? kindConfig(deleting.config.kind).noun : 'qualification'}?`}
        onYes={() => void confirmDelete()}
        onNo={() => setDeleting(null)}
        busy={deleteBusy}
      />
      {infoOpen && (
        <EmployeeInfoDialog
          employee={employee}
          viewerRole={viewer.role}
          onClose={() => setInfoOpen(false)}
          onSaved={() => {
            setInfoOpen(false);
            reload();
          }}
        />
      )}
      {historyOpen && <AssignmentHistoryDialog userId={employee.id} name={name} onClose={() => setHistoryOpen(false)} />}
    </Stack>
  );
}
