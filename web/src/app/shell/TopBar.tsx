import MenuIcon from '@mui/icons-material/Menu';
import OpenInNew from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useViewer, useSession } from '../../lib/auth/sessionContext';
import { usePortalSettings } from '../../lib/settings/usePortalSettings';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { GlobalSearch } from '../../features/search';
import { PORTAL_TITLE } from '../../lib/brand';
import { isCurrentPath } from './isCurrentPath';
import { MobileNavDrawer } from './MobileNavDrawer';
import { buildNavigation, type NavEntry } from './navigation';
import { NavDropdown, navButtonSx } from './NavDropdown';
import { ProfileMenu } from './ProfileMenu';
import { useFittingCount } from './useFittingCount';

export function TopBar() {
  const viewer = useViewer();
  const { logout } = useSession();
  const { settings, special } = usePortalSettings();
  const theme = useTheme();
  // Below md (900 px) the burger menu takes the entries; above, what does not fit goes under More.
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The search is a field where the bar has room (lg and up) and the entries all fit beside it;
  // otherwise it yields its width and becomes a button (Ctrl+K either way), before any entry goes
  // under More (decision 0090). The switch back needs room for the whole field, so it never flickers.
  const roomy = useMediaQuery(theme.breakpoints.up('lg'));
  const [searchAsField, setSearchAsField] = useState(true);
  const onSpare = useCallback((spare: number) => {
    setSearchAsField((field) => (field ? spare >= 0 : spare >= SEARCH_FIELD_EXTRA));
  }, []);
  const navigation = useMemo(
    () => buildNavigation({ role: viewer.role, employeeNumber: viewer.employeeNumber }, special, settings.learningSiteUrl),
    [viewer.role, viewer.employeeNumber, special, settings.learningSiteUrl],
  );

  return (
    <AppBar position="sticky" color="primary" component="header">
      {/* One row at every width: nothing wraps; the title gives way before the bell and avatar. */}
      <Toolbar sx={{ gap: 1, flexWrap: 'nowrap' }}>
        {compact && (
          <IconButton color="inherit" edge="start" aria-label="Open navigation menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to="/dashboard"
          variant="h6"
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: { xs: 0, md: 2 }, minWidth: 0, flexShrink: compact ? 1 : 0 }}
        >
          {PORTAL_TITLE}
        </Typography>
        {!compact && <TopBarEntries entries={navigation.primary} onSpare={onSpare} />}
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
          <GlobalSearch field={roomy && searchAsField} />
          <NotificationBell />
          <ProfileMenu user={viewer.user} entries={navigation.profile} onLogout={() => void logout()} />
        </Box>
      </Toolbar>
      {compact && <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} entries={navigation.primary} />}
    </AppBar>
  );
}

/** What the search field takes beyond its button: the field (260 px and margins) less the icon button. */
const SEARCH_FIELD_EXTRA = 240;

/** The bar's entries in one row: those that do not fit (a role with many, a narrow window) go under "More". */
function TopBarEntries({ entries, onSpare }: { entries: NavEntry[]; onSpare?: (spare: number) => void }) {
  const { pathname } = useLocation();
  const box = useRef<HTMLElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const fitting = useFittingCount(box, measure, `${pathname}|${entries.map((e) => e.label).join('|')}`, onSpare);
  const shown = entries.slice(0, fitting);
  const folded = entries.slice(fitting);

  return (
    <Box component="nav" ref={box} aria-label="Main navigation" sx={{ display: 'flex', flexWrap: 'nowrap', alignItems: 'center', flexGrow: 1, minWidth: 0, position: 'relative' }}>
      {shown.map((entry) => (
        <TopBarEntry key={entry.label} entry={entry} pathname={pathname} />
      ))}
      {folded.length > 0 && <NavDropdown label="More" entries={folded} />}
      {/* Natural widths of every entry and of the More button, for useFittingCount; never seen or reached. */}
      <Box ref={measure} aria-hidden inert sx={{ position: 'absolute', top: 0, left: 0, width: 0, height: 0, overflow: 'hidden', display: 'flex', visibility: 'hidden', pointerEvents: 'none' }}>
        {entries.map((entry) => (
          <TopBarEntry key={entry.label} entry={entry} pathname={pathname} />
        ))}
        <NavDropdown label="More" entries={[]} />
      </Box>
    </Box>
  );
}

function TopBarEntry({ entry, pathname }: { entry: NavEntry; pathname: string }) {
  if (entry.kind === 'group') return <NavDropdown label={entry.label} entries={entry.items} />;
  if (entry.external) {
    return (
      <Button color="inherit" href={entry.to} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew titleAccess="(opens in a new tab)" />} sx={navButtonSx(false)}>
        {entry.label}
      </Button>
    );
  }
  const current = isCurrentPath(pathname, entry.to);
  return (
    <Button color="inherit" component={RouterLink} to={entry.to} aria-current={current ? 'page' : undefined} sx={navButtonSx(current)}>
      {entry.label}
    </Button>
  );
}
