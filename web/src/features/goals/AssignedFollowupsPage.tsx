import type { FollowUpStatus } from '@portal/common';
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { DataTable, orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort } from '../../components/ui/DataTable';
import { FilterDialog, type FilterFieldConfig } from '../../components/ui/FilterDialog';
import { ListToolbar } from '../../components/ui/ListToolbar';
import { useFilterDialog } from '../../components/ui/useFilterDialog';
import { useViewer } from '../../lib/auth/sessionContext';
import type { CsvColumn } from '../../lib/csv';
import { employeeName } from '../../lib/employees/operations';
import { useTableExport } from '../../components/ui/useTableExport';
import { ITEM_STATUS_LABELS, ITEM_KINDS } from './itemKinds';
import { ASSIGNED_FOLLOWUPS, type AssignedFollowupRow } from './operations';

const TITLE = 'Follow-ups Assigned to Me';
const DEFAULT_SORT: DataTableSort = { field: 'createDate', direction: 'desc' };

/** The filter dialog's values (the status one of its options, '' for all). */
interface AssignedFilters extends Record<string, string> {
  title: string;
  partner: string;
  status: FollowUpStatus | '';
}
const DEFAULT_FILTERS: AssignedFilters = { title: '', partner: '', status: '' };
const FILTER_FIELDS: readonly FilterFieldConfig[] = [
  { name: 'title', label: 'Title contains' },
  { name: 'partner', label: 'Partner name contains' },
  {
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'All' },
      { value: 'Active', label: 'Active' },
      { value: 'COMPLETED', label: 'Completed' },
    ],
  },
];

function whereOf(viewerId: number, f: AssignedFilters): Record<string, unknown> {
  const and: Record<string, unknown>[] = [{ assignedToUserId: { equals: viewerId } }];
  if (f.title.trim()) and.push({ title: { contains: f.title.trim(), mode: 'insensitive' } });
  for (const word of f.partner.trim().split(/\s+/).filter(Boolean).slice(0, 4)) {
    and.push({ user: { is: { OR: [{ firstName: { contains: word, mode: 'insensitive' } }, { lastName: { contains: word, mode: 'insensitive' } }] } } });
  }
  if (f.status) and.push({ status: { equals: f.status } });
  return { AND: and };
}

const partnerName = (r: AssignedFollowupRow) => (r.user ? employeeName(r.user) : '');

const columns: DataTableColumn<AssignedFollowupRow>[] = [
  { id: 'title', label: 'Title', field: 'title', sortable: true },
  { id: 'description', label: 'Description', render: (r) => r.description ?? '' },
  { id: 'partner', label: 'Partner', render: partnerName, sortable: true, sortField: 'user.lastName' },
  { id: 'partnerId', label: 'Partner ID', render: (r) => r.user?.employeeNumber ?? '', sortable: true, sortField: 'user.employeeNumber' },
  { id: 'group', label: 'Group', render: (r) => r.user?.group ?? '', sortable: true, sortField: 'user.group' },
  { id: 'status', label: 'Status', render: (r) => ITEM_STATUS_LABELS[r.status] ?? r.status, sortable: true, sortField: 'status' },
  { id: 'createdBy', label: 'Created By', field: 'createdBy', sortable: true },
];

const csvColumns: CsvColumn<AssignedFollowupRow>[] = [
  { header: 'Title', value: (r) => r.title },
  { header: 'Description', value: (r) => r.description },
  { header: 'Partner', value: partnerName },
  { header: 'Partner ID', value: (r) => r.user?.employeeNumber, keepAsText: true },
  { header: 'Group', value: (r) => r.user?.group },
  { header: 'Status', value: (r) => ITEM_STATUS_LABELS[r.status] ?? r.status },
  { header: 'Created By', value: (r) => r.createdBy },
];

/** /assigned-followups: the follow-ups others assigned to the viewer (spec 3 section 3). */
export function AssignedFollowupsPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const exportTable = useTableExport();
  const viewerId = useViewer().user.id;
  const { filters, activeCount, openDialog, dialogProps } = useFilterDialog<AssignedFilters>(DEFAULT_FILTERS, 'followups.assigned');
  const [sort, setSort] = useState<DataTableSort | null>(DEFAULT_SORT);
  usePageTitle(TITLE);

  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: ASSIGNED_FOLLOWUPS,
        variables: ({ take, skip, sort: s }) => ({ where: whereOf(viewerId, filters), orderBy: orderByOf(s, [{ id: 'desc' }]), take, skip }),
        rows: (data) => data.userFollowups,
        total: (data) => data.aggregateUserFollowup._count._all,
      }),
    [client, viewerId, filters],
  );

  return (
    <>
      <ListToolbar title={TITLE} activeFilters={activeCount} onFilter={openDialog} onExport={() => void exportTable(TITLE, fetchPage, sort, csvColumns)} />
      <DataTable<AssignedFollowupRow>
        tableKey="followups.assigned"
        label={TITLE}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.title}
        onRowClick={(r) => r.user?.employeeNumber && navigate(ITEM_KINDS.followup.pathOf(r.user.employeeNumber))}
        defaultSort={DEFAULT_SORT}
        onSortChange={setSort}
        emptyText="No Follow-ups Assigned to You"
      />
      <FilterDialog {...dialogProps} fields={FILTER_FIELDS} />
    </>
  );
}
