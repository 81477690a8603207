/** Goal check-ins (decision 0088): who may check in, the rules, one transaction, the dated history, overdue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock } from '@portal/common';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
// chief (superAdmin) > boss (fieldSupervisor) > lead (user, the employee); boss > worker.
// outsider (user), otherBoss (fieldSupervisor of someone else), idleAdmin (admin, nobody below), editor (webEditor).
let chief: Actor, boss: Actor, lead: Actor, worker: Actor, outsider: Actor, otherBoss: Actor, idleAdmin: Actor, editor: Actor;

beforeAll(async () => {
  t = await startTestServer();
  chief = await makeUser(t, { userType: 'superAdmin', firstName: 'Chief' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Boss', supervisorId: chief.user.id });
  lead = await makeUser(t, { firstName: 'Lead', supervisorId: boss.user.id });
  worker = await makeUser(t, { firstName: 'Worker', supervisorId: boss.user.id });
  outsider = await makeUser(t, { firstName: 'Outsider' });
  otherBoss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Other' });
  await makeUser(t, { firstName: 'Crew', supervisorId: otherBoss.user.id });
  idleAdmin = await makeUser(t, { userType: 'admin', firstName: 'Idle' });
  editor = await makeUser(t, { userType: 'webEditor', firstName: 'Editor' });
});
afterAll(() => t?.close());

const CHECK_IN = `mutation($id: Int!, $p: Int!, $note: String) {
  checkInGoal(goalId: $id, progress: $p, note: $note) { id status currentProgress updatedBy }
}`;
const HISTORY = `query($id: Int) { goal(where: { id: $id }) {
  currentProgress status
  checkIns(orderBy: [{ createdAt: desc }, { id: desc }]) { authorName fromProgress toProgress note createdAt companyTime }
} }`;

interface CheckInRow {
  authorName: string;
  fromProgress: number;
  toProgress: number;
  note: string | null;
  createdAt: string;
  companyTime: string;
}

async function goalFor(owner: Actor, title: string, dueDate = '2027-06-30'): Promise<number> {
  const res = await t.gql<{ createOneGoal: { id: number } }>(
    `mutation($d: GoalCreateInput!) { createOneGoal(data: $d) { id } }`,
    { d: { title, description: 'Details', startDate: '2026-01-01', dueDate, user: { connect: { id: owner.user.id } } } },
    boss.token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createOneGoal.id;
}

async function historyOf(id: number, viewer: Actor) {
  const res = await t.gql<{ goal: { currentProgress: number; status: string; checkIns: CheckInRow[] } | null }>(HISTORY, { id }, viewer.token);
  expect(res.errors).toBeUndefined();
  return res.data!.goal;
}

const progressOf = async (id: number) => (await queryRows<{ p: number }>(t.db, sql`select current_progress as p from goals where id = ${id}`))[0].p;
const checkInCount = async (id: number) => Number((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from goal_check_ins where goal_id = ${id}`))[0].n);

describe('who checks in', () => {
  it('the employee and their manager move the progress; each check-in is kept, newest first, with who, when, from -> to and the note', async () => {
    const id = await goalFor(lead, 'Finish OSHA 30');
    const own = await t.gql(CHECK_IN, { id, p: 40, note: '  Modules 1-4 done.\nQuiz next week.  ' }, lead.token);
    expect(own.errors).toBeUndefined();
    expect(own.data).toEqual({ checkInGoal: { id, status: 'Active', currentProgress: 40, updatedBy: lead.user.employeeNumber } });
    const managed = await t.gql(CHECK_IN, { id, p: 55, note: 'Checked on site.' }, boss.token);
    expect(managed.errors).toBeUndefined();

    const goal = (await historyOf(id, lead))!;
    expect(goal.currentProgress).toBe(55);
    expect(goal.checkIns.map(({ authorName, fromProgress, toProgress, note }) => ({ authorName, fromProgress, toProgress, note }))).toEqual([
      { authorName: `Boss ${boss.user.lastName}`, fromProgress: 40, toProgress: 55, note: 'Checked on site.' },
      { authorName: `Lead ${lead.user.lastName}`, fromProgress: 0, toProgress: 40, note: 'Modules 1-4 done.\nQuiz next week.' },
    ]);
    // When, on the company's clock (America/New_York in tests), as the screens show it.
    const at = new Date(goal.checkIns[0].createdAt);
    const expected = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true })
      .format(at)
      .replace(',', '');
    expect(goal.checkIns[0].companyTime).toBe(expected);
    // The manager reads the same history.
    expect((await historyOf(id, boss))!.checkIns).toHaveLength(2);
  });

  it('whoever the goal policy lets edit the goal may check in too: the superAdmin up the chain and the webEditor', async () => {
    const id = await goalFor(worker, 'Forklift licence');
    expect((await t.gql(CHECK_IN, { id, p: 10 }, chief.token)).errors).toBeUndefined();
    expect((await t.gql(CHECK_IN, { id, p: 20 }, editor.token)).errors).toBeUndefined();
    expect(await progressOf(id)).toBe(20);
  });

  it('refuses another plain user, a fieldSupervisor or admin who is not the manager, a colleague, and anonymous; nothing changes', async () => {
    const id = await goalFor(lead, 'Read the plans');
    expect(errorCode(await t.gql(CHECK_IN, { id, p: 30 }, outsider.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(CHECK_IN, { id, p: 30 }, worker.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(CHECK_IN, { id, p: 30 }, otherBoss.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(CHECK_IN, { id, p: 30 }, idleAdmin.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(CHECK_IN, { id, p: 30 }))).toBe('UNAUTHENTICATED');
    expect(await progressOf(id)).toBe(0);
    expect(await checkInCount(id)).toBe(0);
    // Nor can they read its check-ins.
    expect(await historyOf(id, outsider)).toBeNull();
  });

  it('progress changes only through check-ins: the goal form cannot set it', async () => {
    const id = await goalFor(lead, 'No shortcut');
    const res = await t.gql(`mutation($id: Int) { updateOneGoal(where: { id: $id }, data: { currentProgress: { set: 90 } }) { id } }`, { id }, boss.token);
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(await progressOf(id)).toBe(0);
  });
});

describe('rules', () => {
  it('refuses progress outside 0..100 or not whole, a note over 500 characters, and an empty check-in, with BAD_USER_INPUT', async () => {
    const id = await goalFor(lead, 'Rules');
    for (const p of [101, -1]) {
      const res = await t.gql(CHECK_IN, { id, p }, lead.token);
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].message).toBe('Progress must be a whole number from 0 to 100.');
    }
    expect(errorCode(await t.gql(CHECK_IN, { id, p: 40.5 }, lead.token))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(CHECK_IN, { id, p: '40' }, lead.token))).toBe('BAD_USER_INPUT');
    const long = await t.gql(CHECK_IN, { id, p: 40, note: 'x'.repeat(501) }, lead.token);
    expect(long.errors?.[0].message).toBe('The note may be at most 500 characters.');
    const empty = await t.gql(CHECK_IN, { id, p: 0, note: '   ' }, lead.token);
    expect(empty.errors?.[0].message).toBe('Change the progress or write a note.');
    expect(await checkInCount(id)).toBe(0);
    // The same progress with a note is a check-in (a word on where things stand).
    expect((await t.gql(CHECK_IN, { id, p: 0, note: 'x'.repeat(500) }, lead.token)).errors).toBeUndefined();
    expect(await checkInCount(id)).toBe(1);
  });

  it('100 % leaves the goal Active (completing stays the manager’s act); a completed goal takes no check-ins', async () => {
    const id = await goalFor(lead, 'All the way');
    const res = await t.gql<{ checkInGoal: { status: string; currentProgress: number } }>(CHECK_IN, { id, p: 100, note: 'Done.' }, lead.token);
    expect(res.data!.checkInGoal).toMatchObject({ status: 'Active', currentProgress: 100 });
    await t.gql(`mutation($id: Int) { updateOneGoal(where: { id: $id }, data: { status: { set: "COMPLETED" } }) { id } }`, { id }, boss.token);
    const late = await t.gql(CHECK_IN, { id, p: 90 }, boss.token);
    expect(late.errors?.[0]).toMatchObject({ message: 'Only an active goal takes check-ins.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await progressOf(id)).toBe(100);
  });

  it('is all or nothing: when the check-in cannot be written, the progress stays', async () => {
    const id = await goalFor(lead, 'Atomic');
    await t.db.execute(sql.raw(`create function refuse_check_in() returns trigger language plpgsql as $$ begin raise exception 'no check-ins today'; end $$`));
    await t.db.execute(sql.raw(`create trigger refuse_check_in before insert on goal_check_ins for each row execute function refuse_check_in()`));
    try {
      expect((await t.gql(CHECK_IN, { id, p: 70, note: 'Lost' }, lead.token)).errors).toBeDefined();
    } finally {
      await t.db.execute(sql.raw(`drop trigger refuse_check_in on goal_check_ins`));
      await t.db.execute(sql.raw(`drop function refuse_check_in()`));
    }
    expect(await progressOf(id)).toBe(0);
    expect(await checkInCount(id)).toBe(0);
  });
});

describe('overdue', () => {
  it("an active goal whose due date is before the company's today is overdue; due today or completed is not", async () => {
    const today = clock.today();
    const late = await goalFor(lead, 'Late', addDays(today, -1));
    const dueToday = await goalFor(lead, 'Due today', today);
    const done = await goalFor(lead, 'Done late', addDays(today, -3));
    await t.gql(`mutation($id: Int) { updateOneGoal(where: { id: $id }, data: { status: { set: "COMPLETED" } }) { id } }`, { id: done }, boss.token);
    const res = await t.gql<{ goals: { id: number; overdue: boolean }[] }>(
      `query($ids: [Int!]) { goals(where: { id: { in: $ids } }, orderBy: [{ id: asc }]) { id overdue } }`,
      { ids: [late, dueToday, done] },
      lead.token,
    );
    expect(res.data!.goals).toEqual([
      { id: late, overdue: true },
      { id: dueToday, overdue: false },
      { id: done, overdue: false },
    ]);
  });
});
