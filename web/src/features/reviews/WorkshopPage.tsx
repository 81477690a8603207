import { useApolloClient, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clock } from '@portal/common';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { DataTable, orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort } from '../../components/ui/DataTable';
import { FilterDialog, type FilterFieldConfig } from '../../components/ui/FilterDialog';
import { ListToolbar } from '../../components/ui/ListToolbar';
import { useToast } from '../../components/ui/toasts/useToast';
import { useFilterDialog } from '../../components/ui/useFilterDialog';
import { userMessageOf } from '../../lib/api/errors';
import { CreateReviewDialog } from './CreateReviewDialog';
import { EvaluationTemplatesDialog } from './EvaluationTemplatesDialog';
import { CREATE_SAMPLE_TEMPLATE, REVIEW_TEMPLATES, type ReviewTemplateRow } from './operations';
import { TemplateEditorDialog } from './templateEditor/TemplateEditorDialog';
import { DetailsPage } from './DetailsPage';
import { yearField } from './navigator/reviewFilters';

const TITLE = 'Workshop';
const DEFAULT_SORT: DataTableSort = { field: 'year', direction: 'asc' };

interface WorkshopFilters extends Record<string, string> {
  title: string;
  year: string;
}
const DEFAULT_FILTERS: WorkshopFilters = { title: '', year: '' };
/** The filter dialog's fields; the Year's choices follow the company's day. */
const filterFields = (today: string): readonly FilterFieldConfig[] => [{ name: 'title', label: 'Title contains' }, yearField(today)];

function whereOf(f: WorkshopFilters): Record<string, unknown> {
  // Older versions of edited templates stay for the reviews that use them, not in the list.
  const and: Record<string, unknown>[] = [{ supersededById: { equals: null } }];
  if (f.title.trim()) and.push({ title: { contains: f.title.trim(), mode: 'insensitive' } });
  if (f.year) and.push({ year: { equals: Number(f.year) } });
  return { AND: and };
}

const columns: DataTableColumn<ReviewTemplateRow>[] = [
  { id: 'title', label: 'Title', field: 'title', sortable: true },
  { id: 'year', label: 'Year', render: (r) => (r.year == null ? 'N/A' : String(r.year)), sortable: true, sortField: 'year' },
];

/**
 * /workshop: review templates. A query string naming an evaluation shows the details view instead
 * (spec 3 section 2): `?evaluation-template={id}` a form read-only, `?evaluation={id}` an evaluation.
 */
export function WorkshopPage() {
  const [params] = useSearchParams();
  if ([...params.keys()].some((key) => key.includes('evaluation'))) return <DetailsPage />;
  return <WorkshopList />;
}

function WorkshopList() {
  usePageTitle(TITLE);
  const client = useApolloClient();
  const toast = useToast();
  const { filters, activeCount, openDialog, dialogProps } = useFilterDialog<WorkshopFilters>(DEFAULT_FILTERS, 'reviews.workshop');
  const [opened, setOpened] = useState<ReviewTemplateRow | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const [creating, setCreating] = useState(false);
  // The template editor: null closed, 'new', or the id of the template being edited.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // Whether any template exists: the empty workshop offers a sample instead of an empty table.
  const anyTemplate = useQuery(REVIEW_TEMPLATES, { variables: { where: {}, orderBy: [], take: 1, skip: 0 }, fetchPolicy: 'network-only' });
  const isEmpty = anyTemplate.data?.aggregateReviewTemplate._count._all === 0;

  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: REVIEW_TEMPLATES,
        variables: ({ take, skip, sort }) => ({ where: whereOf(filters), orderBy: orderByOf(sort, [{ title: 'asc' }, { id: 'asc' }]), take, skip }),
        rows: (data) => data.reviewTemplates,
        total: (data) => data.aggregateReviewTemplate._count._all,
      }),
    [client, filters],
  );

  const createSample = async () => {
    setCreating(true);
    try {
      await client.mutate({ mutation: CREATE_SAMPLE_TEMPLATE });
      toast.success('Review Template Created');
      await anyTemplate.refetch();
      setReloadKey((k) => k + 1);
    } catch (error) {
      toast.error(userMessageOf(error, 'An error has occured, please try again later'));
    } finally {
      setCreating(false);
    }
  };

  return (
    <>
      <ListToolbar title={TITLE} activeFilters={activeCount} onFilter={isEmpty ? undefined : openDialog}>
        <Button startIcon={<Add />} onClick={() => setEditing('new')}>
          New Template
        </Button>
        <Button variant="contained" color="secondary" startIcon={<Add />} onClick={() => setAssigning(true)} disabled={isEmpty}>
          Assign Review Template
        </Button>
      </ListToolbar>
      {anyTemplate.loading && !anyTemplate.data ? (
        <LinearProgress aria-label="Loading review templates" />
      ) : isEmpty ? (
        <Stack spacing={2} sx={{ py: 4, alignItems: 'center' }}>
          <Typography color="text.secondary">No Reviews Found</Typography>
          <Button variant="outlined" onClick={() => void createSample()} disabled={creating}>
            Create a Sample Template
          </Button>
        </Stack>
      ) : (
        <DataTable<ReviewTemplateRow>
          tableKey="reviews.workshop"
          label="Review templates"
          columns={columns}
          fetchPage={fetchPage}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.title}
          onRowClick={setOpened}
          defaultSort={DEFAULT_SORT}
          reloadKey={reloadKey}
          emptyText="No Reviews Found"
        />
      )}
      <FilterDialog {...dialogProps} fields={filterFields(clock.today())} />
      {opened && (
        <EvaluationTemplatesDialog
          template={opened}
          onClose={() => setOpened(null)}
          onEdit={() => {
            setOpened(null);
            setEditing(opened.id);
          }}
        />
      )}
      {editing !== null && (
        <TemplateEditorDialog
          templateId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void anyTemplate.refetch();
            setReloadKey((k) => k + 1);
          }}
        />
      )}
      {assigning && <CreateReviewDialog onClose={() => setAssigning(false)} />}
    </>
  );
}
