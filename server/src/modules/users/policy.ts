/**
 * Who may read and change employees (spec 2 section 6, spec 1 section 6).
 * - Everyone reads the directory fields of every employee (names, numbers, titles, groups:
 *   what pickers, reviews and follow-ups show) and everything of their own record.
 * - Who may open others' cards (fieldSupervisor and above) reads every employee in full: the
 *   rule "own card or viewOthers" (common's mayViewCardOf) as row grants.
 * - A plain user changes only their own T-shirt size; a fieldSupervisor edits skills only;
 *   admins edit T-shirt sizes; superAdmins also the four qualification groups; only webEditors
 *   change the access level, the years-of-service note and the profile image.
 */
import { mayViewOthersCards, ROLES, rolesWith } from '@portal/common';
import { grantFor, readFor, type EntityPolicy, type FieldOf } from '../../auth/policy';
import type { users } from '../../db/schema';
import { ownRows } from '../../auth/scopes';

export const DIRECTORY_FIELDS = [
  'id',
  'employeeNumber',
  'firstName',
  'lastName',
  'middleInitial',
  'jobTitle',
  'email',
  'profileImage',
  'group',
  'employmentStatus',
  'supervisorId',
  'supervisor',
  // Each follow-up is still filtered by its own policy: the special-numbers list reads them.
  'followups',
] as const;

const own = ownRows('id');
const QUALIFICATION_GROUPS = ['licenses', 'certifications', 'skills', 'deccoUCourses'] as const;

type UserField = FieldOf<
  typeof users,
  | 'supervisor' | 'managedPartners' | 'project' | 'licenses' | 'certifications' | 'skills' | 'deccoUCourses' | 'projectHistory'
  | 'goals' | 'followups' | 'assignedFollowups' | 'reviews' | 'licPoints' | 'cerPoints' | 'skillPoints' | 'coursePoints' | 'points'
  | 'averageCompanyPoints'
>;

export const userPolicy: EntityPolicy<UserField> = {
  read: {
    ...readFor(ROLES.filter((r) => !mayViewOthersCards(r)), [
      { rows: own, fields: 'all' },
      { rows: 'all', fields: DIRECTORY_FIELDS },
    ]),
    ...readFor(ROLES.filter(mayViewOthersCards), [{ rows: 'all', fields: 'all' }]),
  },
  create: grantFor(rolesWith('user.create'), {
    fields: [
      'employeeNumber', 'firstName', 'lastName', 'middleInitial', 'jobTitle', 'email', 'userType', 'group', 'costCode',
      'supervisor', 'tshirtSize', 'dateOfBirth', 'phone', 'address', 'city', 'state', 'zip', 'dateHired',
      'yearsOfService', 'totalYearsOfService', 'yearsOfServiceNote', 'employmentStatus',
    ],
  }),
  update: {
    user: [{ rows: own, fields: ['tshirtSize'] }],
    fieldSupervisor: [
      { rows: 'all', fields: ['skills'] },
      { rows: own, fields: ['tshirtSize'] },
    ],
    admin: [{ rows: 'all', fields: ['tshirtSize'] }],
    superAdmin: [{ rows: 'all', fields: ['tshirtSize', ...QUALIFICATION_GROUPS] }],
    webEditor: [{ rows: 'all', fields: ['tshirtSize', ...QUALIFICATION_GROUPS, 'userType', 'yearsOfServiceNote', 'profileImage'] }],
  },
};
