/**
 * Every call the three spec documents name in their section 7 ("The calls it makes") is a root
 * field of /api under that name, in the printed schema (the API reference a client is written
 * against) and in the schema the server builds, as a query or a mutation as the document uses it.
 * A client written against the documents must work without renaming a call (issue 25).
 *
 * The names are copied from the documents (they are not in this repository), in the order they
 * appear; a call named in several documents is listed once, under the first. Where a document
 * abbreviates or uses a placeholder, the comment says how the name was completed (decision 0071).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { modules } from '../../modules';
import { buildSchemas } from '../schema';

type Kind = 'query' | 'mutation';

/** Spec 1 (shell, sign-in, settings), section 7's table, row by row. */
const SPEC_1: Record<string, Kind> = {
  // Auth
  checkAuth: 'query',
  login: 'mutation',
  signup: 'mutation',
  requestPasswordReset: 'mutation',
  completePasswordReset: 'mutation',
  isUserPasswordValid: 'mutation',
  validatePasswordResetToken: 'query',
  updatePassword: 'mutation',
  forgotPasswordRecovery: 'mutation',
  resetPasswordRecovery: 'mutation',
  emailNotificationAccountInquiry: 'mutation',
  // Users
  users: 'query',
  findFirstUser: 'query',
  getCombinedEmployee: 'query',
  getEmployeeBaseballCard: 'query',
  getAllEmployeeBaseballCards: 'query',
  getEmployeesWithGroup: 'query',
  getEmployeeDirectory: 'query',
  partnerServicesExport: 'query',
  getFoundationUser: 'query',
  employeeSync: 'mutation',
  createUser: 'mutation',
  updateOneUser: 'mutation',
  updateUser: 'mutation',
  // Qualifications ("find, create, update, delete for ..." names no call; the CSV mass update does)
  massUpdateWithCsv: 'mutation',
  // Codes
  findManyCodes: 'query',
  findFirstCodes: 'query',
  findUniqueCodes: 'query',
  createOneCodes: 'mutation',
  updateOneCodes: 'mutation',
  deleteOneCodes: 'mutation',
  // Points
  averageCompanyPoints: 'query',
  findFirstAveragePoints: 'query',
  // Calendar events
  findManyCalEvents: 'query',
  findUniqueCalEvents: 'query',
  createOneCalEvents: 'mutation',
  updateOneCalEvents: 'mutation',
  deleteOneCalEvents: 'mutation',
  // Birthdays
  birthdays: 'query',
  // Employee relations: "findManyEmployeeRelations, findUnique, findFirst, createOne, ..." (the
  // three short names completed with the row's model, as findManyEmployeeRelations spells it)
  findManyEmployeeRelations: 'query',
  findUniqueEmployeeRelations: 'query',
  findFirstEmployeeRelations: 'query',
  createOneEmployeeRelations: 'mutation',
  updateEmployeeRelations: 'mutation',
  deleteEmployeeRelations: 'mutation',
  // Documents
  findManyDocuments: 'query',
  createOneDocuments: 'mutation',
  deleteOneDocuments: 'mutation',
  // Files
  uploadFile: 'mutation',
  uploadImage: 'mutation',
  signedFileUrl: 'query',
};

/** Spec 2 (qualifications, partners, projects, contractors), section 7, calls not named in spec 1. */
const SPEC_2: Record<string, Kind> = {
  // Employees: "findManyLicenses, findManyCertifications, findManySkills, findMany{product}UCourses"
  // ({product} is the product name, DECCO: the model is DeccoUCourses)
  findManyLicenses: 'query',
  findManyCertifications: 'query',
  findManySkills: 'query',
  findManyDeccoUCourses: 'query',
  // Projects and assignments
  getManyEmployeeAssignments: 'query',
};

/** Spec 3 (reviews, goals, follow-ups), section 7's mutations, calls not named in specs 1 and 2. */
const SPEC_3: Record<string, Kind> = {
  createOneReviewTemplate: 'mutation',
  assignReviewToUser: 'mutation',
  deleteReviewAndConnectedEvaluations: 'mutation',
  createOneReviewCycle: 'mutation',
  updateOneReviewCycle: 'mutation',
  deleteOneReviewCycle: 'mutation',
  massGoalAdd: 'mutation',
  sendFollowupAssignmentNotification: 'mutation',
  sendNotification: 'mutation',
};

const DOCUMENTED: Record<string, Kind> = { ...SPEC_1, ...SPEC_2, ...SPEC_3 };

/** The calls a schema serves under each name: its queries and its mutations. */
function served(schema: GraphQLSchema): Record<string, Kind> {
  return {
    ...Object.fromEntries(Object.keys(schema.getQueryType()?.getFields() ?? {}).map((name) => [name, 'query' as const])),
    ...Object.fromEntries(Object.keys(schema.getMutationType()?.getFields() ?? {}).map((name) => [name, 'mutation' as const])),
  };
}

/** Documented calls missing from a schema, or served as the other kind. */
function missing(schema: GraphQLSchema): string[] {
  const have = served(schema);
  return Object.entries(DOCUMENTED)
    .filter(([name, kind]) => have[name] !== kind)
    .map(([name, kind]) => `${name} (${kind}${have[name] ? `, served as a ${have[name]}` : ''})`);
}

describe('the calls the spec documents name', () => {
  it('are the 65 names of the three documents, each listed once', () => {
    const lists = [SPEC_1, SPEC_2, SPEC_3].map((l) => Object.keys(l));
    expect(lists.map((l) => l.length)).toEqual([51, 5, 9]);
    expect(new Set(lists.flat()).size).toBe(65);
  });

  it('are all root fields of the printed schema/api.graphql', () => {
    const printed = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'schema/api.graphql'), 'utf8'));
    expect(missing(printed)).toEqual([]);
  });

  it('are all root fields of the /api schema the server builds', () => {
    expect(missing(buildSchemas(modules).api)).toEqual([]);
  });
});
