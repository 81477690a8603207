import { useApolloClient, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { can } from '@portal/common';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { DataTable, fetchAllRows, orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort } from '../../components/ui/DataTable';
import { FilterDialog } from '../../components/ui/FilterDialog';
import { ListToolbar } from '../../components/ui/ListToolbar';
import { useFilterDialog } from '../../components/ui/useFilterDialog';
import { useViewer } from '../../lib/auth/sessionContext';
import type { CsvColumn } from '../../lib/csv';
import { EMPLOYEES_BY_NUMBER, employeeName } from '../../lib/employees/operations';
import { useTableExport } from '../../components/ui/useTableExport';
import { ITEM_KINDS, NOT_ASSIGNED, type ItemKind } from './itemKinds';
import { MassGoalDialog } from './MassGoalDialog';
import { PARTNERS, PARTNERS_WITH_ASSIGNEES, type PartnerRow } from './operations';
import { NO_PARTNER_FILTERS, PARTNER_FILTER_FIELDS, partnerWhere, type PartnerFilters } from './partnerFilters';

const DEFAULT_SORT: DataTableSort = { field: 'firstName', direction: 'asc' };

/** The follow-up list's 'Assigned to': the assignees of the partner's active follow-ups. */
export function assigneesOf(row: PartnerRow): string {
  const names = [...new Set((row.followups ?? []).flatMap((f) => (f.assignedToUser ? [employeeName(f.assignedToUser)] : [])))];
  return names.length ? names.join(', ') : NOT_ASSIGNED;
}

function columnsFor(kind: ItemKind): DataTableColumn<PartnerRow>[] {
  const columns: DataTableColumn<PartnerRow>[] = [
    { id: 'lastName', label: 'Partner Last Name', field: 'lastName', sortable: true },
    { id: 'firstName', label: 'Partner First Name', field: 'firstName', sortable: true },
    { id: 'group', label: 'Group', field: 'group', sortable: true },
    { id: 'employeeNumber', label: 'Partner ID', field: 'employeeNumber', sortable: true },
    { id: 'manager', label: 'Manager ID', render: (r) => r.supervisor?.employeeNumber ?? '', sortable: true, sortField: 'supervisor.employeeNumber' },
  ];
  if (kind === 'followup') columns.push({ id: 'assignedTo', label: 'Assigned to', render: assigneesOf });
  return columns;
}

function csvColumnsFor(kind: ItemKind): CsvColumn<PartnerRow>[] {
  const columns: CsvColumn<PartnerRow>[] = [
    { header: 'Partner Last Name', value: (r) => r.lastName },
    { header: 'Partner First Name', value: (r) => r.firstName },
    { header: 'Group', value: (r) => r.group },
    { header: 'Partner ID', value: (r) => r.employeeNumber, keepAsText: true },
    { header: 'Manager ID', value: (r) => r.supervisor?.employeeNumber, keepAsText: true },
  ];
  if (kind === 'followup') columns.push({ header: 'Assigned to', value: assigneesOf });
  return columns;
}

interface PartnersListPageProps {
  kind: ItemKind;
  /** managed: the partners of the manager in the URL; all: every active employee. */
  scope: 'managed' | 'all';
}

/** Managed Partners and All Partners, for goals and for follow-ups (spec 3 section 3). */
export function PartnersListPage({ kind, scope }: PartnersListPageProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const exportTable = useTableExport();
  const { role } = useViewer();
  const config = ITEM_KINDS[kind];
  const routeNumber = (useParams().employeeNumber ?? '').trim();
  const managerNumber = scope === 'managed' ? routeNumber : null;
  const { filters, activeCount, openDialog, dialogProps } = useFilterDialog<PartnerFilters>(NO_PARTNER_FILTERS, `partners.${scope}.${kind}`);
  const [massOpen, setMassOpen] = useState(false);
  const [sort, setSort] = useState<DataTableSort | null>(DEFAULT_SORT);
  const title = scope === 'managed' ? 'Managed Partners' : 'All Partners';
  // The manager by name, not by number ("managed by Maria Costa"); the number until it is known.
  const manager = useQuery(EMPLOYEES_BY_NUMBER, { variables: { numbers: managerNumber ? [managerNumber] : [] }, skip: !managerNumber }).data?.users[0];
  const managerName = (manager && employeeName(manager)) || managerNumber;
  usePageTitle(`${title} - ${config.plural}`);

  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: kind === 'followup' ? PARTNERS_WITH_ASSIGNEES : PARTNERS,
        variables: ({ take, skip, sort: s }) => ({ where: partnerWhere(filters, managerNumber), orderBy: orderByOf(s, [{ lastName: 'asc' }, { id: 'asc' }]), take, skip }),
        rows: (data) => data.users,
        total: (data) => data.aggregateUser._count._all,
      }),
    [client, kind, filters, managerNumber],
  );
  const columns = useMemo(() => columnsFor(kind), [kind]);
  const loadPartners = useCallback(() => fetchAllRows(fetchPage, sort), [fetchPage, sort]);

  return (
    <>
      <ListToolbar
        title={title}
        subtitle={scope === 'managed' ? `${config.plural} of the partners managed by ${managerName}` : `${config.plural} of every active partner`}
        activeFilters={activeCount}
        onFilter={openDialog}
        onExport={() => void exportTable(`${title} ${config.plural}`, fetchPage, sort, csvColumnsFor(kind))}
      >
        {kind === 'goal' && can(role, 'goals.manageOthers') && (
          <Button variant="contained" color="secondary" startIcon={<Add />} onClick={() => setMassOpen(true)}>
            Add Goal to Several
          </Button>
        )}
      </ListToolbar>
      <DataTable<PartnerRow>
        tableKey={`partners.${scope}.${kind}`}
        label={`${title}: ${config.plural.toLowerCase()}`}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        rowLabel={(r) => employeeName(r)}
        onRowClick={(r) => r.employeeNumber && navigate(config.pathOf(r.employeeNumber))}
        defaultSort={DEFAULT_SORT}
        onSortChange={setSort}
        emptyText={scope === 'managed' ? 'No Managed Partners Found' : 'No Partners Found'}
      />
      <FilterDialog {...dialogProps} fields={PARTNER_FILTER_FIELDS} />
      {massOpen && <MassGoalDialog loadPartners={loadPartners} onClose={() => setMassOpen(false)} />}
    </>
  );
}

export const PartnerGoalsPage = () => <PartnersListPage kind="goal" scope="managed" />;
export const PartnerFollowupsPage = () => <PartnersListPage kind="followup" scope="managed" />;
export const AllUsersGoalsPage = () => <PartnersListPage kind="goal" scope="all" />;
export const AllUsersFollowupsPage = () => <PartnersListPage kind="followup" scope="all" />;
