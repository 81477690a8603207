import type { ComponentType, ReactNode } from 'react';
import { matchPath } from 'react-router';
import { lazyComponent, type LazyComponent } from '../../lib/lazyComponent';

// Feature pages load on demand (their own chunks), so the first load carries only the shell and
// sign-in. AppLayout shows a loader while a page's chunk arrives; a page preloaded while the
// session was checked renders at once.

function page<M, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyComponent {
  return lazyComponent(load, (m) => m[name] as ComponentType);
}

// On a wide screen the dashboard renders its reports at once: their chunk loads with the page's (decision 0113).
const DashboardPage = page(() => import('../../features/dashboard/DashboardPage').then((m) => m.loadLayoutCode().then(() => m)), 'DashboardPage');
const BaseballCardPage = page(() => import('../../features/baseballCard/BaseballCardPage'), 'BaseballCardPage');
const SettingsPage = page(() => import('../../features/settings/SettingsPage'), 'SettingsPage');
const QualificationCodesPage = page(() => import('../../features/qualifications/QualificationCodesPage'), 'QualificationCodesPage');
const goalsPage = (name: 'GoalsPage' | 'FollowupsPage') => page(() => import('../../features/goals/ItemsPage'), name);
const partnersPage = (name: 'PartnerGoalsPage' | 'PartnerFollowupsPage' | 'AllUsersGoalsPage' | 'AllUsersFollowupsPage') =>
  page(() => import('../../features/goals/PartnersListPage'), name);
const GoalsPage = goalsPage('GoalsPage');
const FollowupsPage = goalsPage('FollowupsPage');
const PartnerGoalsPage = partnersPage('PartnerGoalsPage');
const PartnerFollowupsPage = partnersPage('PartnerFollowupsPage');
const AllUsersGoalsPage = partnersPage('AllUsersGoalsPage');
const AllUsersFollowupsPage = partnersPage('AllUsersFollowupsPage');
const ProjectsPage = page(() => import('../../features/projects/ProjectsPage'), 'ProjectsPage');
const ProjectCardPage = page(() => import('../../features/projects/ProjectCardPage'), 'ProjectCardPage');
const AssignmentsPage = page(() => import('../../features/projects/AssignmentsPage'), 'AssignmentsPage');
const ContractorsPage = page(() => import('../../features/projects/ContractorsPage'), 'ContractorsPage');
const DirectoryPage = page(() => import('../../features/directory/DirectoryPage'), 'DirectoryPage');
const MyReviewsPage = page(() => import('../../features/reviews/MyReviewsPage'), 'MyReviewsPage');
const WorkshopPage = page(() => import('../../features/reviews/WorkshopPage'), 'WorkshopPage');
const NavigatorReviewsPage = page(() => import('../../features/reviews/navigator/NavigatorReviewsPage'), 'NavigatorReviewsPage');
const NavigatorFormsPage = page(() => import('../../features/reviews/navigator/NavigatorFormsPage'), 'NavigatorFormsPage');
const PpaAssignmentsPage = page(() => import('../../features/reviews/navigator/PpaAssignmentsPage'), 'PpaAssignmentsPage');
const ReviewCyclesPage = page(() => import('../../features/reviews/cycles/ReviewCyclesPage'), 'ReviewCyclesPage');
const DetailsPage = page(() => import('../../features/reviews/DetailsPage'), 'DetailsPage');
const AssignedFollowupsPage = page(() => import('../../features/goals/AssignedFollowupsPage'), 'AssignedFollowupsPage');

export interface PageRoute {
  /** The same pattern as the permission map's ROUTES entry (a test keeps them in step). */
  pattern: string;
  element: ReactNode;
  /** Fetches the page's code without rendering it. */
  preload: () => Promise<unknown>;
  /** A record opened in a dialog over this list page (its path): the list stays where it is scrolled. */
  over?: string;
}

const route = (pattern: string, Page: LazyComponent, over?: string): PageRoute => ({ pattern, element: <Page />, preload: Page.preload, over });


/** Every logged-in page. The route guard checks each against the permission map. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  route('/dashboard', DashboardPage),
  route('/baseball-card/:employeeNumber', BaseballCardPage),
  route('/partner-services', DirectoryPage),
  route('/partner-assignments', AssignmentsPage),
  route('/contractor-assignments', ContractorsPage),
  route('/projects', ProjectsPage),
  route('/project/:projectId', ProjectCardPage),
  route('/reviews', MyReviewsPage),
  route('/ppa-assignments', PpaAssignmentsPage),
  route('/workshop', WorkshopPage),
  route('/navigator/reviews', NavigatorReviewsPage),
  route('/navigator/reviews/:id', NavigatorReviewsPage, '/navigator/reviews'),
  route('/navigator/forms', NavigatorFormsPage),
  route('/navigator/forms/:id', NavigatorFormsPage, '/navigator/forms'),
  route('/details', DetailsPage),
  route('/review-cycle', ReviewCyclesPage),
  route('/goals/:employeeNumber', GoalsPage),
  route('/partner-goals/:employeeNumber', PartnerGoalsPage),
  route('/allUsersGoals', AllUsersGoalsPage),
  route('/followups/:employeeNumber', FollowupsPage),
  route('/assigned-followups', AssignedFollowupsPage),
  route('/partner-followups/:employeeNumber', PartnerFollowupsPage),
  route('/allUsersFollowups', AllUsersFollowupsPage),
  route('/settings', SettingsPage),
  route('/qualification-codes', QualificationCodesPage),
];

/**
 * Starts loading the code of the page at this path (the signed-in app's index goes to the
 * dashboard), so that it downloads while the session is checked instead of after. A path no
 * page matches loads nothing; a failed load (offline) is asked for again when the page renders.
 * Settles when the code is there (or has failed to load).
 */
export function preloadPage(pathname: string): Promise<void> {
  const path = pathname === '/' ? '/dashboard' : pathname;
  const loading = PAGE_ROUTES.find((p) => matchPath(p.pattern, path))?.preload();
  return Promise.resolve(loading).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The screen a path shows, for the window's scroll (ScrollKeeper): its own path, or the list's
 * path for a record opened in a dialog over that list.
 */
export function screenOf(pathname: string): string {
  return PAGE_ROUTES.find((p) => p.over && matchPath(p.pattern, pathname))?.over ?? pathname;
}
