import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import { Fragment, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../visuallyHidden';
import { ExpandButton } from './ExpandButton';
import { cellContent, type ViewProps } from './viewProps';

/** The table layout (sm and up): sortable headers, clickable rows. */
export function TableView<Row>({ label, columns, rows, rowKey, rowLabel, onRowClick, sort, onSort, message, loading, firstLoad, skeletonRows, expansion, stickyFirstColumn = false }: ViewProps<Row> & { stickyFirstColumn?: boolean }) {
  const span = columns.length + (expansion ? 1 : 0);
  // The first column stays at the left edge while the rest scroll under it (on the page's colour).
  const sticky = (index: number, head = false) =>
    stickyFirstColumn && index === 0 && !expansion
      ? { position: 'sticky', left: 0, zIndex: head ? 3 : 1, bgcolor: 'background.paper', boxShadow: (t: Theme) => `inset -1px 0 0 ${t.palette.divider}` }
      : undefined;
  const activate = (event: KeyboardEvent, row: Row) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <Table size="small" aria-label={label} aria-busy={loading}>
      <TableHead>
        <TableRow>
          {expansion && (
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {expansion.label}
              </Box>
            </TableCell>
          )}
          {columns.map((column, index) => {
            const field = column.sortField ?? column.id;
            const active = !!sort && sort.field === field;
            const direction = active ? sort.direction : 'asc';
            return (
              <TableCell
                key={column.id}
                align={column.align}
                sx={sticky(index, true)}
                sortDirection={active ? direction : false}
                aria-sort={column.sortable ? (active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
              >
                {column.sortable ? (
                  <TableSortLabel active={active} direction={direction} onClick={() => onSort(field)}>
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {firstLoad ? (
          Array.from({ length: skeletonRows }, (_, i) => (
            <TableRow key={i} data-testid="skeleton-row" aria-hidden>
              {expansion && <TableCell padding="checkbox" />}
              {columns.map((column) => (
                <TableCell key={column.id}>
                  <Skeleton variant="text" />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : message ? (
          <TableRow>
            <TableCell colSpan={span} align="center" sx={{ py: 4, color: 'text.secondary' }}>
              {message}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <Fragment key={rowKey(row)}>
              <TableRow
                hover={!!onRowClick}
                tabIndex={onRowClick ? 0 : undefined}
                aria-label={onRowClick && rowLabel ? rowLabel(row) : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={onRowClick ? (event) => activate(event, row) : undefined}
                sx={onRowClick ? { cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'secondary.main', outlineOffset: -2 } } : undefined}
              >
                {expansion && (
                  <TableCell padding="checkbox">
                    <ExpandButton expansion={expansion} row={row} name={rowLabel?.(row) ?? String(rowKey(row))} />
                  </TableCell>
                )}
                {columns.map((column, index) => (
                  <TableCell key={column.id} align={column.align} sx={sticky(index)}>
                    {cellContent(column, row)}
                  </TableCell>
                ))}
              </TableRow>
              {expansion?.isOpen(row) && (
                <TableRow>
                  <TableCell colSpan={span} sx={{ bgcolor: 'action.hover' }}>
                    {expansion.render(row)}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))
        )}
      </TableBody>
    </Table>
  );
}
