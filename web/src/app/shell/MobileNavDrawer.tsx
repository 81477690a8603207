import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isCurrentPath } from './isCurrentPath';
import type { NavEntry, NavLinkEntry } from './navigation';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  entries: NavEntry[];
}

/** The burger menu below the `sm` breakpoint: the same entries as the top bar, grouped. */
export function MobileNavDrawer({ open, onClose, entries }: MobileNavDrawerProps) {
  const { pathname } = useLocation();

  const item = (entry: NavLinkEntry, nested: boolean) => {
    const current = !entry.external && isCurrentPath(pathname, entry.to);
    return entry.external ? (
      <ListItemButton key={entry.to} component="a" href={entry.to} target="_blank" rel="noopener noreferrer" onClick={onClose} sx={{ pl: nested ? 4 : 2 }}>
        <ListItemText primary={entry.label} />
        <OpenInNew fontSize="small" titleAccess="(opens in a new tab)" />
      </ListItemButton>
    ) : (
      <ListItemButton
        key={entry.to}
        component={RouterLink}
        to={entry.to}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onClose}
        sx={{ pl: nested ? 4 : 2 }}
      >
        <ListItemText primary={entry.label} />
      </ListItemButton>
    );
  };

  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Navigation menu' } }}>
      <Box component="nav" aria-label="Main navigation" sx={{ width: 280 }}>
        {/* A plain group of links: the entries are links and subheaders, not list items. */}
        <List component="div">
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              item(entry, false)
            ) : (
              <Fragment key={entry.label}>
                <ListSubheader component="div">{entry.label}</ListSubheader>
                {entry.items.map((child) => item(child, true))}
              </Fragment>
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}
