import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { NavEntry, NavLinkEntry } from './navigation';
import { isCurrentPath } from './isCurrentPath';

interface NavDropdownProps {
  label: string;
  /** Links, or whole groups (the "More" menu takes the groups that no longer fit in the bar). */
  entries: NavEntry[];
}

const linksOf = (entries: NavEntry[]): NavLinkEntry[] => entries.flatMap((e) => (e.kind === 'group' ? e.items : [e]));

/** A top-bar button that opens a menu of links (Partner Services, Reviews, Goals, Follow-ups, More). */
export function NavDropdown({ label, entries }: NavDropdownProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const buttonId = useId();
  const open = !!anchor;
  const active = linksOf(entries).some((item) => !item.external && isCurrentPath(pathname, item.to));

  const item = (entry: NavLinkEntry, nested: boolean): ReactNode => {
    const current = !entry.external && isCurrentPath(pathname, entry.to);
    const close = () => setAnchor(null);
    const sx = nested ? { pl: 4 } : undefined;
    return entry.external ? (
      <MenuItem key={entry.to} component="a" href={entry.to} target="_blank" rel="noopener noreferrer" onClick={close} sx={sx}>
        {entry.label}
        <OpenInNew fontSize="small" titleAccess="(opens in a new tab)" sx={{ ml: 1 }} />
      </MenuItem>
    ) : (
      <MenuItem key={entry.to} component={RouterLink} to={entry.to} selected={current} aria-current={current ? 'page' : undefined} onClick={close} sx={sx}>
        {entry.label}
      </MenuItem>
    );
  };

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
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {entries.flatMap((entry) =>
          entry.kind === 'link'
            ? [item(entry, false)]
            : [
                // A heading for the eye only: a menu may hold only menu items, and each entry's own
                // name says what it is (My Goals, All User Follow-ups).
                <ListSubheader key={`group:${entry.label}`} role="presentation" aria-hidden sx={{ lineHeight: '36px' }}>
                  {entry.label}
                </ListSubheader>,
                ...entry.items.map((child) => item(child, true)),
              ],
        )}
      </Menu>
    </>
  );
}

export function navButtonSx(active: boolean) {
  return {
    textTransform: 'none',
    fontWeight: active ? 700 : 500,
    whiteSpace: 'nowrap',
    flexShrink: 0,
    borderBottom: 2,
    borderColor: active ? 'secondary.light' : 'transparent',
    borderRadius: 0,
  } as const;
}
