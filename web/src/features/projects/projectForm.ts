/** The Create and Edit Project forms' values and rules; the rules themselves are common/src/projects.ts. */
import { cleanProjectStateInput, cleanProjectZipInput, EXCLUDED_PROJECT_NAMES, projectProblem, type ProjectValues } from '@portal/common';
import type { ProjectRow } from './operations';

export const EMPTY_PROJECT: ProjectValues = { project_num: '', name: '', manager: '', supervisor: '', address: '', city: '', state: '', zip: '', phone: '', notes: '' };

export function projectFormOf(project: ProjectRow | null): ProjectValues {
  if (!project) return EMPTY_PROJECT;
  const v = { ...EMPTY_PROJECT };
  for (const key of Object.keys(EMPTY_PROJECT) as (keyof ProjectValues)[]) v[key] = project[key] ?? '';
  return v;
}

/**
 * What a field keeps as the user types or pastes: the state its letters, the zip its digits
 * (spec 2 section 5), cleaned before they are cut to 2 and 5, so "01-6a08x9" keeps "01608".
 */
export function projectInput(key: keyof ProjectValues, raw: string): string {
  if (key === 'state') return cleanProjectStateInput(raw);
  if (key === 'zip') return cleanProjectZipInput(raw);
  return raw;
}

export function canSaveProject(v: ProjectValues, mode: 'create' | 'edit'): boolean {
  return projectProblem(v, mode) === null;
}

export function projectData(v: ProjectValues) {
  const trimmed = Object.fromEntries(Object.entries(v).map(([k, value]) => [k, value.trim()])) as unknown as ProjectValues;
  return { ...trimmed, phone: trimmed.phone || null, notes: trimmed.notes || null };
}

/** The assignment pickers' default: no placeholder names, only complete rows (spec 2 section 7). */
export const PICKABLE_PROJECTS_WHERE = {
  AND: [
    { name: { notIn: [...EXCLUDED_PROJECT_NAMES] } },
    { project_num: { not: null } },
    { manager: { not: null } },
    { supervisor: { not: null } },
  ],
};

export interface ProjectFilters extends Record<string, string> {
  project_num: string;
  name: string;
  manager: string;
  supervisor: string;
  /** A project's derived status, or '' for all. */
  status: '' | 'Active' | 'Inactive';
  /** 'yes' also lists the placeholder projects and incomplete rows, so they can be found and fixed. */
  placeholders: string;
}

export const NO_PROJECT_FILTERS: ProjectFilters = { project_num: '', name: '', manager: '', supervisor: '', status: '', placeholders: 'no' };

/** The list's and Projects.csv's rows: by default without placeholders and incomplete rows (spec 2 section 7; decision 0077). */
export function projectWhere(f: ProjectFilters): Record<string, unknown> {
  const and: Record<string, unknown>[] = f.placeholders === 'yes' ? [] : [...PICKABLE_PROJECTS_WHERE.AND];
  for (const key of ['project_num', 'name', 'manager', 'supervisor'] as const) {
    if (f[key].trim()) and.push({ [key]: { contains: f[key].trim(), mode: 'insensitive' } });
  }
  if (f.status) and.push({ status: { equals: f.status } });
  return { AND: and };
}
