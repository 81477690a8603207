/**
 * The write budget (decision 0134, issue 42 item 8): a loop of cheap writes (goal check-ins with
 * long notes) is refused with RATE_LIMITED once the user has made 60 writes in a minute or 1,000
 * in an hour; other users, the user's reads and signing out go on; once the window has passed the
 * user writes again. Windows are moved by ageing the counter rows, never by waiting.
 */
import { clock } from '@portal/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import { writeBudgetKeys } from '../../auth/writeBudget';
import { loadConfig } from '../../config';
import { makeUser, type Actor } from '../../test/factories';
import { errorCode, startTestServer, type GqlResponse, type TestServer } from '../../test/server';

let t: TestServer;
let boss: Actor;

beforeAll(async () => {
  t = await startTestServer();
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Boss' });
});
afterAll(() => t?.close());

// The budget every server has unless WRITE_BUDGET says otherwise.
const { perMinute: PER_MINUTE, perHour: PER_HOUR } = loadConfig({}).writeBudget;
const NOTE = 'Checked the site again. '.repeat(17).slice(0, 400);

const CHECK_IN = `mutation($id: Int!, $p: Int!, $note: String) { checkInGoal(goalId: $id, progress: $p, note: $note) { id currentProgress } }`;
const checkIn = (who: Actor, id: number, p: number) => t.gql<{ checkInGoal: { currentProgress: number } }>(CHECK_IN, { id, p, note: NOTE }, who.token);

/** An employee of boss with a goal of their own. */
async function employeeWithGoal(name: string): Promise<{ employee: Actor; goalId: number }> {
  const employee = await makeUser(t, { firstName: name, supervisorId: boss.user.id });
  const res = await t.gql<{ createOneGoal: { id: number } }>(
    `mutation($d: GoalCreateInput!) { createOneGoal(data: $d) { id } }`,
    { d: { title: `${name}'s goal`, description: 'Details', startDate: '2026-01-01', dueDate: '2027-06-30', user: { connect: { id: employee.user.id } } } },
    boss.token,
  );
  expect(res.errors).toBeUndefined();
  return { employee, goalId: res.data!.createOneGoal.id };
}

