/**
 * Answers written by the SQL statement (decision 0105). The server suite runs with
 * VERIFY_SQL_ANSWERS=1: every answer written by SQL is executed too and a difference fails the
 * request, so each test here that sees a written answer has also seen it equal the executed
 * one, byte for byte. The tests check which requests take the path, which fall back, and that
 * the answers are what the screens expect (masks, dates, floats, nulls, aliases).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { licenses, users } from '../../db/schema';
import { makeCode, makeUser, type Actor } from '../../test/factories';
import { startTestServer, statementsDuring, type TestServer } from '../../test/server';
import { answersWrittenBySql } from '../sqlAnswers';

let t: TestServer;
let editor: Actor;
let supervisor: Actor;
let alice: Actor;
let bob: Actor;

/** The web's card (web/src/features/baseballCard/operations.ts) as Apollo sends it: fragments, `__typename` everywhere. */
const CARD = `query EmployeeBaseballCard($employeeNumber: String!) {
  users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) {
    id userType ...EmployeeSummaryFields ...PointsSummaryFields
    licenses { id issueDate expDate licenseNumber codes { ...CardCodeFields __typename } __typename }
    certifications { id issueDate expDate certificationNumber codes { ...CardCodeFields __typename } __typename }
    skills { id issueDate expDate codes { ...CardCodeFields __typename } __typename }
    deccoUCourses { id issueDate expDate codes { ...CardCodeFields __typename } __typename }
    __typename
  }
}
fragment CardCodeFields on Codes { id title points expirationType level state }
fragment EmployeeSummaryFields on User {
  employeeNumber firstName middleInitial lastName jobTitle group tshirtSize yearsOfService totalYearsOfService yearsOfServiceNote profileImage
}
fragment PointsSummaryFields on User { points licPoints cerPoints skillPoints coursePoints averageCompanyPoints }`;

interface Card {
  id: number;
  tshirtSize: string | null;
  yearsOfService: number | null;
  points: number | null;
  licenses: { licenseNumber: string | null; codes: { title: string; points: number } | null }[];
}

/** Asks and tells whether SQL wrote the answer. */
async function ask<T>(query: string, variables: Record<string, unknown>, token: string | null) {
  const before = answersWrittenBySql();
  const answer = await t.gql<T>(query, variables, token);
  return { answer, written: answersWrittenBySql() > before };
}

beforeAll(async () => {
  t = await startTestServer();
  editor = await makeUser(t, { userType: 'webEditor' });
  supervisor = await makeUser(t, { userType: 'fieldSupervisor' });
  alice = await makeUser(t, { firstName: 'Alice', tshirtSize: 'LG', yearsOfService: 2.5, totalYearsOfService: 0.30000000000000004 });
  bob = await makeUser(t, { firstName: 'Bob', supervisorId: alice.user.id, yearsOfService: 12, totalYearsOfService: 1e-7 });
  const electrician = await makeCode(t, { title: 'Electrician "A"\n', points: 30 });
  const alarm = await makeCode(t, { title: 'Fire Alarm', points: 20 });
  await t.db.insert(licenses).values([
    { userId: alice.user.id, codeId: electrician.id, licenseNumber: 'E-1', issueDate: '2024-01-10', expDate: '2030-01-10' },
    { userId: alice.user.id, codeId: alarm.id, licenseNumber: null, issueDate: null, expDate: null },
  ]);
  await t.db.update(users).set({ createdAt: new Date('2026-01-02T03:04:05.678Z') }).where(eq(users.id, alice.user.id));
  // Microseconds: JavaScript keeps the milliseconds, truncated.
  await t.db.execute(`update users set updated_at = '2026-03-04 05:06:07.999999+00' where id = ${alice.user.id}` as never);
});
afterAll(() => t?.close());

