/**
 * Templates, reviews, evaluations and their forms change only through the workflow operations
 * (docs/decisions/0035): the API offers no generic create, update or delete of them, so neither a
 * review manager nor a writer can skip the workflow's checks and audit entries. Review cycles
 * keep the generic create, update and delete the cycles screen uses (checked by cycleRules).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { buildSchemas } from '../../../graphql/schema';
import { modules } from '../../index';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { reviewModels } from '../models';
import { reviewSteps } from './reviewSteps';

let t: TestServer;
let steps: ReturnType<typeof reviewSteps>;
let hr: Actor, boss: Actor, worker: Actor;
let templateId: number;
let reviewId: number;

const WORKFLOW_MODELS = ['ReviewTemplate', 'EvaluationTemplate', 'Review', 'Evaluation', 'Section', 'Question', 'AnswerOption'];
const WRITES = ['createOne', 'createMany', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany'];

beforeAll(async () => {
  t = await startTestServer();
  steps = reviewSteps(t);
  hr = await makeUser(t, { userType: 'webEditor' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Bo', lastName: 'Boss' });
  worker = await makeUser(t, { firstName: 'Wendy', lastName: 'Worker', supervisorId: boss.user.id });
  templateId = await steps.sampleTemplate(hr);
  reviewId = await steps.assignReview(hr, worker.user.employeeNumber, templateId);
});
afterAll(() => t?.close());

describe('generic writes of the review models', () => {
  it('the schema offers none but the review cycle create, update and delete', () => {
    const mutations = Object.keys(buildSchemas(modules).api.getMutationType()!.getFields());
    const candidates = new Set([...WORKFLOW_MODELS, 'ReviewCycle'].flatMap((m) => WRITES.map((w) => `${w}${m}`)));
    const generic = mutations.filter((name) => candidates.has(name));
    // createOneReviewTemplate is the documents' name for the template editor's save, served by
    // hand through the editor's rules (decision 0071), not by the generic writer: the policies
    // below grant the generic layer no write on ReviewTemplate.
    expect(generic.sort()).toEqual(['createOneReviewCycle', 'createOneReviewTemplate', 'deleteOneReviewCycle', 'updateOneReviewCycle']);
    // Nor may a nested write reach them from another model: their policies grant no writes.
    for (const model of reviewModels.filter((m) => WORKFLOW_MODELS.includes(m.name))) {
      expect([model.name, model.policy.create, model.policy.update, model.policy.delete]).toEqual([model.name, undefined, undefined, undefined]);
    }
  });

  it('a review manager cannot delete a started evaluation or rewrite its answers: the fields do not exist', async () => {
    const self = await steps.form(reviewId, 'Self Assessment');
    const answers = await steps.fullAnswers(self.id, worker);
    steps.ok(await steps.submit(worker, self.id, answers));
    const [question] = await steps.questionsOf(self.id, hr);
    const attempts = [
      ['deleteOneEvaluation', `mutation($id: Int!) { deleteOneEvaluation(where: { id: $id }) { id } }`, { id: self.id }],
      ['updateOneEvaluation', `mutation($id: Int!) { updateOneEvaluation(where: { id: $id }, data: { status: { set: "INCOMPLETE" } }) { id } }`, { id: self.id }],
      ['updateOneQuestion', `mutation($id: Int!) { updateOneQuestion(where: { id: $id }, data: { answer: { set: "changed" } }) { id } }`, { id: question.id }],
      ['deleteOneReviewTemplate', `mutation($id: Int!) { deleteOneReviewTemplate(where: { id: $id }) { id } }`, { id: templateId }],
      ['updateOneReview', `mutation($id: Int!) { updateOneReview(where: { id: $id }, data: { status: { set: "COMPLETED" } }) { id } }`, { id: reviewId }],
      ['createOneSection', `mutation { createOneSection(data: { title: "Extra" }) { id } }`, {}],
      ['deleteOneAnswerOption', `mutation { deleteOneAnswerOption(where: { id: 1 }) { id } }`, {}],
    ] as const;
    for (const [field, query, variables] of attempts) {
      const res = await t.gql(query, variables, hr.token);
      expect(res.errors?.[0].message, field).toContain(`Cannot query field "${field}" on type "Mutation"`);
    }
    // Nothing changed: the evaluation is still submitted with its answers, the template is whole.
    const after = await steps.form(reviewId, 'Self Assessment');
    expect(after.status).toBe('COMPLETED');
    expect((await steps.questionsOf(self.id, hr)).map((q) => q.answer)).toEqual(answers.map((a) => a.answer));
    const [{ forms }] = await queryRows<{ forms: number }>(t.db, sql`select count(*)::int as forms from evaluation_templates where review_template_id = ${templateId}`);
    expect(forms).toBe(6);
  });

  it('the current author writes answers only through save and submit, never a generic update', async () => {
    const annual = await steps.form(reviewId, 'Annual Performance Review');
    const [question] = await steps.questionsOf(annual.id, boss);
    const res = await t.gql(`mutation($id: Int!) { updateOneQuestion(where: { id: $id }, data: { answer: { set: "unchecked" } }) { id } }`, { id: question.id }, boss.token);
    expect(res.errors?.[0].message).toContain('Cannot query field "updateOneQuestion"');
    expect((await steps.questionsOf(annual.id, boss))[0].answer).toBeNull();
    // The workflow's save still works for them, with its audit entry.
    steps.ok(await steps.save(boss, annual.id, [{ questionId: question.id, answer: question.answerOptions[0]?.value ?? 'Good' }]));
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log where entity = 'Evaluation' and entity_id = ${String(annual.id)} and action = 'save'`);
    expect(n).toBe(1);
  });

  it('a review cycle cannot reach its reviews through a nested write', async () => {
    const created = steps.ok(await t.gql<{ createOneReviewCycle: { id: number } }>(
      'mutation($t: Int!) { createOneReviewCycle(data: { name: "Spring", startDate: "2030-03-01", template: { connect: { id: $t } } }) { id } }', { t: templateId }, hr.token));
    const res = await t.gql('mutation($id: Int!, $r: Int!) { updateOneReviewCycle(where: { id: $id }, data: { reviews: { delete: [{ id: $r }] } }) { id } }',
      { id: created.createOneReviewCycle.id, r: reviewId }, hr.token);
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(await steps.evaluationsOf(reviewId)).toHaveLength(6);
  });
});
