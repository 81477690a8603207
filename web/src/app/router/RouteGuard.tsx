import { Navigate, Outlet, useLocation } from 'react-router';
import { useViewer } from '../../lib/auth/sessionContext';
import { usePortalSettings } from '../../lib/settings/usePortalSettings';
import { PageSkeleton } from '../shell/PageSkeleton';
import { decideRoute } from './routeAccess';

/** Lets the page through when the permission map allows it; otherwise redirects (to / mostly). */
export function RouteGuard() {
  const viewer = useViewer();
  const { special, loading } = usePortalSettings();
  const { pathname } = useLocation();
  // Special employee numbers come from the settings: decide only once they are known.
  if (loading) return <PageSkeleton />;
  const decision = decideRoute({ role: viewer.role, employeeNumber: viewer.employeeNumber }, pathname, special);
  return decision.kind === 'allow' ? <Outlet /> : <Navigate to={decision.to} replace />;
}
