import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { DataTable, queryPageFetcher, type DataTableColumn } from '../../components/ui/DataTable';
import { RECORD_HISTORY, type HistoryEntry, type HistoryRecordKind } from './operations';

const ACTIONS: Record<string, string> = { create: 'Created', update: 'Changed', delete: 'Deleted' };

const actionLabel = (action: string) => ACTIONS[action] ?? action.charAt(0).toUpperCase() + action.slice(1);
const actorLabel = (entry: HistoryEntry) => entry.actorName ?? entry.actorEmployeeNumber ?? 'System';
const valueLabel = (value: string | null) => (value === null || value === '' ? '(empty)' : value);

/** Each changed field on its own line: "Points: 10 → 25". */
function Changes({ entry }: { entry: HistoryEntry }) {
  if (entry.changes.length === 0) return <Typography variant="body2">{actionLabel(entry.action)}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {entry.changes.map((change) => (
        <Box component="li" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{change.label}</strong>: {valueLabel(change.before)} → {valueLabel(change.after)}
        </Box>
      ))}
    </Box>
  );
}

const COLUMNS: DataTableColumn<HistoryEntry>[] = [
  // Formatted by the server in the company's time zone (COMPANY_TIME_ZONE), with the zone's name.
  { id: 'at', label: 'When', field: 'atCompanyTime', showOnCard: false },
  { id: 'actor', label: 'Who', render: actorLabel },
  { id: 'action', label: 'What', render: (entry) => actionLabel(entry.action) },
  { id: 'changes', label: 'Before → after', render: (entry) => <Changes entry={entry} /> },
];

interface RecordHistoryProps {
  record: HistoryRecordKind;
  id: number;
  /** What the record is called, for the table's accessible name ("Code Crane Operator"). */
  name: string;
  /** Change it to read the first page again (after a save on the same screen). */
  reloadKey?: string | number;
}

/**
 * Change History: who changed what on a record and when, newest first, paged; a card per change
 * on phones (the shared table's small-screen layout). Only admins, superAdmins and webEditors
 * may read it (the server refuses everyone else); the screens show it to them alone.
 */
export function RecordHistory({ record, id, name, reloadKey = '' }: RecordHistoryProps) {
  const client = useApolloClient();
  const headingId = useId();
  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: RECORD_HISTORY,
        variables: ({ take, skip }) => ({ record, id: String(id), take, skip }),
        rows: (data) => data.recordHistory.entries,
        total: (data) => data.recordHistory.total,
      }),
    [client, record, id],
  );
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Change History
      </Typography>
      <DataTable
        tableKey="recordHistory"
        keepInHistory={false}
        label={`Change history of ${name}`}
        columns={COLUMNS}
        fetchPage={fetchPage}
        rowKey={(entry) => entry.id}
        rowLabel={(entry) => entry.atCompanyTime}
        pageSizeOptions={[10, 25, 50]}
        defaultPageSize={10}
        emptyText="No changes recorded yet."
        reloadKey={reloadKey}
        arrowKeyPaging={false}
      />
    </Box>
  );
}
