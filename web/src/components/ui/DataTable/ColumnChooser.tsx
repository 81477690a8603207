import ViewColumn from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { DataTableColumn } from './types';

interface Props<Row> {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  isShown: (column: DataTableColumn<Row>) => boolean;
  onToggle: (id: string) => void;
  onReset: () => void;
}

/** The Columns button of a wide table: a menu of its columns to show or hide. */
export function ColumnChooser<Row>({ label, columns, isShown, onToggle, onReset }: Props<Row>) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shownCount = columns.filter(isShown).length;
  return (
    <>
      <Button size="small" startIcon={<ViewColumn />} aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} aria-expanded={!!anchor} onClick={(e) => setAnchor(e.currentTarget)}>
        Columns ({shownCount} of {columns.length})
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': `Columns of ${label}`, dense: true } }}>
        {columns.map((column) => {
          const shown = isShown(column);
          return (
            <MenuItem key={column.id} role="menuitemcheckbox" aria-checked={shown} disabled={shown && shownCount === 1} onClick={() => onToggle(column.id)}>
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={shown} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} />
              </ListItemIcon>
              <ListItemText>{column.label}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem onClick={onReset}>Default columns</MenuItem>
      </Menu>
    </>
  );
}
