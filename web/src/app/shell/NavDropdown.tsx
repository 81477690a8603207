import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { NavGroupEntry } from './navigation';
import { isCurrentPath } from './isCurrentPath';

/** A top-bar button that opens a menu of links (Partner Services, Reviews, Goals, Follow-ups). */
export function NavDropdown({ group }: { group: NavGroupEntry }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const buttonId = useId();
  const open = !!anchor;
  const active = group.items.some((item) => isCurrentPath(pathname, item.to));

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ArrowDropDown />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={navButtonSx(active)}
      >
        {group.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {group.items.map((item) => (
          <MenuItem
            key={item.to}
            component={RouterLink}
            to={item.to}
            selected={isCurrentPath(pathname, item.to)}
            aria-current={isCurrentPath(pathname, item.to) ? 'page' : undefined}
            onClick={() => setAnchor(null)}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function navButtonSx(active: boolean) {
  return {
    textTransform: 'none',
    fontWeight: active ? 700 : 500,
    whiteSpace: 'nowrap',
    borderBottom: 2,
    borderColor: active ? 'secondary.light' : 'transparent',
    borderRadius: 0,
  } as const;
}
