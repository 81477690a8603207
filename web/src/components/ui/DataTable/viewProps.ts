import type { ReactNode } from 'react';
import type { DataTableColumn, DataTableSort } from './types';

/** What the table and card layouts both receive from DataTable. */
export interface ViewProps<Row> {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowLabel?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  sort: DataTableSort | null;
  onSort: (field: string) => void;
  /** Shown instead of rows: the empty text, the error text, or nothing. */
  message: string | null;
  loading: boolean;
  /** No rows yet: placeholders in the shape of the rows to come. */
  firstLoad: boolean;
  /** Placeholder rows or cards while the first page loads (skeletonRowsFor). */
  skeletonRows: number;
  /** Rows that open to show more (see DataTableProps.renderExpanded). */
  expansion?: RowExpansion<Row>;
}

export interface RowExpansion<Row> {
  render: (row: Row) => ReactNode;
  /** What opens, for the button's name: "Qualifications" gives "Show qualifications of {row}". */
  label: string;
  isOpen: (row: Row) => boolean;
  toggle: (row: Row) => void;
}

/**
 * How many placeholder rows or cards the first load shows: as many as the page will have (up to
 * 10), so the content below does not move when the rows arrive (issue 28: the dashboard's
 * report grew from 3 placeholder rows to 10 and pushed the sections under it, a layout shift of
 * 0.14 in Lighthouse).
 */
export function skeletonRowsFor(pageSize: number): number {
  return Math.max(1, Math.min(pageSize, 10));
}

export function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  if (column.field === undefined) return null;
  const value = row[column.field];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
