import type { CodeEntity } from '@portal/common';
import { PRODUCT_NAME } from '../../lib/brand';

export interface CodeCategory {
  entity: CodeEntity;
  /** The tab's label. */
  tabLabel: string;
  /** The category's name in messages ('Licenses created successfully.'). */
  name: string;
  /** One code's kind, in the dialog's title ('Edit License Code'). */
  singular: string;
  /** Licenses: state and level. */
  hasStateAndLevel: boolean;
  /** Licenses and certifications: a lookup code. */
  hasLookupCode: boolean;
  /** Skills and courses show no expiration type (spec 2 section 3): they never expire. */
  hasExpirationType: boolean;
}

/** The catalogue's tabs in the spec's order; courses only when the catalogue is editable. */
export const CODE_CATEGORIES: readonly CodeCategory[] = [
  { entity: 'certifications', tabLabel: 'Certifications', name: 'Certifications', singular: 'Certification', hasStateAndLevel: false, hasLookupCode: true, hasExpirationType: true },
  { entity: 'licenses', tabLabel: 'Licenses', name: 'Licenses', singular: 'License', hasStateAndLevel: true, hasLookupCode: true, hasExpirationType: true },
  { entity: 'skills', tabLabel: 'Skills', name: 'Skills', singular: 'Skill', hasStateAndLevel: false, hasLookupCode: false, hasExpirationType: false },
  { entity: 'deccoUCourses', tabLabel: `${PRODUCT_NAME}U Courses`, name: 'Courses', singular: 'Course', hasStateAndLevel: false, hasLookupCode: false, hasExpirationType: false },
];

export function categoriesFor(readOnly: boolean): readonly CodeCategory[] {
  return readOnly ? CODE_CATEGORIES.filter((c) => c.entity !== 'deccoUCourses') : CODE_CATEGORIES;
}

export function categoryOf(entity: CodeEntity): CodeCategory {
  return CODE_CATEGORIES.find((c) => c.entity === entity)!;
}

/**
 * The modal's title: 'Create License Code', 'Edit Course Code'. The spec's upper-cased plural
 * ('Edit CERTIFICATIONS Code') read as shouting mid-sentence (docs/decisions/0075).
 */
export function codeDialogTitle(category: CodeCategory, editing: boolean): string {
  return `${editing ? 'Edit' : 'Create'} ${category.singular} Code`;
}
