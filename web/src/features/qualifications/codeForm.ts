/**
 * The Create/Edit Code form's rules (spec 2 sections 3 to 5): title, points and expiration type
 * required; title at most 100 characters, trimmed on save; points at most 3 digits; the
 * duplicate rule (licenses: title, level and state; others: title; the edited code is allowed).
 */
import type { CodeEntity, ExpirationType, Level } from '@portal/common';
import type { CodeCategory } from './categories';
import type { CatalogueCode, CodeCreateData, CodeUpdateData } from './operations';

export const CODE_TITLE_MAX = 100;
export const CODE_TEXT_MAX = 100;
/** The database's limit; the spec gives none for descriptions. */
export const CODE_DESCRIPTION_MAX = 1000;
export const POINTS_MAX_LENGTH = 3;

export interface CodeFormValues {
  title: string;
  /** As typed: digits only, at most 3. */
  points: string;
  expirationType: ExpirationType | '';
  description: string;
  state: string;
  level: Level | '';
  lookupCode: string;
}

export function emptyCodeForm(): CodeFormValues {
  // A new code does not expire unless chosen (spec 2 section 4).
  return { title: '', points: '', expirationType: 'none', description: '', state: '', level: '', lookupCode: '' };
}

export function codeFormOf(code: CatalogueCode): CodeFormValues {
  return {
    title: code.title ?? '',
    points: code.points === null ? '' : String(code.points),
    expirationType: code.expirationType === 'manual' || code.expirationType === 'none' ? code.expirationType : '',
    description: code.description ?? '',
    state: code.state ?? '',
    level: (code.level ?? '') as Level | '',
    lookupCode: code.lookupCode ?? '',
  };
}

/** Keeps the digits of what was typed, at most three. */
export function pointsInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, POINTS_MAX_LENGTH);
}

/** Save is disabled until title, points and expiration type are filled in, and while saving. */
export function canSaveCode(values: CodeFormValues, saving: boolean): boolean {
  return !saving && values.title.trim() !== '' && values.points !== '' && values.expirationType !== '';
}

/** How many employees hold the code (any group). */
function holdersOf(code: CatalogueCode | null | undefined): number {
  const c = code?._count;
  return c ? c.licenses + c.certifications + c.skills + c.deccoUCourses : 0;
}

/** Why the expiration type cannot be changed, or null when it can (a new code). */
export function frozenExpirationNote(code: CatalogueCode | null | undefined): string | null {
  if (!code) return null;
  const held = holdersOf(code);
  if (held > 0) return `The expiration type cannot be changed: the code exists and ${held} employee${held === 1 ? ' holds' : 's hold'} it.`;
  return 'The expiration type cannot be changed after the code is created.';
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** Whether another code of the category already has this title (and, for licenses, level and state). */
export function isDuplicateCode(
  category: CodeCategory,
  values: CodeFormValues,
  sameTitle: readonly Pick<CatalogueCode, 'id' | 'title' | 'level' | 'state'>[],
  editingId: number | null,
): boolean {
  const title = values.title.trim().toLowerCase();
  return sameTitle.some((code) => {
    if (code.id === editingId) return false;
    if ((code.title ?? '').trim().toLowerCase() !== title) return false;
    if (!category.hasStateAndLevel) return true;
    return (code.level ?? '') === values.level && (code.state ?? '') === values.state;
  });
}

export function codeCreateData(category: CodeCategory, values: CodeFormValues): CodeCreateData {
  return {
    title: values.title.trim(),
    entity: category.entity satisfies CodeEntity,
    points: Number(values.points),
    expirationType: category.hasExpirationType ? values.expirationType || 'none' : 'none',
    description: blankToNull(values.description),
    state: category.hasStateAndLevel ? blankToNull(values.state) : null,
    level: category.hasStateAndLevel ? blankToNull(values.level) : null,
    lookupCode: category.hasLookupCode ? blankToNull(values.lookupCode) : null,
  };
}

/** The changes of an edit: every editable field wrapped as { set } (never the category or the expiration type). */
export function codeUpdateData(category: CodeCategory, values: CodeFormValues): CodeUpdateData {
  const data: CodeUpdateData = {
    title: { set: values.title.trim() },
    points: { set: Number(values.points) },
    description: { set: blankToNull(values.description) },
  };
  if (category.hasStateAndLevel) {
    data.state = { set: blankToNull(values.state) };
    data.level = { set: blankToNull(values.level) };
  }
  if (category.hasLookupCode) data.lookupCode = { set: blankToNull(values.lookupCode) };
  return data;
}
