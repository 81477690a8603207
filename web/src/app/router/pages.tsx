import { lazy, type ReactNode } from 'react';
import { UpcomingPage } from '../../features/upcoming/UpcomingPage';

// Feature pages load on demand (their own chunks), so the first load carries only the shell and
// sign-in. AppLayout shows a loader while a page's chunk arrives.
const DashboardPage = lazy(() => import('../../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const BaseballCardPage = lazy(() => import('../../features/baseballCard/BaseballCardPage').then((m) => ({ default: m.BaseballCardPage })));
const SettingsPage = lazy(() => import('../../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const QualificationCodesPage = lazy(() =>
  import('../../features/qualifications/QualificationCodesPage').then((m) => ({ default: m.QualificationCodesPage })),
);

export interface PageRoute {
  /** The same pattern as the permission map's ROUTES entry (a test keeps them in step). */
  pattern: string;
  element: ReactNode;
}

const upcoming = (pattern: string, title: string): PageRoute => ({ pattern, element: <UpcomingPage title={title} /> });

/** Every logged-in page. The route guard checks each against the permission map. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: '/dashboard', element: <DashboardPage /> },
  { pattern: '/baseball-card/:employeeNumber', element: <BaseballCardPage /> },
  upcoming('/partner-services', 'Partner Services'),
  upcoming('/partner-assignments', 'Partner Assignments'),
  upcoming('/contractor-assignments', 'Contractor Assignments'),
  upcoming('/projects', 'Projects'),
  upcoming('/project/:projectId', 'Project'),
  upcoming('/reviews', 'My Reviews'),
  upcoming('/ppa-assignments', 'PPA Assignments'),
  upcoming('/workshop', 'Workshop'),
  upcoming('/navigator/reviews', 'Reviews'),
  upcoming('/navigator/reviews/:id', 'Review'),
  upcoming('/navigator/forms', 'Forms'),
  upcoming('/navigator/forms/:id', 'Form'),
  upcoming('/details', 'Evaluation Details'),
  upcoming('/review-cycle', 'Review Cycles'),
  upcoming('/goals/:employeeNumber', 'Goals'),
  upcoming('/partner-goals/:employeeNumber', 'Partner Goals'),
  upcoming('/allUsersGoals', 'All User Goals'),
  upcoming('/followups/:employeeNumber', 'Follow-ups'),
  upcoming('/assigned-followups', 'Follow-ups Assigned to Me'),
  upcoming('/partner-followups/:employeeNumber', 'Partner Follow-ups'),
  upcoming('/allUsersFollowups', 'All User Follow-ups'),
  { pattern: '/settings', element: <SettingsPage /> },
  { pattern: '/qualification-codes', element: <QualificationCodesPage /> },
];
