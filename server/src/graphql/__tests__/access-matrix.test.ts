/**
 * Deny by default, checked over HTTP: every root field of both endpoints has an access rule,
 * and every operation, called as anonymous and as each role, is allowed or refused exactly as
 * the policies and the permission map say. Key rows of the spec's role tables are also written
 * out here by hand, so a policy that drifts from the spec fails even if it is self-consistent.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@portal/common';
import { writeBudgetKeys } from '../../auth/writeBudget';
import { sql } from '../../db/sql';
import { modules } from '../../modules';
import { makeRoleActors, type Actor } from '../../test/factories';
import { startTestServer, type GqlResponse, type TestServer } from '../../test/server';
import { buildSchemas, type RootFieldAccess } from '../schema';

const built = buildSchemas(modules);
let t: TestServer;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  t = await startTestServer();
  actors = await makeRoleActors(t);
});
afterAll(() => t?.close());

const DUMMY_SCALARS: Record<string, unknown> = {
  String: 'x',
  Int: -1,
  Float: 0,
  Boolean: false,
  Date: '2026-01-01',
  DateTime: '2026-01-01T00:00:00.000Z',
  Json: {},
  Upload: 'not-a-file',
  ID: '-1',
};

/** The smallest value GraphQL validation accepts for a type (required fields only). */
function dummy(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummy(type.ofType);
  if (isListType(type)) return [dummy(type.ofType)];
  if (isScalarType(type)) return DUMMY_SCALARS[type.name];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    // A unique where gets an id that matches nothing, so allowed calls end in NOT_FOUND.
    if (type.name.endsWith('WhereUniqueInput') && type.getFields().id) return { id: -1 };
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, dummy(f.type)]),
    );
  }
  return null;
}

function operationText(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): { text: string; variables: Record<string, unknown> } {
  const variables: Record<string, unknown> = {};
  const defs: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) && !arg.name.startsWith('where')) continue;
    variables[arg.name] = dummy(arg.type);
    defs.push(`$${arg.name}: ${arg.type.toString()}`);
    args.push(`${arg.name}: $${arg.name}`);
  }
  const named = getNamedType(field.type);
  const selection = isObjectType(named) ? ' { __typename }' : '';
  const text = `${kind}${defs.length ? `(${defs.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
  return { text, variables };
}

/** Whether the access layer refused the call (as opposed to the operation failing on its input). */
function refused(res: GqlResponse): 'UNAUTHENTICATED' | 'FORBIDDEN' | null {
  const error = res.errors?.[0];
  const code = error?.extensions?.code;
  if (code === 'FORBIDDEN') return 'FORBIDDEN';
  if (code === 'UNAUTHENTICATED' && error?.message !== 'Invalid email or password.') return 'UNAUTHENTICATED';
  return null;
}

async function forgetWrites(userId: number) {
  await t.db.execute(sql`delete from rate_limits where key = any(${sql.param(Object.values(writeBudgetKeys(userId)))}::text[])`);
}

function expectedFor(access: RootFieldAccess, role: Role | null): boolean {
  if (access.kind === 'custom') {
    if (access.access === 'public') return true;
    if (!role) return false;
    return access.access === 'authenticated' || access.access.includes(role);
  }
  if (!role) return false;
  const policy = built.registry.get(access.model).policy;
  switch (access.operation) {
    case 'findMany':
    case 'findFirst':
    case 'findUnique':
    case 'aggregate':
      return (policy.read[role]?.length ?? 0) > 0;
    case 'createOne':
    case 'createMany':
      return !!policy.create?.[role];
    case 'updateOne':
    case 'updateMany':
      return (policy.update?.[role]?.length ?? 0) > 0;
    default:
      return !!policy.delete?.[role];
  }
}

/** checkAuth is reachable without a token (it answers "Not authorized.") but gives nothing. */
const NEEDS_VIEWER_ANYWAY = new Set(['checkAuth']);

/**
 * Operations whose finer rule refuses the dummy call for some roles: a plain user asking for
 * someone else's HR record or card (getCombinedEmployee is the card's read; the dummy employee
 * number is not theirs); a fieldSupervisor asking the Qualifications report about licenses (the
 * dummy's first category; they may ask about skills only, tested in modules/reports).
 */
const REFUSED_BY_FINER_RULE = new Set(['getFoundationUser:user', 'getEmployeeBaseballCard:user', 'getCombinedEmployee:user', 'qualificationsReport:fieldSupervisor']);

function rootFields(schema: GraphQLSchema) {
  return [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => ['query', f] as const),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => ['mutation', f] as const),
  ];
}

