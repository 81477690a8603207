import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { DataTable, EXPORT_TAKE, orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort } from '../../components/ui/DataTable';
import { FilterDialog } from '../../components/ui/FilterDialog';
import { ListToolbar } from '../../components/ui/ListToolbar';
import { useFilterDialog } from '../../components/ui/useFilterDialog';
import type { CsvColumn } from '../../lib/csv';
import { useTableExport } from '../../components/ui/useTableExport';
import {
  DEFAULT_DIRECTORY_FILTERS,
  directoryWhere,
  filtersFromSearch,
  GROUP_OPTIONS,
  LICENSE_LEVEL_OPTIONS,
  LICENSE_STATE_OPTIONS,
  searchOfFilters,
  STATUS_OPTIONS,
  type DirectoryFilters,
} from './directoryFilters';
import { DIRECTORY_JOB_TITLES, PARTNER_DIRECTORY, type PartnerRow } from './operations';
import { PartnerQualifications } from './PartnerQualifications';

/** Employee numbers in order (spec 2: "sorted by numeric employee number"; they share one width). */
const DEFAULT_SORT: DataTableSort = { field: 'employeeNumber', direction: 'asc' };
export const NO_PARTNERS = 'No Partners Found';

const fullName = (p: PartnerRow) => `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();

const columns: DataTableColumn<PartnerRow>[] = [
  { id: 'employeeNumber', label: 'Employee Number', field: 'employeeNumber', sortable: true },
  { id: 'lastName', label: 'Last Name', field: 'lastName', sortable: true },
  { id: 'firstName', label: 'First Name', field: 'firstName', sortable: true },
  { id: 'jobTitle', label: 'Job Title', field: 'jobTitle', sortable: true },
  { id: 'group', label: 'Group', field: 'group', sortable: true },
  { id: 'email', label: 'E-mail', field: 'email', showOnCard: false },
];

const csvColumns: CsvColumn<PartnerRow>[] = [
  { header: 'Employee Number', value: (p) => p.employeeNumber },
  { header: 'Last Name', value: (p) => p.lastName },
  { header: 'First Name', value: (p) => p.firstName },
  { header: 'Job Title', value: (p) => p.jobTitle },
  { header: 'Group', value: (p) => p.group },
  { header: 'Email', value: (p) => p.email },
  { header: 'Employment Status', value: (p) => p.employmentStatus },
];

const TEXT_FIELDS: readonly { name: keyof DirectoryFilters & string; label: string }[] = [
  { name: 'name', label: 'Name starts with' },
  { name: 'employeeNumber', label: 'Employee number contains' },
  { name: 'skill', label: 'Skill starts with' },
  { name: 'certification', label: 'Certification starts with' },
  { name: 'course', label: 'Course starts with' },
];

/**
 * /partner-services: the partner directory (spec 2). Filters live in the address bar, so a
 * filtered view can be bookmarked or shared; paging, sorting and filtering run in SQL.
 */
export function DirectoryPage() {
  usePageTitle('Partner Services');
  const client = useApolloClient();
  const navigate = useNavigate();
  const exportTable = useTableExport();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = useCallback((next: DirectoryFilters) => setSearch(searchOfFilters(next), { replace: true }), [setSearch]);
  const { activeCount, openDialog, dialogProps } = useFilterDialog<DirectoryFilters>(DEFAULT_DIRECTORY_FILTERS, { filters, setFilters });
  const [sort, setSort] = useState<DataTableSort | null>(DEFAULT_SORT);
  const titles = useQuery(DIRECTORY_JOB_TITLES).data?.users.map((u) => u.jobTitle).filter((t): t is string => !!t) ?? [];

  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: PARTNER_DIRECTORY,
        variables: ({ take, skip, sort: s }) => ({ where: directoryWhere(filters), orderBy: orderByOf(s, [{ id: 'asc' }]), take, skip }),
        rows: (data) => data.users,
        total: (data) => data.aggregateUser._count._all,
      }),
    [client, filters],
  );

  return (
    <>
      <ListToolbar title="Partner Services" activeFilters={activeCount} onFilter={openDialog} onExport={() => void exportTable('partnerServicesExport', fetchPage, sort, csvColumns)} />
      <DataTable<PartnerRow>
        tableKey="partnerDirectory"
        label="Partners"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(p) => p.id}
        rowLabel={fullName}
        onRowClick={(p) => navigate(`/baseball-card/${encodeURIComponent(p.employeeNumber)}`)}
        defaultSort={DEFAULT_SORT}
        onSortChange={setSort}
        pageSizeOptions={[25, 50, { label: 'Show All', value: EXPORT_TAKE }]}
        defaultPageSize={25}
        emptyText={NO_PARTNERS}
        expandLabel="Qualifications"
        renderExpanded={(p) => <PartnerQualifications employeeNumber={p.employeeNumber} />}
      />
      <FilterDialog {...dialogProps}>
        {(draft, setDraft) => (
          <Stack spacing={2}>
            {TEXT_FIELDS.slice(0, 2).map((f) => (
              <TextField key={f.name} label={f.label} value={draft[f.name]} onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })} slotProps={{ htmlInput: { maxLength: 100 } }} />
            ))}
            <TextField select label="Job title" value={titles.includes(draft.jobTitle) ? draft.jobTitle : ''} onChange={(e) => setDraft({ ...draft, jobTitle: e.target.value })}>
              <MenuItem value="">Any</MenuItem>
              {titles.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
            {TEXT_FIELDS.slice(2).map((f) => (
              <TextField key={f.name} label={f.label} value={draft[f.name]} onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })} slotProps={{ htmlInput: { maxLength: 100 } }} />
            ))}
            {(
              [
                ['licenseState', 'License state', LICENSE_STATE_OPTIONS],
                ['licenseLevel', 'License level', LICENSE_LEVEL_OPTIONS],
                ['group', 'Group', GROUP_OPTIONS],
                ['status', 'Employment status', STATUS_OPTIONS],
              ] as const
            ).map(([name, label, options]) => (
              <TextField key={name} select label={label} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}>
                {options.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
        )}
      </FilterDialog>
    </>
  );
}
