import { canOpenRoute, type RouteViewer, type SpecialNumbers } from '@portal/common';

export interface NavLinkEntry {
  kind: 'link';
  label: string;
  to: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

interface NavGroupEntry {
  kind: 'group';
  label: string;
  items: NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

export interface Navigation {
  primary: NavEntry[];
  /** Entries of the profile menu besides Logout. */
  profile: NavLinkEntry[];
}

const link = (label: string, to: string): NavLinkEntry => ({ kind: 'link', label, to });

/**
 * The top bar's entries for a viewer. Every internal entry is filtered through the permission map
 * (canOpenRoute), so the menus can never offer a page the route guard would refuse.
 */
export function buildNavigation(viewer: RouteViewer, special: SpecialNumbers, learningSiteUrl: string): Navigation {
  const own = encodeURIComponent(viewer.employeeNumber);
  const allowed = (entry: NavLinkEntry) => canOpenRoute(viewer, entry.to, special);
  const group = (label: string, items: NavLinkEntry[]): NavGroupEntry => ({ kind: 'group', label, items: items.filter(allowed) });

  const candidates: NavEntry[] = [
    link('Dashboard', '/dashboard'),
    link('Baseball Card', `/baseball-card/${own}`),
    group('Partner Services', [
      link('Partner Services', '/partner-services'),
      link('Partner Assignments', '/partner-assignments'),
      link('Contractor Assignments', '/contractor-assignments'),
      link('Qualification Codes', '/qualification-codes'),
    ]),
    link('Projects', '/projects'),
    group('Reviews', [
      link('My Reviews', '/reviews'),
      link('PPA Assignments', '/ppa-assignments'),
      link('Workshop', '/workshop'),
      link('All Reviews', '/navigator/reviews'),
      link('All Forms', '/navigator/forms'),
      link('Review Cycles', '/review-cycle'),
    ]),
    group('Goals', [
      link('My Goals', `/goals/${own}`),
      link('Partner Goals', `/partner-goals/${own}`),
      link('All User Goals', '/allUsersGoals'),
    ]),
    group('Follow-ups', [
      link('My Follow-ups', `/followups/${own}`),
      link('Assigned Follow-ups', '/assigned-followups'),
      link('Partner Follow-ups', `/partner-followups/${own}`),
      link('All User Follow-ups', '/allUsersFollowups'),
    ]),
  ];

  const primary = candidates
    .filter((entry) => (entry.kind === 'group' ? entry.items.length > 0 : allowed(entry)))
    // A menu holding only an entry of its own name (Partner Services for a supervisor) is that entry.
    .map((entry) => (entry.kind === 'group' && entry.items.length === 1 && entry.items[0].label === entry.label ? entry.items[0] : entry));
  const learningSite = learningSiteUrl.trim();
  if (learningSite) primary.push({ kind: 'link', label: 'Learning Site', to: learningSite, external: true });

  return { primary, profile: [link('Settings', '/settings')].filter(allowed) };
}
