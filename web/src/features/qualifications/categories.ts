import type { CodeEntity } from '@portal/common';
import { PRODUCT_NAME } from '../../app/brand';

export interface CodeCategory {
  entity: CodeEntity;
  /** The tab's label. */
  tabLabel: string;
  /** The category's name in messages ('Licenses created successfully.'). */
  name: string;
  /** Licenses: state and level. */
  hasStateAndLevel: boolean;
  /** Licenses and certifications: a lookup code. */
  hasLookupCode: boolean;
  /** Skills and courses show no expiration type (spec 2 section 3): they never expire. */
  hasExpirationType: boolean;
}

/** The catalogue's tabs in the spec's order; courses only when the catalogue is editable. */
export const CODE_CATEGORIES: readonly CodeCategory[] = [
  { entity: 'certifications', tabLabel: 'Certifications', name: 'Certifications', hasStateAndLevel: false, hasLookupCode: true, hasExpirationType: true },
  { entity: 'licenses', tabLabel: 'Licenses', name: 'Licenses', hasStateAndLevel: true, hasLookupCode: true, hasExpirationType: true },
  { entity: 'skills', tabLabel: 'Skills', name: 'Skills', hasStateAndLevel: false, hasLookupCode: false, hasExpirationType: false },
  { entity: 'deccoUCourses', tabLabel: `${PRODUCT_NAME}U Courses`, name: 'Courses', hasStateAndLevel: false, hasLookupCode: false, hasExpirationType: false },
];

export function categoriesFor(readOnly: boolean): readonly CodeCategory[] {
  return readOnly ? CODE_CATEGORIES.filter((c) => c.entity !== 'deccoUCourses') : CODE_CATEGORIES;
}

export function categoryOf(entity: CodeEntity): CodeCategory {
  return CODE_CATEGORIES.find((c) => c.entity === entity)!;
}

/** The modal's title: 'Create LICENSES Code', 'Edit COURSES Code'. */
export function codeDialogTitle(category: CodeCategory, editing: boolean): string {
  return `${editing ? 'Edit' : 'Create'} ${category.name.toUpperCase()} Code`;
}
