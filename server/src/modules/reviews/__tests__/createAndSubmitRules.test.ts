/**
 * Rules of creating a review and submitting an evaluation (issue 25, items 24 and 25):
 * - Create Review refuses a due date before the company's today, through assignReviewToUser;
 * - a template marks questions required, and submit refuses an evaluation whose required
 *   questions are unanswered (saving for later still keeps a half-filled form).
 */
import { addDays, REVIEW_DUE_IN_PAST, clock } from '@portal/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { reviewSteps } from './reviewSteps';

let t: TestServer;
let steps: ReturnType<typeof reviewSteps>;
let hr: Actor, boss: Actor, worker: Actor;
let templateId: number;

const SAVE_TEMPLATE = 'mutation($t: ReviewTemplateEditInput!) { saveReviewTemplate(template: $t) }';
const ASSIGN = 'mutation($n: String!, $t: Int!, $d: Date!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: $d) }';
const assign = (by: Actor, d: string) => t.gql<{ assignReviewToUser: number }>(ASSIGN, { n: worker.user.employeeNumber, t: templateId, d }, by.token);
const reviewCount = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from reviews`))[0].n;

beforeAll(async () => {
  t = await startTestServer();
  steps = reviewSteps(t);
  hr = await makeUser(t, { userType: 'webEditor' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Bo', lastName: 'Boss' });
  worker = await makeUser(t, { firstName: 'Wendy', lastName: 'Worker', supervisorId: boss.user.id });
  const template = {
    title: 'Required questions', year: null,
    evaluations: [{
      title: 'Self Assessment', authorHidden: false, needsAssignment: false,
      sections: [{
        title: 'Core Values', instructions: null,
        questions: [
          { text: 'Works safely.', answerType: 'multi', required: true, options: [{ name: '1 - Exceeds', value: '1' }, { name: '2 - Meets', value: '2' }] },
          { text: 'What went well?', answerType: 'text', required: true, options: [] },
          { text: 'Anything else?', answerType: 'text', required: false, options: [] },
        ],
      }],
    }],
  };
  templateId = steps.ok(await t.gql<{ saveReviewTemplate: number }>(SAVE_TEMPLATE, { t: template }, hr.token)).saveReviewTemplate;
});
afterAll(() => t?.close());

describe('Create Review: the due date', () => {
  it('refuses a due date before today in the company time zone, and creates nothing', async () => {
    for (const past of ['2020-01-01', addDays(clock.today(), -1)]) {
      const res = await assign(hr, past);
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toBe(REVIEW_DUE_IN_PAST);
    }
    expect(await reviewCount()).toBe(0);
  });

  it('accepts today and later; other roles are refused whatever the date', async () => {
    expect(steps.ok(await assign(hr, clock.today())).assignReviewToUser).toBeGreaterThan(0);
    for (const who of [worker, boss]) expect(errorCode(await assign(who, addDays(clock.today(), 10)))).toBe('FORBIDDEN');
    expect(await reviewCount()).toBe(1);
  });
});

describe('required questions', () => {
  let evaluationId: number;
  let questions: { id: number; required: boolean }[];

  beforeAll(async () => {
    const reviewId = steps.ok(await assign(hr, addDays(clock.today(), 30))).assignReviewToUser;
    evaluationId = (await steps.form(reviewId, 'Self Assessment')).id;
    const res = steps.ok(await t.gql<{ evaluation: { sections: { questions: { id: number; required: boolean }[] }[] } }>(
      'query($id: Int!) { evaluation(where: { id: $id }) { sections { questions(orderBy: [{ order: asc }]) { id required } } } }', { id: evaluationId }, worker.token));
    questions = res.evaluation.sections.flatMap((s) => s.questions);
  });

  it('the evaluation copies which questions its template marks required', () => {
    expect(questions.map((q) => q.required)).toEqual([true, true, false]);
  });

  it('refuses to submit with required questions unanswered, naming how many; saving keeps a partial form', async () => {
    const [rating, went, other] = questions;
    const blank = await steps.submit(worker, evaluationId, []);
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors?.[0].message).toBe('2 required questions are not answered yet. Answer them before submitting.');

    const partial = await steps.submit(worker, evaluationId, [{ questionId: rating.id, answer: '2' }, { questionId: went.id, answer: '   ' }]);
    expect(partial.errors?.[0].message).toBe('1 required question is not answered yet. Answer it before submitting.');
    // Nothing of the refused submit stays: the form is still open and unanswered.
    const [state] = await queryRows<{ status: string; answered: number }>(t.db, sql`
      select e.status, (select count(q.answer)::int from questions q join sections s on s.id = q.section_id where s.evaluation_id = e.id) as answered
      from evaluations e where e.id = ${evaluationId}`);
    expect(state).toEqual({ status: 'INCOMPLETE', answered: 0 });

    expect(steps.ok(await steps.save(worker, evaluationId, [{ questionId: rating.id, answer: '2' }])).saveEvaluation.status).toBe('SAVE_FOR_LATER');
    // The saved answer counts; the optional question may stay blank.
    const done = await steps.submit(worker, evaluationId, [{ questionId: went.id, answer: 'Finished the hospital job.' }, { questionId: other.id, answer: null }]);
    expect(steps.ok(done).submitEvaluation.status).toBe('COMPLETED');
  });

  it('the template editor reads back which questions are required', async () => {
    const res = steps.ok(await t.gql<{ reviewTemplate: { evaluationTemplates: { sections: { questions: { required: boolean }[] }[] }[] } }>(
      'query($id: Int!) { reviewTemplate(where: { id: $id }) { evaluationTemplates { sections { questions(orderBy: [{ order: asc }]) { required } } } } }', { id: templateId }, hr.token));
    expect(res.reviewTemplate.evaluationTemplates[0].sections[0].questions.map((q) => q.required)).toEqual([true, true, false]);
  });
});
