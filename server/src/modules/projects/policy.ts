/**
 * Who reads and manages projects, the assignment history and contractors (spec 2). superAdmins
 * and webEditors read and manage projects and contractors; everyone else reads only the number
 * and name of their own project. History: one's own, and managers' for the cards they open.
 */
import { sql } from '../../db/sql';
import { MANAGER_ROLES, ROLES, rolesWith } from '@portal/common';
import { grantFor, readFor, type EntityPolicy, type FieldOf } from '../../auth/policy';
import { ownRows } from '../../auth/scopes';
import { users, type contractors, type projectHistory, type projects } from '../../db/schema';
import type { Viewer } from '../../auth/viewer';

type ProjectRef = typeof projects;
type ProjectField = FieldOf<ProjectRef, 'users' | 'contractors' | 'history' | 'status' | 'zipLocated'>;
const ownProject = (v: Viewer, t: ProjectRef) => sql`${t.id} = (select ${users.projectId} from ${users} where ${users.id} = ${v.id})`;
const PROJECT_FIELDS: readonly ProjectField[] = ['project_num', 'name', 'manager', 'supervisor', 'address', 'city', 'state', 'zip', 'phone', 'notes'];

export const projectPolicy: EntityPolicy<ProjectField> = {
  read: {
    ...readFor(ROLES, [{ rows: ownProject, fields: ['id', 'name', 'project_num'] }]),
    ...readFor(rolesWith('projects.manage'), [{ rows: 'all', fields: 'all' }]),
  },
  create: grantFor(rolesWith('projects.manage'), { fields: PROJECT_FIELDS }),
  update: grantFor(rolesWith('projects.manage'), [{ rows: 'all', fields: PROJECT_FIELDS }]),
};

export const projectHistoryPolicy: EntityPolicy<FieldOf<typeof projectHistory, 'user' | 'project'>> = {
  read: {
    user: [{ rows: ownRows('userId'), fields: 'all' }],
    ...readFor(MANAGER_ROLES, [{ rows: 'all', fields: 'all' }]),
  },
};

type ContractorField = FieldOf<typeof contractors, 'project'>;
const CONTRACTOR_FIELDS: readonly ContractorField[] = ['firstName', 'lastName', 'staffingAgency', 'task', 'evaluation', 'notes', 'status', 'project'];

export const contractorPolicy: EntityPolicy<ContractorField> = {
  read: readFor(rolesWith('contractors.manage'), [{ rows: 'all', fields: 'all' }]),
  create: grantFor(rolesWith('contractors.manage'), { fields: CONTRACTOR_FIELDS }),
  update: grantFor(rolesWith('contractors.manage'), [{ rows: 'all', fields: CONTRACTOR_FIELDS }]),
  delete: grantFor(rolesWith('contractors.manage'), 'all'),
};
