/** Project and contractor rules (spec 2 section 5), shared by the forms and the API. */
import { CONTRACTOR_EVALUATIONS } from './enums';
import { phoneProblem } from './phone';
import { usStateProblem } from './usStates';

export const PROJECT_TEXT_MAX = 100;
/** Notes follow the spec's "text fields max 100" like every other project field (decision 0077). */
export const PROJECT_NOTES_MAX = 100;

/** A single character must be 3-9 or a letter; otherwise 2 or more characters. */
export const PROJECT_NUM_PATTERN = /^(?:[3-9A-Za-z]|.{2,})$/s;

/** Names the assignment pickers leave out by default (spec 2 section 7). */
export const EXCLUDED_PROJECT_NAMES: readonly string[] = ['Disability', 'Vacation', 'Not Assigned'];

/** The history entry's project name when an employee is unassigned. */
export const NOT_ASSIGNED_PROJECT = 'Not Assigned';

export interface ProjectValues {
  project_num: string;
  name: string;
  manager: string;
  supervisor: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  notes: string;
}

export const PROJECT_FIELD_LABELS: Record<keyof ProjectValues, string> = {
  project_num: 'Project Number',
  name: 'Name',
  manager: 'Manager',
  supervisor: 'Supervisor',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  phone: 'Phone',
  notes: 'Notes',
};

const REQUIRED_ON_CREATE: readonly (keyof ProjectValues)[] = ['project_num', 'name', 'manager', 'supervisor', 'address', 'city', 'state', 'zip'];

/**
 * State: letters only, in capitals ("M1a2" gives "MA"). The server stores this; the form also
 * cuts it to 2 letters, after cleaning, so pasted text keeps its letters (decision 0077).
 */
export const normaliseProjectState = (state: string) => state.replace(/[^A-Za-z]/g, '').toUpperCase();
/** Zip: digits only ("01-6a08x9" gives "016089"; the form then cuts it to "01608"). */
export const normaliseProjectZip = (zip: string) => zip.replace(/\D/g, '');
export const PROJECT_STATE_LENGTH = 2;
export const PROJECT_ZIP_LENGTH = 5;
/** What the Edit and Create forms keep of typed or pasted text: cleaned first, then cut. */
export const cleanProjectStateInput = (raw: string) => normaliseProjectState(raw).slice(0, PROJECT_STATE_LENGTH);
export const cleanProjectZipInput = (raw: string) => normaliseProjectZip(raw).slice(0, PROJECT_ZIP_LENGTH);

/** A refused value and the field it belongs to, so a form can show it beside that field. */
export interface FieldProblem<K extends string = string> {
  field: K;
  message: string;
}

/**
 * The first problem with a project's values, and its field, or null. `edit` also requires the
 * phone (the spec's Edit form); both modes need a 2-letter state of the US list, a 5-digit zip
 * after normalising and, when given, a phone written (###) ###-#### (decision 0152).
 */
export function projectFieldProblem(values: Partial<Record<keyof ProjectValues, string | null>>, mode: 'create' | 'edit'): FieldProblem<keyof ProjectValues> | null {
  const text = (key: keyof ProjectValues) => (values[key] ?? '').trim();
  const required = mode === 'edit' ? [...REQUIRED_ON_CREATE, 'phone' as const] : REQUIRED_ON_CREATE;
  for (const key of required) if (!text(key)) return { field: key, message: `${PROJECT_FIELD_LABELS[key]} is required.` };
  for (const key of Object.keys(PROJECT_FIELD_LABELS) as (keyof ProjectValues)[]) {
    const max = key === 'notes' ? PROJECT_NOTES_MAX : PROJECT_TEXT_MAX;
    if (text(key).length > max) return { field: key, message: `${PROJECT_FIELD_LABELS[key]} must be at most ${max} characters.` };
  }
  if (!PROJECT_NUM_PATTERN.test(text('project_num'))) return { field: 'project_num', message: 'Project Number must be one letter or digit 3-9, or at least 2 characters.' };
  const state = normaliseProjectState(text('state'));
  if (!/^[A-Z]{2}$/.test(state)) return { field: 'state', message: 'State must be exactly 2 letters.' };
  const unknownState = usStateProblem(state);
  if (unknownState) return { field: 'state', message: unknownState };
  if (!/^\d{5}$/.test(normaliseProjectZip(text('zip')))) return { field: 'zip', message: 'Zip must be exactly 5 digits.' };
  const phone = phoneProblem(text('phone'));
  if (phone) return { field: 'phone', message: phone };
  return null;
}

/** The first problem's message alone (Save's rule in the forms). */
export function projectProblem(values: Partial<Record<keyof ProjectValues, string | null>>, mode: 'create' | 'edit'): string | null {
  return projectFieldProblem(values, mode)?.message ?? null;
}

/** Project numbers are unique, whatever their case (decision 0078). */
export const projectNumberTaken = (projectNum: string, otherName: string) => `Project number ${projectNum} is already used by ${otherName}. Project numbers must be unique.`;

/** The save's warning when the distance table does not know the ZIP (decision 0079). */
export const unknownProjectZipWarning = (zip: string) => `ZIP ${zip} is not in the distance table: distances to this project will show Not Available. Check the ZIP.`;

export const PROJECT_MESSAGES = {
  created: 'Project created successfully.',
  createFailed: 'Error creating project. Please contact support.',
  updated: 'Project updated successfully.',
  updateFailed: 'Error updating project. Please contact support.',
  assigned: 'Project assigned successfully',
  assignFailed: 'Something went wrong. Please contact support',
  none: 'No Projects Found',
} as const;

export const CONTRACTOR_TEXT_MAX = 100;
export const CONTRACTOR_EVALUATION_HINT = '1: Highly Recommended / 2: Neutral / 3: Less Recommended';

export interface ContractorValues {
  firstName: string;
  lastName: string;
  task: string;
  staffingAgency: string;
  notes: string;
  evaluation: number | null;
  status: boolean | null;
  projectId: number | null;
}

const CONTRACTOR_LABELS: Record<keyof ContractorValues, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  task: 'Task',
  staffingAgency: 'Staffing Agency',
  notes: 'Notes',
  evaluation: 'Evaluation',
  status: 'Status',
  projectId: 'Project',
};

/** Every field is required on save (spec 2 section 5); texts at most 100 characters. */
export function contractorProblem(values: Partial<ContractorValues>): string | null {
  for (const key of Object.keys(CONTRACTOR_LABELS) as (keyof ContractorValues)[]) {
    const value = values[key];
    if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return `${CONTRACTOR_LABELS[key]} is required.`;
    if (typeof value === 'string' && value.trim().length > CONTRACTOR_TEXT_MAX) return `${CONTRACTOR_LABELS[key]} must be at most ${CONTRACTOR_TEXT_MAX} characters.`;
  }
  if (!CONTRACTOR_EVALUATIONS.includes(values.evaluation as 1 | 2 | 3)) return 'Evaluation must be 1, 2 or 3.';
  return null;
}

export const CONTRACTOR_MESSAGES = {
  created: 'Contractor created successfully.',
  edited: 'Contractor edited successfully.',
  createFailed: 'Error creating contractor. Please contact support.',
  updateFailed: 'Error updating contractor. Please contact support.',
  deleted: 'Contractor deleted successfully.',
  deleteFailed: 'Error deleting Contractor.',
  deleteQuestion: 'Are you sure you want to delete this Contractor?',
  none: 'No Contractors Found',
} as const;
