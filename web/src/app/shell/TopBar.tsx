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
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useViewer, useSession } from '../../lib/auth/sessionContext';
import { usePortalSettings } from '../../lib/settings/usePortalSettings';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { GlobalSearch } from '../../features/search';
import { PORTAL_TITLE } from '../brand';
import { isCurrentPath } from './isCurrentPath';
import { MobileNavDrawer } from './MobileNavDrawer';
import { buildNavigation } from './navigation';
import { NavDropdown, navButtonSx } from './NavDropdown';
import { ProfileMenu } from './ProfileMenu';

export function TopBar() {
  const viewer = useViewer();
  const { logout } = useSession();
  const { settings, special } = usePortalSettings();
  const { pathname } = useLocation();
  const theme = useTheme();
  // Below md (900 px) the entries would wrap into several rows: the burger menu takes them.
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigation = useMemo(
    () => buildNavigation({ role: viewer.role, employeeNumber: viewer.employeeNumber }, special, settings.learningSiteUrl),
    [viewer.role, viewer.employeeNumber, special, settings.learningSiteUrl],
  );

  return (
    <AppBar position="sticky" color="primary" component="header">
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        {compact && (
          <IconButton color="inherit" edge="start" aria-label="Open navigation menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography component={RouterLink} to="/dashboard" variant="h6" sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2, whiteSpace: 'nowrap' }}>
          {PORTAL_TITLE}
        </Typography>
        {!compact && (
          <Box component="nav" aria-label="Main navigation" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', flexGrow: 1 }}>
            {navigation.primary.map((entry) => {
              if (entry.kind === 'group') return <NavDropdown key={entry.label} group={entry} />;
              if (entry.external) {
                return (
                  <Button key={entry.to} color="inherit" href={entry.to} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew titleAccess="(opens in a new tab)" />} sx={navButtonSx(false)}>
                    {entry.label}
                  </Button>
                );
              }
              const current = isCurrentPath(pathname, entry.to);
              return (
                <Button key={entry.to} color="inherit" component={RouterLink} to={entry.to} aria-current={current ? 'page' : undefined} sx={navButtonSx(current)}>
                  {entry.label}
                </Button>
              );
            })}
          </Box>
        )}
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <GlobalSearch />
          <NotificationBell />
          <ProfileMenu user={viewer.user} entries={navigation.profile} onLogout={() => void logout()} />
        </Box>
      </Toolbar>
      {compact && <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} entries={navigation.primary} />}
    </AppBar>
  );
}
