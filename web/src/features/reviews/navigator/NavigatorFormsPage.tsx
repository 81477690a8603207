import { useApolloClient } from '@apollo/client/react';
import { clock, type NavigatorFormFilters, navigatorFormsWhere } from '@portal/common';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { DataTable, orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort } from '../../../components/ui/DataTable';
import { FilterDialog, type FilterFieldConfig } from '../../../components/ui/FilterDialog';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { useFilterDialog } from '../../../components/ui/useFilterDialog';
import type { CsvColumn } from '../../../lib/csv';
import { useTableExport } from '../../../components/ui/useTableExport';
import { dayText, instantText, isOverdue, statusLabel } from '../evaluationLabels';
import { NAVIGATOR_FORMS, type FormRow } from '../operations';
import Button from '@mui/material/Button';
import { EvaluationAdminDialog } from './EvaluationAdminDialog';
import { EvaluationDetailsDialog } from './EvaluationDetailsDialog';
import { completedRangeField, dueDateRangeField, needsAssignmentField, NO_DATE_RANGES, overdueField, statusField, yearField, yesNoText } from './reviewFilters';

const TITLE = 'Forms';
const DEFAULT_SORT: DataTableSort = { field: 'owner', direction: 'asc' };
export const NAVIGATOR_PAGE_SIZES = [20, 25, 50] as const;

type FormFilters = NavigatorFormFilters & Record<string, string>;
const DEFAULT_FILTERS: FormFilters = { subject: '', title: '', writer: '', year: '', status: '', overdue: '', needsAssignment: '', ...NO_DATE_RANGES };
/** The filter dialog's fields; the Year's choices follow the company's day. */
const filterFields = (today: string): readonly FilterFieldConfig[] => [
  { name: 'subject', label: 'Subject' },
  { name: 'title', label: 'Title contains' },
  { name: 'writer', label: 'Writer' },
  yearField(today),
  statusField,
  overdueField,
  needsAssignmentField,
  dueDateRangeField,
  completedRangeField,
];

/** Sorting by the current author puts forms nobody is assigned to last (spec 3 section 2). */
function orderOf(sort: DataTableSort | null) {
  const fallback = [{ owner: 'asc' }, { id: 'asc' }];
  if (sort?.field === 'author') return [{ needsAssignment: 'asc' }, { author: sort.direction }, ...fallback];
  return orderByOf(sort, fallback);
}

const currentAuthor = (r: FormRow) => (r.needsAssignment ? 'Not assigned' : (r.author ?? ''));

function columnsOf(today: string): DataTableColumn<FormRow>[] {
  return [
    { id: 'status', label: 'Status', render: (r) => statusLabel(r.status), sortable: true, sortField: 'status' },
    // Title and subject make the card's heading on a phone; the card does not repeat them.
    { id: 'title', label: 'Title', field: 'title', sortable: true, showOnCard: false },
    { id: 'manager', label: 'Manager', render: (r) => r.manager ?? '', sortable: true, sortField: 'manager' },
    { id: 'managerNumber', label: 'Manager Employee Number', render: (r) => r.managerEmployeeNumber ?? '', sortable: true, sortField: 'managerEmployeeNumber', showOnCard: false, hiddenByDefault: true },
    { id: 'writer', label: 'Writer', render: (r) => r.formAuthor ?? '', sortable: true, sortField: 'formAuthor' },
    { id: 'writerNumber', label: 'Writer Employee Number', render: (r) => r.formAuthorEmployeeNumber ?? '', sortable: true, sortField: 'formAuthorEmployeeNumber', showOnCard: false, hiddenByDefault: true },
    { id: 'subject', label: 'Subject', render: (r) => r.owner ?? '', sortable: true, sortField: 'owner', showOnCard: false },
    { id: 'author', label: 'Current Author', render: currentAuthor, sortable: true, sortField: 'author' },
    { id: 'authorNumber', label: 'Current Author Employee Number', render: (r) => (r.needsAssignment ? '' : (r.authorEmployeeNumber ?? '')), showOnCard: false, hiddenByDefault: true },
    { id: 'needsAssignment', label: 'Needs Assignment', render: (r) => yesNoText(r.needsAssignment), sortable: true, sortField: 'needsAssignment', showOnCard: false },
    { id: 'assignmentDate', label: 'Assignment Date', render: (r) => instantText(r.assignmentDate), sortable: true, sortField: 'assignmentDate', showOnCard: false, hiddenByDefault: true },
    { id: 'due', label: 'Due Date', render: (r) => dayText(r.dateToCompleteBy), sortable: true, sortField: 'dateToCompleteBy' },
    { id: 'overdue', label: 'Overdue', render: (r) => yesNoText(isOverdue(r, today)) },
    { id: 'completed', label: 'Date Completed', render: (r) => instantText(r.dateCompleted), sortable: true, sortField: 'dateCompleted', showOnCard: false },
    { id: 'signer', label: 'Signer', render: (r) => (r.signedDate ? (r.signerName ?? '') : ''), showOnCard: false, hiddenByDefault: true },
    { id: 'signed', label: 'Date Signed', render: (r) => instantText(r.signedDate), sortable: true, sortField: 'signedDate', showOnCard: false, hiddenByDefault: true },
    { id: 'version', label: 'Template Version Id', render: (r) => (r.templateVersionId == null ? '' : String(r.templateVersionId)), showOnCard: false, hiddenByDefault: true },
  ];
}

