/** The assignment list's filters (spec 2 section 5) as the filter dialog holds them and as the API takes them. */
export interface AssignmentFilters extends Record<string, string> {
  fullName: string;
  jobTitle: string;
  employeeNumber: string;
  projectId: string;
  /** 'yes' or 'no'. */
  isFilterEmployee: string;
  isGetDistanceQuery: string;
  /** Code ids, comma-separated. */
  certifications: string;
  skills: string;
  deccoUCourses: string;
  licenses: string;
  licenseState: string;
  licenseLevel: string;
}

export const NO_ASSIGNMENT_FILTERS: AssignmentFilters = {
  fullName: '',
  jobTitle: '',
  employeeNumber: '',
  projectId: '',
  isFilterEmployee: 'no',
  isGetDistanceQuery: 'no',
  certifications: '',
  skills: '',
  deccoUCourses: '',
  licenses: '',
  licenseState: '',
  licenseLevel: '',
};

export const DISTANCE_HINT = 'To see who lives closest: select a project, choose No for filter and Yes for distance.';

export const idsOf = (list: string): number[] => list.split(',').filter(Boolean).map(Number);

export function assignmentWhere(f: AssignmentFilters): Record<string, unknown> {
  const projectId = f.projectId ? Number(f.projectId) : null;
  return {
    fullName: f.fullName.trim() || null,
    jobTitle: f.jobTitle.trim() || null,
    employeeNumber: f.employeeNumber.trim() || null,
    projectId,
    isFilterEmployee: !!projectId && f.isFilterEmployee === 'yes',
    isGetDistanceQuery: !!projectId && f.isGetDistanceQuery === 'yes',
    certifications: idsOf(f.certifications),
    skills: idsOf(f.skills),
    deccoUCourses: idsOf(f.deccoUCourses),
    licenses: idsOf(f.licenses),
    licenseState: f.licenseState || null,
    licenseLevel: f.licenseLevel || null,
  };
}

/** The job title as the list shows it: the text after a hyphen or en dash dropped (spec 2 section 3). */
export function shortJobTitle(title: string | null): string {
  return (title ?? '').split(/\s*[-–]\s*/)[0].trim();
}
