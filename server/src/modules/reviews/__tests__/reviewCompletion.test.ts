/**
 * The Navigator reviews list's completion chart (issue 26, decision 0095): per review cycle and
 * per group of the subject, how many of the reviews the list's filter matches are completed;
 * the review managers get the numbers, every other role is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigatorReviewsWhere, type NavigatorReviewFilters, clock } from '@portal/common';
import { reviewCycles, reviews, reviewTemplates } from '../../../db/schema';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let hr: Actor, superAdmin: Actor, admin: Actor, boss: Actor, worker: Actor;
const today = clock.today();
const noFilters: NavigatorReviewFilters = { subject: '', title: '', year: '', status: '', overdue: '' };

const COMPLETION = `query($w: ReviewWhereInput) {
  reviewCompletion(where: $w) { byCycle { label completed total } byGroup { label completed total } }
}`;

beforeAll(async () => {
  t = await startTestServer();
  hr = await makeUser(t, { userType: 'webEditor' });
  superAdmin = await makeUser(t, { userType: 'superAdmin' });
  admin = await makeUser(t, { userType: 'admin' });
  boss = await makeUser(t, { userType: 'fieldSupervisor' });
  worker = await makeUser(t, { group: 'D3' });
  const d1 = await makeUser(t, { group: 'D1' });
  const d3 = await makeUser(t, { group: 'D3' });
  const [template] = await t.db.insert(reviewTemplates).values({ title: 'Annual Review' }).returning();
  const [spring] = await t.db.insert(reviewCycles).values({ name: 'Spring 2026', startDate: '2026-03-01', templateId: template.id }).returning();
  const manager = { manager: 'Pat Boss', managerEmployeeNumber: boss.user.employeeNumber };
  const done = { status: 'COMPLETED' as const, dateCompleted: clock.now() };
  await t.db.insert(reviews).values([
    { title: 'Annual Review', year: 2026, userId: d1.user.id, reviewCycleId: spring.id, ...manager, ...done },
    { title: 'Annual Review', year: 2026, userId: d3.user.id, reviewCycleId: spring.id, ...manager },
    { title: 'Annual Review', year: 2026, userId: worker.user.id, reviewCycleId: spring.id, ...manager, ...done },
    // Given by hand, not by a cycle; another year.
    { title: 'Probation Review', year: 2025, userId: d3.user.id, ...manager },
  ]);
});
afterAll(() => t?.close());

describe.each([
  ['webEditor', () => hr],
  ['superAdmin', () => superAdmin],
])('reviewCompletion for a %s', (_role, who) => {
  it('counts completed of all reviews per cycle and per group, the reviews without a cycle apart', async () => {
    const res = await t.gql(COMPLETION, { w: navigatorReviewsWhere(noFilters, today) }, who().token);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      reviewCompletion: {
        byCycle: [
          { label: 'Spring 2026', completed: 2, total: 3 },
          { label: 'No cycle', completed: 0, total: 1 },
        ],
        byGroup: [
          { label: 'D1', completed: 1, total: 1 },
          { label: 'D3', completed: 1, total: 3 },
        ],
      },
    });
  });

  it("follows the list's filter (the year)", async () => {
    const res = await t.gql(COMPLETION, { w: navigatorReviewsWhere({ ...noFilters, year: '2025' }, today) }, who().token);
    expect(res.data).toEqual({ reviewCompletion: { byCycle: [{ label: 'No cycle', completed: 0, total: 1 }], byGroup: [{ label: 'D3', completed: 0, total: 1 }] } });
  });
});

describe('reviewCompletion for other roles', () => {
  it('refuses admins, field supervisors (even the reviews’ manager) and users, including the subject', async () => {
    for (const who of [admin, boss, worker]) expect(errorCode(await t.gql(COMPLETION, { w: null }, who.token))).toBe('FORBIDDEN');
  });

  it('rejects a filter on a field the reviews do not have', async () => {
    expect(errorCode(await t.gql(COMPLETION, { w: { nope: { equals: 1 } } }, hr.token))).toBe('BAD_USER_INPUT');
  });
});
