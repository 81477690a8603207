import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage';
import { LoginPage } from '../../features/auth/LoginPage';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';
import { SignupPage } from '../../features/auth/SignupPage';
import { useApiClient, type ApiClientSource } from '../../lib/api/apiClient';
import { lazyComponent } from '../../lib/lazyComponent';
import { SIGNED_IN_CODE_TEMPLATE } from './signedInCode';
import { PORTAL_SETTINGS } from '../../lib/settings/operations';
import { useSession } from '../../lib/auth/sessionContext';
import { FullPageLoader } from '../../components/ui/FullPageLoader';
import { PageErrorBoundary } from '../../components/ui/PageErrorBoundary';
import { PortalUnreachable } from '../shell/PortalUnreachable';

// The signed-in app (shell, menus, page routes) and the API client (Apollo) are chunks of their
// own, so the sign-in page loads without them (issue 13). Once the sign-in form shows, both are
// fetched in the background, so signing in does not wait for them; while a stored session is
// checked (most often a valid one), the signed-in app and the code of the page asked for load
// beside the check.
const LoggedInRoutes = lazyComponent(() => import('./LoggedInRoutes'), (m) => m.LoggedInRoutes);
const PREFETCH_DELAY_MS = 1500;

/** A failed prefetch (offline) costs nothing: the chunk is asked for again when it is needed. */
function prefetch(load: () => Promise<unknown>) {
  load().catch(() => {});
}

/**
 * The built pages a signed-out browser gets hold the signed-in app's chunks as prefetch links in a
 * template (web/build/entryPages.ts): in the head they download at idle without running. Importing
 * them ran their modules too, a 25-35 ms task of a phone's main thread (100-150 ms at Lighthouse's
 * 4x) while the user looks at the form (decision 0115); signing in now runs them instead. Without
 * the template (the dev server) the chunks are imported.
 */
function prefetchSignedInCode(api: ApiClientSource) {
  const links = document.getElementById(SIGNED_IN_CODE_TEMPLATE);
  if (links instanceof HTMLTemplateElement) {
    document.head.append(links.content.cloneNode(true));
    links.remove();
    return;
  }
  prefetch(LoggedInRoutes.preload);
  prefetch(() => api.getClient());
}

/** Loads the signed-in app and the code of the page at this path: a drawn screen is taken over with all of it there (boot.tsx). */
export function loadSignedInPage(pathname: string): Promise<void> {
  return LoggedInRoutes.preload().then((m) => m.preloadPage(pathname));
}

function LoggedOutRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgot" element={<ForgotPasswordPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/reset/:token" element={<ResetPasswordPage />} />
      {/* Any other path shows the sign-in form; after sign-in the app goes to the own card. */}
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}

export function AppRoutes() {
  const { status } = useSession();
  const api = useApiClient();
  useEffect(() => {
    if (status === 'checking') {
      prefetch(() => loadSignedInPage(window.location.pathname));
      // The portal settings (the route guard, the top bar and the dashboard's Quick Links read
      // them) are asked for beside the check, so the first screen does not show them loading
      // and then move (issue 28). A refused token is the check's to report; this one is dropped.
      prefetch(() => api.getClient().then((client) => client.query({ query: PORTAL_SETTINGS })));
    }
    if (status !== 'loggedOut') return;
    const timer = setTimeout(() => prefetchSignedInCode(api), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, api]);
  if (status === 'checking') return <FullPageLoader label="Checking your session..." />;
  if (status === 'unreachable') return <PortalUnreachable />;
  if (status !== 'loggedIn') return <LoggedOutRoutes />;
  return (
    <PageErrorBoundary>
      <Suspense fallback={<FullPageLoader label="Loading the portal..." />}>
        <LoggedInRoutes />
      </Suspense>
    </PageErrorBoundary>
  );
}
