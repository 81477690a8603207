import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MESSAGES } from '@portal/common';
import { useEffect, useState, type ReactNode } from 'react';
import { readKept, useKeptState, writeKept } from '../../../lib/keptState';
import { CardListView } from './CardListView';
import { ColumnChooser } from './ColumnChooser';
import { useColumnChoice } from './columnChoice';
import { DataTablePager } from './DataTablePager';
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE_OPTIONS, readStoredPageSize, storePageSize, type PageSizeMemory } from './pageSize';
import { ScrollingCardList } from './ScrollingCardList';
import { TableView } from './TableView';
import type { DataTableColumn, DataTableSort, PageFetcher, PageSizeOption } from './types';
import { useArrowKeyPaging } from './useArrowKeyPaging';
import { fetcherId, useTablePage } from './useTablePage';
import { skeletonRowsFor } from './viewProps';

export interface DataTableProps<Row> {
  /** Names the table in session storage (its page size) and keeps tables apart. */
  tableKey: string;
  /** The accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** Loads one page from the server (see queryPageFetcher, clientSidePages). */
  fetchPage: PageFetcher<Row>;
  rowKey: (row: Row) => string | number;
  /** A row's name: the card title on small screens and the row's accessible name. */
  rowLabel?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  pageSizeOptions?: readonly PageSizeOption[];
  defaultPageSize?: number;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  emptyText?: string;
  errorText?: string;
  /**
   * Change it to reload after a save, create or delete: the table stays on its page, order and
   * size (a page emptied by a delete falls back to the last one). New filters come as a new
   * fetchPage, which starts again at the first page.
   */
  reloadKey?: string | number;
  /** Left/right arrow keys turn pages (default on; turn off when a page shows several tables). */
  arrowKeyPaging?: boolean;
  /** Content a row opens to show (an arrow before the row; a button on the card), loaded when opened. */
  renderExpanded?: (row: Row) => ReactNode;
  /** Names what opens ("Qualifications"). */
  expandLabel?: string;
  /** Shares and keeps the page size under this key instead of the table's own (several tables, one setting). */
  pageSizeKey?: string;
  /** 'local' keeps the page size across visits; default: this browser session. */
  pageSizeMemory?: PageSizeMemory;
  /** On small screens, load this many more cards when the list's end is reached instead of paging (the projects list). */
  phoneScrollStep?: number;
  /** A Columns button to show or hide columns (kept in this browser); see hiddenByDefault. */
  columnChooser?: boolean;
  /** The first column stays in view when the table scrolls sideways. */
  stickyFirstColumn?: boolean;
  /**
   * The order and page are kept in the history entry, so that Back from a row's page finds them
   * (default; decision 0126). Off for a table inside a dialog or a panel that shows one record
   * after another in the same entry (a record's change history): each starts on its first page.
   */
  keepInHistory?: boolean;
}

/**
 * The one table every list screen uses: server-side paging and sorting, page size per table kept
 * in session storage, the pager only when there is more than one page (or a larger page size than
 * the default was chosen, so it can be changed back), arrow-key paging, an
 * empty text, and a card list with a Details button below the `sm` breakpoint.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  if (compact && props.phoneScrollStep) return <ScrollingDataCards {...props} step={props.phoneScrollStep} />;
  return <PagedDataTable {...props} compact={compact} />;
}

/** The phone's endless card list: the table's own sort and reload key, no pager. */
function ScrollingDataCards<Row>({ step, ...props }: DataTableProps<Row> & { step: number }) {
  const { label, columns, fetchPage, rowKey, rowLabel, onRowClick, defaultSort = null, reloadKey = '', emptyText = MESSAGES.nothingHere, errorText = 'Error. Please refresh your page' } = props;
  return (
    <ScrollingCardList
      {...{ label, columns, fetchPage, rowKey, rowLabel, onRowClick, step, emptyText, errorText }}
      sort={defaultSort}
      onSort={() => {}}
      reloadKey={String(reloadKey)}
      skeletonRows={skeletonRowsFor(step)}
    />
  );
}

