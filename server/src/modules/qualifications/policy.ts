/**
 * Qualifications (spec 2 section 6): everyone reads the catalogue and their own records;
 * managers read everyone's. superAdmins and webEditors add, edit and delete licenses,
 * certifications and DECCO U courses; fieldSupervisors, superAdmins and webEditors skills.
 */
import { ALL_ROLES, MANAGER_ROLES, rolesWith, type Capability } from '@portal/common';
import { grantFor, readFor, type EntityPolicy, type FieldOf } from '../../auth/policy';
import type { averagePoints, codes } from '../../db/schema';
import { ownRows } from '../../auth/scopes';

const heldRead = {
  user: [{ rows: ownRows('userId'), fields: 'all' as const }],
  ...readFor(MANAGER_ROLES, [{ rows: 'all', fields: 'all' }]),
};

/** The policy of one group of held qualifications; `numberField` is the license/certification number. */
export function heldQualificationPolicy(capability: Capability, numberField?: string): EntityPolicy {
  const editable = ['codes', 'issueDate', 'expDate', ...(numberField ? [numberField] : [])];
  const roles = rolesWith(capability);
  return {
    read: heldRead,
    create: grantFor(roles, { fields: ['users', ...editable] }),
    update: grantFor(roles, [{ rows: 'all', fields: editable }]),
    delete: grantFor(roles, 'all'),
  };
}

export const codesPolicy: EntityPolicy<FieldOf<typeof codes, 'licenses' | 'certifications' | 'skills' | 'deccoUCourses'>> = {
  read: readFor(ALL_ROLES, [{ rows: 'all', fields: 'all' }]),
  create: grantFor(rolesWith('codes.edit'), {
    fields: ['title', 'entity', 'points', 'expirationType', 'description', 'state', 'level', 'lookupCode'],
  }),
  update: grantFor(rolesWith('codes.edit'), [
    { rows: 'all', fields: ['title', 'entity', 'points', 'expirationType', 'description', 'state', 'level', 'lookupCode'] },
  ]),
  delete: grantFor(rolesWith('codes.edit'), 'all'),
};

/** Snapshots are written by the scheduled job only. */
export const averagePointsPolicy: EntityPolicy<FieldOf<typeof averagePoints>> = {
  read: readFor(ALL_ROLES, [{ rows: 'all', fields: 'all' }]),
};
