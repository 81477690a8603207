/**
 * Relations selected in a request are read in the same SQL statement as their parents (issue
 * 13): the answer is the one the batched loaders gave (order, paging, aliases, policies), in one
 * statement instead of one per relation and level.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, licenses } from '../../../db/schema';
import { makeCode, makeUser, type Actor } from '../../../test/factories';
import { startTestServer, statementsDuring, type TestServer } from '../../../test/server';

let t: TestServer;
let editor: Actor;
let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  t = await startTestServer();
  editor = await makeUser(t, { userType: 'webEditor', firstName: 'Wendy', lastName: 'Editor' });
  alice = await makeUser(t, { firstName: 'Alice', lastName: 'Anders', group: 'D2', tshirtSize: 'LG' });
  bob = await makeUser(t, { firstName: 'Bob', lastName: 'Brown', group: 'D3', tshirtSize: 'SM', supervisorId: alice.user.id });
  const electrician = await makeCode(t, { title: 'Electrician', points: 30 });
  const alarm = await makeCode(t, { title: 'Fire Alarm', points: 20 });
  const osha = await makeCode(t, { title: 'OSHA 30', entity: 'certifications', points: 5, expirationType: 'manual' });
  await t.db.insert(licenses).values([
    { userId: alice.user.id, codeId: electrician.id, licenseNumber: 'E-1', issueDate: '2024-01-10', expDate: '2030-01-10' },
    { userId: alice.user.id, codeId: alarm.id, licenseNumber: 'F-2', issueDate: '2024-02-10', expDate: '2031-02-10' },
    { userId: bob.user.id, codeId: alarm.id, licenseNumber: 'F-9', issueDate: '2023-05-01', expDate: '2020-05-01' },
  ]);
  await t.db.insert(certifications).values({ userId: alice.user.id, codeId: osha.id, issueDate: '2025-02-01', expDate: '2027-02-01' });
});
afterAll(() => t?.close());

const CARDS = `query($names: [String!]) {
  users(where: { firstName: { in: $names } }, orderBy: [{ firstName: asc }]) {
    firstName
    newest: licenses(orderBy: [{ expDate: desc }], take: 1) { licenseNumber expDate codes { title points } }
    all: licenses(orderBy: [{ licenseNumber: asc }]) { licenseNumber }
    certifications { codes { title } }
    supervisor { firstName tshirtSize }
  }
}`;

describe('relations read with their parents', () => {
  it('answers nested relations with their order, page and aliases, in one SQL statement', async () => {
    const ask = () => t.gql<{ users: unknown[] }>(CARDS, { names: ['Alice', 'Bob'] }, editor.token);
    await ask(); // the session is checked (and cached) on the first request
    let answer: Awaited<ReturnType<typeof ask>> | undefined;
    const statements = await statementsDuring(t, async () => (answer = await ask()));
    expect(answer!.errors).toBeUndefined();
    expect(answer!.data!.users).toEqual([
      {
        firstName: 'Alice',
        newest: [{ licenseNumber: 'F-2', expDate: '2031-02-10', codes: { title: 'Fire Alarm', points: 20 } }],
        all: [{ licenseNumber: 'E-1' }, { licenseNumber: 'F-2' }],
        certifications: [{ codes: { title: 'OSHA 30' } }],
        supervisor: null,
      },
      {
        firstName: 'Bob',
        newest: [{ licenseNumber: 'F-9', expDate: '2020-05-01', codes: { title: 'Fire Alarm', points: 20 } }],
        all: [{ licenseNumber: 'F-9' }],
        certifications: [],
        supervisor: { firstName: 'Alice', tshirtSize: 'LG' },
      },
    ]);
    expect(statements).toBe(1);
  });

  it('keeps field masks on related rows: a plain user sees only their own T-shirt size', async () => {
    const res = await t.gql<{ users: { firstName: string; tshirtSize: string | null; supervisor: { tshirtSize: string | null } | null }[] }>(
      `{ users(where: { firstName: { in: ["Alice", "Bob"] } }, orderBy: [{ firstName: asc }]) { firstName tshirtSize supervisor { firstName tshirtSize } } }`,
      {},
      bob.token,
    );
    expect(res.errors).toBeUndefined();
    const [aliceRow, bobRow] = res.data!.users;
    expect(aliceRow.tshirtSize).toBeNull();
    expect(bobRow.tshirtSize).toBe('SM');
    // Bob's supervisor is Alice: her size stays hidden when reached through the relation too.
    expect(bobRow.supervisor).toEqual({ firstName: 'Alice', tshirtSize: null });
  });

  it('applies a relation where inside the statement', async () => {
    const res = await t.gql<{ users: { licenses: { licenseNumber: string }[] }[] }>(
      `{ users(where: { firstName: { equals: "Alice" } }) { licenses(where: { codes: { is: { title: { startsWith: "Elec" } } } }) { licenseNumber } } }`,
      {},
      editor.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.users).toEqual([{ licenses: [{ licenseNumber: 'E-1' }] }]);
  });

  it('counts related rows under _count in the same statement, at every level, as the viewer may see them', async () => {
    const ask = (token: string) =>
      t.gql<{ findManyCodes: { title: string; _count: { licenses: number; certifications: number } }[] }>(
        `{ findManyCodes(where: { title: { in: ["Electrician", "Fire Alarm"] } }, orderBy: [{ title: asc }]) { title _count { licenses certifications } } }`,
        {},
        token,
      );
    await ask(editor.token);
    let answer: Awaited<ReturnType<typeof ask>> | undefined;
    const statements = await statementsDuring(t, async () => (answer = await ask(editor.token)));
    expect(answer!.errors).toBeUndefined();
    expect(answer!.data!.findManyCodes).toEqual([
      { title: 'Electrician', _count: { licenses: 1, certifications: 0 } },
      { title: 'Fire Alarm', _count: { licenses: 2, certifications: 0 } },
    ]);
    expect(statements).toBe(1);
    // A plain user reads only their own licenses, so only those are counted for them.
    expect((await ask(bob.token)).data!.findManyCodes).toEqual([
      { title: 'Electrician', _count: { licenses: 0, certifications: 0 } },
      { title: 'Fire Alarm', _count: { licenses: 1, certifications: 0 } },
    ]);

    // Nested: each user's code counts come with the user's licenses, still one statement.
    const nested = () =>
      t.gql<{ users: { licenses: { codes: { title: string; _count: { licenses: number } } }[] }[] }>(
        `{ users(where: { firstName: { equals: "Bob" } }) { licenses { codes { title _count { licenses } } } } }`,
        {},
        editor.token,
      );
    let nestedAnswer: Awaited<ReturnType<typeof nested>> | undefined;
    expect(await statementsDuring(t, async () => (nestedAnswer = await nested()))).toBe(1);
    expect(nestedAnswer!.data!.users).toEqual([{ licenses: [{ codes: { title: 'Fire Alarm', _count: { licenses: 2 } } }] }]);
  });
});
