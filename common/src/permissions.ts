/**
 * The permission map: the spec's role tables written once. The web's route guard and menus read
 * it to decide what to show; the server's policies read it to decide what to allow. The screens
 * only hide; the server decides.
 */
import type { Role } from './roles';

const EVERYONE: readonly Role[] = ['user', 'fieldSupervisor', 'admin', 'superAdmin', 'webEditor'];
const MANAGERS: readonly Role[] = ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'];
const FULL: readonly Role[] = ['superAdmin', 'webEditor'];
const EDITOR: readonly Role[] = ['webEditor'];

/** Named capabilities and the roles that hold them. */
export const CAPABILITIES = {
  // Baseball card (spec 2 section 6)
  'baseballCard.viewOthers': MANAGERS,
  'baseballCard.editQualifications': ['fieldSupervisor', 'superAdmin', 'webEditor'],
  'baseballCard.print': FULL,
  'baseballCard.employeeInfo': ['admin', 'superAdmin', 'webEditor'],
  'qualifications.writeLicenses': FULL,
  'qualifications.writeCertifications': FULL,
  'qualifications.writeCourses': FULL,
  'qualifications.writeSkills': ['fieldSupervisor', 'superAdmin', 'webEditor'],
  'user.editOthersTshirtSize': ['admin', 'superAdmin', 'webEditor'],
  'user.editAccessLevel': EDITOR,
  'user.editYearsOfServiceNote': EDITOR,
  'user.editProfileImage': EDITOR,
  'user.create': EDITOR,
  // An employee's link to the company's OpenID provider: seen and removed (decision 0179).
  'user.manageCompanySignIn': EDITOR,
  // Qualification code catalogue: the spec does not say who edits it (docs/decisions/0004).
  'codes.edit': FULL,
  'employeeSync.run': FULL,

  // Partner directory, projects, contractors (spec 2)
  'partners.view': MANAGERS,
  'projects.manage': FULL,
  'assignments.manage': FULL,
  'contractors.manage': FULL,

  // Settings (spec 1 sections 2 and 6)
  'settings.view': FULL,
  'calendarEvents.edit': FULL,
  'documents.create': EDITOR,
  'documents.delete': EDITOR,
  'employeeRelations.view': EDITOR,
  'employeeRelations.create': EDITOR,
  'employeeRelations.edit': EDITOR,
  'massUpdate.run': EDITOR,
  'portalSettings.edit': EDITOR,

  // Reviews (spec 3)
  'reviews.managerSection': MANAGERS,
  'reviews.manage': FULL,
  'ppa.view': MANAGERS,

  // Goals and follow-ups (spec 3)
  'goals.partners': MANAGERS,
  'goals.manageOthers': MANAGERS,
  'goals.all': EDITOR,
  'followups.partners': MANAGERS,
  'followups.manageOthers': MANAGERS,
  'followups.all': EDITOR,

  // Who changed what on a card, project, review or code (issue 26; decision 0086)
  'history.view': ['admin', 'superAdmin', 'webEditor'],

  // A second calendar feed of their people's expiry dates (issue 45; decision 0160)
  'calendar.teamFeed': MANAGERS,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return !!role && (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

export function rolesWith(capability: Capability): readonly Role[] {
  return CAPABILITIES[capability];
}

/**
 * Own card or viewOthers: whose full record (the baseball card, the HR record, every field of
 * the user) a viewer may read. Their own always; anyone's with baseballCard.viewOthers (spec 2
 * section 6). The route guard, the card screen, the card and HR operations and the users policy
 * all ask this rule (decision 0101).
 */
export function mayViewCardOf(viewer: { role: Role; employeeNumber: string }, employeeNumber: string): boolean {
  return employeeNumber.trim() === viewer.employeeNumber || mayViewOthersCards(viewer.role);
}

/** The part of mayViewCardOf that does not depend on whose card: what a row policy grants by role. */
export function mayViewOthersCards(role: Role | null | undefined): boolean {
  return can(role, 'baseballCard.viewOthers');
}

/** Reports dashboard tabs (spec 2 section 6) and who may export each. */
export const REPORTS = {
  alphaList: { label: 'Alpha List', view: ['admin', 'superAdmin', 'webEditor'], export: ['admin', 'superAdmin', 'webEditor'] },
  employeePoints: { label: 'Employee Points', view: EDITOR, export: ['admin', 'superAdmin', 'webEditor'] },
  employeePermissions: { label: 'Employee Permissions', view: EDITOR, export: ['admin', 'superAdmin', 'webEditor'] },
  expiringLicenses: { label: 'Expiring Licenses', view: FULL, export: FULL },
  expiringCertifications: { label: 'Expiring Certifications', view: FULL, export: EDITOR },
  points: { label: 'Points', view: FULL, export: FULL },
  qualifications: { label: 'Qualifications', view: ['fieldSupervisor', 'superAdmin', 'webEditor'], export: FULL },
  tShirts: { label: 'T Shirts', view: FULL, export: EDITOR },
  yearsOfService: { label: 'Years of Service', view: ['admin', 'superAdmin', 'webEditor'], export: ['admin', 'superAdmin', 'webEditor'] },
} as const satisfies Record<string, { label: string; view: readonly Role[]; export: readonly Role[] }>;

export type ReportKey = keyof typeof REPORTS;

export function visibleReports(role: Role): ReportKey[] {
  return (Object.keys(REPORTS) as ReportKey[]).filter((k) => (REPORTS[k].view as readonly Role[]).includes(role));
}

/** The viewer facts the route rules need. */
export interface RouteViewer {
  role: Role;
  employeeNumber: string;
}

/** Employee numbers that hold extra access, edited by a webEditor in Settings (never literals). */
export interface SpecialNumbers {
  allFollowupsViewers: readonly string[];
  ppaAllAccess: readonly string[];
}

interface RouteRule {
  /** Path pattern; ":param" matches one segment. */
  pattern: string;
  roles: readonly Role[];
  /** Extra admission beyond the roles list. */
  alsoAllow?: (viewer: RouteViewer, params: Record<string, string>, special: SpecialNumbers) => boolean;
}

/** Logged-in routes and who may open them (spec 1 section 2, spec 2 section 2, spec 3 section 2). */
export const ROUTES: readonly RouteRule[] = [
  { pattern: '/dashboard', roles: EVERYONE },
  // Own card or viewOthers: the rule itself decides, whatever the role.
  { pattern: '/baseball-card/:employeeNumber', roles: [], alsoAllow: (viewer, params) => mayViewCardOf(viewer, params.employeeNumber ?? '') },
  { pattern: '/partner-services', roles: MANAGERS },
  { pattern: '/partner-assignments', roles: FULL },
  { pattern: '/contractor-assignments', roles: FULL },
  { pattern: '/projects', roles: FULL },
  { pattern: '/project/:projectId', roles: FULL },
  { pattern: '/reviews', roles: EVERYONE },
  { pattern: '/ppa-assignments', roles: MANAGERS },
  { pattern: '/workshop', roles: FULL },
  { pattern: '/navigator/reviews', roles: FULL },
  { pattern: '/navigator/reviews/:id', roles: FULL },
  { pattern: '/navigator/forms', roles: FULL },
  { pattern: '/navigator/forms/:id', roles: FULL },
  { pattern: '/details', roles: FULL },
  { pattern: '/review-cycle', roles: FULL },
  // A plain user opens only their own; managers any number (the API limits what they see).
  { pattern: '/goals/:employeeNumber', roles: MANAGERS, alsoAllow: (viewer, params) => params.employeeNumber?.trim() === viewer.employeeNumber },
  { pattern: '/partner-goals/:employeeNumber', roles: MANAGERS },
  { pattern: '/allUsersGoals', roles: EDITOR },
  // Everyone: an assignee opens the follow-ups of the partner whose follow-up they hold (the API
  // shows each viewer only what they may read).
  { pattern: '/followups/:employeeNumber', roles: EVERYONE },
  { pattern: '/assigned-followups', roles: EVERYONE },
  { pattern: '/partner-followups/:employeeNumber', roles: MANAGERS },
  { pattern: '/allUsersFollowups', roles: [], alsoAllow: (viewer, _params, special) => canSeeAllFollowups(viewer, special) },
  { pattern: '/settings', roles: FULL },
  // The catalogue's own screen: its route is not in the spec (docs/decisions/0011); everyone
  // else sees the catalogue read-only on the dashboard.
  { pattern: '/qualification-codes', roles: CAPABILITIES['codes.edit'] },
];

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('?')[0].split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(have[i]);
    else if (want[i] !== have[i]) return null;
  }
  return params;
}

/** Whether a logged-in viewer may open a path. Unknown paths are not allowed (deny by default). */
export function canOpenRoute(viewer: RouteViewer, path: string, special: SpecialNumbers): boolean {
  for (const rule of ROUTES) {
    const params = matchPattern(rule.pattern, path);
    if (!params) continue;
    if (rule.roles.includes(viewer.role)) return true;
    return !!rule.alsoAllow?.(viewer, params, special);
  }
  return false;
}

/**
 * Whether the viewer holds the all-users follow-ups permission (webEditor or a listed number):
 * the route rule of /allUsersFollowups (decision 0101).
 */
export function canSeeAllFollowups(viewer: RouteViewer, special: SpecialNumbers): boolean {
  return can(viewer.role, 'followups.all') || special.allFollowupsViewers.includes(viewer.employeeNumber);
}
