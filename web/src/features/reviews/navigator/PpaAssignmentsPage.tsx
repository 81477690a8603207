import { useApolloClient } from '@apollo/client/react';
import { clock, type PpaAssignmentFilters, ppaAssignmentsWhere } from '@portal/common';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../../lib/usePageTitle';
import { DataTable, orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort } from '../../../components/ui/DataTable';
import { FilterDialog, type FilterFieldConfig } from '../../../components/ui/FilterDialog';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { useFilterDialog } from '../../../components/ui/useFilterDialog';
import { useViewer } from '../../../lib/auth/sessionContext';
import type { CsvColumn } from '../../../lib/csv';
import { useTableExport } from '../../../components/ui/useTableExport';
import { AssignEvaluationDialog } from '../AssignEvaluationDialog';
import { dayText, instantText, statusLabel } from '../evaluationLabels';
import { PPA_ASSIGNMENTS, type FormRow } from '../operations';
import { EvaluationDetailsDialog } from './EvaluationDetailsDialog';
import { NAVIGATOR_PAGE_SIZES } from './NavigatorFormsPage';
import { completedRangeField, dueDateRangeField, needsAssignmentField, NO_DATE_RANGES, overdueField, statusField, yearField } from './reviewFilters';

const TITLE = 'PPA Assignments';
const DEFAULT_SORT: DataTableSort = { field: 'owner', direction: 'asc' };

type PpaFilters = PpaAssignmentFilters & Record<string, string>;
const DEFAULT_FILTERS: PpaFilters = { subject: '', writer: '', year: '', status: '', overdue: '', needsAssignment: '', ...NO_DATE_RANGES };
/** The filter dialog's fields; the Year's choices follow the company's day. */
const filterFields = (today: string): readonly FilterFieldConfig[] => [
  { name: 'subject', label: 'Subject' },
  { name: 'writer', label: 'Assigned PPA' },
  yearField(today),
  statusField,
  overdueField,
  needsAssignmentField,
  dueDateRangeField,
  completedRangeField,
];

const writer = (r: FormRow) => (r.needsAssignment ? 'Not assigned' : (r.formAuthor ?? ''));
const writerNumber = (r: FormRow) => (r.needsAssignment ? '' : (r.formAuthorEmployeeNumber ?? ''));

const columns: DataTableColumn<FormRow>[] = [
  { id: 'status', label: 'Status', render: (r) => statusLabel(r.status), sortable: true, sortField: 'status' },
  // The card's heading names the subject on a phone.
  { id: 'subject', label: 'Subject', render: (r) => r.owner ?? '', sortable: true, sortField: 'owner', showOnCard: false },
  { id: 'subjectNumber', label: 'Subject Employee Number', render: (r) => r.ownerEmployeeNumber ?? '', sortable: true, sortField: 'ownerEmployeeNumber' },
  { id: 'writer', label: 'Assigned PPA', render: writer, sortable: true, sortField: 'formAuthor' },
  { id: 'writerNumber', label: 'Assigned PPA Employee Number', render: writerNumber, showOnCard: false },
  { id: 'manager', label: 'Manager', render: (r) => r.manager ?? '', sortable: true, sortField: 'manager' },
  { id: 'due', label: 'Due Date', render: (r) => dayText(r.dateToCompleteBy), sortable: true, sortField: 'dateToCompleteBy' },
  { id: 'completed', label: 'Date Completed', render: (r) => instantText(r.dateCompleted), sortable: true, sortField: 'dateCompleted', showOnCard: false },
];

const csvColumns: CsvColumn<FormRow>[] = [
  { header: 'Status', value: (r) => statusLabel(r.status) },
  { header: 'Subject', value: (r) => r.owner },
  { header: 'Subject Employee Number', value: (r) => r.ownerEmployeeNumber, keepAsText: true },
  { header: 'Assigned PPA', value: writer },
  { header: 'Assigned PPA Employee Number', value: writerNumber, keepAsText: true },
  { header: 'Manager', value: (r) => r.manager },
  { header: 'Due Date', value: (r) => dayText(r.dateToCompleteBy) },
  { header: 'Date Completed', value: (r) => instantText(r.dateCompleted) },
];

/** /ppa-assignments: the PPA forms of open reviews the viewer manages (spec 3 sections 2 and 6). */
export function PpaAssignmentsPage() {
  usePageTitle(TITLE);
  const client = useApolloClient();
  const today = clock.today();
  const viewer = useViewer();
  const exportTable = useTableExport();
  const { filters, activeCount, openDialog, dialogProps } = useFilterDialog<PpaFilters>(DEFAULT_FILTERS, 'reviews.ppaAssignments');
  const [sort, setSort] = useState<DataTableSort | null>(DEFAULT_SORT);
  const [opened, setOpened] = useState<FormRow | null>(null);
  const [assigning, setAssigning] = useState<FormRow | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: PPA_ASSIGNMENTS,
        variables: ({ take, skip, sort: s }) => ({ where: ppaAssignmentsWhere(filters, today), orderBy: orderByOf(s, [{ owner: 'asc' }, { id: 'asc' }]), take, skip }),
        rows: (data) => data.ppaAssignments.rows,
        total: (data) => data.ppaAssignments.total,
      }),
    [client, filters, today],
  );
  const mayAssign = (r: FormRow) => r.needsAssignment && r.status === 'INCOMPLETE' && r.managerEmployeeNumber === viewer.employeeNumber;

  return (
    <>
      <ListToolbar title={TITLE} activeFilters={activeCount} onFilter={openDialog} onExport={() => void exportTable(TITLE, fetchPage, sort, csvColumns)} />
      <DataTable<FormRow>
        tableKey="reviews.ppaAssignments"
        label={TITLE}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        rowLabel={(r) => `PPA of ${r.owner ?? ''}`}
        onRowClick={setOpened}
        defaultSort={DEFAULT_SORT}
        onSortChange={setSort}
        pageSizeOptions={NAVIGATOR_PAGE_SIZES}
        defaultPageSize={20}
        reloadKey={reloadKey}
        emptyText="No PPA Assignments Found"
      />
      <FilterDialog {...dialogProps} fields={filterFields(today)} />
      {opened && (
        <EvaluationDetailsDialog
          id={opened.id}
          onClose={() => setOpened(null)}
          actions={
            mayAssign(opened) && (
              <Button
                variant="contained"
                onClick={() => {
                  setAssigning(opened);
                  setOpened(null);
                }}
              >
                Assign
              </Button>
            )
          }
        />
      )}
      {assigning && (
        <AssignEvaluationDialog
          evaluation={assigning}
          onClose={() => setAssigning(null)}
          onAssigned={() => {
            setAssigning(null);
            setReloadKey((k) => k + 1);
          }}
        />
      )}
    </>
  );
}