const checkInCount = async (goalId: number) => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from goal_check_ins where goal_id = ${goalId}`))[0].n;

function expectRefused(res: GqlResponse, message: RegExp) {
  expect(errorCode(res)).toBe('RATE_LIMITED');
  expect(res.errors?.[0].message).toMatch(message);
  expect(res.data).toBeNull();
}
const A_MINUTE = /^Too many changes in a short time\. Wait a minute and try again\.$/;

/** Moves the user's window back as if `seconds` had passed. */
async function age(userId: number, window: 'perMinute' | 'perHour', seconds: number) {
  await t.db.execute(sql`update rate_limits set window_start = window_start - make_interval(secs => ${seconds}) where key = ${writeBudgetKeys(userId)[window]}`);
}

describe('the write budget', () => {
  it(`refuses a loop of check-ins after ${PER_MINUTE} a minute; others, reads and signing out go on; a minute later writes pass again`, async () => {
    const { employee, goalId } = await employeeWithGoal('Looper');
    for (let i = 1; i <= PER_MINUTE; i++) {
      const res = await checkIn(employee, goalId, i % 100);
      expect(res.errors, `check-in ${i}`).toBeUndefined();
    }
    const refused = await checkIn(employee, goalId, 7);
    expectRefused(refused, A_MINUTE);
    expect((refused.errors?.[0].extensions as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0);
    // Nothing of the refused request ran, and asking again is refused as well.
    expect(await checkInCount(goalId)).toBe(PER_MINUTE);
    expectRefused(await checkIn(employee, goalId, 8), A_MINUTE);
    // The operators see the refusals on /metrics.
    expect(await t.services.metrics.registry.metrics()).toMatch(/endpoint="\/api",code="RATE_LIMITED"\} [1-9]/);

    // Their manager writes on the same goal; the employee still reads it.
    expect((await checkIn(boss, goalId, 50)).errors).toBeUndefined();
    const read = await t.gql<{ goal: { currentProgress: number } }>(`query($id: Int) { goal(where: { id: $id }) { currentProgress } }`, { id: goalId }, employee.token);
    expect(read.errors).toBeUndefined();
    expect(read.data!.goal.currentProgress).toBe(50);

    await age(employee.user.id, 'perMinute', 61);
    const again = await checkIn(employee, goalId, 60);
    expect(again.errors).toBeUndefined();
    expect(again.data!.checkInGoal.currentProgress).toBe(60);
    expect(await checkInCount(goalId)).toBe(PER_MINUTE + 2);

    // Used up again, they may still sign out.
    await t.db.execute(sql`update rate_limits set count = ${PER_MINUTE} where key = ${writeBudgetKeys(employee.user.id).perMinute}`);
    expectRefused(await checkIn(employee, goalId, 61), A_MINUTE);
    const out = await t.gql<{ logout: boolean }>('mutation { logout }', {}, employee.token);
    expect(out.errors).toBeUndefined();
    expect(out.data!.logout).toBe(true);
  });

  it('lets exactly the budget through when the writes come all at once', async () => {
    const { employee, goalId } = await employeeWithGoal('Burst');
    const answers = await Promise.all(Array.from({ length: PER_MINUTE + 10 }, (_, i) => checkIn(employee, goalId, i % 100)));
    expect(answers.filter((a) => a.errors === undefined)).toHaveLength(PER_MINUTE);
    expect(answers.filter((a) => errorCode(a) === 'RATE_LIMITED')).toHaveLength(10);
    expect(await checkInCount(goalId)).toBe(PER_MINUTE);
  });

  it(`refuses past ${PER_HOUR} writes an hour, telling how long to wait; a refused write is not counted in the minute`, async () => {
    const { employee, goalId } = await employeeWithGoal('Pacer');
    expect((await checkIn(employee, goalId, 1)).errors).toBeUndefined();
    // A script that paced itself under the minute's budget for three quarters of an hour.
    const keys = writeBudgetKeys(employee.user.id);
    await t.db.execute(sql`update rate_limits set count = ${PER_HOUR}, window_start = ${new Date(clock.nowMs() - 45 * 60_000).toISOString()}::timestamptz where key = ${keys.perHour}`);
    const refused = await checkIn(employee, goalId, 2);
    expectRefused(refused, /^Too many changes in the last hour\. Wait 15 minutes and try again\.$/);
    expect(await checkInCount(goalId)).toBe(1);
    const [minute] = await queryRows<{ count: number }>(t.db, sql`select count from rate_limits where key = ${keys.perMinute}`);
    expect(minute.count).toBe(1);

    await age(employee.user.id, 'perHour', 15 * 60);
    expect((await checkIn(employee, goalId, 3)).errors).toBeUndefined();
    expect(await checkInCount(goalId)).toBe(2);
  });

  it('counts each field of a mutation as a write, however many rows it writes: a mass tool is one, twenty aliases are twenty', async () => {
    const team = await Promise.all(['Ann', 'Ben', 'Cy', 'Dee', 'Eve'].map((name) => makeUser(t, { firstName: name, supervisorId: boss.user.id })));
    const { goalId } = await employeeWithGoal('Aliased');
    const keys = writeBudgetKeys(boss.user.id);
    const setUsed = (n: number) => t.db.execute(sql`update rate_limits set count = ${n}, window_start = ${clock.now().toISOString()}::timestamptz where key = ${keys.perMinute}`);

    // One write left: the mass tool gives all five their goal with it.
    await setUsed(PER_MINUTE - 1);
    const mass = await t.gql<{ massGoalAdd: { created: number } }>(
      `mutation($d: MassGoalInput!, $ids: [Int!]!) { massGoalAdd(data: $d, userIds: $ids) { created } }`,
      { d: { title: 'Toolbox talks', description: 'Attend four', startDate: '2026-01-01', dueDate: '2027-06-30' }, ids: team.map((a) => a.user.id) },
      boss.token,
    );
    expect(mass.errors).toBeUndefined();
    expect(mass.data!.massGoalAdd.created).toBe(5);
    expectRefused(await checkIn(boss, goalId, 5), A_MINUTE);

    // Twenty check-ins in one request are twenty writes: refused whole with fifteen left, done with twenty.
    const twenty = `mutation($id: Int!, $note: String) { ${Array.from({ length: 20 }, (_, i) => `c${i}: checkInGoal(goalId: $id, progress: ${i + 1}, note: $note) { id }`).join(' ')} }`;
    await setUsed(PER_MINUTE - 15);
    expectRefused(await t.gql(twenty, { id: goalId, note: NOTE }, boss.token), A_MINUTE);
    expect(await checkInCount(goalId)).toBe(0);
    await setUsed(PER_MINUTE - 20);
    expect((await t.gql(twenty, { id: goalId, note: NOTE }, boss.token)).errors).toBeUndefined();
    expect(await checkInCount(goalId)).toBe(20);
    expectRefused(await checkIn(boss, goalId, 50), A_MINUTE);
  });
});
