/**
 * What the review reads tell whom, over HTTP:
 * - evaluationAssigneeExclusions names who writes an evaluation's siblings, so only those who may
 *   assign its writers ask it (decision 0037); the subject never learns their hidden writers.
 * - A completed Leadership evaluation is read only by its writer, its signer and the review
 *   managers (spec 3 section 4, decision 0036): the generic reads agree with My reviews.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { portalSettings, reviewCycles, reviews } from '../../../db/schema';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { clock } from '@portal/common';
import { reviewSteps } from './reviewSteps';

let t: TestServer;
let steps: ReturnType<typeof reviewSteps>;
// hr (webEditor) and admin (superAdmin) run reviews; boss manages worker; deputy is another
// supervisor; signer (a plain user) is the leadership signer; peers write feedback.
let hr: Actor, admin: Actor, boss: Actor, deputy: Actor, worker: Actor, signer: Actor, peer1: Actor, peer2: Actor, outsider: Actor;
let templateId: number;

beforeAll(async () => {
  t = await startTestServer();
  steps = reviewSteps(t);
  hr = await makeUser(t, { userType: 'webEditor' });
  admin = await makeUser(t, { userType: 'superAdmin' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Bo', lastName: 'Boss' });
  deputy = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Dee', lastName: 'Deputy' });
  worker = await makeUser(t, { firstName: 'Wendy', lastName: 'Worker', supervisorId: boss.user.id });
  signer = await makeUser(t, { firstName: 'Sam', lastName: 'Signer' });
  peer1 = await makeUser(t, { firstName: 'Pat', lastName: 'One' });
  peer2 = await makeUser(t, { firstName: 'Pia', lastName: 'Two' });
  outsider = await makeUser(t, { firstName: 'Otto', lastName: 'Side' });
  await t.db.insert(portalSettings).values({ key: 'leadershipSigner', value: signer.user.employeeNumber });
  templateId = await steps.sampleTemplate(hr);
});
afterAll(() => t?.close());

const EXCLUSIONS = 'query($id: Int!) { evaluationAssigneeExclusions(evaluationId: $id) }';
const exclusions = (who: Actor, id: number) => t.gql<{ evaluationAssigneeExclusions: string[] }>(EXCLUSIONS, { id }, who.token);

describe('evaluationAssigneeExclusions', () => {
  it('answers the manager and the review managers; the subject, a writer and outsiders are refused', async () => {
    const reviewId = await steps.assignReview(hr, worker.user.employeeNumber, templateId);
    const d1 = await steps.form(reviewId, 'Client D1 Evaluation');
    const internal = await steps.form(reviewId, 'Internal Client Evaluation');
    steps.ok(await steps.assign(boss, d1.id, [peer1.user.employeeNumber, peer2.user.employeeNumber]));

    // Internal Client: nobody writes one yet, so only the subject is excluded.
    for (const who of [boss, hr, admin]) expect(steps.ok(await exclusions(who, internal.id)).evaluationAssigneeExclusions).toEqual([worker.user.employeeNumber]);
    // The D1 forms now name their (hidden) writers: the subject may read the form, not ask who writes it.
    expect(steps.ok(await exclusions(boss, d1.id)).evaluationAssigneeExclusions.sort()).toEqual([worker, peer1, peer2].map((a) => a.user.employeeNumber).sort());
    for (const who of [worker, peer1]) {
      const res = await exclusions(who, d1.id);
      expect(errorCode(res), who.user.firstName!).toBe('FORBIDDEN');
      expect(res.data?.evaluationAssigneeExclusions ?? null).toBeNull();
    }
    expect(errorCode(await exclusions(outsider, d1.id))).toBe('NOT_FOUND');
    expect(errorCode(await exclusions(boss, 999_999))).toBe('NOT_FOUND');
  });

  it("a locked cycle keeps the question to admins, as it keeps the assignment", async () => {
    const reviewId = await steps.assignReview(hr, worker.user.employeeNumber, templateId);
    const [cycle] = await t.db.insert(reviewCycles).values({ name: 'Locked', startDate: '2030-01-01', templateId, lockReviewsFromNonAdmins: true }).returning();
    await t.db.update(reviews).set({ reviewCycleId: cycle.id }).where(sql`id = ${reviewId}`);
    const internal = await steps.form(reviewId, 'Internal Client Evaluation');
    expect(errorCode(await exclusions(boss, internal.id))).toBe('FORBIDDEN');
    expect(errorCode(await steps.assign(boss, internal.id, [peer1.user.employeeNumber]))).toBe('FORBIDDEN');
    expect(steps.ok(await exclusions(hr, internal.id)).evaluationAssigneeExclusions).toEqual([worker.user.employeeNumber]);
  });
});

const READ = 'query($id: Int!) { evaluation(where: { id: $id }) { id formAuthor sections { questions { answer } } } evaluations(where: { id: { equals: $id } }) { id } }';
async function reads(who: Actor, id: number): Promise<boolean> {
  const res = await t.gql<{ evaluation: { id: number } | null; evaluations: { id: number }[] }>(READ, { id }, who.token);
  expect(res.errors).toBeUndefined();
  // The single read and the list agree.
  expect(res.data!.evaluations.length).toBe(res.data!.evaluation ? 1 : 0);
  return res.data!.evaluation !== null;
}
async function formReads(who: Actor, id: number) {
  const res = await t.gql<{ sections: unknown[]; questions: unknown[] }>(
    'query($id: Int!) { sections: findManySection(where: { evaluationId: { equals: $id } }) { id } questions: findManyQuestion(where: { section: { is: { evaluationId: { equals: $id } } } }) { answer } }', { id }, who.token);
  expect(res.errors).toBeUndefined();
  return { sections: res.data!.sections.length, questions: res.data!.questions.length };
}
const MY = 'query($y: Int!, $c: Boolean!) { myEvaluations(year: $y, completed: $c) { evaluation { id } } }';
const listedTo = async (who: Actor, id: number, completed: boolean) =>
  steps.ok(await t.gql<{ myEvaluations: { evaluation: { id: number } }[] }>(MY, { y: clock.year(), c: completed }, who.token))
    .myEvaluations.some((m) => m.evaluation.id === id);

describe('completed Leadership evaluations', () => {
  it('are read by their writer, their signer and the review managers only, in the API as in My reviews', async () => {
    const reviewId = await steps.assignReview(hr, worker.user.employeeNumber, templateId);
    const leadership = await steps.form(reviewId, 'Leadership Evaluation');
    // Open, the subject still sees the form about them (without answers to read yet).
    expect(await reads(worker, leadership.id)).toBe(true);
    await steps.fillAndSubmit(boss, leadership.id);
    steps.ok(await steps.sign(signer, leadership.id));

    for (const who of [boss, signer, hr, admin]) expect(await reads(who, leadership.id), who.user.firstName!).toBe(true);
    for (const who of [worker, outsider]) expect(await reads(who, leadership.id), who.user.firstName!).toBe(false);
    // Its form cannot be read around the evaluation either.
    expect(await formReads(worker, leadership.id)).toEqual({ sections: 0, questions: 0 });
    expect((await formReads(signer, leadership.id)).questions).toBeGreaterThan(0);
    // Nor through the review the subject reads.
    const review = steps.ok(await t.gql<{ review: { evaluations: { title: string }[] } }>(
      'query($id: Int!) { review(where: { id: $id }) { evaluations { title } } }', { id: reviewId }, worker.token));
    expect(review.review.evaluations.map((e) => e.title)).not.toContain('Leadership Evaluation');
  });

  it('a manager who neither wrote nor signed it no longer reads it once completed, as My reviews no longer lists it', async () => {
    const reviewId = await steps.assignReview(hr, worker.user.employeeNumber, templateId);
    const leadership = await steps.form(reviewId, 'Leadership Evaluation');
    const moved = await t.gql('mutation($id: Int!, $a: String) { updateEvaluationAdmin(id: $id, authorEmployeeNumber: $a) { id } }', { id: leadership.id, a: deputy.user.employeeNumber }, hr.token);
    expect(moved.errors).toBeUndefined();
    expect(await reads(boss, leadership.id)).toBe(true);
    await steps.fillAndSubmit(deputy, leadership.id);
    expect(await reads(boss, leadership.id)).toBe(false);
    expect(await listedTo(boss, leadership.id, true)).toBe(false);
    expect(await reads(deputy, leadership.id)).toBe(true);
    expect(await listedTo(deputy, leadership.id, true)).toBe(true);
  });
});
