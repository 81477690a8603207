/**
 * Writes through the generic layer: each role may change exactly what the spec allows, nested
 * writes are checked against the child's policy, bad input is refused with a clear message,
 * and a refused multi-step write leaves nothing behind.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, licenses, skills, storedFiles, users } from '../../../db/schema';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import type { Role } from '@portal/common';

let t: TestServer;
let as: Record<Role, Actor>;
let target: Actor;
let licenseCode: { id: number };
let skillCode: { id: number };

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
  target = await makeUser(t, { firstName: 'Terry', tshirtSize: 'LG' });
  licenseCode = await makeCode(t, { title: 'Electrician', entity: 'licenses', expirationType: 'manual' });
  skillCode = await makeCode(t, { title: 'Blueprint Reading', entity: 'skills' });
});
afterAll(() => t?.close());

const UPDATE_USER = `mutation($id: Int, $data: UserUpdateInput!) { updateOneUser(where: { id: $id }, data: $data) { id tshirtSize userType yearsOfServiceNote } }`;

async function tshirtOf(id: number) {
  const [row] = await t.db.select({ s: users.tshirtSize }).from(users).where(eq(users.id, id));
  return row.s;
}

describe('T-shirt size and employee fields', () => {
  it('a plain user changes their own T-shirt size', async () => {
    const res = await t.gql(UPDATE_USER, { id: as.user.user.id, data: { tshirtSize: { set: 'XL' } } }, as.user.token);
    expect(res.errors).toBeUndefined();
    expect(await tshirtOf(as.user.user.id)).toBe('XL');
  });

  it("a plain user cannot change someone else's T-shirt size", async () => {
    const res = await t.gql(UPDATE_USER, { id: target.user.id, data: { tshirtSize: { set: 'SM' } } }, as.user.token);
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(await tshirtOf(target.user.id)).toBe('LG');
  });

  it('a plain user cannot raise their own access level', async () => {
    const res = await t.gql(UPDATE_USER, { id: as.user.user.id, data: { userType: { set: 'webEditor' } } }, as.user.token);
    expect(errorCode(res)).toBe('FORBIDDEN');
    const [row] = await t.db.select({ r: users.userType }).from(users).where(eq(users.id, as.user.user.id));
    expect(row.r).toBe('user');
  });

  it('admins edit T-shirt sizes of others but not the access level', async () => {
    expect((await t.gql(UPDATE_USER, { id: target.user.id, data: { tshirtSize: { set: 'MD' } } }, as.admin.token)).errors).toBeUndefined();
    expect(errorCode(await t.gql(UPDATE_USER, { id: target.user.id, data: { userType: { set: 'admin' } } }, as.admin.token))).toBe('FORBIDDEN');
  });

  it('only a webEditor sets the access level, the years-of-service note and the profile image', async () => {
    for (const role of ['superAdmin', 'admin', 'fieldSupervisor'] as const) {
      for (const data of [{ userType: { set: 'admin' } }, { yearsOfServiceNote: { set: 'note' } }, { profileImage: { set: '/files/x.png' } }]) {
        expect(errorCode(await t.gql(UPDATE_USER, { id: target.user.id, data }, as[role].token)), `${role} ${Object.keys(data)[0]}`).toBe('FORBIDDEN');
      }
    }
    const res = await t.gql(UPDATE_USER, { id: target.user.id, data: { userType: { set: 'admin' }, yearsOfServiceNote: { set: ' Includes 3 years at Acme ' } } }, as.webEditor.token);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ updateOneUser: expect.objectContaining({ userType: 'admin', yearsOfServiceNote: 'Includes 3 years at Acme' }) });
    await t.gql(UPDATE_USER, { id: target.user.id, data: { userType: { set: 'user' } } }, as.webEditor.token);
  });

  it('refuses bad values with a clear message', async () => {
    const bad = await t.gql(UPDATE_USER, { id: target.user.id, data: { tshirtSize: { set: 'HUGE' } } }, as.webEditor.token);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toMatch(/Tshirt size must be one of/);
    const long = await t.gql(UPDATE_USER, { id: target.user.id, data: { yearsOfServiceNote: { set: 'x'.repeat(101) } } }, as.webEditor.token);
    expect(long.errors?.[0].message).toBe('Years of service note must be at most 100 characters.');
    const unwrapped = await t.gql(`mutation($id: Int) { updateOneUser(where: { id: $id }, data: { tshirtSize: "SM" }) { id } }`, { id: target.user.id }, as.webEditor.token);
    expect(unwrapped.errors?.[0].message).toMatch(/StringFieldUpdateOperationsInput/);
  });
});

const NESTED = `mutation($id: Int, $data: UserUpdateInput!) { updateOneUser(where: { id: $id }, data: $data) { id skills { id } licenses { id } } }`;

describe('qualifications through the user update (nested writes)', () => {
  it('a field supervisor adds and deletes a skill', async () => {
    const add = await t.gql<{ updateOneUser: { skills: { id: number }[] } }>(
      NESTED,
      { id: target.user.id, data: { skills: { create: [{ issueDate: '2026-01-15', codes: { connect: { id: skillCode.id } } }] } } },
      as.fieldSupervisor.token,
    );
    expect(add.errors).toBeUndefined();
    const [skill] = add.data!.updateOneUser.skills;
    const [stored] = await t.db.select().from(skills).where(eq(skills.id, skill.id));
    expect(stored).toMatchObject({ userId: target.user.id, codeId: skillCode.id, issueDate: '2026-01-15' });
    const del = await t.gql(NESTED, { id: target.user.id, data: { skills: { delete: [{ id: skill.id }] } } }, as.fieldSupervisor.token);
    expect(del.errors).toBeUndefined();
    expect(await t.db.select().from(skills).where(eq(skills.id, skill.id))).toEqual([]);
  });

  it('a field supervisor cannot add a license, and nothing of the request is kept', async () => {
    const res = await t.gql(
      NESTED,
      {
        id: target.user.id,
        data: {
          skills: { create: [{ codes: { connect: { id: skillCode.id } } }] },
          licenses: { create: [{ licenseNumber: 'L-1', codes: { connect: { id: licenseCode.id } } }] },
        },
      },
      as.fieldSupervisor.token,
    );
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(await t.db.select().from(skills).where(eq(skills.userId, target.user.id))).toEqual([]);
    expect(await t.db.select().from(licenses).where(eq(licenses.userId, target.user.id))).toEqual([]);
  });

  it('a superAdmin adds a license with an expiration date given as the picker timestamp', async () => {
    const res = await t.gql<{ updateOneUser: { licenses: { id: number }[] } }>(
      NESTED,
      {
        id: target.user.id,
        data: { licenses: { create: [{ licenseNumber: 'L-7', issueDate: '2026-03-01T13:00:00.000Z', expDate: '2027-03-01T03:59:00.000Z', codes: { connect: { id: licenseCode.id } } }] } },
      },
      as.superAdmin.token,
    );
    expect(res.errors).toBeUndefined();
    const [row] = await t.db.select().from(licenses).where(eq(licenses.userId, target.user.id));
    expect(row).toMatchObject({ issueDate: '2026-03-01', expDate: '2027-03-01', licenseNumber: 'L-7' });
  });

  it("cannot update or delete another employee's record through this employee", async () => {
    const [theirs] = await t.db.insert(licenses).values({ userId: as.user.user.id, codeId: licenseCode.id, licenseNumber: 'OWN', expDate: '2030-01-01' }).returning();
    const upd = await t.gql(NESTED, { id: target.user.id, data: { licenses: { update: [{ where: { id: theirs.id }, data: { licenseNumber: { set: 'HIJACK' } } }] } } }, as.webEditor.token);
    expect(errorCode(upd)).toBe('NOT_FOUND');
    const del = await t.gql(NESTED, { id: target.user.id, data: { licenses: { delete: [{ id: theirs.id }] } } }, as.webEditor.token);
    expect(errorCode(del)).toBe('NOT_FOUND');
    const [still] = await t.db.select().from(licenses).where(eq(licenses.id, theirs.id));
    expect(still.licenseNumber).toBe('OWN');
  });

  it('a duplicate code for the same employee is a conflict with a clear message', async () => {
    const res = await t.gql(NESTED, { id: target.user.id, data: { licenses: { create: [{ expDate: '2030-01-01', codes: { connect: { id: licenseCode.id } } }] } } }, as.webEditor.token);
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.errors?.[0].message).toBe('This employee already holds this license.');
  });

  it('a connect to a code that does not exist is refused', async () => {
    const res = await t.gql(NESTED, { id: target.user.id, data: { skills: { create: [{ codes: { connect: { id: 999999 } } }] } } }, as.webEditor.token);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
  });
});

describe('creates, deletes and the audit log', () => {
  it('only webEditors add and delete documents; the server sets who and when', async () => {
    await t.db.insert(storedFiles).values({ objectKey: 'abc.pdf', originalName: 'handbook.pdf', mimetype: 'application/pdf', size: 10, kind: 'file' });
    const create = `mutation { createOneDocuments(data: { name: "Handbook", path: "/files/abc.pdf", description: "Employee handbook", createdBy: "Mallory", createdAt: "2000-01-01T00:00:00Z" }) { id createdBy createdAt } }`;
    for (const role of ['user', 'fieldSupervisor', 'admin', 'superAdmin'] as const) {
      expect(errorCode(await t.gql(create, {}, as[role].token)), role).toBe('FORBIDDEN');
    }
    const res = await t.gql<{ createOneDocuments: { id: number; createdBy: string | null; createdAt: string } }>(create, {}, as.webEditor.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createOneDocuments.createdBy).toBe(`${as.webEditor.user.firstName} ${as.webEditor.user.lastName}`);
    expect(new Date(res.data!.createOneDocuments.createdAt).getFullYear()).toBeGreaterThan(2000);
    const id = res.data!.createOneDocuments.id;
    expect(errorCode(await t.gql(`mutation($id: Int) { deleteOneDocuments(where: { id: $id }) { id } }`, { id }, as.superAdmin.token))).toBe('FORBIDDEN');
    const del = await t.gql(`mutation($id: Int) { deleteOneDocuments(where: { id: $id }) { id name } }`, { id }, as.webEditor.token);
    expect(del.data).toEqual({ deleteOneDocuments: { id, name: 'Handbook' } });
    const trail = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'Documents'), eq(auditLog.entityId, String(id))));
    expect(trail.map((a) => [a.action, a.actorUserId])).toEqual([
      ['create', as.webEditor.user.id],
      ['delete', as.webEditor.user.id],
    ]);
    expect(trail[1].before).toMatchObject({ name: 'Handbook' });
  });

  it('required fields are named when missing', async () => {
    const res = await t.gql(`mutation { createOneCalEvents(data: { title: "Safety day" }) { id } }`, {}, as.superAdmin.token);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toBe('Date is required.');
    const blank = await t.gql(`mutation { createOneCalEvents(data: { title: "   ", date: "2026-12-01T15:00:00Z" }) { id } }`, {}, as.superAdmin.token);
    expect(blank.errors?.[0].message).toBe('Title is required.');
  });
});

describe('updateMany and deleteMany', () => {
  const events = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ title: `${prefix} ${i}`, date: new Date(Date.UTC(2031, 0, 1 + i)) }));

  it('change and remove every matching row in one request, each recorded in the audit log', async () => {
    const { calEvents } = await import('../../../db/schema');
    await t.db.insert(calEvents).values(events('Toolbox talk', 150));
    await t.db.insert(calEvents).values(events('Other', 2));
    const update = `mutation($d: CalEventsUpdateManyMutationInput!) { updateManyCalEvents(where: { title: { startsWith: "Toolbox talk" } }, data: $d) { count } }`;
    expect(errorCode(await t.gql(update, { d: { title: { set: 'Stand-down' } } }, as.admin.token))).toBe('FORBIDDEN');
    // A bad value refuses the whole request: nothing changes.
    expect(errorCode(await t.gql(update, { d: { title: { set: 'x'.repeat(5000) } } }, as.webEditor.token))).toBe('BAD_USER_INPUT');
    const res = await t.gql<{ updateManyCalEvents: { count: number } }>(update, { d: { title: { set: 'Toolbox talk (moved)' } } }, as.webEditor.token);
    expect(res.data?.updateManyCalEvents.count).toBe(150);
    const rows = await t.db.select({ title: calEvents.title }).from(calEvents);
    expect(rows.filter((r) => r.title === 'Toolbox talk (moved)')).toHaveLength(150);
    expect(rows.filter((r) => r.title.startsWith('Other'))).toHaveLength(2);
    const audited = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'CalEvents'), eq(auditLog.action, 'update')));
    expect(audited).toHaveLength(150);
    expect(audited[0].before).toMatchObject({ title: expect.stringMatching(/^Toolbox talk \d+$/) });
    expect(audited[0].after).toMatchObject({ title: 'Toolbox talk (moved)' });

    const remove = `mutation { deleteManyCalEvents(where: { title: { equals: "Toolbox talk (moved)" } }) { count } }`;
    expect(errorCode(await t.gql(remove, {}, as.user.token))).toBe('FORBIDDEN');
    const removed = await t.gql<{ deleteManyCalEvents: { count: number } }>(remove, {}, as.superAdmin.token);
    expect(removed.data?.deleteManyCalEvents.count).toBe(150);
    expect((await t.db.select().from(calEvents)).map((r) => r.title).sort()).toEqual(['Other 0', 'Other 1']);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'CalEvents'), eq(auditLog.action, 'delete')))).toHaveLength(150);
  });

  it('send as many SQL statements for 150 rows as for 3 on a model without hooks (set-based, not row by row)', async () => {
    const { calEvents } = await import('../../../db/schema');
    await t.db.insert(calEvents).values([...events('Crane week', 3), ...events('Scaffold week', 150)]);
    /** Statements one request sends, its session already checked (and cached) by the request before. */
    const statementsOf = async (query: string, prefix: string) => {
      await t.gql('{ __typename }', {}, as.superAdmin.token);
      const before = t.statements();
      const res = await t.gql<Record<string, { count: number }>>(query.replaceAll('PREFIX', prefix), {}, as.superAdmin.token);
      expect(res.errors).toBeUndefined();
      return { count: Object.values(res.data!)[0].count, statements: t.statements() - before };
    };
    const update = `mutation { updateManyCalEvents(where: { title: { startsWith: "PREFIX" } }, data: { title: { set: "PREFIX (moved)" } }) { count } }`;
    const few = await statementsOf(update, 'Crane week');
    const many = await statementsOf(update, 'Scaffold week');
    expect([few.count, many.count]).toEqual([3, 150]);
    expect(many.statements).toBe(few.statements);
    expect(many.statements).toBeLessThanOrEqual(8);

    const remove = `mutation { deleteManyCalEvents(where: { title: { startsWith: "PREFIX" } }) { count } }`;
    const fewGone = await statementsOf(remove, 'Crane week');
    const manyGone = await statementsOf(remove, 'Scaffold week');
    expect([fewGone.count, manyGone.count]).toEqual([3, 150]);
    expect(manyGone.statements).toBe(fewGone.statements);
    expect(manyGone.statements).toBeLessThanOrEqual(8);
  });
});
