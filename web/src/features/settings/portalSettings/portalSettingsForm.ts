import { companyNameSchema, optionalUrlSchema, problemOf, quickLinkLabelSchema, requiredUrlSchema, SETTINGS_LIMITS, type ExpiryAlertSettings, type PortalSettings } from '@portal/common';
import type { EmployeeOption } from '../../../lib/employees/operations';
import type { PortalSettingsInput } from './operations';

export interface QuickLinkDraft {
  /** Keeps React's rows apart while links move. */
  key: number;
  label: string;
  url: string;
}

export interface PortalSettingsDraft {
  companyName: string;
  allFollowupsViewers: EmployeeOption[];
  ppaAllAccess: EmployeeOption[];
  leadershipSigner: EmployeeOption | null;
  quickLinks: QuickLinkDraft[];
  learningSiteUrl: string;
  transcriptUrl: string;
  expiryAlerts: ExpiryAlertSettings;
}

/** The limits and rules are the server's own schema (common/src/settings.ts). */
export const COMPANY_NAME_MAX = SETTINGS_LIMITS.companyNameMax;
export const LABEL_MAX = SETTINGS_LIMITS.labelMax;
export const URL_MAX = SETTINGS_LIMITS.urlMax;
export const QUICK_LINKS_MAX = SETTINGS_LIMITS.quickLinksMax;

/** Why a URL would be refused ('' when it is fine); empty is allowed unless required. */
export function urlProblem(url: string, required: boolean): string {
  return problemOf(required ? requiredUrlSchema : optionalUrlSchema, url);
}

export function companyNameProblem(name: string): string {
  return problemOf(companyNameSchema, name);
}

export function labelProblem(label: string): string {
  return problemOf(quickLinkLabelSchema, label);
}

export function draftIsValid(draft: PortalSettingsDraft): boolean {
  return (
    !companyNameProblem(draft.companyName) &&
    !urlProblem(draft.learningSiteUrl, false) &&
    !urlProblem(draft.transcriptUrl, false) &&
    draft.quickLinks.every((link) => !labelProblem(link.label) && !urlProblem(link.url, true))
  );
}

/** An employee number the directory does not know (a former employee): shown as the number. */
export function unknownEmployee(employeeNumber: string): EmployeeOption {
  return { id: -1, employeeNumber, firstName: null, lastName: null, jobTitle: null };
}

/** The form's starting values: the settings, with employee numbers resolved to names. */
export function draftOf(settings: PortalSettings, employees: readonly EmployeeOption[]): PortalSettingsDraft {
  const byNumber = new Map(employees.map((e) => [e.employeeNumber, e]));
  const employee = (n: string) => byNumber.get(n) ?? unknownEmployee(n);
  return {
    companyName: settings.companyName,
    allFollowupsViewers: settings.allFollowupsViewers.map(employee),
    ppaAllAccess: settings.ppaAllAccess.map(employee),
    leadershipSigner: settings.leadershipSigner ? employee(settings.leadershipSigner) : null,
    quickLinks: settings.quickLinks.map((link, index) => ({ key: index + 1, label: link.label, url: link.url })),
    learningSiteUrl: settings.learningSiteUrl,
    transcriptUrl: settings.transcriptUrl,
    expiryAlerts: { reminders: settings.expiryAlerts.reminders, expiredNotice: settings.expiryAlerts.expiredNotice, weeklyDigest: settings.expiryAlerts.weeklyDigest },
  };
}

const numbersOf = (list: readonly EmployeeOption[]) => [...new Set(list.map((e) => e.employeeNumber ?? '').filter(Boolean))];

/** What updatePortalSettings receives. */
export function inputOf(draft: PortalSettingsDraft): PortalSettingsInput {
  return {
    companyName: draft.companyName.trim(),
    allFollowupsViewers: numbersOf(draft.allFollowupsViewers),
    ppaAllAccess: numbersOf(draft.ppaAllAccess),
    leadershipSigner: draft.leadershipSigner?.employeeNumber ?? '',
    quickLinks: draft.quickLinks.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
    learningSiteUrl: draft.learningSiteUrl.trim(),
    transcriptUrl: draft.transcriptUrl.trim(),
    expiryAlerts: draft.expiryAlerts,
  };
}

/** Moves one item up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
