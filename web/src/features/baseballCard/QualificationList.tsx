import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { clientSidePages, DataTable, RowDeleteButton, type DataTableColumn } from '../../components/ui/DataTable';
import { formatDateOnly } from '../../lib/dates';
import { ExpiryDate } from './ExpiryDate';
import type { QualificationGroup, QualificationRow } from './qualificationGroups';

/** What edit mode adds to a group the viewer may write: row clicks edit, a cross deletes. */
export interface GroupEditing {
  onEdit: (row: QualificationRow) => void;
  onDelete: (row: QualificationRow) => void;
}

function columnsFor(group: QualificationGroup, editing: GroupEditing | null): DataTableColumn<QualificationRow>[] {
  // The card title already names the qualification on small screens.
  const columns: DataTableColumn<QualificationRow>[] = [{ id: 'title', label: 'Title', field: 'title', sortable: true, showOnCard: false }];
  if (group.numberLabel) columns.push({ id: 'number', label: group.numberLabel, field: 'number', sortable: true });
  columns.push(
    { id: 'points', label: 'Points', field: 'points', sortable: true, align: 'right' },
    { id: 'issueDate', label: group.issuedLabel, sortable: true, render: (row) => formatDateOnly(row.issueDate, 'MM/dd/yyyy') },
    { id: 'expDate', label: 'Expires', sortable: true, render: (row) => <ExpiryDate expires={row.expires} expDate={row.expDate} /> },
  );
  if (editing) {
    columns.push({ id: 'delete', label: 'Delete', align: 'center', render: (row) => <RowDeleteButton label={`Delete ${row.title}`} onDelete={() => editing.onDelete(row)} /> });
  }
  return columns;
}

/** One qualification group of the card; in edit mode (for a group the viewer may write) rows open the edit form. */
export function QualificationList({ group, showHeading = true, editing = null }: { group: QualificationGroup; showHeading?: boolean; editing?: GroupEditing | null }) {
  const fetchPage = useMemo(() => clientSidePages(group.rows), [group.rows]);
  const columns = useMemo(() => columnsFor(group, editing), [group, editing]);
  return (
    <section aria-label={group.title}>
      {showHeading && (
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {group.title}
        </Typography>
      )}
      <DataTable
        tableKey={`baseballCard.${group.kind}`}
        label={group.title}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.title}
        onRowClick={editing ? editing.onEdit : undefined}
        pageSizeOptions={[10, 25, 50]}
        defaultPageSize={10}
        defaultSort={{ field: 'title', direction: 'asc' }}
        emptyText={`No ${group.title.toLowerCase()} yet.`}
        arrowKeyPaging={false}
      />
    </section>
  );
}
