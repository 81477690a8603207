import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useToast } from '../../components/ui/toasts/useToast';
import { useViewer } from '../../lib/auth/sessionContext';
import { usePortalSettings } from '../../lib/settings/usePortalSettings';
import { PageSkeleton } from '../../components/ui/PageSkeleton';
import { decideRoute } from './routeAccess';

/** What a viewer is told when the guard turns them away (docs/decisions/0074). */
export const ROUTE_NOT_ALLOWED = 'You do not have access to that page.';

/**
 * Lets the page through when the permission map allows it; otherwise redirects (to / mostly)
 * with a short notice, so the viewer knows why they did not land where they asked.
 */
export function RouteGuard() {
  const viewer = useViewer();
  const { special, loading } = usePortalSettings();
  const { pathname } = useLocation();
  // Special employee numbers come from the settings: decide only once they are known.
  if (loading) return <PageSkeleton />;
  const decision = decideRoute({ role: viewer.role, employeeNumber: viewer.employeeNumber }, pathname, special);
  return decision.kind === 'allow' ? <Outlet /> : <TurnedAway to={decision.to} />;
}

function TurnedAway({ to }: { to: string }) {
  const toast = useToast();
  useEffect(() => toast.info(ROUTE_NOT_ALLOWED), [toast]);
  return <Navigate to={to} replace />;
}