function csvOf(today: string): CsvColumn<FormRow>[] {
  return [
    { header: 'Status', value: (r) => statusLabel(r.status) },
    { header: 'Title', value: (r) => r.title },
    { header: 'Manager', value: (r) => r.manager },
    { header: 'Manager Employee Number', value: (r) => r.managerEmployeeNumber, keepAsText: true },
    { header: 'Writer', value: (r) => r.formAuthor },
    { header: 'Writer Employee Number', value: (r) => r.formAuthorEmployeeNumber, keepAsText: true },
    { header: 'Subject', value: (r) => r.owner },
    { header: 'Current Author', value: currentAuthor },
    { header: 'Current Author Employee Number', value: (r) => (r.needsAssignment ? '' : r.authorEmployeeNumber), keepAsText: true },
    { header: 'Needs Assignment', value: (r) => yesNoText(r.needsAssignment) },
    { header: 'Assignment Date', value: (r) => instantText(r.assignmentDate) },
    { header: 'Due Date', value: (r) => dayText(r.dateToCompleteBy) },
    { header: 'Overdue', value: (r) => yesNoText(isOverdue(r, today)) },
    { header: 'Date Completed', value: (r) => instantText(r.dateCompleted) },
    { header: 'Signer', value: (r) => (r.signedDate ? r.signerName : '') },
    { header: 'Date Signed', value: (r) => instantText(r.signedDate) },
    { header: 'Template Version Id', value: (r) => r.templateVersionId },
  ];
}

/** /navigator/forms and /navigator/forms/:id: every evaluation, for the review managers. */
export function NavigatorFormsPage() {
  usePageTitle(TITLE);
  const client = useApolloClient();
  const navigate = useNavigate();
  const today = clock.today();
  const exportTable = useTableExport();
  const openId = Number(useParams().id) || null;
  const { filters, activeCount, openDialog, dialogProps } = useFilterDialog<FormFilters>(DEFAULT_FILTERS, 'reviews.navigatorForms');
  const [sort, setSort] = useState<DataTableSort | null>(DEFAULT_SORT);
  const [opened, setOpened] = useState<FormRow | null>(null);
  const [editing, setEditing] = useState<FormRow | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const columns = useMemo(() => columnsOf(today), [today]);
  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: NAVIGATOR_FORMS,
        variables: ({ take, skip, sort: s }) => ({ where: navigatorFormsWhere(filters, today), orderBy: orderOf(s), take, skip }),
        rows: (data) => data.evaluations,
        total: (data) => data.aggregateEvaluation._count._all,
      }),
    [client, filters, today],
  );

  return (
    <>
      <ListToolbar title={TITLE} activeFilters={activeCount} onFilter={openDialog} onExport={() => void exportTable(TITLE, fetchPage, sort, csvOf(today))} />
      <DataTable<FormRow>
        tableKey="reviews.navigatorForms"
        label={TITLE}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${r.title}${r.owner ? ` of ${r.owner}` : ''}`}
        onRowClick={(r) => {
          setOpened(r);
          navigate(`/navigator/forms/${r.id}`);
        }}
        defaultSort={DEFAULT_SORT}
        onSortChange={setSort}
        pageSizeOptions={NAVIGATOR_PAGE_SIZES}
        defaultPageSize={20}
        reloadKey={reloadKey}
        emptyText="No Forms Found"
        // 17 columns do not fit at 1,366 px: the key ones show, the chooser adds the rest.
        columnChooser
        stickyFirstColumn
      />
      <FilterDialog {...dialogProps} fields={filterFields(today)} />
      {openId && (
        <EvaluationDetailsDialog
          id={openId}
          onClose={() => navigate('/navigator/forms')}
          actions={
            opened?.id === openId && (
              <Button onClick={() => setEditing(opened)} sx={{ mr: 'auto' }}>
                Change author or due date
              </Button>
            )
          }
        />
      )}
      {editing && (
        <EvaluationAdminDialog
          evaluation={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setOpened(null);
            setReloadKey((k) => k + 1);
            navigate('/navigator/forms');
          }}
        />
      )}
    </>
  );
}