describe('the baseball card written by SQL', () => {
  it('answers every role asking for an employee who may see the whole card, in one statement', async () => {
    for (const viewer of [editor, supervisor, alice]) {
      let result: Awaited<ReturnType<typeof ask<{ users: Card[] }>>> | undefined;
      const statements = await statementsDuring(t, async () => (result = await ask<{ users: Card[] }>(CARD, { employeeNumber: alice.user.employeeNumber }, viewer.token)));
      expect(result!.answer.errors).toBeUndefined();
      expect(result!.written).toBe(true);
      expect(statements).toBe(1);
      const [card] = result!.answer.data!.users;
      expect(card).toMatchObject({ id: alice.user.id, tshirtSize: 'LG', yearsOfService: 2.5, points: 50 });
      expect(card.licenses.map((l) => l.licenseNumber)).toEqual(['E-1', null]);
      expect(card.licenses[0].codes).toMatchObject({ title: 'Electrician "A"\n', points: 30, __typename: 'Codes' });
    }
  });

  it("masks another employee's card for a plain user as the executed answer does", async () => {
    const { answer, written } = await ask<{ users: Card[] }>(CARD, { employeeNumber: alice.user.employeeNumber }, bob.token);
    expect(answer.errors).toBeUndefined();
    expect(written).toBe(true);
    const [card] = answer.data!.users;
    // Directory fields show; the rest is null and the groups empty.
    expect(card).toMatchObject({ id: alice.user.id, firstName: 'Alice', tshirtSize: null, yearsOfService: null, points: null, licenses: [] });
  });

  it('refuses a request without a session, as before', async () => {
    const { answer, written } = await ask(CARD, { employeeNumber: alice.user.employeeNumber }, null);
    expect(written).toBe(false);
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('values, nulls, aliases', () => {
  it('writes DateTimes with milliseconds, floats as JavaScript prints them, null relations, aliases and __typename', async () => {
    const { answer, written } = await ask<{ list: unknown[] }>(
      `query($ids: [Int!]) { list: users(where: { id: { in: $ids } }, orderBy: [{ firstName: desc }]) {
        __typename who: firstName createdAt updatedAt years: yearsOfService yearsOfService
        boss: supervisor { __typename firstName boss: supervisor { id } } _count { __typename licenses n: certifications }
      } }`,
      { ids: [alice.user.id] },
      editor.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(written).toBe(true);
    expect(answer.data!.list).toEqual([
      {
        __typename: 'User',
        who: 'Alice',
        createdAt: '2026-01-02T03:04:05.678Z',
        updatedAt: '2026-03-04T05:06:07.999Z',
        years: 2.5,
        yearsOfService: 2.5,
        boss: null,
        _count: { __typename: 'UserCount', licenses: 2, n: 0 },
      },
    ]);
    const bobs = await ask<{ user: unknown }>(`query($id: Int) { user(where: { id: $id }) { totalYearsOfService supervisor { firstName } } }`, { id: alice.user.id }, editor.token);
    expect(bobs.written).toBe(true);
    expect(bobs.answer.data!.user).toEqual({ totalYearsOfService: 0.30000000000000004, supervisor: null });
  });

  it('answers findFirst and a findUnique that finds nothing', async () => {
    const first = await ask<{ findFirstUser: unknown }>(`{ findFirstUser(where: { firstName: { equals: "Bob" } }) { firstName supervisor { firstName } } }`, {}, editor.token);
    expect(first.written).toBe(true);
    expect(first.answer.data!.findFirstUser).toEqual({ firstName: 'Bob', supervisor: { firstName: 'Alice' } });
    const none = await ask<{ user: unknown }>(`{ user(where: { id: -1 }) { id } }`, {}, editor.token);
    expect(none.written).toBe(true);
    expect(none.answer.errors).toBeUndefined();
    expect(none.answer.data).toEqual({ user: null });
  });
});

describe('a list with the count of its rows', () => {
  it("writes the directory's page and total in one statement, and the catalogue's counts", async () => {
    const DIRECTORY = `query PartnerDirectory($where: UserWhereInput, $take: Int) {
      users(where: $where, orderBy: [{ employeeNumber: asc }, { id: asc }], take: $take, skip: 0) { id firstName __typename }
      total: aggregateUser(where: $where) { __typename _count { _all n: _all __typename } } }`;
    let result: Awaited<ReturnType<typeof ask<{ users: unknown[]; total: unknown }>>> | undefined;
    const statements = await statementsDuring(t, async () => (result = await ask(DIRECTORY, { where: { group: { equals: 'D1' } }, take: 2 }, bob.token)));
    expect(result!.written).toBe(true);
    expect(statements).toBe(1);
    expect(result!.answer.data!.users).toHaveLength(2);
    expect(result!.answer.data!.total).toEqual({ __typename: 'AggregateUser', _count: { _all: 4, n: 4, __typename: 'UserCountAggregate' } });
    const CATALOGUE = `query($entity: String!) {
      findManyCodes(where: { entity: { equals: $entity } }, orderBy: [{ title: asc }], take: 25) { title _count { licenses certifications } }
      aggregateCodes(where: { entity: { equals: $entity } }) { _count { _all } } }`;
    for (const viewer of [editor, bob]) {
      const catalogue = await ask<{ findManyCodes: unknown[] }>(CATALOGUE, { entity: 'licenses' }, viewer.token);
      expect(catalogue.written).toBe(true);
      expect(catalogue.answer.errors).toBeUndefined();
    }
    // An empty page has no row to carry the total: executed.
    const empty = await ask(DIRECTORY, { where: { firstName: { equals: 'Nobody' } }, take: 2 }, bob.token);
    expect(empty.written).toBe(false);
    expect(empty.answer.data).toEqual({ users: [], total: { __typename: 'AggregateUser', _count: { _all: 0, n: 0, __typename: 'UserCountAggregate' } } });
  });
});

describe('what SQL does not write is executed as before', () => {
  it('falls back for a float JavaScript prints with an exponent', async () => {
    const { answer, written } = await ask<{ user: { totalYearsOfService: number } }>(`query($id: Int) { user(where: { id: $id }) { totalYearsOfService } }`, { id: bob.user.id }, editor.token);
    expect(written).toBe(false);
    expect(answer.data!.user.totalYearsOfService).toBe(1e-7);
  });

  it('falls back for directives, several root fields and mutations', async () => {
    const skipped = await ask(`query($no: Boolean!) { users(take: 1) { id firstName @include(if: $no) } }`, { no: false }, editor.token);
    expect(skipped.written).toBe(false);
    expect(skipped.answer.errors).toBeUndefined();
    const two = await ask(`{ users(take: 1) { id } aggregateUser(where: { firstName: { equals: "Bob" } }) { _count { _all } } }`, {}, editor.token);
    expect(two.written).toBe(false);
    expect(two.answer.errors).toBeUndefined();
    const refused = await ask(`{ user(where: { id: 1, employeeNumber: "x" }) { id } }`, {}, editor.token);
    expect(refused.written).toBe(false);
    expect(refused.answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
