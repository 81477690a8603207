/** What the reports feature shares: the dashboard mounts the reports and the sync section. */
export { ExpiringLicensesCard } from './ExpiringLicensesCard';
export { ReportsPanel } from './ReportsPanel';
export { SyncSection } from './SyncSection';