describe('deny by default', () => {
  it('every root field of both endpoints has an access rule', () => {
    for (const [schema, access] of [[built.api, built.access.api], [built.foundation, built.access.foundation]] as const) {
      for (const [, field] of rootFields(schema)) {
        const rule = access.get(field.name);
        expect(rule, field.name).toBeDefined();
        if (rule?.kind === 'generic') expect(built.registry.get(rule.model).policy.read, field.name).toBeDefined();
      }
    }
  });

  const endpoints = [
    ['/api', built.api, built.access.api],
    ['/foundation-api', built.foundation, built.access.foundation],
  ] as const;

  for (const [endpoint, schema, accessMap] of endpoints) {
    it(`${endpoint}: every operation, as anonymous and as each role, matches the policy`, async () => {
      const mismatches: string[] = [];
      for (const [kind, field] of rootFields(schema)) {
        const access = accessMap.get(field.name)!;
        const { text, variables } = operationText(kind, field);
        for (const role of [null, ...ROLES] as const) {
          // A fresh session per call: logout and password changes end sessions.
          const token = role ? (await t.services.sessions.create(actors[role].user.id, { ip: '127.0.0.1', userAgent: 'matrix' })).token : null;
          // Each role calls all ~110 mutations within seconds, far past the write budget
          // (http/__tests__/writeBudget.test.ts), which is not what this checks: it starts afresh.
          if (role && kind === 'mutation') await forgetWrites(actors[role].user.id);
          const res = await t.gql(text, variables, token, endpoint);
          if (res.errors?.[0]?.message?.startsWith('Variable') || res.errors?.[0]?.message?.startsWith('Cannot query')) {
            mismatches.push(`${field.name}: invalid test operation: ${res.errors[0].message}`);
            break;
          }
          const allowed =
            expectedFor(access, role) &&
            !(role === null && NEEDS_VIEWER_ANYWAY.has(field.name)) &&
            !REFUSED_BY_FINER_RULE.has(`${field.name}:${role}`);
          const outcome = refused(res);
          if (allowed && outcome) mismatches.push(`${field.name} as ${role ?? 'anonymous'}: refused (${outcome}) but should be allowed`);
          if (!allowed && !outcome) mismatches.push(`${field.name} as ${role ?? 'anonymous'}: allowed but should be refused`);
          if (!allowed && role === null && outcome !== 'UNAUTHENTICATED') mismatches.push(`${field.name} as anonymous: expected UNAUTHENTICATED, got ${outcome}`);
        }
      }
      expect(mismatches).toEqual([]);
    }, 120_000);
  }
});

/** Rows of the spec's role tables, written out by hand. */
const ALL = ROLES;
const MANAGERS: Role[] = ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'];
const FULL: Role[] = ['superAdmin', 'webEditor'];
const SPEC_TABLE: Record<string, readonly Role[]> = {
  findManyCodes: ALL,
  users: ALL,
  // Everyone may search; what each role finds is tested in modules/search.
  search: ALL,
  findManyCalEvents: ALL,
  findManyDocuments: ALL,
  createOneDocuments: ['webEditor'],
  deleteOneDocuments: ['webEditor'],
  createOneEmployeeRelations: ['webEditor'],
  createOneCalEvents: FULL,
  createOneSkills: ['fieldSupervisor', 'superAdmin', 'webEditor'],
  deleteOneSkills: ['fieldSupervisor', 'superAdmin', 'webEditor'],
  createOneLicenses: FULL,
  createOneCertifications: FULL,
  createOneDeccoUCourses: FULL,
  contractors: FULL,
  createOneContractor: FULL,
  createOneProject: FULL,
  reviewCycles: FULL,
  // Templates change only through the editor's save (decision 0040), which createOneReviewTemplate uses too.
  saveReviewTemplate: FULL,
  createOneGoal: MANAGERS,
  // Every signed-in user checks in on their own goals; the goal's edit rule decides the rest (decision 0088).
  checkInGoal: ALL,
  createOneUserFollowup: MANAGERS,
  updatePortalSettings: ['webEditor'],
  uploadImage: ['webEditor'],
  uploadFile: ['webEditor'],
  employeeSync: FULL,
  // The calls the documents name (decision 0071): the rules of the screens that use the same data.
  getEmployeesWithGroup: ALL,
  getEmployeeDirectory: MANAGERS,
  partnerServicesExport: MANAGERS,
  getCombinedEmployee: ALL,
  getAllEmployeeBaseballCards: MANAGERS,
  getFoundationUser: ALL,
  birthdays: ALL,
  createUser: ['webEditor'],
  updateUser: ALL,
  createOneReviewTemplate: FULL,
  // Who changed what (issue 26, decision 0086).
  recordHistory: ['admin', 'superAdmin', 'webEditor'],
  // The Navigator reviews list's completion chart: the list's roles (issue 26, decision 0095).
  reviewCompletion: FULL,
  // Review e-mails (issue 26, decisions 0092 and 0093): one's own preference; reminding one's own team.
  myReviewMailPreference: ALL,
  setMyReviewMailPreference: ALL,
  remindOverdueWriters: MANAGERS,
};

describe("the spec's role tables", () => {
  for (const [name, roles] of Object.entries(SPEC_TABLE)) {
    it(`${name}: ${roles.join(', ')}`, () => {
      const access = built.access.api.get(name);
      expect(access, name).toBeDefined();
      const allowed = ROLES.filter((r) => expectedFor(access!, r));
      expect(allowed).toEqual([...roles]);
    });
  }
});
