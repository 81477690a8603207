import type { SpecialNumbers } from '@portal/common';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useToast } from '../../components/ui/toasts/useToast';
import { useViewer } from '../../lib/auth/sessionContext';
import { usePortalSettings } from '../../lib/settings/usePortalSettings';
import { PageSkeleton } from '../../components/ui/PageSkeleton';
import { decideRoute } from './routeAccess';

const NO_SPECIAL: SpecialNumbers = { allFollowupsViewers: [], ppaAllAccess: [] };

/** What a viewer is told when the guard turns them away (docs/decisions/0074). */
const ROUTE_NOT_ALLOWED = 'You do not have access to that page.';

/**
 * Lets the page through when the permission map allows it; otherwise redirects (to / mostly)
 * with a short notice, so the viewer knows why they did not land where they asked.
 */
export function RouteGuard() {
  const viewer = useViewer();
  const { special, loading } = usePortalSettings();
  const { pathname } = useLocation();
  const who = { role: viewer.role, employeeNumber: viewer.employeeNumber };
  // Special employee numbers come from the settings: decide only once they are known. They only
  // ever add access, so the dashboard (everyone's, and it shows its own placeholders until the
  // settings arrive) does not wait for them: its code and data load beside the settings (issue 28).
  if (loading) return pathname === '/dashboard' && decideRoute(who, pathname, NO_SPECIAL).kind === 'allow' ? <Outlet /> : <PageSkeleton />;
  const decision = decideRoute(who, pathname, special);
  return decision.kind === 'allow' ? <Outlet /> : <TurnedAway to={decision.to} />;
}

function TurnedAway({ to }: { to: string }) {
  const toast = useToast();
  useEffect(() => toast.info(ROUTE_NOT_ALLOWED), [toast]);
  return <Navigate to={to} replace />;
}
