/**
 * History shows only what its reader may open (issue 42 item 4, decision 0130): a live record's
 * history is read by whoever the record's row scope admits (as findUnique would return it), with
 * the fields the same grants show; a deleted record's history only by the roles that read every
 * row of its model. Per role, for a review, a project, an employee and a code, live and deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@portal/common';
import { queryRows } from '../../../db/client';
import { sql } from '../../../db/sql';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type GqlResponse, type TestServer } from '../../../test/server';
import { reviewSteps } from '../../reviews/__tests__/reviewSteps';

let t: TestServer;
let as: Record<Role, Actor>;
let steps: ReturnType<typeof reviewSteps>;
let boss: Actor;
let templateId: number;

beforeAll(async () => {
  t = await startTestServer();
  steps = reviewSteps(t);
  as = await makeRoleActors(t);
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Bo', lastName: 'Boss' });
  // A review needs the subject's supervisor, who manages it: the admin's own review below.
  await queryRows(t.db, sql`update users set supervisor_id = ${boss.user.id} where id = ${as.admin.user.id}`);
  templateId = await steps.sampleTemplate(as.superAdmin);
});
afterAll(() => t?.close());

const HISTORY = `query($record: HistoryRecord!, $id: ID!) {
  recordHistory(record: $record, id: $id) { total entries { action changes { field before after } } }
}`;
type Page = { recordHistory: { total: number; entries: { action: string; changes: { field: string; before: string | null; after: string | null }[] }[] } };

/**
 * What each role reads of a record's history: a refusal's code, or the entries' actions (newest
 * first) and every field any entry shows, sorted.
 */
type Seen = string | { actions: string[]; fields: string[] };
async function seenByRole(record: string, id: number | string): Promise<Record<Role, Seen>> {
  const seen = {} as Record<Role, Seen>;
  for (const role of ROLES) {
    const res = await t.gql<Page>(HISTORY, { record, id: String(id) }, as[role].token);
    const code = errorCode(res);
    if (code) {
      seen[role] = code;
      continue;
    }
    const { total, entries } = res.data!.recordHistory;
    expect(total, role).toBe(entries.length);
    seen[role] = { actions: entries.map((e) => e.action), fields: [...new Set(entries.flatMap((e) => e.changes.map((c) => c.field)))].sort() };
  }
  return seen;
}

const NOTHING = { actions: [], fields: [] };
const refusedBelowAdmin = { user: 'FORBIDDEN', fieldSupervisor: 'FORBIDDEN' } as const;

const ok = <T>(res: GqlResponse<T>): T => {
  expect(res.errors).toBeUndefined();
  return res.data!;
};

describe('a review', () => {
  const REVIEW = 'query($id: Int) { review(where: { id: $id }) { id } }';
  const DELETE = 'mutation($id: Int!) { deleteReviewAndConnectedEvaluations(reviewId: $id) }';

  it("an admin reads the history of a review they may open, not of one a superAdmin gave someone else; once deleted, only superAdmins and webEditors read it, the deleted row's title and status included", async () => {
    const worker = await makeUser(t, { firstName: 'Wendy', lastName: 'Worker', supervisorId: boss.user.id });
    const othersReview = await steps.assignReview(as.superAdmin, worker.user.employeeNumber, templateId);
    const ownReview = await steps.assignReview(as.superAdmin, as.admin.user.employeeNumber, templateId);
    // What the admin may open: the own review, not the other (findUnique answers null).
    expect(ok(await t.gql(REVIEW, { id: othersReview }, as.admin.token))).toEqual({ review: null });
    expect(ok(await t.gql(REVIEW, { id: ownReview }, as.admin.token))).toEqual({ review: { id: ownReview } });

    const created = { actions: ['create'], fields: ['dateToCompleteBy', 'employee', 'template', 'title'] };
    expect(await seenByRole('REVIEW', othersReview)).toEqual({ ...refusedBelowAdmin, admin: NOTHING, superAdmin: created, webEditor: created });
    expect(await seenByRole('REVIEW', ownReview)).toEqual({ ...refusedBelowAdmin, admin: created, superAdmin: created, webEditor: created });

    for (const id of [othersReview, ownReview]) ok(await t.gql(DELETE, { id }, as.superAdmin.token));
    for (const id of [othersReview, ownReview]) {
      const seen = await seenByRole('REVIEW', id);
      expect(seen).toMatchObject({ ...refusedBelowAdmin, admin: NOTHING, superAdmin: seen.webEditor });
      expect(seen.webEditor).toEqual({ actions: ['delete', 'create'], fields: expect.arrayContaining(['title', 'status', 'manager', 'userId', 'templateVersionId']) });
    }
  });
});

