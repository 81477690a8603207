/** The Settings area's data on the server: calendar events, documents, employee relations, portal settings. */
import { clock } from '@portal/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/common';
import { documents, storedFiles } from '../../../db/schema';
import { makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let as: Record<Role, Actor>;
let boss: Actor;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
  boss = await makeUser(t, { jobTitle: 'Project Manager', firstName: 'Bea' });
  await makeUser(t, { jobTitle: 'Apprentice Electrician' });
});
afterAll(() => t?.close());

describe('calendar events', () => {
  it('superAdmins and webEditors create, edit and delete them; everyone reads upcoming ones in date order', async () => {
    const create = `mutation($d: CalEventsCreateInput!) { createOneCalEvents(data: $d) { id title date } }`;
    expect(errorCode(await t.gql(create, { d: { title: 'x', date: '2030-01-01T15:00:00Z' } }, as.admin.token))).toBe('FORBIDDEN');
    const late = await t.gql<{ createOneCalEvents: { id: number } }>(create, { d: { title: 'Holiday party', date: '2030-12-18T23:00:00.000Z' } }, as.superAdmin.token);
    const early = await t.gql<{ createOneCalEvents: { id: number } }>(create, { d: { title: 'Safety day', date: '2030-03-02T14:00:00.000Z' } }, as.webEditor.token);
    await t.gql(create, { d: { title: 'Past', date: '2020-01-01T12:00:00.000Z' } }, as.webEditor.token);
    const edit = await t.gql(`mutation($id: Int) { updateOneCalEvents(where: { id: $id }, data: { title: { set: "Safety stand-down" } }) { title } }`, { id: early.data!.createOneCalEvents.id }, as.superAdmin.token);
    expect(edit.data).toEqual({ updateOneCalEvents: { title: 'Safety stand-down' } });
    const list = await t.gql<{ findManyCalEvents: { title: string; date: string }[] }>(
      `query($now: DateTime) { findManyCalEvents(where: { date: { gte: $now } }, orderBy: [{ date: asc }]) { title date } }`,
      { now: clock.now().toISOString() },
      as.user.token,
    );
    expect(list.data?.findManyCalEvents).toEqual([
      { title: 'Safety stand-down', date: '2030-03-02T14:00:00.000Z' },
      { title: 'Holiday party', date: '2030-12-18T23:00:00.000Z' },
    ]);
    const del = await t.gql(`mutation($id: Int) { deleteOneCalEvents(where: { id: $id }) { id } }`, { id: late.data!.createOneCalEvents.id }, as.superAdmin.token);
    expect(del.errors).toBeUndefined();
  });

  it('refuses a title over 200 characters with a message that names the limit, on create and on edit', async () => {
    const create = `mutation($d: CalEventsCreateInput!) { createOneCalEvents(data: $d) { id } }`;
    const long = await t.gql(create, { d: { title: 'x'.repeat(201), date: '2030-05-01T15:00:00Z' } }, as.webEditor.token);
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0].message).toBe('Title must be at most 200 characters.');
    const made = await t.gql<{ createOneCalEvents: { id: number } }>(create, { d: { title: 'x'.repeat(200), date: '2030-05-01T15:00:00Z' } }, as.webEditor.token);
    const edit = await t.gql(`mutation($id: Int, $t: String) { updateOneCalEvents(where: { id: $id }, data: { title: { set: $t } }) { id } }`, { id: made.data!.createOneCalEvents.id, t: 'y'.repeat(201) }, as.webEditor.token);
    expect(edit.errors?.[0].message).toBe('Title must be at most 200 characters.');
  });
});

describe('documents', () => {
  it('a new cell phone list replaces the previous one in the same save', async () => {
    const file = async (key: string, originalName: string) =>
      t.db.insert(storedFiles).values({ objectKey: key, originalName, mimetype: 'application/pdf', size: 1, kind: 'file' });
    await file('old-list.pdf', 'contact-list.pdf');
    await file('new-list.pdf', 'contact-list.pdf');
    await file('policy.pdf', 'policy.pdf');
    const create = `mutation($path: String!, $name: String!) { createOneDocuments(data: { name: $name, path: $path, description: "x" }) { id description } }`;
    const first = await t.gql<{ createOneDocuments: { id: number; description: string } }>(create, { path: '/files/old-list.pdf', name: 'Cell phones' }, as.webEditor.token);
    expect(first.data?.createOneDocuments.description).toBe('Cell Phone List');
    await t.gql(create, { path: '/files/policy.pdf', name: 'Policy' }, as.webEditor.token);
    const second = await t.gql(create, { path: '/files/new-list.pdf', name: 'Cell phones' }, as.webEditor.token);
    expect(second.errors).toBeUndefined();
    const left = await t.db.select({ path: documents.path }).from(documents);
    expect(left.map((d) => d.path).sort()).toEqual(['/files/new-list.pdf', '/files/policy.pdf']);
  });

  it('a document must point at an uploaded file', async () => {
    const res = await t.gql(`mutation { createOneDocuments(data: { name: "x", path: "/etc/passwd", description: "x" }) { id } }`, {}, as.webEditor.token);
    expect(res.errors?.[0].message).toBe('Please upload the file first.');
    expect(await t.db.select().from(documents).where(eq(documents.path, '/etc/passwd'))).toEqual([]);
  });
});

