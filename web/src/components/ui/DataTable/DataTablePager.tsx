import TablePagination from '@mui/material/TablePagination';
import { optionValue } from './pageSize';
import type { PageSizeOption } from './types';

interface DataTablePagerProps {
  label: string;
  total: number;
  page: number;
  pageSize: number;
  options: readonly PageSizeOption[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

export function DataTablePager({ label, total, page, pageSize, options, onPageChange, onPageSizeChange }: DataTablePagerProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={options.map((o) => (typeof o === 'number' ? o : { label: o.label, value: optionValue(o) }))}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      aria-label={`${label} pages`}
      labelDisplayedRows={({ from, to, count }) => `${from}-${to} of ${count}`}
    />
  );
}
