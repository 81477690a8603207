import { useApolloClient, useQuery } from '@apollo/client/react';
import { PROJECT_MESSAGES } from '@portal/common';
import { useCallback, useMemo, useState } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';
import { DataTable, type DataTableColumn, type DataTableSort, type PageFetcher } from '../../components/ui/DataTable';
import { FilterDialog } from '../../components/ui/FilterDialog';
import { ListToolbar } from '../../components/ui/ListToolbar';
import { useFilterDialog } from '../../components/ui/useFilterDialog';
import { useToast } from '../../components/ui/toasts/useToast';
import type { CsvColumn } from '../../lib/csv';
import { employeeName } from '../../lib/employees/operations';
import { useTableExport } from '../../components/ui/useTableExport';
import { AssignmentFilterFields } from './AssignmentFilterFields';
import { assignmentWhere, NO_ASSIGNMENT_FILTERS, shortJobTitle, type AssignmentFilters } from './assignmentFilters';
import { ASSIGN_PROJECT, EMPLOYEE_ASSIGNMENTS, PROJECT_OPTIONS, QUALIFICATION_CODE_OPTIONS, type EmployeeAssignment, type ProjectOption } from './operations';
import { PICKABLE_PROJECTS_WHERE } from './projectForm';
import { ProjectSelect } from './ProjectSelect';

const DEFAULT_SORT: DataTableSort = { field: 'lastName', direction: 'asc' };

function columnsFor(withDistance: boolean, projects: readonly ProjectOption[], assign: (row: EmployeeAssignment, projectId: number | null) => void, busyId: number | null): DataTableColumn<EmployeeAssignment>[] {
  const columns: DataTableColumn<EmployeeAssignment>[] = [
    { id: 'employeeNumber', label: 'Employee Number', field: 'employeeNumber', sortable: true },
    { id: 'lastName', label: 'Last Name', field: 'lastName', sortable: true, showOnCard: false },
    { id: 'firstName', label: 'First Name', field: 'firstName', sortable: true, showOnCard: false },
    { id: 'jobTitle', label: 'Job Title', render: (r) => shortJobTitle(r.jobTitle), sortable: true },
    {
      id: 'projectName',
      label: 'Project Name',
      sortable: true,
      render: (r) => (
        <ProjectSelect
          label={`Project for ${employeeName(r)}`}
          value={r.projectId}
          currentName={r.projectName}
          options={projects}
          disabled={busyId === r.id}
          onChange={(projectId) => assign(r, projectId)}
        />
      ),
    },
    { id: 'supervisor', label: 'Supervisor', field: 'supervisor', sortable: true },
    { id: 'manager', label: 'Manager', field: 'manager', sortable: true },
  ];
  if (withDistance) columns.push({ id: 'distance', label: 'Project Distance', render: (r) => r.distanceLabel ?? 'Not Available', sortable: true });
  return columns;
}

const csvColumns: CsvColumn<EmployeeAssignment>[] = [
  { header: 'Employee Number', value: (r) => r.employeeNumber, keepAsText: true },
  { header: 'Last Name', value: (r) => r.lastName },
  { header: 'First Name', value: (r) => r.firstName },
  { header: 'Job Title', value: (r) => shortJobTitle(r.jobTitle) },
  { header: 'Project Name', value: (r) => r.projectName },
  { header: 'Supervisor', value: (r) => r.supervisor },
  { header: 'Manager', value: (r) => r.manager },
  { header: 'Project Distance', value: (r) => r.distanceLabel },
];

/** /partner-assignments: who works where, and moving them, with distance to a project (spec 2 section 3); exported as employeeInfo.csv (section 9). */
export function AssignmentsPage() {
  const client = useApolloClient();
  const toast = useToast();
  const exportTable = useTableExport();
  const { filters, activeCount, openDialog, dialogProps } = useFilterDialog<AssignmentFilters>(NO_ASSIGNMENT_FILTERS, 'partnerAssignments');
  const [sort, setSort] = useState<DataTableSort | null>(DEFAULT_SORT);
  const [reloadKey, setReloadKey] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const projectData = useQuery(PROJECT_OPTIONS, { variables: { where: PICKABLE_PROJECTS_WHERE } }).data;
  const projects = useMemo(() => projectData?.projects ?? [], [projectData]);
  const codes = useQuery(QUALIFICATION_CODE_OPTIONS).data?.findManyCodes ?? [];
  usePageTitle('Partner Assignments');
  const where = useMemo(() => assignmentWhere(filters), [filters]);
  const withDistance = !!where.isGetDistanceQuery;

  const fetchPage = useMemo<PageFetcher<EmployeeAssignment>>(
    () => async ({ take, skip, sort: s }) => {
      const { data } = await client.query({
        query: EMPLOYEE_ASSIGNMENTS,
        variables: { where, orderBy: s?.field ?? (withDistance ? 'distance' : 'lastName'), direction: s?.direction ?? 'asc', take, skip },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('no assignments');
      return { rows: data.getManyEmployeeAssignments.rows, total: data.getManyEmployeeAssignments.total };
    },
    [client, where, withDistance],
  );

  const assign = useCallback(
    async (row: EmployeeAssignment, projectId: number | null) => {
      if (!row.employeeNumber) return;
      setBusyId(row.id);
      try {
        await client.mutate({ mutation: ASSIGN_PROJECT, variables: { projectId, employeeNumber: row.employeeNumber } });
        toast.success(PROJECT_MESSAGES.assigned);
        setReloadKey((k) => k + 1);
      } catch {
        toast.error(PROJECT_MESSAGES.assignFailed);
      } finally {
        setBusyId(null);
      }
    },
    [client, toast],
  );
  const columns = useMemo(() => columnsFor(withDistance, projects, (r, p) => void assign(r, p), busyId), [withDistance, projects, assign, busyId]);


  return (
    <>
      <ListToolbar
        title="Partner Assignments"
        subtitle={withDistance ? `Distance and travel time to ${projects.find((p) => p.id === where.projectId)?.name ?? 'the project'} (≈ marks estimates)` : undefined}
        activeFilters={activeCount}
        onFilter={openDialog}
        onExport={() => void exportTable('employeeInfo', fetchPage, sort, csvColumns)}
      />
      <DataTable<EmployeeAssignment>
        key={withDistance ? 'distance' : 'plain'}
        tableKey="partnerAssignments"
        label="Partner assignments"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        rowLabel={(r) => employeeName(r)}
        defaultSort={withDistance ? { field: 'distance', direction: 'asc' } : DEFAULT_SORT}
        onSortChange={setSort}
        reloadKey={reloadKey}
        emptyText="No Employees Found"
      />
      <FilterDialog {...dialogProps} >
        {(draft, setDraft) => <AssignmentFilterFields draft={draft} setDraft={setDraft} projects={projects} codes={codes} />}
      </FilterDialog>
    </>
  );
}
