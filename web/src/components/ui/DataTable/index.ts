export { DataTable, type DataTableProps } from './DataTable';
export { clientSidePages, fetchAllRows, orderByOf, queryPageFetcher, type QueryPageOptions } from './fetchers';
export { RowDeleteButton } from './RowDeleteButton';
export { ALL_ROWS_OPTION, DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE_OPTIONS, EXPORT_TAKE } from './pageSize';
export type { DataTableColumn, DataTableSort, ListVariables, PageFetcher, PageRequest, PageResult, PageSizeOption, SortDirection } from './types';
