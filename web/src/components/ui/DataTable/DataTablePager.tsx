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

/**
 * MUI's pager is one fixed row about 370 px wide: on a phone its next-page arrow would fall outside
 * the card. Below `sm` the row may wrap (size choice above, position and arrows below) with
 * smaller gaps, so it fits at 320 px.
 */
const FIT_NARROW_SCREENS = {
  maxWidth: '100%',
  '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' }, justifyContent: 'flex-end', pl: { xs: 0, sm: 2 }, columnGap: { xs: 1, sm: 0 } },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTablePagination-input': { mr: { xs: 0, sm: 4 }, ml: { xs: 0.5, sm: 1 } },
  '& .MuiTablePagination-actions': { ml: { xs: 0, sm: 2.5 } },
} as const;

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
      sx={FIT_NARROW_SCREENS}
    />
  );
}
