/**
 * The partner directory's requests (web/src/features/directory) as each role gets them: the four
 * manager roles filter by qualifications and read them; a plain user gets only the directory
 * fields every picker shows, never another employee's qualifications (decision 0025).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/common';
import { certifications, licenses, skills } from '../../../db/schema';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let as: Record<Role, Actor>;
let welder: Actor;

const DIRECTORY = `query($where: UserWhereInput) {
  users(where: $where, orderBy: [{ employeeNumber: asc }], take: 25) { employeeNumber firstName skills { codes { title } } licenses { licenseNumber } }
  aggregateUser(where: $where) { _count { _all } }
}`;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
  welder = await makeUser(t, { firstName: 'Wade', lastName: 'Welder' });
  const other = await makeUser(t, { firstName: 'Olive', lastName: 'Other' });
  const welding = await makeCode(t, { title: 'Welding', entity: 'skills' });
  const osha = await makeCode(t, { title: 'OSHA 10', entity: 'certifications', expirationType: 'manual' });
  const nhMaster = await makeCode(t, { title: 'Electrician', state: 'NH', level: 'master' });
  const maMaster = await makeCode(t, { title: 'Electrician', state: 'MA', level: 'master' });
  await t.db.insert(skills).values({ userId: welder.user.id, codeId: welding.id });
  await t.db.insert(certifications).values({ userId: other.user.id, codeId: osha.id, issueDate: '2025-01-01', expDate: '2030-01-01' });
  await t.db.insert(licenses).values([
    { userId: welder.user.id, codeId: maMaster.id, licenseNumber: 'MA-1', issueDate: '2024-01-01', expDate: '2030-01-01' },
    { userId: other.user.id, codeId: nhMaster.id, licenseNumber: 'NH-1', issueDate: '2024-01-01', expDate: '2030-01-01' },
  ]);
});
afterAll(() => t?.close());

const names = (res: { data?: { users: { firstName: string }[] } | null }) => res.data?.users.map((u) => u.firstName);

describe('partner directory requests', () => {
  it.each(['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'] as const)('%s filters by skill and by license state and level, and reads the qualifications', async (role) => {
    const bySkill = await t.gql<{ users: { firstName: string; skills: { codes: { title: string } }[] }[]; aggregateUser: { _count: { _all: number } } }>(
      DIRECTORY,
      { where: { skills: { some: { codes: { is: { title: { startsWith: 'weld', mode: 'insensitive' } } } } } } },
      as[role].token,
    );
    expect(bySkill.errors).toBeUndefined();
    expect(names(bySkill)).toEqual(['Wade']);
    expect(bySkill.data?.users[0].skills).toEqual([{ codes: { title: 'Welding' } }]);
    expect(bySkill.data?.aggregateUser._count._all).toBe(1);
    const byLicense = await t.gql<{ users: { firstName: string }[] }>(
      DIRECTORY,
      { where: { licenses: { some: { codes: { is: { state: { equals: 'NH' }, level: { equals: 'master' } } } } } } },
      as[role].token,
    );
    expect(names(byLicense)).toEqual(['Olive']);
  });

  it("gives a plain user no other employee's qualifications, whether read or used as a filter", async () => {
    const res = await t.gql<{ users: { firstName: string; skills: unknown[] | null; licenses: unknown[] | null }[] }>(
      DIRECTORY,
      { where: { firstName: { equals: 'Wade' } } },
      as.user.token,
    );
    const wade = res.data?.users.find((u) => u.firstName === 'Wade');
    expect(wade?.skills ?? []).toEqual([]);
    expect(wade?.licenses ?? []).toEqual([]);
    const filtered = await t.gql(DIRECTORY, { where: { skills: { some: { codes: { is: { title: { startsWith: 'Weld' } } } } } } }, as.user.token);
    expect(names(filtered as never) ?? []).not.toContain('Wade');
  });
});
