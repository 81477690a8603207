/**
 * Projects, the employees' assignment history and contractors (spec 2) as generic models; who
 * reads and manages them is in policy.ts. Assignments (users.projectId) change only through
 * assignProject and makeProjectInactive.
 */
import { alias } from 'drizzle-orm/pg-core';
import { sql } from '../../db/sql';
import { contractors, projectHistory, projects, users, zipCentroids } from '../../db/schema';
import { defineModel, READ_OPERATIONS, type ModelDef } from '../../graphql/crud/model';
import { contractorPolicy, projectHistoryPolicy, projectPolicy } from './policy';
import { contractorHooks, PROJECT_NUM_INDEX, projectHooks } from './rules';

type ProjectRef = typeof projects;
const [u, k, z] = [alias(users, 'u'), alias(contractors, 'k'), alias(zipCentroids, 'z')];

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
        sql`(case when exists (select 1 from ${users} ${u} where ${u.projectId} = ${t.id})
          or exists (select 1 from ${contractors} ${k} where ${k.projectId} = ${t.id}) then 'Active' else 'Inactive' end)`,
    },
    zipLocated: {
      type: 'Boolean',
      description: "Whether the distance table places the project's ZIP: false means every distance to it is Not Available (decision 0079).",
      sql: (t: ProjectRef) => sql`exists (select 1 from ${zipCentroids} ${z} where ${z.zip} = ${t.zip} and ${z.latitude} is not null)`,
    },
  },
  relations: {
    users: { kind: 'many', target: 'User', field: 'projectId' },
    contractors: { kind: 'many', target: 'Contractor', field: 'projectId' },
    history: { kind: 'many', target: 'ProjectHistory', field: 'projectId' },
  },
  constraintMessages: { [PROJECT_NUM_INDEX]: 'This project number is already used by another project. Project numbers must be unique.' },
  hooks: projectHooks,
  policy: projectPolicy,
});

const projectHistoryModel = defineModel({
  name: 'ProjectHistory',
  table: projectHistory,
  // Entries are written by the server when a project is assigned, in the same transaction.
  operations: READ_OPERATIONS,
  relations: {
    user: { kind: 'one', target: 'User', field: 'userId' },
    project: { kind: 'one', target: 'Project', field: 'projectId' },
  },
  policy: projectHistoryPolicy,
});

const contractorModel = defineModel({
  name: 'Contractor',
  table: contractors,
  serverSet: ['createdAt', 'updatedAt'],
  aliases: { findMany: 'contractors', findUnique: 'contractor' },
  relations: { project: { kind: 'one', target: 'Project', field: 'projectId' } },
  hooks: contractorHooks,
  policy: contractorPolicy,
});

export const projectModels: ModelDef[] = [projectModel, projectHistoryModel, contractorModel];
