/** Goals: each role's reach over an org chart, the server's rules, complete / delete / repeat, massGoalAdd. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addYears } from '@portal/common';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
// chief (superAdmin) > boss (fieldSupervisor) > lead (user) > apprentice (user); boss > worker.
// outsider and idleAdmin (admin, nobody below) sit outside that chain; editor is a webEditor.
let chief: Actor, boss: Actor, lead: Actor, apprentice: Actor, worker: Actor, outsider: Actor, idleAdmin: Actor, editor: Actor;

beforeAll(async () => {
  t = await startTestServer();
  chief = await makeUser(t, { userType: 'superAdmin', firstName: 'Chief' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Boss', supervisorId: chief.user.id });
  lead = await makeUser(t, { firstName: 'Lead', supervisorId: boss.user.id });
  apprentice = await makeUser(t, { firstName: 'Apprentice', supervisorId: lead.user.id });
  worker = await makeUser(t, { firstName: 'Worker', supervisorId: boss.user.id });
  outsider = await makeUser(t, { firstName: 'Outsider' });
  idleAdmin = await makeUser(t, { userType: 'admin', firstName: 'Idle' });
  editor = await makeUser(t, { userType: 'webEditor', firstName: 'Editor' });
});
afterAll(() => t?.close());

const CREATE = `mutation($d: GoalCreateInput!) { createOneGoal(data: $d) { id title status currentProgress createdBy updatedBy updatedByFullName startDate dueDate } }`;
const GOALS_OF = `query($n: String) { goals(where: { user: { is: { employeeNumber: { equals: $n } } } }, orderBy: [{ dueDate: asc }]) { id title } }`;
const goalFor = (who: Actor, title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'Details',
  startDate: '2026-11-22',
  dueDate: '2026-12-22',
  user: { connect: { id: who.user.id } },
  ...extra,
});

async function createGoal(by: Actor, who: Actor, title: string) {
  const res = await t.gql<{ createOneGoal: { id: number } }>(CREATE, { d: goalFor(who, title) }, by.token);
  expect(res.errors).toBeUndefined();
  return res.data!.createOneGoal.id;
}

async function titlesOf(viewer: Actor, owner: Actor): Promise<string[]> {
  const res = await t.gql<{ goals: { title: string }[] }>(GOALS_OF, { n: owner.user.employeeNumber }, viewer.token);
  expect(res.errors).toBeUndefined();
  return res.data!.goals.map((g) => g.title);
}

describe('reach', () => {
  it('a manager creates goals for anyone below them, the server fills who and when and starts them Active at 0', async () => {
    const res = await t.gql<{ createOneGoal: Record<string, unknown> }>(
      CREATE,
      { d: goalFor(apprentice, 'Finish OSHA 30', { status: 'COMPLETED', currentProgress: 90, dueDate: '2027-03-01T03:59:00.000Z' }) },
      boss.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createOneGoal).toMatchObject({
      status: 'Active',
      currentProgress: 0,
      createdBy: `Boss ${boss.user.lastName}`,
      updatedBy: boss.user.employeeNumber,
      updatedByFullName: `Boss ${boss.user.lastName}`,
      dueDate: '2027-03-01',
    });
  });

  it('refuses goals for someone outside the chain, for oneself, and from plain users', async () => {
    expect(errorCode(await t.gql(CREATE, { d: goalFor(outsider, 'Not mine') }, boss.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CREATE, { d: goalFor(boss, 'Self') }, boss.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CREATE, { d: goalFor(boss, 'Up the chain') }, lead.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CREATE, { d: goalFor(outsider, 'Nobody below') }, idleAdmin.token))).toBe('FORBIDDEN');
    expect(await titlesOf(editor, outsider)).toEqual([]);
  });

  it('reads: own always, the chain below for managers, everyone for the webEditor, nothing else', async () => {
    await createGoal(boss, worker, 'Worker goal');
    await createGoal(editor, outsider, 'Outsider goal');
    await createGoal(chief, boss, 'Boss goal');
    expect(await titlesOf(worker, worker)).toEqual(['Worker goal']);
    expect(await titlesOf(worker, outsider)).toEqual([]);
    expect(await titlesOf(lead, worker)).toEqual([]);
    expect(await titlesOf(boss, worker)).toEqual(['Worker goal']);
    expect(await titlesOf(boss, outsider)).toEqual([]);
    expect(await titlesOf(boss, boss)).toEqual(['Boss goal']);
    expect(await titlesOf(chief, worker)).toEqual(['Worker goal']);
    expect(await titlesOf(idleAdmin, outsider)).toEqual([]);
    expect(await titlesOf(editor, outsider)).toEqual(['Outsider goal']);
    // A hand-made request by id gets nothing either.
    const [{ id }] = await queryRows<{ id: number }>(t.db, sql`select id from goals where title = 'Outsider goal'`);
    const byId = await t.gql<{ goal: unknown }>(`query($id: Int) { goal(where: { id: $id }) { id title } }`, { id }, worker.token);
    expect(byId.data?.goal ?? null).toBeNull();
  });

  it('partnerReach tells the screens what the viewer may do with an employee', async () => {
    const reach = async (viewer: Actor, n: string) =>
      (await t.gql<{ partnerReach: string }>(`query($n: String!) { partnerReach(employeeNumber: $n) }`, { n }, viewer.token)).data?.partnerReach;
    expect(await reach(lead, lead.user.employeeNumber!)).toBe('own');
    expect(await reach(lead, apprentice.user.employeeNumber!)).toBe('none');
    expect(await reach(boss, apprentice.user.employeeNumber!)).toBe('manages');
    expect(await reach(boss, outsider.user.employeeNumber!)).toBe('none');
    expect(await reach(editor, outsider.user.employeeNumber!)).toBe('manages');
    expect(await reach(boss, 'no-such-number')).toBe('unknown');
    expect(errorCode(await t.gql(`{ partnerReach(employeeNumber: "1") }`))).toBe('UNAUTHENTICATED');
  });
});

describe('rules', () => {
  it('refuses a blank or long title, a due date before the start, and a missing due date', async () => {
    const message = async (d: Record<string, unknown>) => (await t.gql(CREATE, { d }, boss.token)).errors?.[0].message;
    expect(await message(goalFor(worker, 'x'.repeat(51)))).toBe('Title must be at most 50 characters.');
    expect(await message(goalFor(worker, '   '))).toBe('Title is required.');
    expect(await message(goalFor(worker, 'No words', { description: '' }))).toBe('Description is required.');
    expect(await message(goalFor(worker, 'Backwards', { dueDate: '2026-01-01' }))).toBe('Due date cannot be before the start date.');
    const noDue = await t.gql(CREATE, { d: { ...goalFor(worker, 'No due'), dueDate: undefined } }, boss.token);
    expect(errorCode(noDue)).toBe('BAD_USER_INPUT');
    expect(await titlesOf(boss, worker)).not.toContain('No due');
  });

  it('complete records who and when; the owner can neither complete nor delete; repeat moves the due date a year', async () => {
    const id = await createGoal(boss, lead, 'Read plans');
    const complete = `mutation($id: Int) { updateOneGoal(where: { id: $id }, data: { status: { set: "COMPLETED" } }) { status updatedBy updatedAt } }`;
    expect(errorCode(await t.gql(complete, { id }, lead.token))).toBe('FORBIDDEN');
    const done = await t.gql<{ updateOneGoal: { status: string; updatedBy: string } }>(complete, { id }, chief.token);
    expect(done.data!.updateOneGoal).toMatchObject({ status: 'COMPLETED', updatedBy: chief.user.employeeNumber });

    const repeat = `mutation($id: Int, $due: Date) { updateOneGoal(where: { id: $id }, data: { dueDate: { set: $due }, status: { set: "Active" } }) { status dueDate } }`;
    const repeated = await t.gql(repeat, { id, due: addYears('2026-12-22', 1) }, boss.token);
    expect(repeated.data).toEqual({ updateOneGoal: { status: 'Active', dueDate: '2027-12-22' } });

    const del = `mutation($id: Int) { deleteOneGoal(where: { id: $id }) { id } }`;
    expect(errorCode(await t.gql(del, { id }, lead.token))).toBe('FORBIDDEN');
    // Outside one's reach the goal does not exist (the API does not confirm what it will not show).
    expect(errorCode(await t.gql(del, { id }, idleAdmin.token))).toBe('NOT_FOUND');
    expect((await t.gql(del, { id }, boss.token)).errors).toBeUndefined();
    expect(await queryRows(t.db, sql`select id from goals where id = ${id}`)).toEqual([]);
  });
});

describe('massGoalAdd', () => {
  const MASS = `mutation($d: MassGoalInput!, $ids: [Int!]!) { massGoalAdd(data: $d, userIds: $ids) { created } }`;
  const data = { title: 'Safety week', description: 'Attend every toolbox talk', startDate: '2026-11-23', dueDate: '2026-11-30' };
  const count = async () => Number((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from goals where title = 'Safety week'`))[0].n);

  it('adds one goal to each chosen partner in the reach', async () => {
    const res = await t.gql(MASS, { d: data, ids: [worker.user.id, apprentice.user.id, worker.user.id] }, boss.token);
    expect(res.data).toEqual({ massGoalAdd: { created: 2 } });
    expect(await count()).toBe(2);
    expect(await titlesOf(apprentice, apprentice)).toContain('Safety week');
  });

  it('is all or nothing: one partner outside the reach, or one bad rule, adds none', async () => {
    const before = await count();
    expect(errorCode(await t.gql(MASS, { d: data, ids: [lead.user.id, outsider.user.id] }, boss.token))).toBe('FORBIDDEN');
    const backwards = await t.gql(MASS, { d: { ...data, dueDate: '2026-01-01' }, ids: [lead.user.id] }, boss.token);
    expect(backwards.errors?.[0].message).toBe('Due date cannot be before the start date.');
    expect(errorCode(await t.gql(MASS, { d: data, ids: [] }, boss.token))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(MASS, { d: data, ids: [lead.user.id] }, lead.token))).toBe('FORBIDDEN');
    expect(await count()).toBe(before);
  });
});
