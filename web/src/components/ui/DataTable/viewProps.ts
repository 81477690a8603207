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

/** How many placeholder rows or cards the first load shows. */
export const SKELETON_ROWS = 3;

export function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  if (column.field === undefined) return null;
  const value = row[column.field];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
