/**
 * Projects, the employees' assignment history and contractors (spec 2). superAdmins and
 * webEditors read and manage projects and contractors; everyone else reads only the number and
 * name of their own project. History: one's own, and managers' for the cards they open.
 * Assignments (users.projectId) change only through assignProject and makeProjectInactive.
 */
import { sql } from 'drizzle-orm';
import { MANAGER_ROLES, ROLES, rolesWith } from '@portal/common';
import { grantFor, readFor } from '../../auth/policy';
import { ownRows } from '../../auth/scopes';
import { contractors, projectHistory, projects } from '../../db/schema';
import type { Viewer } from '../../graphql/context';
import { defineModel, READ_OPERATIONS, type ModelDef } from '../../graphql/crud/model';
import { contractorHooks, projectHooks } from './rules';

type ProjectRef = typeof projects;
const ownProject = (v: Viewer, t: ProjectRef) => sql`${t.id} = (select project_id from users where id = ${v.id})`;
const PROJECT_FIELDS = ['project_num', 'name', 'manager', 'supervisor', 'address', 'city', 'state', 'zip', 'phone', 'notes'];

export const projectModel = defineModel({
  name: 'Project',
  table: projects,
  serverSet: ['createdAt', 'updatedAt'],
  aliases: { findMany: 'projects', findUnique: 'project' },
  operations: ['findMany', 'findFirst', 'findUnique', 'aggregate', 'createOne', 'updateOne'],
  computed: {
    status: {
      type: 'String',
      description: 'Active when at least one employee or contractor is assigned, otherwise Inactive (derived, not stored).',
      sql: (t: ProjectRef) =>
        sql`(case when exists (select 1 from users u where u.project_id = ${t.id})
          or exists (select 1 from contractors k where k.project_id = ${t.id}) then 'Active' else 'Inactive' end)`,
    },
  },
  relations: {
    users: { kind: 'many', target: 'User', field: 'projectId' },
    contractors: { kind: 'many', target: 'Contractor', field: 'projectId' },
    history: { kind: 'many', target: 'ProjectHistory', field: 'projectId' },
  },
  hooks: projectHooks,
  policy: {
    read: {
      ...readFor(ROLES, [{ rows: ownProject, fields: ['id', 'name', 'project_num'] }]),
      ...readFor(rolesWith('projects.manage'), [{ rows: 'all', fields: 'all' }]),
    },
    create: grantFor(rolesWith('projects.manage'), { fields: PROJECT_FIELDS }),
    update: grantFor(rolesWith('projects.manage'), [{ rows: 'all', fields: PROJECT_FIELDS }]),
  },
});

export const projectHistoryModel = defineModel({
  name: 'ProjectHistory',
  table: projectHistory,
  // Entries are written by the server when a project is assigned, in the same transaction.
  operations: READ_OPERATIONS,
  relations: {
    user: { kind: 'one', target: 'User', field: 'userId' },
    project: { kind: 'one', target: 'Project', field: 'projectId' },
  },
  policy: {
    read: {
      user: [{ rows: ownRows('userId'), fields: 'all' }],
      ...readFor(MANAGER_ROLES, [{ rows: 'all', fields: 'all' }]),
    },
  },
});

const CONTRACTOR_FIELDS = ['firstName', 'lastName', 'staffingAgency', 'task', 'evaluation', 'notes', 'status', 'project'];

export const contractorModel = defineModel({
  name: 'Contractor',
  table: contractors,
  serverSet: ['createdAt', 'updatedAt'],
  aliases: { findMany: 'contractors', findUnique: 'contractor' },
  relations: { project: { kind: 'one', target: 'Project', field: 'projectId' } },
  hooks: contractorHooks,
  policy: {
    read: readFor(rolesWith('contractors.manage'), [{ rows: 'all', fields: 'all' }]),
    create: grantFor(rolesWith('contractors.manage'), { fields: CONTRACTOR_FIELDS }),
    update: grantFor(rolesWith('contractors.manage'), [{ rows: 'all', fields: CONTRACTOR_FIELDS }]),
    delete: grantFor(rolesWith('contractors.manage'), 'all'),
  },
});

export const projectModels: ModelDef[] = [projectModel, projectHistoryModel, contractorModel];