describe('a project', () => {
  const CREATE = 'mutation($d: ProjectCreateInput!) { createOneProject(data: $d) { id } }';
  const UPDATE = 'mutation($id: Int, $d: ProjectUpdateInput!) { updateOneProject(where: { id: $id }, data: $d) { id } }';
  const create = async (num: string) =>
    ok(await t.gql<{ createOneProject: { id: number } }>(CREATE, { d: { project_num: num, name: `Tower ${num}`, manager: 'Ann Manager', supervisor: 'Sam Super', address: '1 Main St', city: 'Providence', state: 'RI', zip: '02903', phone: '(401) 555-0100' } }, as.webEditor.token)).createOneProject.id;
  const rename = async (id: number, name: string) => ok(await t.gql(UPDATE, { id, d: { name: { set: name }, phone: { set: '(401) 555-0199' } } }, as.webEditor.token));

  it("an admin reads their own project's renames (its number and name, not its phone), not another project's; a deleted project's history is for superAdmins and webEditors", async () => {
    const own = await create('S-1');
    const other = await create('S-2');
    await queryRows(t.db, sql`update users set project_id = ${own} where id = ${as.admin.user.id}`);
    for (const id of [own, other]) await rename(id, `Renamed ${id}`);

    const full = { actions: ['update', 'create'], fields: ['address', 'city', 'id', 'manager', 'name', 'phone', 'project_num', 'state', 'supervisor', 'zip'] };
    expect(await seenByRole('PROJECT', own)).toEqual({ ...refusedBelowAdmin, admin: { actions: ['update', 'create'], fields: ['id', 'name', 'project_num'] }, superAdmin: full, webEditor: full });
    expect(await seenByRole('PROJECT', other)).toEqual({ ...refusedBelowAdmin, admin: NOTHING, superAdmin: full, webEditor: full });

    // Projects have no delete in the API: a row removed in the database keeps its audit rows.
    for (const id of [own, other]) await queryRows(t.db, sql`delete from projects where id = ${id}`);
    for (const id of [own, other]) expect(await seenByRole('PROJECT', id)).toEqual({ ...refusedBelowAdmin, admin: NOTHING, superAdmin: full, webEditor: full });
  });
});

describe('an employee and a code', () => {
  const UPDATE_USER = 'mutation($id: Int, $data: UserUpdateInput!) { updateUser(where: { id: $id }, data: $data) { id } }';
  const UPDATE_CODE = 'mutation($id: Int, $data: CodesUpdateInput!) { updateOneCodes(where: { id: $id }, data: $data) { id } }';
  const DELETE_CODE = 'mutation($id: Int) { deleteOneCodes(where: { id: $id }) { id } }';

  it("every employee's history, live or removed, is read by admins, superAdmins and webEditors (they read every employee in full)", async () => {
    const employee = await makeUser(t, { tshirtSize: 'MD' });
    ok(await t.gql(UPDATE_USER, { id: employee.user.id, data: { tshirtSize: { set: 'LG' }, yearsOfServiceNote: { set: 'From HR' } } }, as.webEditor.token));
    const changed = { actions: ['update'], fields: ['tshirtSize', 'yearsOfServiceNote'] };
    const expected = { ...refusedBelowAdmin, admin: changed, superAdmin: changed, webEditor: changed };
    expect(await seenByRole('EMPLOYEE', employee.user.id)).toEqual(expected);
    // Employees are not deleted through the API; a row removed in the database keeps its history.
    await queryRows(t.db, sql`delete from users where id = ${employee.user.id}`);
    expect(await seenByRole('EMPLOYEE', employee.user.id)).toEqual(expected);
  });

  it("every code's history, live or deleted, is read by admins, superAdmins and webEditors (everyone reads every code)", async () => {
    const code = await makeCode(t, { points: 10 });
    ok(await t.gql(UPDATE_CODE, { id: code.id, data: { points: { set: 25 } } }, as.webEditor.token));
    const live = { actions: ['update'], fields: ['points'] };
    expect(await seenByRole('CODE', code.id)).toEqual({ ...refusedBelowAdmin, admin: live, superAdmin: live, webEditor: live });
    ok(await t.gql(DELETE_CODE, { id: code.id }, as.webEditor.token));
    const deleted = await seenByRole('CODE', code.id);
    expect(deleted).toMatchObject({ ...refusedBelowAdmin, admin: deleted.webEditor, superAdmin: deleted.webEditor });
    expect(deleted.webEditor).toEqual({ actions: ['delete', 'update'], fields: expect.arrayContaining(['title', 'points']) });
  });
});

describe('ids no record has', () => {
  it('answer an empty page to every reader, also an id that is not a number', async () => {
    for (const id of ['999999', 'abc', '99999999999999999999']) {
      for (const record of ['REVIEW', 'PROJECT', 'CODE']) {
        expect(await seenByRole(record, id), `${record} ${id}`).toEqual({ ...refusedBelowAdmin, admin: NOTHING, superAdmin: NOTHING, webEditor: NOTHING });
      }
    }
  });
});