describe('employee relations', () => {
  const CREATE = `mutation($d: EmployeeRelationsCreateInput!) { createOneEmployeeRelations(data: $d) { id group title supervisor { employeeNumber } } }`;

  it('only webEditors add them; the duplicate rule uses the spec message', async () => {
    const d = { group: 'D2', title: 'Apprentice Electrician', supervisor: { connect: { id: boss.user.id } } };
    expect(errorCode(await t.gql(CREATE, { d }, as.superAdmin.token))).toBe('FORBIDDEN');
    const ok = await t.gql(CREATE, { d }, as.webEditor.token);
    expect(ok.data).toEqual({ createOneEmployeeRelations: { id: expect.any(Number), group: 'D2', title: 'Apprentice Electrician', supervisor: { employeeNumber: boss.user.employeeNumber } } });
    const dup = await t.gql(CREATE, { d }, as.webEditor.token);
    expect(dup.errors?.[0]).toMatchObject({ message: 'This combination of group, title, and supervisor already exists.', extensions: { code: 'CONFLICT' } });
    const sameTitle = await t.gql(CREATE, { d: { ...d, group: 'D3' } }, as.webEditor.token);
    expect(sameTitle.errors?.[0].message).toBe('This job title already has an employee relation.');
    const unknownTitle = await t.gql(CREATE, { d: { ...d, title: 'Astronaut' } }, as.webEditor.token);
    expect(unknownTitle.errors?.[0].message).toBe('Choose a job title that employees have.');
    const badGroup = await t.gql(CREATE, { d: { ...d, group: 'D9', title: 'Project Manager' } }, as.webEditor.token);
    expect(badGroup.errors?.[0].message).toMatch(/Group must be one of: D1, D2, D3, D4, D5/);
  });

  it('are updated and deleted by job title (the spec calls)', async () => {
    const upd = await t.gql(
      `mutation($s: String!) { updateEmployeeRelations(jobTitle: "Apprentice Electrician", supervisor: $s, group: "D4") { group supervisor { employeeNumber } } }`,
      { s: as.admin.user.employeeNumber },
      as.webEditor.token,
    );
    expect(upd.data).toEqual({ updateEmployeeRelations: { group: 'D4', supervisor: { employeeNumber: as.admin.user.employeeNumber } } });
    expect(errorCode(await t.gql(`mutation { deleteEmployeeRelations(jobTitle: "Apprentice Electrician") { id } }`, {}, as.admin.token))).toBe('FORBIDDEN');
    const del = await t.gql(`mutation { deleteEmployeeRelations(jobTitle: "Apprentice Electrician") { title } }`, {}, as.webEditor.token);
    expect(del.data).toEqual({ deleteEmployeeRelations: { title: 'Apprentice Electrician' } });
    expect(errorCode(await t.gql(`mutation { deleteEmployeeRelations(jobTitle: "Apprentice Electrician") { id } }`, {}, as.webEditor.token))).toBe('NOT_FOUND');
  });
});

describe('portal settings', () => {
  it('everyone reads them; only webEditors change them, with real employee numbers and web addresses', async () => {
    const read = await t.gql<{ portalSettings: { quickLinks: unknown[] } }>(`{ portalSettings { quickLinks { label url } learningSiteUrl allFollowupsViewers } }`, {}, as.user.token);
    expect(read.errors).toBeUndefined();
    const update = `mutation($i: PortalSettingsInput!) { updatePortalSettings(input: $i) { allFollowupsViewers quickLinks { label url } learningSiteUrl } }`;
    expect(errorCode(await t.gql(update, { i: { learningSiteUrl: 'https://learn.example.com' } }, as.superAdmin.token))).toBe('FORBIDDEN');
    const bad = await t.gql(update, { i: { allFollowupsViewers: ['123'] } }, as.webEditor.token);
    expect(bad.errors?.[0].message).toBe('Unknown employee number: 123.');
    const badUrl = await t.gql(update, { i: { learningSiteUrl: 'javascript:alert(1)' } }, as.webEditor.token);
    expect(errorCode(badUrl)).toBe('BAD_USER_INPUT');
    const ok = await t.gql(update, { i: { allFollowupsViewers: [as.admin.user.employeeNumber], quickLinks: [{ label: 'Store', url: 'https://store.example.com' }], learningSiteUrl: 'https://learn.example.com' } }, as.webEditor.token);
    expect(ok.data).toEqual({ updatePortalSettings: { allFollowupsViewers: [as.admin.user.employeeNumber], quickLinks: [{ label: 'Store', url: 'https://store.example.com' }], learningSiteUrl: 'https://learn.example.com' } });
  });
});
