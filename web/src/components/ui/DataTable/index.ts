export { DataTable,  } from './DataTable';
export { clientSidePages, fetchAllRows, orderByOf, queryPageFetcher,  } from './fetchers';
export { RowDeleteButton } from './RowDeleteButton';
export {    EXPORT_TAKE } from './pageSize';
export type { DataTableColumn, DataTableSort,  PageFetcher,  PageResult,   } from './types';
