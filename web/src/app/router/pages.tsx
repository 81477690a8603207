import { lazy, type ReactNode } from 'react';

// Feature pages load on demand (their own chunks), so the first load carries only the shell and
// sign-in. AppLayout shows a loader while a page's chunk arrives.
const DashboardPage = lazy(() => import('../../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const BaseballCardPage = lazy(() => import('../../features/baseballCard/BaseballCardPage').then((m) => ({ default: m.BaseballCardPage })));
const SettingsPage = lazy(() => import('../../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const QualificationCodesPage = lazy(() =>
  import('../../features/qualifications/QualificationCodesPage').then((m) => ({ default: m.QualificationCodesPage })),
);
const goalsPage = (name: 'GoalsPage' | 'FollowupsPage') =>
  lazy(() => import('../../features/goals/ItemsPage').then((m) => ({ default: m[name] })));
const partnersPage = (name: 'PartnerGoalsPage' | 'PartnerFollowupsPage' | 'AllUsersGoalsPage' | 'AllUsersFollowupsPage') =>
  lazy(() => import('../../features/goals/PartnersListPage').then((m) => ({ default: m[name] })));
const GoalsPage = goalsPage('GoalsPage');
const FollowupsPage = goalsPage('FollowupsPage');
const PartnerGoalsPage = partnersPage('PartnerGoalsPage');
const PartnerFollowupsPage = partnersPage('PartnerFollowupsPage');
const AllUsersGoalsPage = partnersPage('AllUsersGoalsPage');
const AllUsersFollowupsPage = partnersPage('AllUsersFollowupsPage');
const ProjectsPage = lazy(() => import('../../features/projects/ProjectsPage').then((m) => ({ default: m.ProjectsPage })));
const ProjectCardPage = lazy(() => import('../../features/projects/ProjectCardPage').then((m) => ({ default: m.ProjectCardPage })));
const AssignmentsPage = lazy(() => import('../../features/projects/AssignmentsPage').then((m) => ({ default: m.AssignmentsPage })));
const ContractorsPage = lazy(() => import('../../features/projects/ContractorsPage').then((m) => ({ default: m.ContractorsPage })));
const DirectoryPage = lazy(() => import('../../features/directory/DirectoryPage').then((m) => ({ default: m.DirectoryPage })));
const MyReviewsPage = lazy(() => import('../../features/reviews/MyReviewsPage').then((m) => ({ default: m.MyReviewsPage })));
const WorkshopPage = lazy(() => import('../../features/reviews/WorkshopPage').then((m) => ({ default: m.WorkshopPage })));
const NavigatorReviewsPage = lazy(() => import('../../features/reviews/navigator/NavigatorReviewsPage').then((m) => ({ default: m.NavigatorReviewsPage })));
const NavigatorFormsPage = lazy(() => import('../../features/reviews/navigator/NavigatorFormsPage').then((m) => ({ default: m.NavigatorFormsPage })));
const PpaAssignmentsPage = lazy(() => import('../../features/reviews/navigator/PpaAssignmentsPage').then((m) => ({ default: m.PpaAssignmentsPage })));
const ReviewCyclesPage = lazy(() => import('../../features/reviews/cycles/ReviewCyclesPage').then((m) => ({ default: m.ReviewCyclesPage })));
const DetailsPage = lazy(() => import('../../features/reviews/DetailsPage').then((m) => ({ default: m.DetailsPage })));
const AssignedFollowupsPage = lazy(() => import('../../features/goals/AssignedFollowupsPage').then((m) => ({ default: m.AssignedFollowupsPage })));

export interface PageRoute {
  /** The same pattern as the permission map's ROUTES entry (a test keeps them in step). */
  pattern: string;
  element: ReactNode;
}


/** Every logged-in page. The route guard checks each against the permission map. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: '/dashboard', element: <DashboardPage /> },
  { pattern: '/baseball-card/:employeeNumber', element: <BaseballCardPage /> },
  { pattern: '/partner-services', element: <DirectoryPage /> },
  { pattern: '/partner-assignments', element: <AssignmentsPage /> },
  { pattern: '/contractor-assignments', element: <ContractorsPage /> },
  { pattern: '/projects', element: <ProjectsPage /> },
  { pattern: '/project/:projectId', element: <ProjectCardPage /> },
  { pattern: '/reviews', element: <MyReviewsPage /> },
  { pattern: '/ppa-assignments', element: <PpaAssignmentsPage /> },
  { pattern: '/workshop', element: <WorkshopPage /> },
  { pattern: '/navigator/reviews', element: <NavigatorReviewsPage /> },
  { pattern: '/navigator/reviews/:id', element: <NavigatorReviewsPage /> },
  { pattern: '/navigator/forms', element: <NavigatorFormsPage /> },
  { pattern: '/navigator/forms/:id', element: <NavigatorFormsPage /> },
  { pattern: '/details', element: <DetailsPage /> },
  { pattern: '/review-cycle', element: <ReviewCyclesPage /> },
  { pattern: '/goals/:employeeNumber', element: <GoalsPage /> },
  { pattern: '/partner-goals/:employeeNumber', element: <PartnerGoalsPage /> },
  { pattern: '/allUsersGoals', element: <AllUsersGoalsPage /> },
  { pattern: '/followups/:employeeNumber', element: <FollowupsPage /> },
  { pattern: '/assigned-followups', element: <AssignedFollowupsPage /> },
  { pattern: '/partner-followups/:employeeNumber', element: <PartnerFollowupsPage /> },
  { pattern: '/allUsersFollowups', element: <AllUsersFollowupsPage /> },
  { pattern: '/settings', element: <SettingsPage /> },
  { pattern: '/qualification-codes', element: <QualificationCodesPage /> },
];
