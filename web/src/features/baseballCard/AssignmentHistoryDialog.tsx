import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from '../../components/ui/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo } from 'react';
import { DataTable, orderByOf, queryPageFetcher, type DataTableColumn } from '../../components/ui/DataTable';
import { formatTimestamp } from '../../lib/dates';
import { PROJECT_HISTORY, type ProjectHistoryEntry } from './editOperations';

const COLUMNS: DataTableColumn<ProjectHistoryEntry>[] = [
  { id: 'projectName', label: 'Project', field: 'projectName', sortable: true },
  { id: 'updatedByFullName', label: 'Assigned By', field: 'updatedByFullName', sortable: true },
  // The spec's history format, in the viewer's time zone.
  { id: 'updatedAt', label: 'Date', sortable: true, render: (entry) => formatTimestamp(entry.updatedAt) },
];

/** Project Assignment History: the employee's project assignments, newest first. */
export function AssignmentHistoryDialog({ userId, name, onClose }: { userId: number; name: string; onClose: () => void }) {
  const client = useApolloClient();
  const titleId = useId();
  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: PROJECT_HISTORY,
        variables: ({ take, skip, sort }) => ({ userId, orderBy: orderByOf(sort, [{ id: 'desc' }]), take, skip }),
        rows: (data) => data.findManyProjectHistory,
        total: (data) => data.aggregateProjectHistory._count._all,
      }),
    [client, userId],
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Project Assignment History</DialogTitle>
      <DialogContent>
        <DataTable
          tableKey="baseballCard.assignmentHistory"
          keepInHistory={false}
          label={`Project assignment history of ${name}`}
          columns={COLUMNS}
          fetchPage={fetchPage}
          rowKey={(entry) => entry.id}
          rowLabel={(entry) => entry.projectName ?? 'Project'}
          defaultSort={{ field: 'updatedAt', direction: 'desc' }}
          pageSizeOptions={[10, 25, 50]}
          defaultPageSize={10}
          emptyText="No project assignments yet."
          arrowKeyPaging={false}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
