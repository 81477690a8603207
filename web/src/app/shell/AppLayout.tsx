import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/auth/sessionContext';
import { isKeptOffline } from '../../lib/offline/keptPages';
import { useOffline } from '../../lib/offline/offlineStatus';
import { isTopBarHidden } from '../router/routeAccess';
import { NotKeptOffline, OfflineNotice } from './OfflineNotice';
import { PageErrorBoundary } from '../../components/ui/PageErrorBoundary';
import { PageSkeleton } from '../../components/ui/PageSkeleton';
import { TopBar } from './TopBar';

/** The logged-in frame: skip link, top bar (hidden on sign-in-like paths) and the page. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { viewer } = useSession();
  const { offline } = useOffline();
  // Offline, a signed-in page that is not kept says so instead of failing its reads one by one.
  const notKept = offline && viewer !== null && !isKeptOffline(pathname, viewer.employeeNumber);
  return (
    <>
      <Link
        href="#main-content"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        Skip to main content
      </Link>
      {!isTopBarHidden(pathname) && <TopBar />}
      <Container component="main" id="main-content" tabIndex={-1} maxWidth="xl" sx={{ py: 3, outline: 'none' }}>
        <Box>
          {viewer && <OfflineNotice />}
          {/* Feature pages are loaded on demand (router/pages.tsx); one that fails offers a reload. */}
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSkeleton />}>
              {notKept ? <NotKeptOffline employeeNumber={viewer.employeeNumber} /> : <Outlet />}
            </Suspense>
          </PageErrorBoundary>
        </Box>
      </Container>
    </>
  );
}