function PagedDataTable<Row>(props: DataTableProps<Row> & { compact: boolean }) {
  const {
    compact,
    tableKey,
    label,
    columns,
    fetchPage,
    rowKey,
    rowLabel,
    onRowClick,
    pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
    defaultPageSize = DEFAULT_PAGE_SIZE,
    defaultSort = null,
    onSortChange,
    emptyText = MESSAGES.nothingHere,
    errorText = 'Error. Please refresh your page',
    reloadKey = '',
    arrowKeyPaging = true,
    renderExpanded,
    expandLabel = 'Details',
    pageSizeKey = tableKey,
    pageSizeMemory = 'session',
    columnChooser = false,
    stickyFirstColumn = false,
    keepInHistory = true,
  } = props;
  const chosenColumns = useColumnChoice(tableKey, columns, columnChooser);
  const [pageSize, setPageSize] = useState(() => readStoredPageSize(pageSizeKey, pageSizeOptions, defaultPageSize, pageSizeMemory));
  // The order and the page are kept in the history entry (lib/keptState.ts): Back from a row's
  // page finds the table on the order and page it was left on.
  const [sort, setSort] = useKeptState<DataTableSort | null>(keepInHistory ? `sort.${tableKey}` : null, defaultSort);
  useEffect(() => {
    // The screen's copy of the order (its CSV export's) starts from the default: give it the kept one.
    if (sort !== defaultSort) onSortChange?.(sort);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the order the table started on
  }, []);
  // The page belongs to one combination of size, order and data source (filters); a new one
  // starts at 0. A reload (reloadKey) keeps the page: editing a row on page 2 stays on page 2.
  const pageScope = JSON.stringify([pageSize, sort, fetcherId(fetchPage)]);
  const [pageState, setPageState] = useState(() => ({ scope: pageScope, page: (keepInHistory && readKept<number>(`page.${tableKey}`)) || 0 }));
  const page = pageState.scope === pageScope ? pageState.page : 0;
  const goTo = (next: number) => setPageState({ scope: pageScope, page: next });
  useEffect(() => {
    if (keepInHistory) writeKept(`page.${tableKey}`, page);
  }, [keepInHistory, tableKey, page]);

  const { rows, total, loading, failed } = useTablePage(fetchPage, page, pageSize, sort, String(reloadKey), goTo);
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);

  useArrowKeyPaging(
    arrowKeyPaging && !loading && total > pageSize,
    () => page > 0 && goTo(page - 1),
    () => page < lastPage && goTo(page + 1),
  );

  const changeSort = (field: string) => {
    const next: DataTableSort = sort?.field === field && sort.direction === 'asc' ? { field, direction: 'desc' } : { field, direction: 'asc' };
    setSort(next);
    onSortChange?.(next);
  };

  const changePageSize = (size: number) => {
    storePageSize(pageSizeKey, size, pageSizeMemory);
    setPageSize(size);
  };

  // Open rows belong to the page on screen; another page starts closed.
  const [open, setOpen] = useState<{ scope: string; keys: ReadonlySet<string | number> }>({ scope: '', keys: new Set() });
  const openKeys = open.scope === `${pageScope}:${page}` ? open.keys : new Set<string | number>();
  const expansion = renderExpanded
    ? {
        render: renderExpanded,
        label: expandLabel,
        isOpen: (row: Row) => openKeys.has(rowKey(row)),
        toggle: (row: Row) => {
          const keys = new Set(openKeys);
          if (!keys.delete(rowKey(row))) keys.add(rowKey(row));
          setOpen({ scope: `${pageScope}:${page}`, keys });
        },
      }
    : undefined;

  const firstLoad = loading && rows.length === 0 && !failed;
  const message = failed ? errorText : !loading && rows.length === 0 ? emptyText : null;
  const viewProps = { label, columns: compact ? columns : chosenColumns.visible, rows, rowKey, rowLabel, onRowClick, sort, onSort: changeSort, message, loading, firstLoad, skeletonRows: skeletonRowsFor(pageSize), expansion };

  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={`Loading ${label}`} />}</Box>
      {columnChooser && !compact && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 0.5 }}>
          <ColumnChooser label={label} columns={columns} isShown={chosenColumns.isShown} onToggle={chosenColumns.toggle} onReset={chosenColumns.reset} />
        </Box>
      )}
      {compact ? (
        <CardListView {...viewProps} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <TableView {...viewProps} stickyFirstColumn={stickyFirstColumn} />
        </TableContainer>
      )}
      {/* More than one page, or a page size above the default that the user may want back. */}
      {/* While the first page loads, the pager's height is kept (a page of rows usually has one). */}
      {firstLoad && <Box sx={{ minHeight: 52 }} aria-hidden />}
      {total > Math.min(pageSize, defaultPageSize) && (
        <DataTablePager label={label} total={total} page={page} pageSize={pageSize} options={pageSizeOptions} onPageChange={goTo} onPageSizeChange={changePageSize} />
      )}
    </Box>
  );
}
