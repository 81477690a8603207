/** Goals and follow-ups: managers act on others' items, the server records who and when. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type Role } from '@portal/common';
import { companyToday } from '../../../db/today';
import { makeRoleActors, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let as: Record<Role, Actor>;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
});
afterAll(() => t?.close());

const CREATE_GOAL = `mutation($d: GoalCreateInput!) { createOneGoal(data: $d) { id title status currentProgress createdBy updatedBy updatedByFullName startDate dueDate } }`;

describe('goals', () => {
  it('a manager creates a goal for a partner; the server fills who and when and starts it Active at 0', async () => {
    const d = {
      title: 'Finish OSHA 30',
      description: 'Complete the course',
      startDate: '2026-11-22',
      dueDate: '2027-03-01T03:59:00.000Z',
      status: 'COMPLETED',
      currentProgress: 90,
      createdBy: 'Somebody Else',
      user: { connect: { id: as.user.user.id } },
    };
    const res = await t.gql<{ createOneGoal: Record<string, unknown> }>(CREATE_GOAL, { d }, as.fieldSupervisor.token);
    expect(res.errors).toBeUndefined();
    const s = as.fieldSupervisor.user;
    expect(res.data!.createOneGoal).toMatchObject({
      status: 'Active',
      currentProgress: 0,
      createdBy: `${s.firstName} ${s.lastName}`,
      updatedBy: s.employeeNumber,
      updatedByFullName: `${s.firstName} ${s.lastName}`,
      dueDate: '2027-03-01',
    });
  });

  it('nobody creates goals for themselves, and plain users create none', async () => {
    const own = { title: 'Mine', startDate: '2026-11-22', dueDate: '2026-12-22', user: { connect: { id: as.admin.user.id } } };
    expect(errorCode(await t.gql(CREATE_GOAL, { d: own }, as.admin.token))).toBe('FORBIDDEN');
    const forOther = { ...own, user: { connect: { id: as.admin.user.id } } };
    expect(errorCode(await t.gql(CREATE_GOAL, { d: forOther }, as.user.token))).toBe('FORBIDDEN');
  });

  it('refuses a title over 50 characters and a due date before the start', async () => {
    const base = { startDate: '2026-11-22', dueDate: '2026-12-22', user: { connect: { id: as.user.user.id } } };
    expect((await t.gql(CREATE_GOAL, { d: { ...base, title: 'x'.repeat(51) } }, as.admin.token)).errors?.[0].message).toBe('Title must be at most 50 characters.');
    expect((await t.gql(CREATE_GOAL, { d: { ...base, title: 'Backwards', dueDate: '2026-01-01' } }, as.admin.token)).errors?.[0].message).toBe('Due date cannot be before the start date.');
  });

  it('the owner reads their goals but cannot complete them; a manager can', async () => {
    const created = await t.gql<{ createOneGoal: { id: number } }>(CREATE_GOAL, { d: { title: 'Read plans', startDate: '2026-11-22', dueDate: '2026-12-22', user: { connect: { id: as.user.user.id } } } }, as.admin.token);
    const id = created.data!.createOneGoal.id;
    const mine = await t.gql<{ goals: { title: string }[] }>(`{ goals(orderBy: [{ dueDate: asc }]) { title } }`, {}, as.user.token);
    expect(mine.data?.goals.map((g) => g.title)).toContain('Read plans');
    const complete = `mutation($id: Int) { updateOneGoal(where: { id: $id }, data: { status: { set: "COMPLETED" } }) { status updatedBy } }`;
    expect(errorCode(await t.gql(complete, { id }, as.user.token))).toBe('FORBIDDEN');
    const done = await t.gql(complete, { id }, as.superAdmin.token);
    expect(done.data).toEqual({ updateOneGoal: { status: 'COMPLETED', updatedBy: as.superAdmin.user.employeeNumber } });
  });
});

describe('follow-ups', () => {
  const CREATE = `mutation($d: UserFollowupCreateInput!) { createOneUserFollowup(data: $d) { id createdByID assignedToUser { employeeNumber } } }`;

  it('the assignee reads the follow-up; the assignee cannot be changed afterwards', async () => {
    const res = await t.gql<{ createOneUserFollowup: { id: number; createdByID: string } }>(
      CREATE,
      { d: { title: 'Check harness', description: 'Before Monday', followupDate: addDays(companyToday(), 3), user: { connect: { id: as.user.user.id } }, assignedToUser: { connect: { id: as.admin.user.id } } } },
      as.fieldSupervisor.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createOneUserFollowup.createdByID).toBe(as.fieldSupervisor.user.employeeNumber);
    const id = res.data!.createOneUserFollowup.id;
    const seen = await t.gql<{ userFollowups: { id: number }[] }>(`{ userFollowups(where: { assignedToUserId: { equals: ${as.admin.user.id} } }) { id } }`, {}, as.admin.token);
    expect(seen.data?.userFollowups.map((f) => f.id)).toContain(id);
    const reassign = await t.gql(`mutation($id: Int, $u: Int) { updateOneUserFollowup(where: { id: $id }, data: { assignedToUser: { connect: { id: $u } } }) { id } }`, { id, u: as.webEditor.user.id }, as.fieldSupervisor.token);
    expect(errorCode(reassign)).toBe('FORBIDDEN');
  });

  it('the follow-up date cannot be in the past', async () => {
    const res = await t.gql(CREATE, { d: { title: 'Late', description: 'x', followupDate: addDays(companyToday(), -1), user: { connect: { id: as.user.user.id } } } }, as.admin.token);
    expect(res.errors?.[0].message).toBe('Follow-up date cannot be in the past.');
  });
});
