import { useApolloClient, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { CONTRACTOR_EVALUATION_HINT, CONTRACTOR_MESSAGES } from '@portal/common';
import { useCallback, useMemo, useState } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';
import { DataTable, orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort } from '../../components/ui/DataTable';
import { FilterDialog, type FilterFieldConfig } from '../../components/ui/FilterDialog';
import { ListToolbar } from '../../components/ui/ListToolbar';
import { useFilterDialog } from '../../components/ui/useFilterDialog';
import { useToast } from '../../components/ui/toasts/useToast';
import type { CsvColumn } from '../../lib/csv';
import { useTableExport } from '../../components/ui/useTableExport';
import { ContractorFormDialog } from './ContractorFormDialog';
import { CONTRACTORS, PROJECT_OPTIONS, UPDATE_CONTRACTOR, type ContractorRow, type ProjectOption } from './operations';
import { PICKABLE_PROJECTS_WHERE } from './projectForm';
import { ProjectSelect } from './ProjectSelect';

const DEFAULT_SORT: DataTableSort = { field: 'firstName', direction: 'asc' };

interface ContractorFilters extends Record<string, string> {
  name: string;
  task: string;
  staffingAgency: string;
  status: 'active' | 'inactive' | 'all';
}
const DEFAULT_FILTERS: ContractorFilters = { name: '', task: '', staffingAgency: '', status: 'active' };
const FILTER_FIELDS: readonly FilterFieldConfig[] = [
  { name: 'name', label: 'Name contains' },
  { name: 'task', label: 'Task contains' },
  { name: 'staffingAgency', label: 'Staffing agency contains' },
  {
    name: 'status',
    label: 'Status',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'all', label: 'All' },
      { value: 'inactive', label: 'Inactive' },
    ],
  },
];

function whereOf(f: ContractorFilters): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  for (const word of f.name.trim().split(/\s+/).filter(Boolean).slice(0, 4)) {
    and.push({ OR: [{ firstName: { contains: word, mode: 'insensitive' } }, { lastName: { contains: word, mode: 'insensitive' } }] });
  }
  if (f.task.trim()) and.push({ task: { contains: f.task.trim(), mode: 'insensitive' } });
  if (f.staffingAgency.trim()) and.push({ staffingAgency: { contains: f.staffingAgency.trim(), mode: 'insensitive' } });
  if (f.status !== 'all') and.push({ status: { equals: f.status === 'active' } });
  return { AND: and };
}

const fullName = (c: ContractorRow) => `${c.firstName} ${c.lastName}`;
const statusText = (c: ContractorRow) => (c.status ? 'Active' : 'Inactive');

const csvColumns: CsvColumn<ContractorRow>[] = [
  { header: 'First Name', value: (c) => c.firstName },
  { header: 'Last Name', value: (c) => c.lastName },
  { header: 'Task', value: (c) => c.task },
  { header: 'Evaluation', value: (c) => c.evaluation },
  { header: 'Staffing Agency', value: (c) => c.staffingAgency },
  { header: 'contractorStatus', value: statusText },
  { header: 'Notes', value: (c) => c.notes },
  { header: 'projectName', value: (c) => c.project?.name },
];

/** /contractor-assignments: the contractor directory (spec 2 section 3). */
export function ContractorsPage() {
  const client = useApolloClient();
  const toast = useToast();
  const exportTable = useTableExport();
  const { filters, activeCount, openDialog, dialogProps } = useFilterDialog<ContractorFilters>(DEFAULT_FILTERS, 'contractors');
  const [sort, setSort] = useState<DataTableSort | null>(DEFAULT_SORT);
  const [reloadKey, setReloadKey] = useState(0);
  const [form, setForm] = useState<{ contractor: ContractorRow | null } | null>(null);
  const projectData = useQuery(PROJECT_OPTIONS, { variables: { where: PICKABLE_PROJECTS_WHERE } }).data;
  const projects = useMemo(() => projectData?.projects ?? [], [projectData]);
  usePageTitle('Contractors');

  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: CONTRACTORS,
        variables: ({ take, skip, sort: s }) => ({ where: whereOf(filters), orderBy: orderByOf(s, [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }]), take, skip }),
        rows: (data) => data.contractors,
        total: (data) => data.aggregateContractor._count._all,
      }),
    [client, filters],
  );

  const moveTo = useCallback(
    async (c: ContractorRow, projectId: number | null) => {
      if (projectId === null) return;
      try {
        await client.mutate({ mutation: UPDATE_CONTRACTOR, variables: { id: c.id, data: { project: { connect: { id: projectId } } } } });
        toast.success(CONTRACTOR_MESSAGES.edited);
        setReloadKey((k) => k + 1);
      } catch {
        toast.error(CONTRACTOR_MESSAGES.updateFailed);
      }
    },
    [client, toast],
  );

  const columns = useMemo(() => contractorColumns(projects, (c, p) => void moveTo(c, p)), [projects, moveTo]);

  return (
    <>
      <ListToolbar title="Contractors" activeFilters={activeCount} onFilter={openDialog} onExport={() => void exportTable('contractors', fetchPage, sort, csvColumns)}>
        <Button variant="contained" color="secondary" startIcon={<Add />} onClick={() => setForm({ contractor: null })}>
          Add
        </Button>
      </ListToolbar>
      <DataTable<ContractorRow>
        tableKey="contractors"
        label="Contractors"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(c) => c.id}
        rowLabel={fullName}
        onRowClick={(c) => setForm({ contractor: c })}
        defaultSort={DEFAULT_SORT}
        onSortChange={setSort}
        pageSizeOptions={[25, 50]}
        defaultPageSize={25}
        reloadKey={reloadKey}
        emptyText={CONTRACTOR_MESSAGES.none}
      />
      <FilterDialog {...dialogProps} fields={FILTER_FIELDS} />
      {form && (
        <ContractorFormDialog
          key={form.contractor?.id ?? 'new'}
          contractor={form.contractor}
          projects={projects}
          onClose={() => setForm(null)}
          onChanged={() => {
            setForm(null);
            setReloadKey((k) => k + 1);
          }}
        />
      )}
    </>
  );
}

function contractorColumns(projects: readonly ProjectOption[], moveTo: (c: ContractorRow, projectId: number | null) => void): DataTableColumn<ContractorRow>[] {
  return [
    { id: 'firstName', label: 'Full Name', render: fullName, sortable: true, showOnCard: false },
    { id: 'task', label: 'Task', field: 'task', sortable: true },
    {
      id: 'evaluation',
      label: 'Evaluation',
      sortable: true,
      render: (c) => (
        <Tooltip title={CONTRACTOR_EVALUATION_HINT}>
          <span aria-label={`Evaluation ${c.evaluation ?? 'none'} (${CONTRACTOR_EVALUATION_HINT})`}>{c.evaluation ?? ''}</span>
        </Tooltip>
      ),
    },
    { id: 'staffingAgency', label: 'Staffing Agency', field: 'staffingAgency', sortable: true },
    { id: 'status', label: 'Status', render: statusText, sortable: true },
    { id: 'notes', label: 'Notes', field: 'notes' },
    {
      id: 'project',
      label: 'Project',
      render: (c) => <ProjectSelect label={`Project for ${fullName(c)}`} value={c.projectId} currentName={c.project?.name ?? null} options={projects} allowNone={false} onChange={(p) => moveTo(c, p)} />,
    },
  ];
}
