import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { can } from '@portal/common';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DataTable, orderByOf, queryPageFetcher, type DataTableColumn } from '../../../components/ui/DataTable';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { useToast } from '../../../components/ui/toasts/useToast';
import { useViewer } from '../../../lib/auth/sessionContext';
import { formatTimestamp } from '../../../lib/dates';
import { SectionToolbar } from '../components/SectionToolbar';
import { SETTINGS_MESSAGES } from '../messages';
import { DocumentDialog } from './DocumentDialog';
import { DELETE_DOCUMENT, DOCUMENTS_PAGE, type DocumentRow } from './operations';

const nameOf = (row: DocumentRow) => row.name || 'document';

/**
 * Company resources (documents), newest first: download for everyone who sees the section; add
 * and delete for the roles holding those capabilities. Cards below `sm` (the DataTable does it).
 */
export function ResourcesSection() {
  const client = useApolloClient();
  const toast = useToast();
  const { role } = useViewer();
  const mayAdd = can(role, 'documents.create');
  const mayDelete = can(role, 'documents.delete');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [remove, removing] = useMutation(DELETE_DOCUMENT);

  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: DOCUMENTS_PAGE,
        variables: ({ take, skip, sort }) => ({ take, skip, orderBy: sort ? orderByOf(sort, [{ id: 'desc' }]) : [{ createdAt: 'desc' }, { id: 'desc' }] }),
        rows: (data) => data.findManyDocuments,
        total: (data) => data.aggregateDocuments._count._all,
      }),
    [client],
  );

  const columns = useMemo<DataTableColumn<DocumentRow>[]>(() => {
    const list: DataTableColumn<DocumentRow>[] = [
      { id: 'name', label: 'Name', field: 'name', sortable: true, showOnCard: false },
      { id: 'description', label: 'Description', field: 'description' },
      { id: 'createdAt', label: 'Created At', sortable: true, render: (row) => formatTimestamp(row.createdAt) },
      { id: 'download', label: 'Download', render: (row) => <DownloadButton path={row.path} name={nameOf(row)} /> },
    ];
    if (mayDelete) {
      list.push({
        id: 'delete',
        label: 'Delete',
        align: 'center',
        render: (row) => (
          <IconButton aria-label={`Delete ${nameOf(row)}`} color="error" onClick={() => setDeleting(row)}>
            <DeleteOutline />
          </IconButton>
        ),
      });
    }
    return list;
  }, [mayDelete]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      toast.success(SETTINGS_MESSAGES.documentDeleted);
      setReloadKey((k) => k + 1);
    } catch {
      toast.error(SETTINGS_MESSAGES.documentDeleteFailed);
    }
    setDeleting(null);
  };

  return (
    <>
      <SectionToolbar intro="Company documents everyone can download." addLabel={mayAdd ? 'Add Document' : undefined} onAdd={() => setAdding(true)} />
      <DataTable<DocumentRow>
        tableKey="settings.documents"
        label="Resources"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(row) => row.id}
        rowLabel={nameOf}
        defaultSort={{ field: 'createdAt', direction: 'desc' }}
        errorText={SETTINGS_MESSAGES.listLoadFailed}
        reloadKey={reloadKey}
      />
      {adding && (
        <DocumentDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            setReloadKey((k) => k + 1);
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete document"
        message={`Are you sure you want to delete "${deleting ? nameOf(deleting) : ''}"?`}
        onYes={() => void confirmDelete()}
        onNo={() => setDeleting(null)}
        busy={removing.loading}
      />
    </>
  );
}
