/**
 * A plain user with a hand-made request gets no more than the screens give them: their own
 * record in full, the directory fields of others, and nothing hidden through filters,
 * relations or sorting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenses, skills } from '../../../db/schema';
import { makeCode, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let me: Actor;
let other: Actor;
let supervisor: Actor;

beforeAll(async () => {
  t = await startTestServer();
  supervisor = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Sam' });
  me = await makeUser(t, { firstName: 'Uma', tshirtSize: 'MD', supervisorId: supervisor.user.id });
  other = await makeUser(t, { firstName: 'Otto', tshirtSize: 'XL', dateOfBirth: '1980-04-02', address: '1 Main St' });
  const code = await makeCode(t, { title: 'Electrician', points: 25 });
  const skill = await makeCode(t, { title: 'Conduit Bending', entity: 'skills', points: 3 });
  await t.db.insert(licenses).values([
    { userId: me.user.id, codeId: code.id, licenseNumber: 'MINE' },
    { userId: other.user.id, codeId: code.id, licenseNumber: 'THEIRS' },
  ]);
  await t.db.insert(skills).values({ userId: other.user.id, codeId: skill.id });
});
afterAll(() => t?.close());

describe('a plain user reading employees', () => {
  it('sees their own record in full', async () => {
    const res = await t.gql<{ user: { tshirtSize: string; points: number } }>(
      `query($id: Int) { user(where: { id: $id }) { tshirtSize points } }`,
      { id: me.user.id },
      me.token,
    );
    expect(res.data?.user).toEqual({ tshirtSize: 'MD', points: 25 });
  });

  it('sees only directory fields of someone else', async () => {
    const res = await t.gql<{ user: Record<string, unknown> }>(
      `query($id: Int) { user(where: { id: $id }) { firstName employeeNumber tshirtSize dateOfBirth address points licenses { licenseNumber } } }`,
      { id: other.user.id },
      me.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.user).toEqual({
      firstName: 'Otto',
      employeeNumber: other.user.employeeNumber,
      tshirtSize: null,
      dateOfBirth: null,
      address: null,
      points: null,
      licenses: [],
    });
  });

  it('cannot learn hidden fields of others through a filter', async () => {
    const res = await t.gql<{ users: { firstName: string }[] }>(
      `{ users(where: { tshirtSize: { equals: "XL" } }) { firstName } }`,
      {},
      me.token,
    );
    // The filter only ever matches the viewer's own row, where the field is visible.
    expect(res.data?.users).toEqual([]);
    const own = await t.gql<{ users: { firstName: string }[] }>(`{ users(where: { tshirtSize: { equals: "MD" } }) { firstName } }`, {}, me.token);
    expect(own.data?.users).toEqual([{ firstName: 'Uma' }]);
  });

  it('cannot filter others through relations they may not see', async () => {
    const res = await t.gql<{ users: { firstName: string }[] }>(
      `{ users(where: { licenses: { some: { licenseNumber: { equals: "THEIRS" } } } }) { firstName } }`,
      {},
      me.token,
    );
    expect(res.data?.users ?? []).toEqual([]);
  });

  it('reads only their own qualifications', async () => {
    const res = await t.gql<{ findManyLicenses: { licenseNumber: string }[] }>(`{ findManyLicenses { licenseNumber } }`, {}, me.token);
    expect(res.data?.findManyLicenses).toEqual([{ licenseNumber: 'MINE' }]);
    const skillsRes = await t.gql<{ findManySkills: unknown[] }>(`{ findManySkills { id } }`, {}, me.token);
    expect(skillsRes.data?.findManySkills).toEqual([]);
  });

  it('is refused entities the screens never show them', async () => {
    for (const q of ['{ contractors { id } }', '{ findManyEmployeeRelations { id } }', '{ reviewCycles { id } }']) {
      const res = await t.gql(q, {}, me.token);
      expect(errorCode(res), q).toBe('FORBIDDEN');
    }
  });

  it('never sees a password hash: the field does not exist', async () => {
    const res = await t.gql(`{ users { passwordHash } }`, {}, me.token);
    expect(res.errors?.[0].message).toMatch(/Cannot query field "passwordHash"/);
    const filter = await t.gql(`{ users(where: { passwordHash: { startsWith: "$" } }) { id } }`, {}, me.token);
    expect(filter.errors?.[0].message).toMatch(/passwordHash/);
  });
});

describe('a field supervisor reading employees', () => {
  it('sees everyone in full', async () => {
    const res = await t.gql<{ user: { tshirtSize: string; skills: unknown[] } }>(
      `query($id: Int) { user(where: { id: $id }) { tshirtSize skills { id } } }`,
      { id: other.user.id },
      supervisor.token,
    );
    expect(res.data?.user).toEqual({ tshirtSize: 'XL', skills: [expect.objectContaining({ id: expect.any(Number) })] });
  });
});

describe('distinct values', () => {
  it('a plain user may list distinct job titles but not distinct T-shirt sizes', async () => {
    const titles = await t.gql(`{ users(distinct: [jobTitle]) { jobTitle } }`, {}, me.token);
    expect(titles.errors).toBeUndefined();
    const sizes = await t.gql(`{ users(distinct: [tshirtSize]) { id } }`, {}, me.token);
    expect(errorCode(sizes)).toBe('FORBIDDEN');
  });
});
