/**
 * Who changed what (issue 26 item 5): a record's history, per role; only fields the viewer may
 * read on the record; newest first, paged, one statement a page; still there once the record is
 * deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/common';
import { queryRows } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { sql } from '../../../db/sql';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, statementsDuring, type TestServer } from '../../../test/server';
import { companyTime } from '../history';

let t: TestServer;
let as: Record<Role, Actor>;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
});
afterAll(() => t?.close());

interface Change { field: string; label: string; before: string | null; after: string | null }
interface Entry { at: string; atCompanyTime: string; actorName: string | null; actorEmployeeNumber: string | null; action: string; changes: Change[] }
type Page = { recordHistory: { total: number; entries: Entry[] } };

const HISTORY = `query($record: HistoryRecord!, $id: ID!, $skip: Int, $take: Int) {
  recordHistory(record: $record, id: $id, skip: $skip, take: $take) { total entries { at atCompanyTime actorName actorEmployeeNumber action changes { field label before after } } }
}`;
const UPDATE_CODE = `mutation($id: Int, $data: CodesUpdateInput!) { updateOneCodes(where: { id: $id }, data: $data) { id } }`;
const DELETE_CODE = `mutation($id: Int) { deleteOneCodes(where: { id: $id }) { id } }`;
const UPDATE_USER = `mutation($id: Int, $data: UserUpdateInput!) { updateUser(where: { id: $id }, data: $data) { id } }`;
const CREATE_PROJECT = `mutation($d: ProjectCreateInput!) { createOneProject(data: $d) { id } }`;
const UPDATE_PROJECT = `mutation($id: Int, $d: ProjectUpdateInput!) { updateOneProject(where: { id: $id }, data: $d) { id } }`;

const history = (record: string, id: number | string, token: string | null, paging: { skip?: number; take?: number } = {}) =>
  t.gql<Page>(HISTORY, { record, id: String(id), ...paging }, token);

const nameOf = (a: Actor) => `${a.user.firstName} ${a.user.lastName}`;

describe('who may read a history', () => {
  it('admin, superAdmin and webEditor read it with the actor, the time in the company zone and before -> after; user and fieldSupervisor are refused, anonymous too', async () => {
    const code = await makeCode(t, { points: 10 });
    expect((await t.gql(UPDATE_CODE, { id: code.id, data: { points: { set: 25 } } }, as.webEditor.token)).errors).toBeUndefined();

    for (const role of ['admin', 'superAdmin', 'webEditor'] as const) {
      const res = await history('CODE', code.id, as[role].token);
      expect(res.errors, role).toBeUndefined();
      const { total, entries } = res.data!.recordHistory;
      expect(total).toBe(1);
      expect(entries[0]).toMatchObject({ actorName: nameOf(as.webEditor), actorEmployeeNumber: as.webEditor.user.employeeNumber, action: 'update' });
      expect(entries[0].changes).toEqual([{ field: 'points', label: 'Points', before: '10', after: '25' }]);
      // America/New_York unless COMPANY_TIME_ZONE says otherwise: "11/26/2026 12:38 PM EST".
      expect(entries[0].atCompanyTime).toBe(companyTime(new Date(entries[0].at), 'America/New_York'));
      expect(entries[0].atCompanyTime).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M E[SD]T$/);
    }
    for (const role of ['user', 'fieldSupervisor'] as const) expect(errorCode(await history('CODE', code.id, as[role].token)), role).toBe('FORBIDDEN');
    expect(errorCode(await history('CODE', code.id, null))).toBe('UNAUTHENTICATED');
  });

  it("a baseball card's history: the employee's own fields changed, by whom", async () => {
    const employee = await makeUser(t, { yearsOfServiceNote: 'From HR' });
    expect((await t.gql(UPDATE_USER, { id: employee.user.id, data: { yearsOfServiceNote: { set: 'Includes 2 years at Acme' } } }, as.webEditor.token)).errors).toBeUndefined();
    const res = await history('EMPLOYEE', employee.user.id, as.admin.token);
    expect(res.data!.recordHistory.entries.map((e) => [e.actorName, e.changes])).toEqual([[nameOf(as.webEditor), [{ field: 'yearsOfServiceNote', label: 'Years of Service Note', before: 'From HR', after: 'Includes 2 years at Acme' }]]]);
  });

  it('refuses bad input with a clear code', async () => {
    expect(errorCode(await history('CODE', 1, as.webEditor.token, { take: 10_001 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await history('CODE', 1, as.webEditor.token, { skip: -1 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await history('CODE', ' ', as.webEditor.token))).toBe('BAD_USER_INPUT');
    expect((await history('PAYROLL', 1, as.webEditor.token)).errors?.[0].message).toMatch(/HistoryRecord/);
  });
});

describe('field masks', () => {
  it('never shows a secret the audit row holds (password hash, tokens), in either spelling', async () => {
    const employee = await makeUser(t);
    // An older or hand-written audit row may hold the whole raw row, secrets included.
    await t.db.insert(auditLog).values({
      actorUserId: as.webEditor.user.id,
      entity: 'User',
      entityId: String(employee.user.id),
      action: 'update',
      before: { passwordHash: '$argon2id$old', password_hash: '$argon2id$old', tokenHash: 'a1', phone: '555-0100' },
      after: { passwordHash: '$argon2id$new', password_hash: '$argon2id$new', tokenHash: 'b2', phone: '555-0199' },
    });
    const res = await history('EMPLOYEE', employee.user.id, as.webEditor.token);
    const [entry] = res.data!.recordHistory.entries;
    expect(entry.changes).toEqual([{ field: 'phone', label: 'Phone', before: '555-0100', after: '555-0199' }]);
    expect(JSON.stringify(res.data)).not.toMatch(/argon2id|a1|b2|passwordHash|tokenHash/);
  });

  it("shows each role only the fields it may read on the record: an admin sees their project's name change, not its phone", async () => {
    const created = await t.gql<{ createOneProject: { id: number } }>(
      CREATE_PROJECT,
      { d: { project_num: 'H-100', name: 'Harbor Tower', manager: 'Ann Manager', supervisor: 'Sam Super', address: '1 Main St', city: 'Providence', state: 'RI', zip: '02903' } },
      as.webEditor.token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createOneProject.id;
    // An admin reads only their own project (decision 0130; historyScope.test.ts has the rest).
    await queryRows(t.db, sql`update users set project_id = ${id} where id = ${as.admin.user.id}`);
    expect((await t.gql(UPDATE_PROJECT, { id, d: { name: { set: 'Harbor Tower II' }, phone: { set: '(401) 555-0100' } } }, as.webEditor.token)).errors).toBeUndefined();

    const editorView = (await history('PROJECT', id, as.webEditor.token)).data!.recordHistory.entries[0].changes.map((c) => c.field);
    expect(editorView).toEqual(expect.arrayContaining(['name', 'phone']));
    const adminView = (await history('PROJECT', id, as.admin.token)).data!.recordHistory;
    expect(adminView.entries[0].changes).toEqual([{ field: 'name', label: 'Name', before: 'Harbor Tower', after: 'Harbor Tower II' }]);
    // The create shows only what an admin may read on a project too.
    expect(adminView.entries[1].changes.map((c) => c.field).sort()).toEqual(['id', 'name', 'project_num']);
  });
});

describe('paging and deleted records', () => {
  it('pages newest first with the total, in one SQL statement a page (also past the end)', async () => {
    const code = await makeCode(t, { points: 0 });
    for (let points = 1; points <= 12; points++) {
      expect((await t.gql(UPDATE_CODE, { id: code.id, data: { points: { set: points } } }, as.superAdmin.token)).errors).toBeUndefined();
    }
    await history('CODE', code.id, as.webEditor.token); // the session is checked (and cached) on the first request
    const pages: Page['recordHistory'][] = [];
    for (const skip of [0, 5, 10, 15]) {
      let page: Awaited<ReturnType<typeof history>> | undefined;
      const statements = await statementsDuring(t, async () => (page = await history('CODE', code.id, as.webEditor.token, { skip, take: 5 })));
      expect(statements, `skip ${skip}`).toBe(1);
      pages.push(page!.data!.recordHistory);
    }
    expect(pages.map((p) => p.total)).toEqual([12, 12, 12, 12]);
    expect(pages.map((p) => p.entries.map((e) => e.changes[0].after))).toEqual([
      ['12', '11', '10', '9', '8'],
      ['7', '6', '5', '4', '3'],
      ['2', '1'],
      [],
    ]);
  });

  it("a deleted record's history stays readable by entity and id, ending with the delete", async () => {
    const code = await makeCode(t, { title: 'Crane Operator', points: 5 });
    expect((await t.gql(UPDATE_CODE, { id: code.id, data: { points: { set: 6 } } }, as.webEditor.token)).errors).toBeUndefined();
    expect((await t.gql(DELETE_CODE, { id: code.id }, as.webEditor.token)).errors).toBeUndefined();

    const res = await history('CODE', code.id, as.webEditor.token);
    expect(res.errors).toBeUndefined();
    const { total, entries } = res.data!.recordHistory;
    expect(total).toBe(2);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update']);
    expect(entries[0].changes).toEqual(expect.arrayContaining([{ field: 'title', label: 'Title', before: 'Crane Operator', after: null }]));
    // Nothing can take audit rows with a record: the table has no foreign key either way.
    const keys = await queryRows(t.db, sql`select conname from pg_constraint where contype = 'f' and (conrelid = 'audit_log'::regclass or confrelid = 'audit_log'::regclass)`);
    expect(keys).toEqual([]);
  });
});
