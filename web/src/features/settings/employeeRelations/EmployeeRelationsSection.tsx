import { useApolloClient } from '@apollo/client/react';
import { can } from '@portal/common';
import { useMemo, useState } from 'react';
import { clientSidePages, DataTable, type DataTableColumn, type PageFetcher } from '../../../components/ui/DataTable';
import { useViewer } from '../../../lib/auth/sessionContext';
import { employeeName } from '../../../lib/employees/operations';
import { SectionToolbar } from '../components/SectionToolbar';
import { SETTINGS_MESSAGES } from '../messages';
import { EmployeeRelationDialog } from './EmployeeRelationDialog';
import { EMPLOYEE_RELATIONS, type EmployeeRelationRow } from './operations';

type Row = EmployeeRelationRow & { supervisorName: string };

const columns: DataTableColumn<Row>[] = [
  { id: 'group', label: 'Group', field: 'group', sortable: true },
  { id: 'title', label: 'Title', field: 'title', sortable: true, showOnCard: false },
  { id: 'supervisorName', label: 'Supervisor', field: 'supervisorName', sortable: true },
];

/**
 * Employee relations: which supervisor oversees a job title in a group. One row per job title,
 * so the whole list is small and is paged and sorted in the browser.
 */
export function EmployeeRelationsSection() {
  const client = useApolloClient();
  const { role } = useViewer();
  const mayAdd = can(role, 'employeeRelations.create');
  const mayEdit = can(role, 'employeeRelations.edit');
  const [open, setOpen] = useState<{ relation: EmployeeRelationRow | null } | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  const fetchPage = useMemo<PageFetcher<Row>>(
    () => async (request) => {
      const { data } = await client.query({ query: EMPLOYEE_RELATIONS, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no employee relations');
      const rows = data.findManyEmployeeRelations.map((r) => ({ ...r, supervisorName: r.supervisor ? employeeName(r.supervisor) : '' }));
      return clientSidePages(rows)(request);
    },
    [client],
  );

  return (
    <>
      <SectionToolbar
        intro="The supervisor who oversees each job title, by group."
        addLabel={mayAdd ? 'Add Relation' : undefined}
        onAdd={() => setOpen({ relation: null })}
      />
      <DataTable<Row>
        tableKey="settings.employeeRelations"
        label="Employee relations"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.title ?? 'Relation'}
        onRowClick={mayEdit ? (row) => setOpen({ relation: row }) : undefined}
        errorText={SETTINGS_MESSAGES.listLoadFailed}
        reloadKey={reloadKey}
      />
      {open && (
        <EmployeeRelationDialog
          key={open.relation?.id ?? 'new'}
          relation={open.relation}
          canDelete={mayEdit}
          onClose={() => setOpen(null)}
          onChanged={() => {
            setOpen(null);
            setReloadKey((k) => k + 1);
          }}
        />
      )}
    </>
  );
}
