/**
 * Projects, the employees' assignment history and contractors (spec 2). superAdmins and
 * webEditors manage them; managers read projects and history; a plain user reads their own
 * project and their own history. Contractors are for superAdmins and webEditors only.
 */
import { sql } from 'drizzle-orm';
import { MANAGER_ROLES, rolesWith } from '@portal/common';
import { grantFor, readFor } from '../../auth/policy';
import { ownRows } from '../../auth/scopes';
import { contractors, projectHistory, projects } from '../../db/schema';
import { defineModel, READ_OPERATIONS, type ModelDef } from '../../graphql/crud/model';

type ProjectRef = typeof projects;
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
  policy: {
    read: {
      user: [{ rows: (v, t: ProjectRef) => sql`${t.id} = (select project_id from users where id = ${v.id})`, fields: ['id', 'name', 'project_num'] }],
      ...readFor(MANAGER_ROLES, [{ rows: 'all', fields: 'all' }]),
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
  policy: {
    read: readFor(rolesWith('contractors.manage'), [{ rows: 'all', fields: 'all' }]),
    create: grantFor(rolesWith('contractors.manage'), { fields: CONTRACTOR_FIELDS }),
    update: grantFor(rolesWith('contractors.manage'), [{ rows: 'all', fields: CONTRACTOR_FIELDS }]),
    delete: grantFor(rolesWith('contractors.manage'), 'all'),
  },
});

export const projectModels: ModelDef[] = [projectModel, projectHistoryModel, contractorModel];
