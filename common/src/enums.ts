/** Enumerations shared by the database checks, the API validation and the screens. */

export const TSHIRT_SIZES = ['notAssigned', 'SM', 'MD', 'LG', 'XL', 'XL2', 'XL3', 'XL4'] as const;
export type TshirtSize = (typeof TSHIRT_SIZES)[number];
export const TSHIRT_SIZE_LABELS: Readonly<Record<TshirtSize, string>> = {
  notAssigned: 'Not Assigned',
  SM: 'SM',
  MD: 'MD',
  LG: 'LG',
  XL: 'XL',
  XL2: '2XL',
  XL3: '3XL',
  XL4: '4XL',
};

export const GROUPS = ['D1', 'D2', 'D3', 'D4', 'D5'] as const;
export type Group = (typeof GROUPS)[number];

export const EMPLOYMENT_STATUSES = ['active', 'former'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const CODE_ENTITIES = ['licenses', 'certifications', 'skills', 'deccoUCourses'] as const;
export type CodeEntity = (typeof CODE_ENTITIES)[number];

export const EXPIRATION_TYPES = ['manual', 'none'] as const;
export type ExpirationType = (typeof EXPIRATION_TYPES)[number];

export const LEVELS = ['apprentice', 'journeyman', 'master'] as const;
export type Level = (typeof LEVELS)[number];

export const LICENSE_STATES = ['MA', 'NH', 'CT', 'RI'] as const;
export type LicenseState = (typeof LICENSE_STATES)[number];

export const ANSWER_TYPES = ['text', 'date', 'multi'] as const;

// Evaluation, review, goal and follow-up statuses live with their transitions in workflows/.

/** Contractor evaluation scale: 1 Highly Recommended, 2 Neutral, 3 Less Recommended. */
export const CONTRACTOR_EVALUATIONS = [1, 2, 3] as const;

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** Review group cycle options (spec 2 section 9). */
export const GROUP_CYCLES: readonly string[] = [
  ...MONTHS.flatMap((m) => [`D1 ${m}`, `D2 ${m}`]),
  'D3',
  'D4 Field',
  'D5 (D4 Apprentices)',
];
