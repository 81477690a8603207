import { useApolloClient } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dayRangeWhere, GROUP_CYCLES } from '@portal/common';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../../lib/usePageTitle';
import { DataTable, orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort } from '../../../components/ui/DataTable';
import { FilterDialog, type FilterFieldConfig } from '../../../components/ui/FilterDialog';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { useFilterDialog } from '../../../components/ui/useFilterDialog';
import { formatDateOnly } from '../../../lib/dates';
import { REVIEW_CYCLES, templateChoiceLabel, type ReviewCycleRow } from '../operations';
import { ReviewCycleDialog } from './ReviewCycleDialog';

const TITLE = 'Review Cycles';
const DEFAULT_SORT: DataTableSort = { field: 'startDate', direction: 'desc' };

interface CycleFilters extends Record<string, string> {
  name: string;
  groupCycle: string;
  startFrom: string;
  startTo: string;
}
const DEFAULT_FILTERS: CycleFilters = { name: '', groupCycle: '', startFrom: '', startTo: '' };
const FILTER_FIELDS: readonly FilterFieldConfig[] = [
  { name: 'name', label: 'Name contains' },
  { name: 'groupCycle', label: 'Group Cycle', options: [{ value: '', label: 'All' }, ...GROUP_CYCLES.map((g) => ({ value: g, label: g }))] },
  { name: 'start', label: 'Start Date', type: 'dateRange' },
];

function whereOf(f: CycleFilters) {
  const and: Record<string, unknown>[] = [];
  if (f.name.trim()) and.push({ name: { contains: f.name.trim(), mode: 'insensitive' } });
  if (f.groupCycle) and.push({ groupCycle: { equals: f.groupCycle } });
  const start = dayRangeWhere('startDate', f.startFrom, f.startTo);
  if (start) and.push(start);
  return { AND: and };
}

const progress = (c: ReviewCycleRow) => (c.launchedAt ? `${c.completedReviews ?? 0} of ${c.reviewCount ?? 0} completed` : 'Not launched yet');

const columns: DataTableColumn<ReviewCycleRow>[] = [
  { id: 'name', label: 'Name', field: 'name', sortable: true },
  { id: 'groupCycle', label: 'Group Cycle', render: (c) => c.groupCycle ?? 'All employees', sortable: true, sortField: 'groupCycle' },
  { id: 'startDate', label: 'Start Date', render: (c) => formatDateOnly(c.startDate), sortable: true, sortField: 'startDate' },
  { id: 'template', label: 'Associated Review Template', render: (c) => (c.template ? templateChoiceLabel(c.template) : ''), sortable: true, sortField: 'template.title' },
  { id: 'reviews', label: 'Reviews', render: progress },
];

/** /review-cycle: review cycles, their template and group, and what their launch created. */
export function ReviewCyclesPage() {
  usePageTitle(TITLE);
  const client = useApolloClient();
  const { filters, activeCount, openDialog, dialogProps } = useFilterDialog<CycleFilters>(DEFAULT_FILTERS, 'reviews.cycles');
  const [opened, setOpened] = useState<ReviewCycleRow | 'new' | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: REVIEW_CYCLES,
        variables: ({ take, skip, sort }) => ({ where: whereOf(filters), orderBy: orderByOf(sort, [{ id: 'desc' }]), take, skip }),
        rows: (data) => data.reviewCycles,
        total: (data) => {
          setTotal(data.aggregateReviewCycle._count._all);
          return data.aggregateReviewCycle._count._all;
        },
      }),
    [client, filters],
  );
  const add = (
    <Button variant="contained" color="secondary" startIcon={<Add />} onClick={() => setOpened('new')}>
      Add Review Cycle
    </Button>
  );

  return (
    <>
      <ListToolbar title={TITLE} activeFilters={activeCount} onFilter={openDialog}>
        {add}
      </ListToolbar>
      <DataTable<ReviewCycleRow>
        tableKey="reviews.cycles"
        label={TITLE}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.name}
        onRowClick={setOpened}
        defaultSort={DEFAULT_SORT}
        reloadKey={reloadKey}
        emptyText="No Review Cycles Found"
      />
      {total === 0 && activeCount === 0 && (
        <Stack sx={{ alignItems: 'center', mt: 2 }} spacing={1}>
          <Typography color="text.secondary">Start a season by adding a cycle: it gives its template to a group on its start date.</Typography>
        </Stack>
      )}
      <FilterDialog {...dialogProps} fields={FILTER_FIELDS} />
      {opened && (
        <ReviewCycleDialog
          cycle={opened === 'new' ? null : opened}
          onClose={() => setOpened(null)}
          onChanged={() => {
            setOpened(null);
            setReloadKey((k) => k + 1);
          }}
        />
      )}
    </>
  );
}
