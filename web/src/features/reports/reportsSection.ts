/**
 * The reports' element id: the expiring widget's Full Report scrolls to it. A module of its own, so
 * that the widget (which a phone renders at once) does not import the reports' code, which a phone
 * loads only when the Reports section is opened (DashboardPage.tsx).
 */
export const REPORTS_SECTION_ID = 'reports';
