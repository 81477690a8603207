/**
 * PPA Assignments over HTTP: a manager sees the PPA forms of open reviews they manage, the PPA
 * all-access numbers see all of them, a plain user is refused; filters and paging apply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { addDays, clock } from '@portal/common';
import { portalSettings } from '../../../db/schema';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let hr: Actor, boss: Actor, otherBoss: Actor, special: Actor, worker: Actor, otherWorker: Actor;
const reviewIds: number[] = [];

beforeAll(async () => {
  t = await startTestServer();
  hr = await makeUser(t, { userType: 'webEditor' });
  boss = await makeUser(t, { userType: 'fieldSupervisor' });
  otherBoss = await makeUser(t, { userType: 'admin' });
  special = await makeUser(t, { userType: 'fieldSupervisor' });
  worker = await makeUser(t, { firstName: 'Wendy', lastName: 'Worker', supervisorId: boss.user.id });
  otherWorker = await makeUser(t, { firstName: 'Oscar', lastName: 'Other', supervisorId: otherBoss.user.id });
  await t.db.insert(portalSettings).values({ key: 'ppaAllAccess', value: [special.user.employeeNumber] });
  const templateId = (await t.gql<{ createSampleReviewTemplate: number }>('mutation { createSampleReviewTemplate }', {}, hr.token)).data!.createSampleReviewTemplate;
  for (const who of [worker, otherWorker]) {
    const res = await t.gql<{ assignReviewToUser: number }>(
      'mutation($n: String!, $t: Int!, $d: Date!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: $d) }',
      { n: who.user.employeeNumber, t: templateId, d: addDays(clock.today(), 30) }, hr.token);
    reviewIds.push(res.data!.assignReviewToUser);
  }
});
afterAll(() => t?.close());

const PPA = 'query($w: EvaluationWhereInput) { ppaAssignments(where: $w, take: 20) { total rows { title owner managerEmployeeNumber } } }';
const ppa = async (who: Actor, w: Record<string, unknown> = {}) => t.gql<{ ppaAssignments: { total: number; rows: { title: string; owner: string }[] } }>(PPA, { w }, who.token);

describe('PPA assignments', () => {
  it('shows a manager the PPA forms they manage, the all-access numbers all of them, and refuses a plain user', async () => {
    const mine = (await ppa(boss)).data!.ppaAssignments;
    expect(mine.rows.map((r) => [r.title, r.owner])).toEqual([['Periodic Performance Assessment (PPA)', 'Wendy Worker']]);
    expect(mine.total).toBe(1);
    expect((await ppa(otherBoss)).data!.ppaAssignments.rows.map((r) => r.owner)).toEqual(['Oscar Other']);
    expect((await ppa(special)).data!.ppaAssignments.rows.map((r) => r.owner).sort()).toEqual(['Oscar Other', 'Wendy Worker']);
    // HR is not a manager of these forms: the spec limits the list to the viewer's own.
    expect((await ppa(hr)).data!.ppaAssignments.total).toBe(0);
    expect(errorCode(await ppa(worker))).toBe('FORBIDDEN');
  });

  it('applies the filters in SQL and drops forms of completed reviews', async () => {
    expect((await ppa(special, { owner: { contains: 'oscar', mode: 'insensitive' } })).data!.ppaAssignments.total).toBe(1);
    await t.db.execute(sql`update reviews set status = 'COMPLETED' where id = ${reviewIds[1]}`);
    expect((await ppa(special)).data!.ppaAssignments.rows.map((r) => r.owner)).toEqual(['Wendy Worker']);
  });
});
