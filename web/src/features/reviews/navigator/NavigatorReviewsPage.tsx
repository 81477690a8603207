import { useApolloClient } from '@apollo/client/react';
import { clock, type NavigatorReviewFilters, navigatorReviewsWhere } from '@portal/common';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { DataTable, orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort } from '../../../components/ui/DataTable';
import { FilterDialog, type FilterFieldConfig } from '../../../components/ui/FilterDialog';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { useFilterDialog } from '../../../components/ui/useFilterDialog';
import type { CsvColumn } from '../../../lib/csv';
import { useTableExport } from '../../../components/ui/useTableExport';
import { dayText, instantText, isOverdue, statusLabel } from '../evaluationLabels';
import { NAVIGATOR_REVIEWS, type ReviewRow } from '../operations';
import { NAVIGATOR_PAGE_SIZES } from './NavigatorFormsPage';
import { ReviewCompletionChart } from './ReviewCompletionChart';
import { ReviewDetailDialog } from './ReviewDetailDialog';
import { completedRangeField, dueDateRangeField, NO_DATE_RANGES, overdueField, reviewYearText, statusField, yearField, yesNoText } from './reviewFilters';

const TITLE = 'Reviews';
const DEFAULT_SORT: DataTableSort = { field: 'user.firstName', direction: 'asc' };

type ReviewFilters = NavigatorReviewFilters & Record<string, string>;
/** The filter dialog's fields; the Year's choices follow the company's day. */
const filterFields = (today: string): readonly FilterFieldConfig[] => [
  { name: 'subject', label: 'Subject' },
  { name: 'title', label: 'Title contains' },
  yearField(today),
  statusField,
  overdueField,
  dueDateRangeField,
  completedRangeField,
];

export const subjectName = (r: ReviewRow) => [r.user?.firstName, r.user?.lastName].filter(Boolean).join(' ');

function columnsOf(today: string): DataTableColumn<ReviewRow>[] {
  return [
    { id: 'status', label: 'Status', render: (r) => statusLabel(r.status), sortable: true, sortField: 'status' },
    // Subject and title make the card's heading on a phone; the card does not repeat them.
    { id: 'title', label: 'Title', field: 'title', sortable: true, showOnCard: false },
    { id: 'year', label: 'Year', render: reviewYearText, sortable: true, sortField: 'year' },
    { id: 'manager', label: 'Manager', render: (r) => r.manager ?? '', sortable: true, sortField: 'manager' },
    { id: 'subject', label: 'Subject', render: subjectName, sortable: true, sortField: 'user.firstName', showOnCard: false },
    { id: 'due', label: 'Due Date', render: (r) => dayText(r.dateToCompleteBy), sortable: true, sortField: 'dateToCompleteBy' },
    { id: 'overdue', label: 'Overdue', render: (r) => yesNoText(isOverdue(r, today)) },
    { id: 'completed', label: 'Date Completed', render: (r) => instantText(r.dateCompleted), sortable: true, sortField: 'dateCompleted', showOnCard: false },
    { id: 'version', label: 'Template Version Id', render: (r) => (r.templateVersionId == null ? '' : String(r.templateVersionId)), sortable: true, sortField: 'templateVersionId', showOnCard: false },
  ];
}

function csvOf(today: string): CsvColumn<ReviewRow>[] {
  return [
    { header: 'Status', value: (r) => statusLabel(r.status) },
    { header: 'Title', value: (r) => r.title },
    { header: 'Year', value: reviewYearText },
    { header: 'Manager', value: (r) => r.manager },
    { header: 'Subject', value: subjectName },
    { header: 'Due Date', value: (r) => dayText(r.dateToCompleteBy) },
    { header: 'Overdue', value: (r) => yesNoText(isOverdue(r, today)) },
    { header: 'Date Completed', value: (r) => instantText(r.dateCompleted) },
    { header: 'Template Version Id', value: (r) => r.templateVersionId },
  ];
}

/** /navigator/reviews and /navigator/reviews/:id: every review, its progress and its forms. */
export function NavigatorReviewsPage() {
  usePageTitle(TITLE);
  const client = useApolloClient();
  const navigate = useNavigate();
  const today = clock.today();
  const exportTable = useTableExport();
  // /navigator/reviews/124 and the spec's /navigator/reviews?review=124 both open review 124.
  const [search] = useSearchParams();
  const openId = Number(useParams().id) || Number(search.get('review')) || null;
  // The year filter starts at the current year (spec 3 section 2).
  const defaults = useMemo<ReviewFilters>(() => ({ subject: '', title: '', year: today.slice(0, 4), status: '', overdue: '', ...NO_DATE_RANGES }), [today]);
  const { filters, activeCount, openDialog, dialogProps } = useFilterDialog<ReviewFilters>(defaults, 'reviews.navigatorReviews');
  const [sort, setSort] = useState<DataTableSort | null>(DEFAULT_SORT);
  const [reloadKey, setReloadKey] = useState(0);
  const columns = useMemo(() => columnsOf(today), [today]);
  const where = useMemo(() => navigatorReviewsWhere(filters, today), [filters, today]);
  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: NAVIGATOR_REVIEWS,
        variables: ({ take, skip, sort: s }) => ({ where, orderBy: orderByOf(s, [{ user: { lastName: 'asc' } }, { id: 'asc' }]), take, skip }),
        rows: (data) => data.reviews,
        total: (data) => data.aggregateReview._count._all,
      }),
    [client, where],
  );

  return (
    <>
      <ListToolbar title={TITLE} subtitle={filters.year ? `Year ${filters.year}` : 'All years'} activeFilters={activeCount} onFilter={openDialog} onExport={() => void exportTable(TITLE, fetchPage, sort, csvOf(today))} />
      <ReviewCompletionChart key={reloadKey} where={where} />
      <DataTable<ReviewRow>
        tableKey="reviews.navigatorReviews"
        label={TITLE}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${subjectName(r)}: ${r.title}`}
        onRowClick={(r) => navigate(`/navigator/reviews/${r.id}`)}
        defaultSort={DEFAULT_SORT}
        onSortChange={setSort}
        pageSizeOptions={NAVIGATOR_PAGE_SIZES}
        defaultPageSize={20}
        reloadKey={reloadKey}
        emptyText="No Reviews Found"
      />
      <FilterDialog {...dialogProps} fields={filterFields(today)} />
      {openId && (
        <ReviewDetailDialog
          id={openId}
          onClose={() => navigate('/navigator/reviews')}
          onDeleted={() => {
            setReloadKey((k) => k + 1);
            navigate('/navigator/reviews');
          }}
        />
      )}
    </>
  );
}
