/** The qualification code catalogue's rules (spec 2 sections 3 to 5), enforced by the API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@portal/common';
import { certifications, licenses } from '../../../db/schema';
import { makeCode, makeRoleActors, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let as: Record<Role, Actor>;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
});
afterAll(() => t?.close());

const CREATE = `mutation($data: CodesCreateInput!) { createOneCodes(data: $data) { id title entity points expirationType state level lookupCode } }`;
const UPDATE = `mutation($id: Int, $data: CodesUpdateInput!) { updateOneCodes(where: { id: $id }, data: $data) { id title expirationType } }`;

describe('qualification codes', () => {
  it('superAdmins and webEditors create codes; others only read them', async () => {
    const data = { title: 'Journeyman Electrician', entity: 'licenses', points: 40, expirationType: 'manual', state: 'MA', level: 'journeyman' };
    for (const role of ['user', 'fieldSupervisor', 'admin'] as const) expect(errorCode(await t.gql(CREATE, { data }, as[role].token)), role).toBe('FORBIDDEN');
    const res = await t.gql<{ createOneCodes: Record<string, unknown> }>(CREATE, { data: { ...data, title: '  Journeyman Electrician  ' } }, as.superAdmin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createOneCodes).toMatchObject({ title: 'Journeyman Electrician', state: 'MA', level: 'journeyman' });
    expect((await t.gql(`{ findManyCodes { id } }`, {}, as.user.token)).errors).toBeUndefined();
  });

  it('refuses a duplicate with the spec message: licenses by title, level and state; others by title', async () => {
    await makeCode(t, { title: 'Fire Alarm', entity: 'licenses', state: 'NH', level: 'master' });
    const dup = await t.gql(CREATE, { data: { title: 'fire alarm', entity: 'licenses', points: 5, expirationType: 'none', state: 'NH', level: 'master' } }, as.webEditor.token);
    expect(errorCode(dup)).toBe('CONFLICT');
    expect(dup.errors?.[0].message).toBe('This qualification already exists.');
    const otherState = await t.gql(CREATE, { data: { title: 'Fire Alarm', entity: 'licenses', points: 5, expirationType: 'none', state: 'RI', level: 'master' } }, as.webEditor.token);
    expect(otherState.errors).toBeUndefined();

    await makeCode(t, { title: 'OSHA 10', entity: 'certifications' });
    const cert = await t.gql(CREATE, { data: { title: 'OSHA 10', entity: 'certifications', points: 2, expirationType: 'none', level: 'master' } }, as.webEditor.token);
    expect(cert.errors?.[0].message).toBe('This qualification already exists.');
    const sameTitleOtherCategory = await t.gql(CREATE, { data: { title: 'OSHA 10', entity: 'skills', points: 2, expirationType: 'none' } }, as.webEditor.token);
    expect(sameTitleOtherCategory.errors).toBeUndefined();
  });

  it('an edit may keep its own title, but not take another code\'s', async () => {
    const a = await makeCode(t, { title: 'Code A', entity: 'skills' });
    await makeCode(t, { title: 'Code B', entity: 'skills' });
    expect((await t.gql(UPDATE, { id: a.id, data: { title: { set: 'Code A' }, points: { set: 7 } } }, as.webEditor.token)).errors).toBeUndefined();
    const clash = await t.gql(UPDATE, { id: a.id, data: { title: { set: 'code b' } } }, as.webEditor.token);
    expect(clash.errors?.[0].message).toBe('This qualification already exists.');
  });

  it('takes a license state and level only from the form\'s choices, with the reason', async () => {
    const license = (extra: Record<string, unknown>) => ({ title: `Oil Burner ${JSON.stringify(extra)}`, entity: 'licenses', points: 4, expirationType: 'none', ...extra });
    const badState = await t.gql(CREATE, { data: license({ state: 'ZZ', level: 'master' }) }, as.webEditor.token);
    expect(errorCode(badState)).toBe('BAD_USER_INPUT');
    expect(badState.errors?.[0].message).toBe('License state must be one of MA, NH, CT, RI.');
    const badLevel = await t.gql(CREATE, { data: license({ state: 'MA', level: 'guru' }) }, as.superAdmin.token);
    expect(errorCode(badLevel)).toBe('BAD_USER_INPUT');
    expect(badLevel.errors?.[0].message).toBe('License level must be one of apprentice, journeyman, master.');
    // Nothing was stored, so nothing reaches the Points report.
    expect((await t.gql<{ findManyCodes: unknown[] }>(`{ findManyCodes(where: { title: { startsWith: "Oil Burner" } }) { id } }`, {}, as.webEditor.token)).data?.findManyCodes).toEqual([]);
    // Case and blanks are forgiven; no state or level at all is allowed.
    const ok = await t.gql<{ createOneCodes: Record<string, unknown> }>(CREATE, { data: license({ state: ' ri ', level: 'Master' }) }, as.webEditor.token);
    expect(ok.data?.createOneCodes).toMatchObject({ state: 'RI', level: 'master' });
    expect((await t.gql(CREATE, { data: license({ state: '', level: null }) }, as.webEditor.token)).errors).toBeUndefined();
    const edit = await t.gql(`mutation($id: Int, $data: CodesUpdateInput!) { updateOneCodes(where: { id: $id }, data: $data) { id } }`, { id: ok.data!.createOneCodes.id, data: { state: { set: 'ZZ' } } }, as.webEditor.token);
    expect(edit.errors?.[0].message).toBe('License state must be one of MA, NH, CT, RI.');
  });

  it('validates title, points and expiration type', async () => {
    const long = await t.gql(CREATE, { data: { title: 'x'.repeat(101), entity: 'skills', points: 1, expirationType: 'none' } }, as.webEditor.token);
    expect(long.errors?.[0].message).toBe('Title must be at most 100 characters.');
    const points = await t.gql(CREATE, { data: { title: 'Big', entity: 'skills', points: 1000, expirationType: 'none' } }, as.webEditor.token);
    expect(points.errors?.[0].message).toBe('Points must be a whole number from 0 to 999.');
    const noTitle = await t.gql(CREATE, { data: { title: ' ', entity: 'skills', points: 1, expirationType: 'none' } }, as.webEditor.token);
    expect(noTitle.errors?.[0].message).toBe('Title is required.');
    const type = await t.gql(CREATE, { data: { title: 'T', entity: 'certifications', points: 1, expirationType: 'sometimes' } }, as.webEditor.token);
    expect(type.errors?.[0].message).toMatch(/Expiration type must be one of: manual, none/);
  });

  it('the expiration type and the category cannot change once created', async () => {
    const code = await makeCode(t, { title: 'Aerial Lift', entity: 'certifications', expirationType: 'manual' });
    const res = await t.gql(UPDATE, { id: code.id, data: { expirationType: { set: 'none' } } }, as.webEditor.token);
    expect(res.errors?.[0].message).toBe('The expiration type cannot be changed after the code is created.');
    const moved = await t.gql(UPDATE, { id: code.id, data: { entity: { set: 'skills' } } }, as.webEditor.token);
    expect(moved.errors?.[0].message).toBe('The category of a code cannot be changed.');
  });

  it('a code held by employees cannot be deleted; an unused one can', async () => {
    const held = await makeCode(t, { title: 'Held', entity: 'licenses' });
    await t.db.insert(licenses).values({ userId: as.user.user.id, codeId: held.id });
    const res = await t.gql(`mutation($id: Int) { deleteOneCodes(where: { id: $id }) { id } }`, { id: held.id }, as.webEditor.token);
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.errors?.[0].message).toBe('This code is held by 1 employee and cannot be deleted.');
    const unused = await makeCode(t, { title: 'Unused', entity: 'skills' });
    const ok = await t.gql(`mutation($id: Int) { deleteOneCodes(where: { id: $id }) { title } }`, { id: unused.id }, as.superAdmin.token);
    expect(ok.data).toEqual({ deleteOneCodes: { title: 'Unused' } });
  });

  it('lists the employees using a code (to freeze the expiration type on screen)', async () => {
    const code = await makeCode(t, { title: 'In use', entity: 'licenses' });
    await t.db.insert(licenses).values({ userId: as.admin.user.id, codeId: code.id });
    const res = await t.gql<{ findUniqueCodes: { licenses: { users: { employeeNumber: string } }[] } }>(
      `query($id: Int) { findUniqueCodes(where: { id: $id }) { licenses { users { employeeNumber } } } }`,
      { id: code.id },
      as.webEditor.token,
    );
    expect(res.data?.findUniqueCodes.licenses).toEqual([{ users: { employeeNumber: as.admin.user.employeeNumber } }]);
  });

  it("counts each code's holders: all of them for a manager, as kept by the database; a plain user's own", async () => {
    const code = await makeCode(t, { title: 'Counted', entity: 'licenses' });
    const holders = [as.user, as.admin, as.superAdmin];
    await t.db.insert(licenses).values(holders.map((actor) => ({ userId: actor.user.id, codeId: code.id })));
    await t.db.insert(certifications).values({ userId: as.admin.user.id, codeId: code.id });
    const COUNTS = `query($id: Int!) { findManyCodes(where: { id: { equals: $id } }) { _count { licenses certifications skills deccoUCourses } } }`;
    const counts = async (actor: Actor) => (await t.gql<{ findManyCodes: { _count: unknown }[] }>(COUNTS, { id: code.id }, actor.token)).data?.findManyCodes[0]._count;
    expect(await counts(as.webEditor)).toEqual({ licenses: 3, certifications: 1, skills: 0, deccoUCourses: 0 });
    expect(await counts(as.fieldSupervisor)).toEqual({ licenses: 3, certifications: 1, skills: 0, deccoUCourses: 0 });
    expect(await counts(as.user)).toEqual({ licenses: 1, certifications: 0, skills: 0, deccoUCourses: 0 });
    // A code reached through a holder's record (read in the same statement, nested).
    await t.db.delete(licenses).where(eq(licenses.userId, as.superAdmin.user.id));
    const nested = await t.gql<{ users: { licenses: { codes: { id: number; _count: unknown } }[] }[] }>(
      `query($id: Int!) { users(where: { id: { equals: $id } }) { licenses { codes { id _count { licenses certifications } } } } }`,
      { id: as.admin.user.id },
      as.webEditor.token,
    );
    expect(nested.data?.users[0].licenses.find((l) => l.codes.id === code.id)?.codes._count).toEqual({ licenses: 2, certifications: 1 });
  });
});
