/**
 * What the reports feature shares: the dashboard mounts the expiring widget and the sync section,
 * and the reports panel, whose code (the table, its filters, the CSV export, the qualification
 * report) is a chunk of its own: a phone shows it only after a tap (DashboardPage.tsx).
 */
export { ExpiringLicensesCard } from './ExpiringLicensesCard';
export { REPORTS_SECTION_ID } from './reportsSection';
export { SyncSection } from './SyncSection';

export function loadReportsPanel() {
  return import('./ReportsPanel');
}
