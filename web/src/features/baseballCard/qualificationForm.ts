/**
 * The rules of the card's Create/Update License, Certification, Skill and DECCO U Course forms
 * (spec 2 sections 4 and 5), kept apart from the dialog so they can be read and tested alone.
 */
import { can, holdingDatesProblem, type Capability, type Role } from '@portal/common';
import { PRODUCT_NAME } from '../../lib/brand';
import { codeLabel, type CodeChoice } from '../qualifications';
import type { HeldUpdate, HeldWrites } from './editOperations';
import type { HeldQualification, QualificationCode } from './operations';
import type { QualificationKind } from './qualificationGroups';

export interface KindConfig {
  kind: QualificationKind;
  /** In messages: 'Successfully created license', 'delete this license?'. */
  noun: string;
  /** In titles: 'Create License', 'Update DECCO U Course'. */
  title: string;
  capability: Capability;
  numberField: 'licenseNumber' | 'certificationNumber' | null;
  numberLabel: string | null;
  issueLabel: string;
  /** The pick list leaves out codes the employee holds (licenses, certifications, skills). */
  excludeHeld: boolean;
}

/** In the order of the Add list (spec 2 section 2). */
const KINDS: readonly KindConfig[] = [
  { kind: 'licenses', noun: 'license', title: 'License', capability: 'qualifications.writeLicenses', numberField: 'licenseNumber', numberLabel: 'License Number', issueLabel: 'Issue Date', excludeHeld: true },
  {
    kind: 'certifications',
    noun: 'certification',
    title: 'Certification',
    capability: 'qualifications.writeCertifications',
    numberField: 'certificationNumber',
    numberLabel: 'Certification Number',
    issueLabel: 'Issue Date',
    excludeHeld: true,
  },
  { kind: 'skills', noun: 'skill', title: 'Skill', capability: 'qualifications.writeSkills', numberField: null, numberLabel: null, issueLabel: 'Issue Date', excludeHeld: true },
  { kind: 'deccoUCourses', noun: 'course', title: `${PRODUCT_NAME} U Course`, capability: 'qualifications.writeCourses', numberField: null, numberLabel: null, issueLabel: 'Completed', excludeHeld: false },
];

export function kindConfig(kind: QualificationKind): KindConfig {
  return KINDS.find((k) => k.kind === kind)!;
}

/** The groups a role may add to, edit and delete from (the server enforces the same). */
export function writableKinds(role: Role): KindConfig[] {
  return KINDS.filter((k) => can(role, k.capability));
}

export { codeLabel };

export const NUMBER_MAX = 100;

export interface QualificationFormValues {
  codeId: number | null;
  /** "YYYY-MM-DD" or '' */
  issueDate: string;
  expDate: string;
  number: string;
}

/** A new record starts with today's dates (the company's day); an edit with the record's own. */
export function initialFormValues(config: KindConfig, record: HeldQualification | null, today: string): QualificationFormValues {
  if (!record) return { codeId: null, issueDate: today, expDate: today, number: '' };
  const number = config.numberField ? ((record as unknown as Record<string, string | null>)[config.numberField] ?? '') : '';
  return { codeId: record.codes?.id ?? null, issueDate: record.issueDate ?? today, expDate: record.expDate ?? today, number };
}

/**
 * The pick list: licenses, certifications and skills leave out what the employee holds, except
 * while editing (spec 2 section 4); the chosen code always stays listed.
 */
export function pickListChoices(config: KindConfig, codes: readonly CodeChoice[], held: readonly HeldQualification[], editing: boolean, chosenId: number | null): CodeChoice[] {
  if (editing || !config.excludeHeld) return [...codes];
  const heldIds = new Set(held.map((h) => h.codes?.id));
  return codes.filter((c) => c.id === chosenId || !heldIds.has(c.id));
}

/** The employee's record of a code, if they hold it. */
export function heldRecordOf(held: readonly HeldQualification[], codeId: number | null): HeldQualification | null {
  if (codeId === null) return null;
  return held.find((h) => h.codes?.id === codeId) ?? null;
}

/** The spec's warning when the chosen code is already held: saving replaces (updates) that record. */
export function replaceWarning(config: KindConfig): string {
  return `This ${config.noun} is already assigned to this employee. Adding another will replace the old ${config.noun}.`;
}

/** Only codes with a manual expiration carry an expiration date. */
export function expiresManually(code: Pick<QualificationCode, 'expirationType'> | null | undefined): boolean {
  return code?.expirationType === 'manual';
}

/**
 * Why the form cannot be saved as it is (beyond choosing a code), or null: an empty date field
 * first, then the holding rules the server and the mass update apply too.
 */
export function dateProblem(values: QualificationFormValues, manual: boolean): string | null {
  if (!values.issueDate) return 'Enter the date.';
  if (manual && !values.expDate) return 'Enter the expiration date.';
  return holdingDatesProblem({ expirationType: manual ? 'manual' : 'none', issueDate: values.issueDate, expDate: manual ? values.expDate : null });
}

/** Save is enabled only when a code is chosen or an existing record is edited (and the dates hold). */
export function canSaveQualification(values: QualificationFormValues, options: { editing: boolean; saving: boolean; manual: boolean }): boolean {
  if (options.saving) return false;
  if (!options.editing && values.codeId === null) return false;
  return dateProblem(values, options.manual) === null;
}

/**
 * The nested write: an update of the record being edited or of the one the employee already
 * holds (the replace rule), otherwise a create connected to the chosen code.
 */
export function qualificationWrites(config: KindConfig, values: QualificationFormValues, manual: boolean, existingId: number | null): HeldWrites {
  const number = values.number.trim() || null;
  if (existingId !== null) {
    const data: HeldUpdate = {
      issueDate: { set: values.issueDate },
      expDate: { set: manual ? values.expDate : null },
      ...(config.numberField ? { [config.numberField]: { set: number } } : {}),
    };
    return { update: [{ where: { id: existingId }, data }] };
  }
  if (values.codeId === null) throw new Error('Choose a code first');
  return {
    create: [
      {
        issueDate: values.issueDate,
        ...(manual ? { expDate: values.expDate } : {}),
        ...(config.numberField ? { [config.numberField]: number } : {}),
        codes: { connect: { id: values.codeId } },
      },
    ],
  };
}
