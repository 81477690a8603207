/**
 * A review's completion and its template (decisions 0038 and 0040):
 * - deleting the last evaluation of a review leaves an empty review open, never COMPLETED;
 * - Create Review holds its template (a share lock) until the review exists, so a template edit
 *   racing it waits and then becomes a new version: the review's template still describes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import type { ReviewTemplateInput } from '@portal/common';
import { queryRows, type Executor } from '../../../db/client';
import { makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { createReview, loadTemplateForms, supervisorOf, type Person } from '../assign';
import { defaultDue, reviewSteps } from './reviewSteps';

let t: TestServer;
let steps: ReturnType<typeof reviewSteps>;
let hr: Actor, boss: Actor, worker: Actor;

const form = (title: string, question: string, needsAssignment = false) => ({
  title, authorHidden: needsAssignment, needsAssignment,
  sections: [{ title: 'Notes', instructions: null, questions: [{ text: question, answerType: 'text' as const, options: [] }] }],
});
const SAVE = 'mutation($id: Int, $t: ReviewTemplateEditInput!) { saveReviewTemplate(id: $id, template: $t) }';
const saveTemplate = (template: ReviewTemplateInput, id: number | null = null) => t.gql<{ saveReviewTemplate: number }>(SAVE, { id, t: template }, hr.token);
const DELETE = 'mutation($id: Int!) { deleteEvaluationFromReview(evaluationId: $id) }';
const reviewState = async (id: number) =>
  (await queryRows<{ status: string; completed: boolean }>(t.db, sql`select status, date_completed is not null as completed from reviews where id = ${id}`))[0];

beforeAll(async () => {
  t = await startTestServer();
  steps = reviewSteps(t);
  hr = await makeUser(t, { userType: 'webEditor' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Bo', lastName: 'Boss' });
  worker = await makeUser(t, { firstName: 'Wendy', lastName: 'Worker', supervisorId: boss.user.id });
});
afterAll(() => t?.close());

describe('deleting evaluations', () => {
  it('deleting the only evaluation leaves the review open and empty, not completed', async () => {
    const templateId = steps.ok(await saveTemplate({ title: 'One form', year: null, evaluations: [form('Self Assessment', 'Comments')] })).saveReviewTemplate;
    const reviewId = await steps.assignReview(hr, worker.user.employeeNumber, templateId);
    const [only] = await steps.evaluationsOf(reviewId);
    expect((await t.gql(DELETE, { id: only.id }, hr.token)).errors).toBeUndefined();
    expect(await steps.evaluationsOf(reviewId)).toEqual([]);
    expect(await reviewState(reviewId)).toEqual({ status: 'INCOMPLETE', completed: false });
  });

  it('deleting the last open evaluation of a review whose others are done completes it', async () => {
    const templateId = steps.ok(await saveTemplate({
      title: 'Two forms', year: null, evaluations: [form('Self Assessment', 'Comments'), form('Periodic Performance Assessment (PPA)', 'Quality', true)],
    })).saveReviewTemplate;
    const reviewId = await steps.assignReview(hr, worker.user.employeeNumber, templateId);
    const self = await steps.form(reviewId, 'Self Assessment');
    const ppa = await steps.form(reviewId, 'Periodic Performance Assessment (PPA)');
    await steps.fillAndSubmit(worker, self.id);
    expect(await reviewState(reviewId)).toEqual({ status: 'INCOMPLETE', completed: false });
    expect((await t.gql(DELETE, { id: ppa.id }, hr.token)).errors).toBeUndefined();
    expect(await reviewState(reviewId)).toEqual({ status: 'COMPLETED', completed: true });
  });
});

/** Whether another backend waits for a lock (PostgreSQL; pg_locks is read live). */
async function someoneWaits(tx: Executor): Promise<boolean> {
  const [row] = await queryRows<{ waiting: boolean }>(tx, sql`select exists (select 1 from pg_locks where not granted) as waiting`);
  return row.waiting;
}

describe('Create Review racing a template edit', () => {
  it('the edit waits for the review and then becomes a new version; the review keeps the template it was created from', async () => {
    const original: ReviewTemplateInput = { title: 'Raced', year: null, evaluations: [form('Self Assessment', 'Original question')] };
    const templateId = steps.ok(await saveTemplate(original)).saveReviewTemplate;
    const subject: Person = { id: worker.user.id, employee_number: worker.user.employeeNumber, name: 'Wendy Worker' };
    const racing: { edit?: ReturnType<typeof saveTemplate>; done?: boolean } = {};

    const reviewId = await t.db.transaction(async (tx) => {
      // Create Review's steps, with the template edit arriving between reading the template and creating the review.
      const template = await loadTemplateForms(tx, templateId);
      racing.edit = saveTemplate({ ...original, evaluations: [form('Self Assessment', 'Edited question')] }, templateId);
      racing.edit.then(() => (racing.done = true), () => (racing.done = true));
      if (process.env.TEST_DATABASE_URL) {
        // On a server the edit runs on its own connection: let it reach the template (and wait) or finish.
        const started = performance.now();
        while (!racing.done && !(await someoneWaits(tx)) && performance.now() - started < 5000) await new Promise((r) => setTimeout(r, 25));
      }
      const manager = (await supervisorOf(tx, subject))!;
      return createReview(tx, { viewer: null, requestId: 'test' }, { subject, manager, template, due: defaultDue() });
    });

    const savedAs = steps.ok(await racing.edit!).saveReviewTemplate;
    expect(savedAs).not.toBe(templateId);
    // The review's template still holds the form the review was created from.
    const [row] = await queryRows<{ template: number; superseded: number | null; question: string; copied: string }>(t.db, sql`
      select r.template_version_id as template, rt.superseded_by_id as superseded,
        (select q.text from questions q join sections s on s.id = q.section_id join evaluation_templates et on et.id = s.evaluation_template_id where et.review_template_id = rt.id) as question,
        (select q.text from questions q join sections s on s.id = q.section_id join evaluations e on e.id = s.evaluation_id where e.review_id = r.id) as copied
      from reviews r join review_templates rt on rt.id = r.template_version_id where r.id = ${reviewId}`);
    expect(row).toEqual({ template: templateId, superseded: savedAs, question: 'Original question', copied: 'Original question' });
  });
});
