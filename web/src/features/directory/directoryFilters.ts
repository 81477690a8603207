/**
 * The partner directory's filters (spec 2 section 5, "Partner filter") as the filter dialog and
 * the address bar hold them, and the `where` they become (run in SQL by the generic API).
 */
import { GROUPS, LEVELS, type EmploymentStatus, type LicenseState } from '@portal/common';

export interface DirectoryFilters extends Record<string, string> {
  name: string;
  employeeNumber: string;
  jobTitle: string;
  skill: string;
  certification: string;
  course: string;
  licenseState: string;
  licenseLevel: string;
  group: string;
  status: EmploymentStatus;
}

export const DEFAULT_DIRECTORY_FILTERS: DirectoryFilters = {
  name: '',
  employeeNumber: '',
  jobTitle: '',
  skill: '',
  certification: '',
  course: '',
  licenseState: '',
  licenseLevel: '',
  group: '',
  status: 'active',
};

export const capitalized = (s: string | null | undefined) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : '');
// The spec lists the partner filter's states in this order.
const PARTNER_FILTER_STATES: readonly LicenseState[] = ['MA', 'NH', 'RI', 'CT'];
export const LICENSE_STATE_OPTIONS = [{ value: '', label: 'Any' }, ...PARTNER_FILTER_STATES.map((s) => ({ value: s, label: s }))];
export const LICENSE_LEVEL_OPTIONS = [{ value: '', label: 'Any' }, ...LEVELS.map((l) => ({ value: l, label: capitalized(l) }))];
export const GROUP_OPTIONS = [{ value: '', label: 'Any' }, ...GROUPS.map((g) => ({ value: g, label: g }))];
export const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'former', label: 'Former' },
];

const startsWith = (text: string) => ({ startsWith: text, mode: 'insensitive' });
const holds = (title: string) => ({ some: { codes: { is: { title: startsWith(title) } } } });

export function directoryWhere(f: DirectoryFilters): Record<string, unknown> {
  const and: Record<string, unknown>[] = [{ employmentStatus: { equals: f.status === 'former' ? 'former' : 'active' } }];
  const name = f.name.trim();
  if (name) and.push({ OR: [{ firstName: startsWith(name) }, { lastName: startsWith(name) }] });
  if (f.employeeNumber.trim()) and.push({ employeeNumber: { contains: f.employeeNumber.trim() } });
  if (f.jobTitle.trim()) and.push({ jobTitle: startsWith(f.jobTitle.trim()) });
  if (f.skill.trim()) and.push({ skills: holds(f.skill.trim()) });
  if (f.certification.trim()) and.push({ certifications: holds(f.certification.trim()) });
  if (f.course.trim()) and.push({ deccoUCourses: holds(f.course.trim()) });
  if (f.licenseState || f.licenseLevel) {
    const code: Record<string, unknown> = {};
    if (f.licenseState) code.state = { equals: f.licenseState };
    if (f.licenseLevel) code.level = { equals: f.licenseLevel };
    and.push({ licenses: { some: { codes: { is: code } } } });
  }
  if (f.group) and.push({ group: { equals: f.group } });
  return { AND: and };
}

/** Filters from the address bar (unknown keys ignored), so a filtered view can be bookmarked. */
export function filtersFromSearch(params: URLSearchParams): DirectoryFilters {
  const filters = { ...DEFAULT_DIRECTORY_FILTERS };
  for (const key of Object.keys(filters)) {
    const value = params.get(key);
    if (value !== null) filters[key] = value.slice(0, 100);
  }
  // Any other value in the address bar means the default list: active employees.
  return { ...filters, status: filters.status === 'former' ? 'former' : 'active' };
}

/** The filters that differ from the defaults, as address-bar parameters. */
export function searchOfFilters(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== DEFAULT_DIRECTORY_FILTERS[key]) params.set(key, value);
  return params;
}
