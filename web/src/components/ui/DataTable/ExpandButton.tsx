import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';
import type { RowExpansion } from './viewProps';

/** The arrow that opens a row's extra content; it never counts as a click on the row. */
export function ExpandButton<Row>({ expansion, row, name }: { expansion: RowExpansion<Row>; row: Row; name: string }) {
  const open = expansion.isOpen(row);
  return (
    <IconButton
      size="small"
      aria-expanded={open}
      aria-label={`${open ? 'Hide' : 'Show'} ${expansion.label.toLowerCase()} of ${name}`}
      onClick={(event) => {
        event.stopPropagation();
        expansion.toggle(row);
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
    </IconButton>
  );
}
