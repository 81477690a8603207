import type { ReactNode } from 'react';

type SortDirection = 'asc' | 'desc';

export interface DataTableSort {
  /** The API field to order by; dots reach into relations ("user.firstName"). */
  field: string;
  direction: SortDirection;
}

/** What a table asks its data source for: one page, in the current order. */
export interface PageRequest {
  take: number;
  skip: number;
  sort: DataTableSort | null;
}

export interface PageResult<Row> {
  rows: readonly Row[];
  /** All matching rows, not just this page (the aggregate count). */
  total: number;
}

/** Loads one page. Keep it stable (useMemo/useCallback): a new function reloads the table. */
export type PageFetcher<Row> = (request: PageRequest) => Promise<PageResult<Row>>;

export interface DataTableColumn<Row> {
  id: string;
  label: string;
  /** A field shown as text; use render for anything else. */
  field?: keyof Row;
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** The field sent when sorting by this column; defaults to the column id. */
  sortField?: string;
  align?: 'left' | 'right' | 'center';
  /** Whether the small-screen card lists this column (default true). */
  showOnCard?: boolean;
  /** With a column chooser: the column starts hidden until the user shows it. */
  hiddenByDefault?: boolean;
}

/** A page-size choice: a number, or a labelled value such as { label: 'All', value: 10000 }. */
export type PageSizeOption = number | { label: string; value: number };

/** The variables of a paged list query: the screen's filters as where, the table's order, the page. */
export interface ListVariables {
  where: Record<string, unknown>;
  orderBy: Record<string, unknown>[];
  take: number;
  skip: number;
}
