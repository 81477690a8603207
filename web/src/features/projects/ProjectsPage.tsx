import { useApolloClient } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { PROJECT_MESSAGES } from '@portal/common';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { DataTable, orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort } from '../../components/ui/DataTable';
import { FilterDialog, type FilterFieldConfig } from '../../components/ui/FilterDialog';
import { ListToolbar } from '../../components/ui/ListToolbar';
import { useFilterDialog } from '../../components/ui/useFilterDialog';
import type { CsvColumn } from '../../lib/csv';
import { useTableExport } from '../../components/ui/useTableExport';
import { PROJECTS, type ProjectRow } from './operations';
import { ProjectFormDialog } from './ProjectFormDialog';
import { NO_PROJECT_FILTERS, projectWhere, type ProjectFilters } from './projectForm';

/** Phones load this many more projects at the end of the list (spec 2 section 4). */
const PHONE_SCROLL_STEP = 20;

/** Active first (by the derived status), then by name (spec 2 section 3). */
const DEFAULT_SORT: DataTableSort = { field: 'status', direction: 'asc' };

const FILTER_FIELDS: readonly FilterFieldConfig[] = [
  { name: 'project_num', label: 'Project number contains' },
  { name: 'name', label: 'Name contains' },
  { name: 'manager', label: 'Manager contains' },
  { name: 'supervisor', label: 'Supervisor contains' },
  {
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'All' },
      { value: 'Active', label: 'Active' },
      { value: 'Inactive', label: 'Inactive' },
    ],
  },
  {
    name: 'placeholders',
    label: 'Include Not Assigned, Vacation, Disability and incomplete projects',
    options: [
      { value: 'no', label: 'No' },
      { value: 'yes', label: 'Yes' },
    ],
  },
];

const columns: DataTableColumn<ProjectRow>[] = [
  { id: 'status', label: 'Status', field: 'status', sortable: true },
  { id: 'project_num', label: 'Project Number', field: 'project_num', sortable: true },
  { id: 'name', label: 'Name', field: 'name', sortable: true, showOnCard: false },
  { id: 'manager', label: 'Manager', field: 'manager', sortable: true },
  { id: 'supervisor', label: 'Supervisor', field: 'supervisor', sortable: true },
  { id: 'city', label: 'City', render: (p) => [p.city, p.state].filter(Boolean).join(', '), sortable: true, sortField: 'city' },
];

const csvColumns: CsvColumn<ProjectRow>[] = [
  { header: 'Project Number', value: (p) => p.project_num, keepAsText: true },
  { header: 'Name', value: (p) => p.name },
  { header: 'Status', value: (p) => p.status },
  { header: 'Manager', value: (p) => p.manager },
  { header: 'Supervisor', value: (p) => p.supervisor },
  { header: 'Address', value: (p) => p.address },
  { header: 'City', value: (p) => p.city },
  { header: 'State', value: (p) => p.state },
  { header: 'Zip', value: (p) => p.zip, keepAsText: true },
  { header: 'Phone', value: (p) => p.phone, keepAsText: true },
  { header: 'Notes', value: (p) => p.notes },
];

/** /projects: the projects (placeholders only on request), Active first, with filters, export and Add (spec 2 section 3). */
export function ProjectsPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const exportTable = useTableExport();
  const { filters, activeCount, openDialog, dialogProps } = useFilterDialog<ProjectFilters>(NO_PROJECT_FILTERS, 'projects');
  const [creating, setCreating] = useState(false);
  usePageTitle('Projects');

  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: PROJECTS,
        variables: ({ take, skip, sort }) => ({ where: projectWhere(filters), orderBy: orderByOf(sort, [{ name: 'asc' }, { id: 'asc' }]), take, skip }),
        rows: (data) => data.projects,
        total: (data) => data.aggregateProject._count._all,
      }),
    [client, filters],
  );

  return (
    <>
      {/* The export is sorted by name (spec 2 section 9), whatever the table's order. */}
      <ListToolbar title="Projects" activeFilters={activeCount} onFilter={openDialog} onExport={() => void exportTable('Projects', fetchPage, { field: 'name', direction: 'asc' }, csvColumns)}>
        <Button variant="contained" color="secondary" startIcon={<Add />} onClick={() => setCreating(true)}>
          Add
        </Button>
      </ListToolbar>
      <DataTable<ProjectRow>
        tableKey="projects"
        label="Projects"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        onRowClick={(p) => navigate(`/project/${p.id}`)}
        defaultSort={DEFAULT_SORT}
        emptyText={PROJECT_MESSAGES.none}
        phoneScrollStep={PHONE_SCROLL_STEP}
      />
      <FilterDialog {...dialogProps} fields={FILTER_FIELDS} />
      {creating && <ProjectFormDialog project={null} onClose={() => setCreating(false)} onSaved={(id) => navigate(`/project/${id}`)} />}
    </>
  );
}
